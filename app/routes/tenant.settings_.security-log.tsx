import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { listSecurityEvents } from '~/models/security-event.server'
import { requireTenantAdmin } from '~/services/auth/auth.server'
import { formatDateTime } from '~/utils/format'
import { describeSecurityEvent } from '~/domain/security-log'

export const meta: MetaFunction = () => [{ title: 'Sicherheitsprotokoll – Festplan' }]

const PAGE_SIZE = 50

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireTenantAdmin(request)
  const url = new URL(request.url)
  const page = pageFromUrl(url)
  const { rows, total } = listSecurityEvents(admin.tenantId, { page, pageSize: PAGE_SIZE })
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    entries: rows.map((row) => ({
      id: row.id,
      text: describeSecurityEvent({ eventType: row.eventType, details: row.details }),
      actor: row.actorEmail ?? (row.actorUserId ? 'gelöschter Benutzer' : 'Kunde selbst'),
      createdAt: formatDateTime(row.createdAt),
    })),
  }
}

export default function SecurityLog() {
  const { entries, page, pageCount } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <p className="text-sm">
        <Link to="/tenant/settings" className="underline underline-offset-4">
          Einstellungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Sicherheitsprotokoll</h1>
      <p className="text-sm text-muted-foreground">Versendete Login-E-Mails und gelöschte Kunden, neueste zuerst.</p>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Noch keine Einträge vorhanden.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-3">
                  Zeitpunkt
                </th>
                <th scope="col" className="p-3">
                  Ereignis
                </th>
                <th scope="col" className="p-3">
                  Ausgelöst von
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t" data-testid="security-event">
                  <td className="p-3 whitespace-nowrap">{entry.createdAt}</td>
                  <td className="p-3">{entry.text}</td>
                  <td className="p-3">{entry.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
