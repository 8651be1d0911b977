import { and, eq, sql } from 'drizzle-orm'
import { cartItems, events, services } from '~/db/schema'
import { median, monthRanges, monthsBetween } from '~/domain/analytics-period'
import { cartLinePriceCents, parsePricing } from '~/domain/pricing'
import { berlinYmd } from '~/domain/event-dates'
import { lineNetCents } from '~/domain/billing/totals'
import { getDb } from '~/utils/db.server'

// Figures of /tenant/analytics, the Übersicht and the role dashboard. All SQL
// aggregates in the database and filters by tenant_id first.

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

/** A CTE of the span's Berlin months, clipped to the span (a custom period may start mid-month). */
function monthTable({ months, from, to }: MonthSpan) {
  const rows = monthRanges(months).map((m) => sql`(${m.month}, ${Math.max(m.from, from)}, ${Math.min(m.to, to)})`)
  return sql`m(month, m_from, m_to) as (values ${sql.join(rows, sql`, `)})`
}

/** The Berlin day of a span's first and last instant ('YYYY-MM-DD', both inclusive). */
function spanDays(span: Span) {
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

/** Offer requests created in the span: decided how, conversion and median days to decision. */
export function pipeline(tenantId: string, span: Span) {
  const db = getDb()
  const counts = db.get<{ total: number; accepted: number; declined: number; open: number }>(sql`
    select count(*) as total, coalesce(sum(status = 'ordered'), 0) as accepted,
      coalesce(sum(status = 'declined'), 0) as declined, coalesce(sum(status in ('open', 'drafted', 'sent')), 0) as open
    from offer_requests where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to}`)
  const durations = db
    .all<{ d: number }>(
      sql`
      select decided_at - created_at as d from offer_requests
      where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to} and decided_at is not null`,
    )
    .map((r) => r.d)
  const accepted = Number(counts?.accepted ?? 0)
  const declined = Number(counts?.declined ?? 0)
  const total = Number(counts?.total ?? 0)
  return {
    total,
    accepted,
    declined,
    open: Number(counts?.open ?? 0),
    conversion: accepted + declined === 0 ? 0 : accepted / (accepted + declined),
    medianDays: days(median(durations)),
    offers: offerFunnel(tenantId, span, total),
    orders: orderCounts(tenantId, span),
  }
}

/**
 * Orders the customers placed in the span, however the offer was made: an
 * offer counts when the customer accepted it (it keeps the signer even after
 * a Nachtrag supersedes it). A new order is an acceptance whose replaced
 * version was never accepted; an accepted version of an order is a Nachtrag.
 */
function orderCounts(tenantId: string, span: Span) {
  const row = getDb().get<{ orders: number; fromRequests: number; changes: number }>(sql`
    select
      coalesce(sum(p.id is null), 0) as orders,
      coalesce(sum(p.id is null and o.offer_request_id is not null), 0) as fromRequests,
      coalesce(sum(p.id is not null), 0) as changes
    from offers o
    left join offers p on p.tenant_id = ${tenantId} and p.id = o.replaces_offer_id and p.signer_name is not null
    where o.tenant_id = ${tenantId} and o.signer_name is not null and o.decided_at >= ${span.from} and o.decided_at < ${span.to}`)
  const orders = Number(row?.orders ?? 0)
  const fromRequests = Number(row?.fromRequests ?? 0)
  return { total: orders, fromRequests, fromEvents: orders - fromRequests, changes: Number(row?.changes ?? 0) }
}

const days = (ms: number) => Math.round((ms / 86_400_000) * 10) / 10

/**
 * The requests created in the span, followed to their offers (every version):
 * request → first offer sent → offer accepted by the customer, the rates of
 * each step and the median days between the steps.
 */
function offerFunnel(tenantId: string, span: Span, requests: number) {
  const rows = getDb().all<{ created: number; sent: number | null; accepted: number | null }>(sql`
    select r.created_at as created, min(o.sent_at) as sent,
      min(case when o.status = 'accepted' then o.decided_at end) as accepted
    from offer_requests r
    left join offers o on o.tenant_id = ${tenantId} and o.offer_request_id = r.id and o.sent_at is not null
    where r.tenant_id = ${tenantId} and r.created_at >= ${span.from} and r.created_at < ${span.to}
    group by r.id`)
  const sent = rows.filter((r) => r.sent !== null)
  const accepted = sent.filter((r) => r.accepted !== null)
  return {
    sent: sent.length,
    accepted: accepted.length,
    sentRate: requests === 0 ? 0 : sent.length / requests,
    acceptRate: sent.length === 0 ? 0 : accepted.length / sent.length,
    medianDaysToOffer: days(median(sent.map((r) => Number(r.sent) - Number(r.created)))),
    medianDaysToAcceptance: days(median(accepted.map((r) => Number(r.accepted) - Number(r.sent)))),
  }
}

/** Events by Berlin month of their date, per status. */
export function eventsByMonth(tenantId: string, period: MonthSpan) {
  const { months } = period
  if (months.length === 0) return []
  const rows = getDb().all<{ month: string; status: string | null; n: number }>(sql`
    with ${monthTable(period)}
    select m.month as month, e.status as status, count(e.id) as n
    from m left join events e on e.tenant_id = ${tenantId} and e.event_date >= m.m_from and e.event_date < m.m_to
    group by m.month, e.status order by m.month`)
  const byMonth = new Map<string, { month: string; total: number; byStatus: Record<string, number> }>()
  for (const month of months) byMonth.set(month, { month, total: 0, byStatus: {} })
  for (const r of rows) {
    if (!r.status) continue
    const entry = byMonth.get(r.month)!
    entry.total += Number(r.n)
    entry.byStatus[r.status] = Number(r.n)
  }
  return [...byMonth.values()]
}

/** Events dated in the span: per type, average guests and budget, budget against the carts' volume. */
export function eventFigures(tenantId: string, span: Span) {
  const db = getDb()
  const inSpan = sql`tenant_id = ${tenantId} and event_date >= ${span.from} and event_date < ${span.to}`
  const byType = db
    .all<{ type: string; n: number }>(
      sql`select event_type as type, count(*) as n from events where ${inSpan} group by event_type order by n desc, event_type`,
    )
    .map((r) => ({ type: r.type, count: Number(r.n) }))
  const avg = db.get<{ n: number; guests: number | null; budget: number | null; budgetSum: number | null }>(sql`
    select count(*) as n, avg(guest_count) as guests, avg(budget_cents) as budget, sum(budget_cents) as budgetSum from events where ${inSpan}`)
  return {
    count: Number(avg?.n ?? 0),
    byType,
    averageGuests: avg?.guests === null || avg?.guests === undefined ? 0 : Math.round(Number(avg.guests) * 10) / 10,
    averageBudgetCents: avg?.budget === null || avg?.budget === undefined ? 0 : Math.round(Number(avg.budget)),
    budgetCents: Number(avg?.budgetSum ?? 0),
    selectedCents: selectedVolume(tenantId, span),
  }
}

/** Sum of the customers' carts (priced like the cart page) for events dated in the span. */
function selectedVolume(tenantId: string, span: Span) {
  const lines = getDb()
    .select({
      quantity: cartItems.quantity,
      adults: cartItems.countAdults,
      children: cartItems.countChildren,
      toddlers: cartItems.countToddlers,
      pricingJson: services.pricingJson,
      guestCount: events.guestCount,
    })
    .from(cartItems)
    .innerJoin(events, and(eq(events.id, cartItems.eventId), eq(events.tenantId, tenantId)))
    .innerJoin(services, and(eq(services.id, cartItems.serviceId), eq(services.tenantId, tenantId)))
    .where(
      and(
        eq(cartItems.tenantId, tenantId),
        sql`${events.eventDate} >= ${span.from} and ${events.eventDate} < ${span.to}`,
      ),
    )
    .all()
  let total = 0
  for (const line of lines) {
    const hasCounts = line.adults !== null || line.children !== null || line.toddlers !== null
    total +=
      cartLinePriceCents(parsePricing(line.pricingJson), {
        quantity: line.quantity,
        guestCount: line.guestCount,
        counts: hasCounts ? { adults: line.adults, children: line.children, toddlers: line.toddlers } : null,
      }) ?? 0
  }
  return total
}

/**
 * Top 10 services of the orders: the lines of every offer that is the order
 * now (accepted, not superseded by a Nachtrag), accepted in the span, however
 * the offer was made. Revenue is each line's net (the pricing engine's line
 * net); 'chosen' counts the orders with that line.
 */
export function topServices(tenantId: string, span: Span) {
  const lines = getDb().all<{
    offerId: string
    text: string
    quantityMilli: number
    unitPriceCents: number
    unitPriceE4: number | null
    priceBasis: string | null
    vatRate: number
  }>(sql`
    select l.offer_id as offerId, l.text as text, l.quantity_milli as quantityMilli, l.unit_price_cents as unitPriceCents,
      l.unit_price_e4 as unitPriceE4, l.price_basis as priceBasis, l.vat_rate as vatRate
    from offers o join offer_lines l on l.tenant_id = ${tenantId} and l.offer_id = o.id
    where o.tenant_id = ${tenantId} and o.status = 'accepted' and o.decided_at >= ${span.from} and o.decided_at < ${span.to}`)
  const byName = new Map<string, { id: string; name: string; revenueCents: number; orders: Set<string> }>()
  for (const l of lines) {
    const name = l.text.trim()
    const entry = byName.get(name) ?? { id: name, name, revenueCents: 0, orders: new Set<string>() }
    entry.revenueCents += lineNetCents({
      quantityMilli: l.quantityMilli,
      unitPriceNetCents: l.unitPriceCents,
      unitPriceE4: l.unitPriceE4,
      priceBasis: l.priceBasis === 'gross' ? 'gross' : l.priceBasis === 'net' ? 'net' : null,
      vatRate: l.vatRate,
    })
    entry.orders.add(l.offerId)
    byName.set(name, entry)
  }
  const all = [...byName.values()].map((e) => ({
    id: e.id,
    name: e.name,
    revenueCents: e.revenueCents,
    chosen: e.orders.size,
  }))
  return {
    byRevenue: [...all].sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name)).slice(0, 10),
    byChosen: [...all].sort((a, b) => b.chosen - a.chosen || a.name.localeCompare(b.name)).slice(0, 10),
  }
}

/** Per planner of the tenant: upcoming open events and open offer requests on their events. */
export function plannerWorkload(tenantId: string, now = Date.now()) {
  const rows = getDb().all<{ id: string; name: string; email: string; upcoming: number; open: number }>(sql`
    select u.id as id, p.full_name as name, u.email as email,
      (select count(*) from events e where e.tenant_id = ${tenantId} and e.assigned_planner_id = u.id
        and e.event_date >= ${now} and e.status not in ('completed', 'cancelled')) as upcoming,
      (select count(*) from offer_requests o join events e on e.id = o.event_id and e.tenant_id = ${tenantId}
        where o.tenant_id = ${tenantId} and o.status in ('open', 'drafted') and e.assigned_planner_id = u.id) as open
    from profiles p join users u on u.id = p.user_id
    where p.tenant_id = ${tenantId} and p.role in ('tenant_admin', 'tenant_planner')
    order by upcoming desc, open desc, p.full_name`)
  return rows.map((r) => ({
    id: r.id,
    name: r.name || r.email,
    upcoming: Number(r.upcoming),
    openRequests: Number(r.open),
  }))
}

/** Events dated in the span (for the comparison with the previous period). */
export function eventCount(tenantId: string, span: Span) {
  const row = getDb().get<{ n: number }>(
    sql`select count(*) as n from events where tenant_id = ${tenantId} and event_date >= ${span.from} and event_date < ${span.to}`,
  )
  return Number(row?.n ?? 0)
}
