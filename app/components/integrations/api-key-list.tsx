import { Form } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { API_SCOPE_LABELS, type ApiScope } from '~/forms/api-key-texts'
import { formatDateTime } from '~/utils/format'

export type ApiKeyItem = {
  id: string
  name: string
  scope: string
  prefix: string
  lastUsedAt: number | null
  revokedAt: number | null
  createdAt: number
}

/** The tenant's keys: prefix, scope, last use; active ones can be revoked. */
export function ApiKeyList({ keys }: { keys: ApiKeyItem[] }) {
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">Noch keine API-Schlüssel.</p>
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">API-Schlüssel</caption>
      <thead className="text-left">
        <tr>
          <th scope="col" className="py-2">
            Name
          </th>
          <th scope="col">Schlüssel</th>
          <th scope="col">Berechtigung</th>
          <th scope="col">Zuletzt benutzt</th>
          <th scope="col">
            <span className="sr-only">Aktion</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k.id} className="border-t">
            <td className="py-2">{k.name}</td>
            <td>
              <code>{k.prefix}</code>
            </td>
            <td>{API_SCOPE_LABELS[k.scope as ApiScope] ?? k.scope}</td>
            <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Nie'}</td>
            <td className="text-right">
              {k.revokedAt ? (
                <Badge variant="secondary">Widerrufen</Badge>
              ) : (
                <Form method="post" action="/tenant/integrations">
                  <input type="hidden" name="key_id" value={k.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke"
                    variant="outline"
                    size="sm"
                    aria-label={`Schlüssel ${k.name} widerrufen`}
                  >
                    Widerrufen
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
