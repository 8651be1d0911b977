import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { brandFromMatches, brandTitle } from '~/domain/white-label'
import { portalInvoice } from '~/services/portal-invoice.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { formatCents, formatDay } from '~/utils/format'
import { notFound } from '~/utils/http.server'

// One of the customer's invoices: what is open, where to pay it, the GiroCode
// (an image: scanning works without JavaScript) and the PDF.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: brandTitle(data?.invoice.title ?? 'Rechnung', brandFromMatches(matches)) },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const invoice = await portalInvoice(tenantId, customer.id, params.invoiceId ?? '')
  if (!invoice) notFound()
  return { invoice }
}

const date = (d: string | null) => (d ? formatDay(d) : '')

export default function PortalInvoice() {
  const { invoice } = useLoaderData<typeof loader>()
  return (
    <section className="space-y-4 rounded-lg border bg-background p-6">
      <p className="text-sm">
        <Link className="underline" to="/customer-dashboard/documents">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{invoice.title}</h1>
      <p className="text-sm text-muted-foreground">
        {invoice.eventName} · vom {date(invoice.issueDate)}
        {invoice.dueDate ? ` · fällig am ${date(invoice.dueDate)}` : ''} · Status:{' '}
        <strong data-testid="portal-invoice-state">{invoice.stateLabel}</strong>
      </p>
      <dl className="grid max-w-md grid-cols-2 gap-1 text-sm">
        <dt>Rechnungsbetrag</dt>
        <dd className="text-right">{formatCents(invoice.grossCents)}</dd>
        <dt>Offen</dt>
        <dd className="text-right font-semibold" data-testid="portal-invoice-open">
          {formatCents(invoice.openCents)}
        </dd>
      </dl>
      {invoice.openCents > 0 && invoice.bank.iban ? (
        <div className="flex flex-wrap items-start gap-6 rounded-md border p-4">
          <div className="space-y-1 text-sm">
            <h2 className="text-lg font-semibold">Bankverbindung</h2>
            <p>Empfänger: {invoice.bank.name}</p>
            <p>
              IBAN: <span data-testid="portal-invoice-iban">{invoice.bank.iban}</span>
            </p>
            {invoice.bank.bic ? <p>BIC: {invoice.bank.bic}</p> : null}
            <p>Betrag: {formatCents(invoice.openCents)}</p>
            <p>Verwendungszweck: {invoice.number}</p>
          </div>
          {invoice.giroCode ? (
            <figure className="space-y-1">
              <img
                src={invoice.giroCode}
                width={180}
                height={180}
                alt={`GiroCode für die Überweisung von ${formatCents(invoice.openCents)} an ${invoice.bank.name}, Verwendungszweck ${invoice.number}`}
              />
              <figcaption className="max-w-[180px] text-xs text-muted-foreground">
                Mit der Banking-App scannen: Die Überweisung ist dann ausgefüllt.
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      <p>
        <a className="underline" href={`/customer-dashboard/invoices/${invoice.id}/pdf`}>
          Rechnung als PDF
        </a>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
