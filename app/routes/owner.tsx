import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { SearchForm } from '~/components/search-form'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { TenantStatusWithPlan, planLabel } from '~/components/owner/tenant-status-badge'
import { TrialRemaining } from '~/components/owner/trial-remaining'
import { listTenantsForOwner, ownerCounters } from '~/models/owner.server'
import { countOpenPlanRequests } from '~/models/plan-request.server'
import { ownerFigures } from '~/models/owner-figures.server'
import { OwnerFiguresSection } from '~/components/owner/owner-figures'
import { requirePlatformOwner } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'

export const meta: MetaFunction = () => [{ title: 'Plattform-Übersicht – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePlatformOwner(request)
  const now = Date.now()
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 200)
  return {
    counters: ownerCounters(now),
    openPlanRequests: countOpenPlanRequests(),
    figures: ownerFigures(now),
    q,
    ...listTenantsForOwner(now, { query: q, page: pageFromUrl(url) }),
    now,
  }
}

export default function OwnerDashboard() {
  const { counters, openPlanRequests, figures, tenants, now, q, page, pageCount } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/owner'
  const stats = [
    { label: 'Mandanten gesamt', value: counters.total },
    { label: 'Aktive Testphasen', value: counters.activeTrials },
    { label: 'Bezahlte Konten', value: counters.paid },
    { label: 'Abgelaufene Testphasen', value: counters.expiredTrials },
  ]
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl items-center justify-between p-4">
          <h1 className="text-xl font-bold">Plattform-Übersicht</h1>
          <Link to="/owner/upgrades" className={buttonClass('outline', 'sm')} data-testid="owner-upgrades-link">
            Tarifanfragen{openPlanRequests ? ` (${openPlanRequests} offen)` : ''}
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className={buttonClass('outline', 'sm')}>
              Abmelden
            </button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 p-4">
        <section aria-label="Kennzahlen" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <Card key={s.label}>
              <CardHeader className="pb-2">
                <p className="text-sm text-muted-foreground">{s.label}</p>
              </CardHeader>
              <CardContent>
                <p className="text-3xl font-bold" data-testid={`counter-${s.label}`}>
                  {s.value}
                </p>
              </CardContent>
            </Card>
          ))}
        </section>
        <OwnerFiguresSection figures={figures} />
        <Card>
          <CardHeader className="gap-3">
            <CardTitle>Mandanten</CardTitle>
            <SearchForm placeholder="Name oder Subdomain..." label="Mandanten durchsuchen" defaultValue={q} />
          </CardHeader>
          <CardContent>
            {loading ? (
              <p className="text-muted-foreground">Lade Mandanten...</p>
            ) : tenants.length === 0 ? (
              <p className="text-muted-foreground">
                {q ? 'Keine Mandanten gefunden.' : 'Noch keine Mandanten registriert.'}
              </p>
            ) : (
              <table className="stack-table w-full text-left text-sm">
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Mandant
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Plan
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Testphase
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Erstellt
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Benutzer
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Events
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Aktionen</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tenants.map((t) => (
                    <tr key={t.id} className="border-b last:border-0" data-testid={`tenant-row-${t.subdomain}`}>
                      <td className="py-2 pr-4">
                        <div className="font-medium">{t.name}</div>
                        <div className="text-muted-foreground">{t.subdomain}</div>
                      </td>
                      <td className="py-2 pr-4" data-label="Status">
                        <TenantStatusWithPlan status={t.status} plan={t.plan} />
                      </td>
                      <td className="py-2 pr-4" data-label="Plan">
                        {planLabel(t.status, t.plan)}
                      </td>
                      <td className="py-2 pr-4" data-label="Testphase">
                        <TrialRemaining expiresAt={t.trialExpiresAt} now={now} />
                      </td>
                      <td className="py-2 pr-4" data-label="Erstellt">
                        {formatDate(t.createdAt)}
                      </td>
                      <td className="py-2 pr-4" data-label="Benutzer">
                        {t.users}
                      </td>
                      <td className="py-2 pr-4" data-label="Events">
                        {t.events}
                      </td>
                      <td className="py-2">
                        <Link
                          to={`/owner/tenants/${t.id}`}
                          className={buttonClass('outline', 'sm')}
                          preventScrollReset
                          aria-label={`Details zu ${t.name}`}
                        >
                          Details
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pagination page={page} pageCount={pageCount} />
          </CardContent>
        </Card>
      </main>
      <Outlet />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
