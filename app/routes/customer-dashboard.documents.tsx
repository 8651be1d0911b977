import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { INVOICE_STATE_LABELS, invoiceState } from '~/domain/billing/invoice-state'
import { berlinDate } from '~/models/billing-document.server'
import { listCustomerInvoices } from '~/models/invoice.server'
import { offerState } from '~/domain/billing/offer-state'
import { listCustomerOffers } from '~/models/offer.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { customerOfferStateLabel } from '~/domain/customer-status'
import { formatCents, formatDay } from '~/utils/format'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// Angebote & Rechnungen in the portal: the customer's own sent offers and finalised invoices.

export const meta: MetaFunction = ({ matches }) => [
  { title: brandTitle('Angebote & Rechnungen', brandFromMatches(matches)) },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const today = berlinDate(Date.now())
  return {
    offers: listCustomerOffers(tenantId, customer.id).map((o) => ({ ...o, state: offerState(o, today) })),
    invoices: listCustomerInvoices(tenantId, customer.id).map((i) => ({ ...i, state: invoiceState(i, today) })),
  }
}

const date = (d: string | null) => (d ? formatDay(d) : '')

export default function Documents() {
  const { offers, invoices } = useLoaderData<typeof loader>()
  return (
    <section className="space-y-6 rounded-lg border bg-background p-6">
      <h1 className="text-2xl font-bold">Angebote &amp; Rechnungen</h1>
      <p className="text-sm">
        <Link className="underline" to="/customer-dashboard/billing-address">
          Rechnungsadresse bearbeiten
        </Link>
      </p>
      <h2 className="text-lg font-semibold">Angebote</h2>
      {offers.length === 0 ? (
        <p className="text-muted-foreground">Noch keine Angebote.</p>
      ) : (
        <ul className="grid gap-2" data-testid="portal-offers">
          {offers.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3">
              <Link className="font-medium underline" to={`/customer-dashboard/offers/${o.id}`}>
                Angebot {o.number}
              </Link>
              <span>
                {o.eventName} · {date(o.issueDate)} · {formatCents(o.grossCents)} · {customerOfferStateLabel(o.state)}
              </span>
              <a className="underline" href={`/customer-dashboard/offers/${o.id}/pdf`}>
                PDF
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2 className="text-lg font-semibold">Rechnungen</h2>
      {invoices.length === 0 ? (
        <p className="text-muted-foreground">Noch keine Rechnungen.</p>
      ) : (
        <ul className="grid gap-2" data-testid="portal-invoices">
          {invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3">
              <Link className="font-medium underline" to={`/customer-dashboard/invoices/${i.id}`}>
                Rechnung {i.number}
              </Link>
              <span>
                {i.eventName} · {date(i.issueDate)} · {formatCents(i.grossCents)} · {INVOICE_STATE_LABELS[i.state]}
              </span>
              <a className="underline" href={`/customer-dashboard/invoices/${i.id}/pdf`}>
                PDF
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
