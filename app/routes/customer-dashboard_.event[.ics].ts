import type { LoaderFunctionArgs } from '@remix-run/node'
import { buildIcs, customerUid } from '~/domain/calendar/ics'
import { pickEvent } from '~/domain/portal-event'
import { deadlineEntries, eventDateEntries } from '~/models/calendar.server'
import { calendarEntries } from '~/models/calendar-sources.server'
import { listCustomerEvents } from '~/models/portal.server'
import { brandOf } from '~/domain/white-label'
import { requireCustomer } from '~/services/auth/auth.server'
import { tenantUrl } from '~/utils/tenant-url.server'

// 'Zum Kalender hinzufügen' in the portal: the customer's event (date and
// deadline) as an .ics download; ?event= picks one of several, as in the portal.
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenant, tenantId } = await requireCustomer(request)
  const requested = new URL(request.url).searchParams.get('event')
  const event = pickEvent(listCustomerEvents(tenantId, customer.id), requested)
  if (!event) throw new Response('Nicht gefunden', { status: 404 })
  const entries = calendarEntries(tenantId, { from: 0, to: null, plannerId: null, status: null, eventId: event.id }, [
    eventDateEntries,
    deadlineEntries,
  ])
  const portal = tenantUrl(tenant.subdomain, `/customer-dashboard?event=${encodeURIComponent(event.id)}`)
  const body = buildIcs(
    entries.map((e) => ({
      ...e,
      uid: customerUid(e.uid),
      description:
        e.kind === 'deadline'
          ? `Änderungen möglich bis zu diesem Tag · ${tenant.name}`
          : `${event.eventType} · ${tenant.name}`,
    })),
    { name: event.name, url: () => portal, producer: brandOf(tenant).name },
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="veranstaltung.ics"',
      'Cache-Control': 'private, no-store',
    },
  })
}
