import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { listSecurityEvents } from '~/models/security-event.server'
import { requireTenantAdmin } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/format'

export const meta: MetaFunction = () => [{ title: 'Sicherheitsprotokoll – Festplan' }]

const PAGE_SIZE = 50

const EVENT_LABELS: Record<string, string> = {
  CUSTOMER_LOGIN_EMAIL_SENT: 'Login-E-Mail versendet',
  CUSTOMER_DELETED: 'Kunde gelöscht',
  TEAM_MEMBER_REMOVED: 'Teammitglied entfernt',
  TEAM_ROLE_CHANGED: 'Rolle geändert',
}

function customerEmail(details: string) {
  try {
    const parsed: unknown = JSON.parse(details)
    if (parsed && typeof parsed === 'object' && 'customer_email' in parsed) return String(parsed.customer_email)
    if (parsed && typeof parsed === 'object' && 'member_email' in parsed) return String(parsed.member_email)
  } catch {
    // an unreadable entry is shown without details
  }
  return ''
}

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
      eventType: row.eventType,
      label: EVENT_LABELS[row.eventType] ?? row.eventType,
      resource: `${row.resourceType}${row.resourceId ? ` ${row.resourceId}` : ''}`,
      customerEmail: customerEmail(row.details),
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
        <Link to="/tenant/settings" className="underline underline-offset-4">Einstellungen</Link>
      </p>
      <h1 className="text-2xl font-bold">Sicherheitsprotokoll</h1>
      <p className="text-sm text-muted-foreground">Versendete Login-E-Mails und gelöschte Kunden, neueste zuerst.</p>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">Noch keine Einträge vorhanden.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-3">Zeitpunkt</th>
                <th scope="col" className="p-3">Ereignis</th>
                <th scope="col" className="p-3">E-Mail (Kunde / Mitglied)</th>
                <th scope="col" className="p-3">Ausgelöst von</th>
                <th scope="col" className="p-3">Ressource</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t" data-testid="security-event">
                  <td className="whitespace-nowrap p-3">{entry.createdAt}</td>
                  <td className="p-3">
                    {entry.label}
                    <span className="block font-mono text-xs text-muted-foreground">{entry.eventType}</span>
                  </td>
                  <td className="p-3">{entry.customerEmail}</td>
                  <td className="p-3">{entry.actor}</td>
                  <td className="p-3 font-mono text-xs text-muted-foreground">{entry.resource}</td>
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
