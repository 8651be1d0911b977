import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/utils/format'

export type WebhookItem = {
  id: string
  url: string
  events: string[]
  failingSince: number | null
  disabledAt: number | null
  createdAt: number
}

export function EndpointState({ endpoint }: { endpoint: Pick<WebhookItem, 'failingSince' | 'disabledAt'> }) {
  if (endpoint.disabledAt)
    return <Badge variant="destructive">Deaktiviert seit {formatDateTime(endpoint.disabledAt)}</Badge>
  if (endpoint.failingSince)
    return <Badge variant="secondary">Fehler seit {formatDateTime(endpoint.failingSince)}</Badge>
  return <Badge variant="secondary">Aktiv</Badge>
}

/** The tenant's endpoints: URL, events, state; log, re-enable, delete. */
export function WebhookList({ endpoints }: { endpoints: WebhookItem[] }) {
  if (endpoints.length === 0) return <p className="text-sm text-muted-foreground">Noch keine Webhook-Endpunkte.</p>
  return (
    <ul className="divide-y">
      {endpoints.map((e) => (
        <li key={e.id} className="space-y-2 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all">{e.url}</code>
            <EndpointState endpoint={e} />
          </div>
          <p className="text-sm text-muted-foreground">{e.events.join(', ')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={`/tenant/integrations/webhooks/${e.id}`} className="text-sm underline underline-offset-4">
              Zustellprotokoll
            </Link>
            {e.disabledAt ? (
              <Form method="post" action="/tenant/integrations/webhooks">
                <input type="hidden" name="endpoint_id" value={e.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="enable"
                  variant="outline"
                  size="sm"
                  aria-label={`Endpunkt ${e.url} wieder aktivieren`}
                >
                  Wieder aktivieren
                </Button>
              </Form>
            ) : null}
            <Form method="post" action="/tenant/integrations/webhooks">
              <input type="hidden" name="endpoint_id" value={e.id} />
              <Button
                type="submit"
                name="intent"
                value="delete"
                variant="outline"
                size="sm"
                aria-label={`Endpunkt ${e.url} löschen`}
              >
                Löschen
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  )
}
