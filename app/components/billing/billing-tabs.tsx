import { Link } from '@remix-run/react'
import { INVOICE_STATE_LABELS, invoiceState } from '~/domain/billing/invoice-state'
import { formatCents } from '~/utils/format'
import { cn } from '~/utils/cn'

const date = (d: string | null) => (d ? d.split('-').reverse().join('.') : '')
const OFFER_LABELS: Record<string, string> = {
  draft: 'Entwurf',
  sent: 'Versendet',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  superseded: 'Ersetzt',
  expired: 'Abgelaufen',
}

export function BillingTabNav({ tab }: { tab: string }) {
  const tabs = [
    ['requests', 'Anfragen'],
    ['offers', 'Angebote'],
    ['invoices', 'Rechnungen'],
  ] as const
  return (
    <nav aria-label="Bereiche" className="flex gap-2 border-b">
      {tabs.map(([id, label]) => (
        <Link
          key={id}
          to={`/tenant/billing?tab=${id}`}
          aria-current={tab === id ? 'page' : undefined}
          className={cn(
            'px-3 py-2 text-sm',
            tab === id ? 'border-b-2 border-primary font-semibold' : 'text-muted-foreground',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}

export function BillingFilter({
  tab,
  q,
  state,
  states,
}: {
  tab: string
  q: string
  state: string
  states: Array<[string, string]>
}) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="tab" value={tab} />
      <label className="grid gap-1 text-sm">
        Suche (Nummer, Kunde, Veranstaltung)
        <input name="q" defaultValue={q} className="control h-10" />
      </label>
      <label className="grid gap-1 text-sm">
        Status
        <select name="state" defaultValue={state} className="control h-10">
          <option value="">Alle</option>
          {states.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-outline">
        Filtern
      </button>
    </form>
  )
}

type OfferRow = {
  id: string
  number: string | null
  status: string
  eventName: string
  customerName: string | null
  validUntil: string | null
  grossCents: number
}
export function OffersTable({ rows, today }: { rows: OfferRow[]; today: string }) {
  if (!rows.length)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">Keine Angebote gefunden.</p>
    )
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Angebote</caption>
      <thead className="bg-muted/50 text-left">
        <tr>
          <th scope="col" className="p-3">
            Nummer
          </th>
          <th scope="col" className="p-3">
            Kunde
          </th>
          <th scope="col" className="p-3">
            Veranstaltung
          </th>
          <th scope="col" className="p-3">
            Gültig bis
          </th>
          <th scope="col" className="p-3">
            Status
          </th>
          <th scope="col" className="p-3 text-right">
            Brutto
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((o) => (
          <tr key={o.id} className="border-t">
            <td className="p-3">
              <Link className="underline" to={`/tenant/offers/${o.id}`}>
                {o.number ?? 'Entwurf'}
              </Link>
            </td>
            <td className="p-3">{o.customerName}</td>
            <td className="p-3">{o.eventName}</td>
            <td className="p-3">{date(o.validUntil)}</td>
            <td className="p-3">
              {OFFER_LABELS[o.status === 'sent' && o.validUntil && o.validUntil < today ? 'expired' : o.status]}
            </td>
            <td className="p-3 text-right">{formatCents(o.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type InvoiceRow = {
  id: string
  number: string | null
  kind: string
  status: string
  eventName: string
  customerName: string | null
  dueDate: string | null
  grossCents: number
  payableCents: number
  paidCents: number
}
export function InvoicesTable({ rows, today }: { rows: InvoiceRow[]; today: string }) {
  if (!rows.length)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        Keine Rechnungen gefunden.
      </p>
    )
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Rechnungen</caption>
      <thead className="bg-muted/50 text-left">
        <tr>
          <th scope="col" className="p-3">
            Nummer
          </th>
          <th scope="col" className="p-3">
            Kunde
          </th>
          <th scope="col" className="p-3">
            Veranstaltung
          </th>
          <th scope="col" className="p-3">
            Fällig
          </th>
          <th scope="col" className="p-3">
            Status
          </th>
          <th scope="col" className="p-3 text-right">
            Brutto
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((i) => (
          <tr key={i.id} className="border-t">
            <td className="p-3">
              <Link className="underline" to={`/tenant/invoices/${i.id}`}>
                {i.number ?? 'Entwurf'}
              </Link>
            </td>
            <td className="p-3">{i.customerName}</td>
            <td className="p-3">{i.eventName}</td>
            <td className="p-3">{date(i.dueDate)}</td>
            <td className="p-3">{INVOICE_STATE_LABELS[invoiceState(i, today)]}</td>
            <td className="p-3 text-right">{formatCents(i.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
