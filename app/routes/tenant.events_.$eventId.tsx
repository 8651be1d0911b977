import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { eventPageAction } from '~/routes/event-page/actions.server'
import { EventHeader } from '~/components/events/event-page/header'
import { EventDocumentsSection } from '~/components/billing/event-documents-section'
import { EventMailLog } from '~/components/billing/event-mail-log'
import { EventDayCard } from '~/components/events/event-day/event-day-card'
import { eventPageSections } from '~/routes/event-page/sections.server'
import { Timeline } from '~/components/events/event-page/timeline'
import { StaffKitchenCard } from '~/components/events/event-day/staff-kitchen-card'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { findEvent } from '~/models/event.server'
import { eventFacts } from '~/models/event-page.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

// The sections with forms and their own code load after hydration; the server's
// HTML of each works as plain forms until then (app/utils/after-hydration.tsx).
const CartCard = afterHydration(() => import('~/components/events/event-page/cart-card'), 'CartCard')
const EventFilesSection = afterHydration(() => import('~/components/files/event-files-section'), 'EventFilesSection')
const MessageThread = afterHydration(() => import('~/components/events/event-page/message-thread'), 'MessageThread')
const RequestsCard = afterHydration(() => import('~/components/events/event-page/requests-card'), 'RequestsCard')
const StatusCard = afterHydration(() => import('~/components/events/event-page/status-card'), 'StatusCard')

// The event page (docs/features/event-page-and-communication.md): one place per event. Editing stays at /edit.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const facts = eventFacts(staff.tenantId, params.eventId ?? '')
  if (!facts) notFound('Veranstaltung nicht gefunden')
  return eventPageSections(staff.tenantId, facts, new URL(request.url))
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return eventPageAction(staff, event, formData)
}

export default function EventPage() {
  const { event, cart, requests, messages, timeline, documents, files, mails, eventDay } =
    useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <section className="mx-auto grid max-w-6xl gap-6 p-6">
      <nav aria-label="Brotkrumen" className="text-sm">
        <Link to="/tenant/events" className="underline">
          Veranstaltungen
        </Link>
      </nav>
      <EventHeader event={event} unread={messages.unread} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <EventDayCard day={eventDay} />
          <StatusCard transitions={event.transitions} deadline={event.deadlineForm} answer={answer} />
          <CartCard cart={cart} unlockError={answer?.intent === 'unlock' ? (answer.formError ?? null) : null} />
          <RequestsCard requests={requests} />
          <EventDocumentsSection {...documents} />
          <EventMailLog mails={mails} />
          <EventFilesSection {...files} back={`/tenant/events/${event.id}`} />
          <StaffKitchenCard eventId={event.id} />
        </div>
        <div className="grid content-start gap-6">
          <Card id="nachrichten">
            <CardHeader>
              <CardTitle level={2}>Nachrichten</CardTitle>
            </CardHeader>
            <CardContent>
              <MessageThread
                viewer="staff"
                messages={messages.rows}
                total={messages.total}
                unread={messages.unread}
                action={`/tenant/events/${event.id}`}
                olderHref={messages.older === null ? null : `?messages=${messages.older}`}
                actionData={answer}
                disabledReason={
                  event.customer ? null : 'Ordnen Sie der Veranstaltung einen Kunden zu, um Nachrichten zu schreiben.'
                }
              />
            </CardContent>
          </Card>
          <Timeline timeline={timeline} />
        </div>
      </div>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
