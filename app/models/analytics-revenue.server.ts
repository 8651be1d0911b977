import { sql } from 'drizzle-orm'
import { monthsBetween } from '~/domain/analytics-period'
import { berlinYmd } from '~/domain/event-dates'
import { getDb } from '~/utils/db.server'

// Revenue figures of /tenant/analytics, the Übersicht and the role dashboard.
// All SQL aggregates in the database and filters by tenant_id first.

export type Span = { from: number; to: number }
export type MonthRevenue = {
  month: string
  netCents: number
  grossCents: number
  /** gross of the month's invoices still standing: received so far / still to receive */
  paidCents: number
  openCents: number
  /** gross of the cancellations (Stornorechnungen) issued in the month, as a positive amount */
  cancelledCents: number
}

export type MonthSpan = Span & { months: string[] }

/** The Berlin day of a span's first and last instant ('YYYY-MM-DD', both inclusive). */
export function spanDays(span: Span) {
  return { fromYmd: berlinYmd(span.from), toYmd: berlinYmd(span.to - 1) }
}

/** A finalised invoice that stands (not cancelled, not itself a cancellation): it is paid or still to be paid. */
const STANDING = sql.raw(`status = 'final' and kind <> 'cancellation'`)

/**
 * THE revenue query: net and gross per Berlin month of the invoice date, from
 * finalised invoices (status final or cancelled; drafts never count) less
 * cancellations: a Stornorechnung is itself a finalised invoice with negated
 * amounts, so it lowers the month it is issued in. A final invoice already
 * deducts its deposits, so deposit + final invoices add up to the order once.
 * Every screen (analytics, Übersicht, role dashboard) reads it.
 */
export function revenueByMonth(tenantId: string, period: MonthSpan): MonthRevenue[] {
  if (period.months.length === 0) return []
  const { fromYmd, toYmd } = spanDays(period)
  return monthsOf(period.months, invoiceMonths(tenantId, fromYmd, toYmd))
}

type InvoiceMonth = Omit<MonthRevenue, 'month'>

/** One pass over the tenant's finalised invoices dated in the days (inclusive), summed per month. */
export function invoiceMonths(tenantId: string, fromYmd: string, toYmd: string) {
  const rows = getDb().all<{
    month: string
    net: number
    gross: number
    paid: number
    open: number
    cancelled: number
  }>(sql`
    select substr(issue_date, 1, 7) as month, sum(net_cents) as net, sum(gross_cents) as gross,
      sum(case when ${STANDING} then paid_cents else 0 end) as paid,
      sum(case when ${STANDING} then payable_cents - paid_cents else 0 end) as open,
      sum(case when kind = 'cancellation' then -gross_cents else 0 end) as cancelled
    from invoices
    where tenant_id = ${tenantId} and status in ('final', 'cancelled') and issue_date >= ${fromYmd} and issue_date <= ${toYmd}
    group by substr(issue_date, 1, 7)`)
  return new Map<string, InvoiceMonth>(
    rows.map((r) => [
      r.month,
      {
        netCents: Number(r.net),
        grossCents: Number(r.gross),
        paidCents: Number(r.paid),
        openCents: Number(r.open),
        cancelledCents: Number(r.cancelled),
      },
    ]),
  )
}

const NO_REVENUE: InvoiceMonth = { netCents: 0, grossCents: 0, paidCents: 0, openCents: 0, cancelledCents: 0 }
export const monthsOf = (months: string[], byMonth: Map<string, InvoiceMonth>): MonthRevenue[] =>
  months.map((month) => ({ month, ...(byMonth.get(month) ?? NO_REVENUE) }))

/** Revenue (net, gross) in a span, e.g. 'Umsatz (Monat)' of the Übersicht and the role dashboard. */
export function revenueIn(tenantId: string, span: Span) {
  const { fromYmd, toYmd } = spanDays(span)
  return revenueTotal(revenueByMonth(tenantId, { ...span, months: monthsBetween(fromYmd, toYmd) }))
}

export const REVENUE_SOURCE_NOTE =
  'Umsatz = abgeschlossene Rechnungen nach Rechnungsdatum abzüglich Stornorechnungen; Entwürfe zählen nicht. Bezahlt und offen beziehen sich auf den heutigen Zahlungsstand.'

export function revenueTotal(rows: MonthRevenue[]) {
  return rows.reduce(
    (t, r) => ({
      netCents: t.netCents + r.netCents,
      grossCents: t.grossCents + r.grossCents,
      paidCents: t.paidCents + r.paidCents,
      openCents: t.openCents + r.openCents,
      cancelledCents: t.cancelledCents + r.cancelledCents,
    }),
    { netCents: 0, grossCents: 0, paidCents: 0, openCents: 0, cancelledCents: 0 },
  )
}
