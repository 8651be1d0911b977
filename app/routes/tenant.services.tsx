import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { EmptyList } from '~/components/empty-list'
import { SearchForm } from '~/components/search-form'
import { ServiceCardSkeleton } from '~/components/services/service-card-skeleton'
import { afterHydration } from '~/utils/after-hydration'
import { buttonClass } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { listServices, setServiceActive } from '~/models/service.server'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { CsvExportLink } from '~/components/csv-export-link'

// The cards (price texts, allergens, activate/deactivate forms) load after
// hydration; the server's HTML of the list stays until then.
const ServiceGrid = afterHydration(() => import('~/components/services/service-grid'), 'ServiceGrid')

export const meta: MetaFunction = () => [{ title: 'Service-Katalog – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.slice(0, 200) ?? ''
  return { q, ...listServices(tenantId, { query: q, page: pageFromUrl(url) }) }
}

/** Aktivieren / Deaktivieren from a card. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  const intent = formData.get('intent')
  const serviceId = String(formData.get('service_id') ?? '')
  // back to the same search and page
  const back = `/tenant/services${new URL(request.url).search}`
  if (intent !== 'activate' && intent !== 'deactivate') {
    return redirectWithToast(back, { type: 'error', description: 'Service-Status konnte nicht geändert werden.' })
  }
  if (setServiceActive(tenantId, serviceId, intent === 'activate') === 0) notFound()
  return redirectWithToast(back, {
    type: 'success',
    description: intent === 'activate' ? 'Service wurde aktiviert' : 'Service wurde deaktiviert.',
  })
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </Card>
  )
}

export default function ServiceCatalogue() {
  const { q, services, stats, page, pageCount } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  // a GET to the catalogue (search, arrival) is pending: 6 skeleton cards
  const loadingList =
    navigation.state === 'loading' &&
    (navigation.formMethod ?? 'GET').toUpperCase() === 'GET' &&
    navigation.location.pathname === '/tenant/services'
  return (
    <section className="space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Service-Katalog</h1>
          <p className="text-muted-foreground">Leistungen mit Netto- und Bruttopreisen nach deutschem Steuerrecht.</p>
        </div>
        <Link to="/tenant/services/new" className={buttonClass()}>
          Neuer Service
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Services gesamt" value={stats.total} />
        <Stat label="Aktive Services" value={stats.active} />
        <Stat label="Inaktive Services" value={stats.inactive} />
      </div>
      <SearchForm label="Services durchsuchen" placeholder="Services durchsuchen..." defaultValue={q} />
      <CsvExportLink kind="services" q={q} />
      {loadingList ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Services werden geladen">
          {Array.from({ length: 6 }, (_, i) => (
            <ServiceCardSkeleton key={i} />
          ))}
        </div>
      ) : services.length === 0 ? (
        <EmptyList
          title="Keine Services gefunden"
          searched={Boolean(q)}
          firstHint="Legen Sie Ihren ersten Service an."
        />
      ) : (
        <ServiceGrid services={services} search={location.search} />
      )}
      <Pagination page={page} pageCount={pageCount} />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
