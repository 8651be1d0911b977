import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ShiftList } from '~/components/staffing/shift-list'
import { findEvent } from '~/models/event.server'
import { eventShiftRows } from '~/models/event-staffing.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { notFound } from '~/utils/http.server'

// The staff list of an event as a plain page a phone opens on the day.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Personalliste: ${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return {
    event: { id: event.id, name: event.name, eventDate: event.eventDate },
    shifts: eventShiftRows(tenantId, event.id),
  }
}

export default function StaffListPage() {
  const { event, shifts } = useLoaderData<typeof loader>()
  return (
    <div className="grid gap-4">
      <Link to={`/tenant/events/${event.id}/personal`} className="text-sm underline">
        Zurück zu Personal
      </Link>
      <h1 className="text-2xl font-bold">Personalliste: {event.name}</h1>
      {event.eventDate ? <p className="text-sm">{formatDate(event.eventDate)}</p> : null}
      <ShiftList shifts={shifts} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
