import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { parseWithZod } from '~/utils/conform'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MessageThread } from '~/components/events/event-page/message-thread'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { pickEvent } from '~/domain/portal-event'
import { messageSchema } from '~/forms/message'
import { createMessage, listMessages, markThreadRead, unreadInThread } from '~/models/message.server'
import { notifyOfCustomerActivity } from '~/services/mail/notifications.server'
import { listCustomerEvents } from '~/models/portal.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// The customer's side of the event's thread (docs/contracts.md §8: field body; intent=read marks staff messages read).

export const meta: MetaFunction = ({ matches }) => [{ title: brandTitle('Nachrichten', brandFromMatches(matches)) }]

function customerEvent(tenantId: string, customerId: string, requested: string | null) {
  const event = pickEvent(listCustomerEvents(tenantId, customerId), requested || null)
  if (!event || (requested && event.id !== requested)) notFound()
  return event
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const url = new URL(request.url)
  const event = customerEvent(tenantId, customer.id, url.searchParams.get('event'))
  const { rows, total, older } = listMessages(tenantId, event.id, { param: url.searchParams.get('messages') })
  return {
    eventId: event.id,
    eventName: event.name,
    messages: rows,
    total,
    older,
    unread: unreadInThread(tenantId, event.id, 'customer'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { customer, tenantId } = await requireCustomer(request)
  const event = customerEvent(tenantId, customer.id, String(formData.get('event_id') ?? ''))
  if (formData.get('intent') === 'read') {
    markThreadRead(tenantId, event.id, 'customer')
    return data({ intent: 'read', result: null, formError: null, sent: false })
  }
  const submission = parseWithZod(formData, { schema: messageSchema })
  if (submission.status !== 'success')
    return data({ intent: 'message', result: submission.reply(), formError: null, sent: false }, { status: 400 })
  const name = customer.name || customer.email
  createMessage(tenantId, {
    eventId: event.id,
    author: { type: 'customer', id: customer.id, name },
    body: submission.value.body,
  })
  await notifyOfCustomerActivity(tenantId, event.id, { kind: 'message', summary: submission.value.body })
  return data({ intent: 'message', result: submission.reply({ resetForm: true }), formError: null, sent: true })
}

export default function CustomerMessages() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const params = (n: number) => `?event=${encodeURIComponent(d.eventId)}&messages=${n}`
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nachrichten</CardTitle>
        <p className="text-sm text-muted-foreground">Zu „{d.eventName}“ mit Ihrem Event-Planer</p>
      </CardHeader>
      <CardContent>
        <MessageThread
          viewer="customer"
          messages={d.messages}
          total={d.total}
          unread={d.unread}
          action={`/customer-dashboard/messages?event=${encodeURIComponent(d.eventId)}`}
          hidden={{ event_id: d.eventId }}
          olderHref={d.older === null ? null : params(d.older)}
          actionData={answer}
        />
      </CardContent>
    </Card>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
