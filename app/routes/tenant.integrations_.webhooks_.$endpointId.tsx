import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EndpointState } from '~/components/integrations/webhook-list'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { deliveryIdSchema } from '~/forms/webhook'
import { findWebhookEndpoint, listDeliveries, resendDelivery } from '~/models/webhook.server'
import { guardAction } from '~/services/security/action-guard.server'
import { formatDateTime } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { requireWebhookAdmin } from '~/services/webhooks/webhook-admin.server'

// The delivery log of one endpoint: status, response code, duration, 'Erneut senden'.

export const meta: MetaFunction = () => [{ title: 'Zustellprotokoll – Festplan' }]

const STATUS = { pending: 'Ausstehend', delivered: 'Zugestellt', failed: 'Fehlgeschlagen' } as Record<string, string>

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireWebhookAdmin(request)
  const endpoint = findWebhookEndpoint(staff.tenantId, params.endpointId ?? '')
  if (!endpoint) notFound()
  return { endpoint, deliveries: listDeliveries(staff.tenantId, endpoint.id) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireWebhookAdmin(request)
  const endpoint = findWebhookEndpoint(staff.tenantId, params.endpointId ?? '')
  const parsed = deliveryIdSchema.safeParse({ delivery_id: formData.get('delivery_id') })
  if (
    !endpoint ||
    !parsed.success ||
    formData.get('intent') !== 'resend' ||
    !resendDelivery(staff.tenantId, endpoint.id, parsed.data.delivery_id)
  )
    notFound()
  return redirectWithToast(`/tenant/integrations/webhooks/${endpoint.id}`, {
    type: 'success',
    description: 'Die Nachricht wird erneut gesendet.',
  })
}

export default function DeliveryLogPage() {
  const { endpoint, deliveries } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/integrations/webhooks" className="underline underline-offset-4">
          Webhooks
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Zustellprotokoll</h1>
      <p className="flex flex-wrap items-center gap-2">
        <code className="break-all">{endpoint.url}</code> <EndpointState endpoint={endpoint} />
      </p>
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Zustellungen.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Zustellungen an {endpoint.url}</caption>
          <thead className="text-left">
            <tr>
              <th scope="col" className="py-2">
                Zeitpunkt
              </th>
              <th scope="col">Ereignis</th>
              <th scope="col">Status</th>
              <th scope="col">Antwort</th>
              <th scope="col">Dauer</th>
              <th scope="col">Versuche</th>
              <th scope="col">
                <span className="sr-only">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id} className="border-t align-top">
                <td className="py-2">
                  {formatDateTime(d.createdAt)}
                  <br />
                  <code className="text-xs">{d.messageId}</code>
                </td>
                <td>
                  <code>{d.eventType}</code>
                </td>
                <td>
                  <Badge variant={d.status === 'failed' ? 'destructive' : 'secondary'}>
                    {STATUS[d.status] ?? d.status}
                  </Badge>
                  {d.status === 'pending' && d.attempts > 0 ? (
                    <div className="text-xs">Nächster Versuch {formatDateTime(d.nextAttemptAt)}</div>
                  ) : null}
                </td>
                <td>{d.responseStatus ?? (d.lastError ? <span className="text-xs">{d.lastError}</span> : '–')}</td>
                <td>{d.durationMs === null ? '–' : `${d.durationMs} ms`}</td>
                <td>{d.attempts}</td>
                <td className="text-right">
                  {d.status !== 'pending' ? (
                    <Form method="post">
                      <input type="hidden" name="delivery_id" value={d.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="resend"
                        variant="outline"
                        size="sm"
                        aria-label={`Nachricht ${d.messageId} erneut senden`}
                      >
                        Erneut senden
                      </Button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
