import { OFFER_STATE_LABELS } from '~/domain/billing/offer-state'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { canDraftOffer, offerStatusLabel } from '~/domain/offer-request-status'
import { CreateOfferButton } from '~/components/billing/offer-decision'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { Badge } from '~/components/ui/badge'
import { BorderedTable, TableHead } from '~/components/ui/table'
import { listOfferRequests } from '~/models/offer-request.server'
import { BillingFilter, BillingTabNav, InvoicesTable, OffersTable } from '~/components/billing/billing-tabs'
import { berlinDate } from '~/models/billing-document.server'
import { listInvoices, listOffers } from '~/models/billing-list.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatCents, formatDateTime } from '~/utils/format'
import { CsvExportLink } from '~/components/csv-export-link'

export const meta: MetaFunction = () => [{ title: 'Angebote & Rechnungen – Festplan' }]

type InvoiceListRow = ReturnType<typeof listInvoices>['rows'][number]
type OfferListRow = ReturnType<typeof listOffers>['rows'][number]

/** Only the columns the tables show go into the page's data. */
const invoiceRow = ({
  id,
  number,
  kind,
  status,
  eventName,
  customerName,
  dueDate,
  grossCents,
  payableCents,
  paidCents,
}: InvoiceListRow) => ({
  id,
  number,
  kind,
  status,
  eventName,
  customerName,
  dueDate,
  grossCents,
  payableCents,
  paidCents,
})
const offerRow = ({ id, number, status, eventName, customerName, validUntil, grossCents }: OfferListRow) => ({
  id,
  number,
  status,
  eventName,
  customerName,
  validUntil,
  grossCents,
})

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const tab =
    url.searchParams.get('tab') === 'offers'
      ? 'offers'
      : url.searchParams.get('tab') === 'invoices'
        ? 'invoices'
        : 'requests'
  const q = (url.searchParams.get('q') ?? '').slice(0, 100)
  const state = (url.searchParams.get('state') ?? '').slice(0, 20)
  const page = pageFromUrl(url)
  const today = berlinDate(Date.now())
  if (tab === 'offers') {
    const offers = listOffers(staff.tenantId, { q, state, page, today })
    return {
      tab,
      q,
      state,
      today,
      offers: { ...offers, rows: offers.rows.map(offerRow) },
      invoices: null,
      requests: [],
      page,
      pageCount: 1,
      isAdmin: false,
    }
  }
  if (tab === 'invoices') {
    const invoices = listInvoices(staff.tenantId, { q, state, page, today })
    return {
      tab,
      q,
      state,
      today,
      offers: null,
      invoices: { ...invoices, rows: invoices.rows.map(invoiceRow) },
      requests: [],
      page,
      pageCount: 1,
      isAdmin: staff.role === 'tenant_admin',
    }
  }
  return {
    tab,
    q,
    state,
    today,
    offers: null,
    invoices: null,
    ...listOfferRequests(staff.tenantId, { page }),
    isAdmin: false,
  }
}

const OFFER_STATES: Array<[string, string]> = (
  ['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'] as const
).map((s) => [s, OFFER_STATE_LABELS[s]])
const INVOICE_STATES: Array<[string, string]> = [
  ['draft', 'Entwurf'],
  ['open', 'Offen'],
  ['overdue', 'Überfällig'],
  ['paid', 'Bezahlt'],
  ['cancelled', 'Storniert'],
]

export default function Billing() {
  const { tab, q, state, today, offers, invoices, requests, page, pageCount, isAdmin } = useLoaderData<typeof loader>()
  if (offers || invoices) {
    const list = offers ?? invoices!
    return (
      <section className="mx-auto max-w-6xl space-y-4 p-6">
        <h1 className="text-2xl font-bold">Angebote &amp; Rechnungen</h1>
        <BillingTabNav tab={tab} />
        {invoices ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" data-testid="billing-sums">
              Offen: <strong>{formatCents(invoices.openCents)}</strong> · davon überfällig:{' '}
              <strong>{formatCents(invoices.overdueCents)}</strong>
            </p>
            {isAdmin ? (
              <Link to="/tenant/billing/export" className="text-sm underline underline-offset-4">
                Export für die Steuerberatung
              </Link>
            ) : null}
          </div>
        ) : null}
        <BillingFilter tab={tab} q={q} state={state} states={offers ? OFFER_STATES : INVOICE_STATES} />
        <CsvExportLink
          kind={tab}
          q={q}
          state={state}
          label={offers ? 'Angebote als CSV exportieren' : 'Rechnungen als CSV exportieren'}
        />
        <div className="overflow-x-auto rounded-lg border">
          {offers ? (
            <OffersTable rows={offers.rows} today={today} />
          ) : (
            <InvoicesTable rows={invoices!.rows} today={today} />
          )}
        </div>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Angebote &amp; Rechnungen</h1>
      <BillingTabNav tab={tab} />
      <CsvExportLink kind="offer-requests" label="Angebotsanfragen als CSV exportieren" />
      <p className="text-sm text-muted-foreground">Angebotsanfragen Ihrer Kunden, neueste zuerst.</p>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Noch keine Angebotsanfragen vorhanden.
        </p>
      ) : (
        <BorderedTable caption="Angebotsanfragen">
          <TableHead
            columns={[
              'Kunde',
              'Veranstaltung',
              'Datum',
              'Status',
              { label: 'Summe (brutto)', right: true },
              { label: 'Aktion', srOnly: true },
            ]}
          />
          <tbody>
            {requests.map((r) => (
              <tr key={r.id} className="border-t">
                <td className="p-3">{r.customerName || r.customerEmail || 'Unbekannt'}</td>
                <td className="p-3">
                  <Link to={`/tenant/billing/${r.id}`} className="font-medium underline underline-offset-4">
                    {r.eventName}
                  </Link>
                </td>
                <td className="p-3">{formatDateTime(r.createdAt)}</td>
                <td className="p-3">
                  <Badge variant={r.status === 'open' ? 'default' : 'outline'}>{offerStatusLabel(r.status)}</Badge>
                </td>
                <td className="p-3 text-right">{formatCents(r.grossCents)}</td>
                <td className="p-3">
                  {canDraftOffer(r.status) ? <CreateOfferButton requestId={r.id} size="sm" /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </BorderedTable>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
