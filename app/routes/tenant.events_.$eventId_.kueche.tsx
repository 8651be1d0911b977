import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import {
  EventDaySection,
  GuestsSection,
  LinesSection,
  RunOfShowSection,
  StaffOnDutySection,
} from '~/components/kitchen/kitchen-sections'
import { buttonClass } from '~/components/ui/button'
import { findEvent } from '~/models/event.server'
import { eventShiftRows } from '~/models/event-staffing.server'
import { eventKitchenSheet, kitchenEventDay } from '~/models/kitchen-sheet.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { notFound } from '~/utils/http.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Küchenzettel: ${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const { order, sheet } = eventKitchenSheet(tenantId, event.id, event.guestCount)
  return {
    event: { id: event.id, name: event.name, eventDate: event.eventDate },
    order,
    sheet,
    shifts: eventShiftRows(tenantId, event.id),
    day: kitchenEventDay(tenantId, event),
  }
}

export default function KitchenSheetPage() {
  const { event, order, sheet, shifts, day } = useLoaderData<typeof loader>()
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link to={`/tenant/events/${event.id}`} className="text-sm underline">
          Zurück zur Veranstaltung
        </Link>
        <h1 className="text-2xl font-bold">Küchenzettel: {event.name}</h1>
        <p className="text-sm text-muted-foreground">
          {event.eventDate ? `${formatDate(event.eventDate)} · ` : ''}
          {order
            ? `Aus dem angenommenen Angebot ${order.number ?? ''} (Version ${order.version})`
            : 'Noch kein angenommenes Angebot: es gibt noch keine bestellten Positionen.'}
        </p>
        <a href={`/tenant/events/${event.id}/kueche.pdf`} className={buttonClass('outline', 'sm', 'w-fit')}>
          Küchenzettel als PDF
        </a>
      </div>
      <EventDaySection venue={day.venue} times={day.times} />
      <GuestsSection sheet={sheet} />
      <LinesSection id="kitchen-food" title="Speisen" lines={sheet.food} />
      <LinesSection id="kitchen-drinks" title="Getränke" lines={sheet.drinks} />
      <StaffOnDutySection shifts={shifts} />
      <RunOfShowSection entries={day.runOfShow} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
