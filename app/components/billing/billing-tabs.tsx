import { Link } from '@remix-run/react'
import { INVOICE_STATE_LABELS, invoiceState } from '~/domain/billing/invoice-state'
import { offerState, offerStateLabel } from '~/domain/billing/offer-state'
import { formatCents, formatDay } from '~/utils/format'
import { cn } from '~/utils/cn'
import { TableHead } from '~/components/ui/table'
import { usePlainLinkClick } from '~/components/ui/plain-link-click'

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

type DocumentRow = {
  id: string
  href: string
  number: string | null
  customerName: string | null
  eventName: string
  day: string | null
  stateLabel: string
  grossCents: number
}

/**
 * The offers and the invoices list: one table, they differ in the date column
 * and the state. A row's number is a plain anchor sharing the table's one click
 * handler (usePlainLinkClick), as the events grid's links: no `<Link>` hooks
 * per row in every server render.
 */
function DocumentsTable({
  rows,
  caption,
  empty,
  dayHeader,
}: {
  rows: DocumentRow[]
  caption: string
  empty: string
  dayHeader: string
}) {
  const onLinkClick = usePlainLinkClick()
  if (!rows.length)
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{empty}</p>
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={['Nummer', 'Kunde', 'Veranstaltung', dayHeader, 'Status', { label: 'Brutto', right: true }]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-t">
            <td className="p-3">
              <a className="underline" href={r.href} data-discover="true" onClick={onLinkClick}>
                {r.number ?? 'Entwurf'}
              </a>
            </td>
            <td className="p-3">{r.customerName}</td>
            <td className="p-3">{r.eventName}</td>
            <td className="p-3">{formatDay(r.day)}</td>
            <td className="p-3">{r.stateLabel}</td>
            <td className="p-3 text-right">{formatCents(r.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  return (
    <DocumentsTable
      caption="Angebote"
      empty="Keine Angebote gefunden."
      dayHeader="Gültig bis"
      rows={rows.map((o) => ({
        ...o,
        href: `/tenant/offers/${o.id}`,
        day: o.validUntil,
        stateLabel: offerStateLabel(offerState(o, today)),
      }))}
    />
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
  return (
    <DocumentsTable
      caption="Rechnungen"
      empty="Keine Rechnungen gefunden."
      dayHeader="Fällig"
      rows={rows.map((i) => ({
        ...i,
        href: `/tenant/invoices/${i.id}`,
        day: i.dueDate,
        stateLabel: INVOICE_STATE_LABELS[invoiceState(i, today)],
      }))}
    />
  )
}
