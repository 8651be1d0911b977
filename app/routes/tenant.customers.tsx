import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { CustomerCard } from '~/components/customers/customer-card'
import { MailBanner } from '~/components/customers/mail-banner'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { SearchForm } from '~/components/search-form'
import { buttonClass } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { canCreate } from '~/domain/trial'
import { findCustomer, listCustomers } from '~/models/end-customer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { loginLinkFailure, sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { notFound, redirectWithToast, safeRedirect } from '~/utils/http.server'
import { mailMode } from '~/services/mail/mail.server'
import { CsvExportLink } from '~/components/csv-export-link'

export const meta: MetaFunction = () => [{ title: 'Endkunden – Festplan' }]

const PAGE_SIZE = 12

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 200)
  const requested = pageFromUrl(url)
  let { customers, total } = listCustomers(staff.tenantId, { q, page: requested, pageSize: PAGE_SIZE })
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(requested, pageCount)
  if (page !== requested) ({ customers, total } = listCustomers(staff.tenantId, { q, page, pageSize: PAGE_SIZE }))
  return { customers, total, page, pageCount, q, mailMode: mailMode(), canCreate: canCreate(staff.tenant.status) }
}

/** Only a path back into this list may be the target after an action. */
function returnTarget(value: FormDataEntryValue | null) {
  return safeRedirect(value, '/tenant/customers', /^\/tenant\/customers$/)
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = formData.get('intent')
  if (intent !== 'resend') return notFound('Unbekannte Aktion')
  const customerId = String(formData.get('customer_id') ?? '')
  const customer = findCustomer(staff.tenantId, customerId)
  if (!customer) notFound()
  const back = returnTarget(formData.get('return_to'))
  const result = await sendCustomerLoginLink({
    tenantId: staff.tenantId,
    customerId: customer.id,
    actorUserId: staff.userId,
  })
  if (result.ok) return redirectWithToast(back, { type: 'success', description: 'Login-E-Mail wurde erneut versendet' })
  const description = loginLinkFailure(result.reason)
  return redirectWithToast(back, { type: 'error', description })
}

function ListSkeleton() {
  return (
    <div aria-live="polite" className="space-y-4">
      <p className="text-muted-foreground">Lade Kunden...</p>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    </div>
  )
}

export default function CustomersPage() {
  const data = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const returnTo = `/tenant/customers${location.search}`
  const newHref = `/tenant/customers/new${location.search}`
  const reloadingList =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/tenant/customers' &&
    navigation.location.search !== location.search
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Endkunden</h1>
          <p className="text-sm text-muted-foreground">{data.total === 1 ? '1 Kunde' : `${data.total} Kunden`}</p>
        </div>
        {data.canCreate ? (
          <Link to={newHref} className={buttonClass()} preventScrollReset>
            Neuen Kunden erstellen
          </Link>
        ) : null}
      </div>
      <MailBanner mode={data.mailMode} />
      {!data.canCreate ? (
        <p
          role="note"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          Ihr Testzeitraum ist abgelaufen oder Ihr Konto ist nicht aktiv. Neue Kunden können erst nach einem Upgrade
          angelegt werden.
        </p>
      ) : null}
      <SearchForm
        label="Kunden durchsuchen"
        placeholder="Kunden durchsuchen (Name, E-Mail, Firma)..."
        defaultValue={data.q}
      />
      <CsvExportLink kind="customers" q={data.q} />
      {reloadingList ? (
        <ListSkeleton />
      ) : data.customers.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          {data.q ? (
            <p className="text-muted-foreground">Keine Kunden zu „{data.q}“ gefunden.</p>
          ) : (
            <>
              <p className="mb-4 text-muted-foreground">Noch keine Kunden vorhanden</p>
              {data.canCreate ? (
                <Link to="/tenant/customers/new" className={buttonClass()}>
                  Ersten Kunden erstellen
                </Link>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Kundenliste">
          {data.customers.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} returnTo={returnTo} busy={navigation.state === 'submitting'} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
