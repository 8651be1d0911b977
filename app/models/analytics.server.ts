import { and, eq, sql } from 'drizzle-orm'
import { cartItems, events, services } from '~/db/schema'
import { median, monthRanges, monthsBetween } from '~/domain/analytics-period'
import type { Period } from '~/domain/analytics-period'
import { cartLinePriceCents, parsePricing } from '~/domain/pricing'
import { berlinYmd } from '~/domain/event-dates'
import { getDb } from '~/utils/db.server'

// Figures of /tenant/analytics, the Übersicht and the role dashboard. All SQL
// aggregates in the database and filters by tenant_id first.

export type Span = { from: number; to: number }
export type MonthRevenue = { month: string; netCents: number; grossCents: number }

export type MonthSpan = Span & { months: string[] }

/** A CTE of the span's Berlin months, clipped to the span (a custom period may start mid-month). */
function monthTable({ months, from, to }: MonthSpan) {
  const rows = monthRanges(months).map((m) => sql`(${m.month}, ${Math.max(m.from, from)}, ${Math.min(m.to, to)})`)
  return sql`m(month, m_from, m_to) as (values ${sql.join(rows, sql`, `)})`
}

/**
 * THE revenue query (seam for billing): net and gross per Berlin month.
 * Until invoices exist, revenue = accepted offer requests in the month of
 * decided_at. At merge, switch this body to finalised invoices less
 * cancellations; every screen (analytics, Übersicht, role dashboard) reads it.
 */
export function revenueByMonth(tenantId: string, period: MonthSpan): MonthRevenue[] {
  if (period.months.length === 0) return []
  const rows = getDb().all<{ month: string; net: number; gross: number }>(sql`
    with ${monthTable(period)}
    select m.month as month, coalesce(sum(o.net_cents), 0) as net, coalesce(sum(o.gross_cents), 0) as gross
    from m left join offer_requests o
      on o.tenant_id = ${tenantId} and o.status = 'accepted' and o.decided_at >= m.m_from and o.decided_at < m.m_to
    group by m.month order by m.month`)
  return rows.map((r) => ({ month: r.month, netCents: Number(r.net), grossCents: Number(r.gross) }))
}

/** Revenue (net, gross) in a span, e.g. 'Umsatz (Monat)' of the Übersicht and the role dashboard. */
export function revenueIn(tenantId: string, span: Span) {
  return revenueTotal(revenueByMonth(tenantId, { ...span, months: monthsBetween(berlinYmd(span.from), berlinYmd(span.to - 1)) }))
}

export const REVENUE_SOURCE_NOTE = 'Umsatz = angenommene Angebotsanfragen (Monat der Annahme), bis Rechnungen verfügbar sind.'

export function revenueTotal(rows: MonthRevenue[]) {
  return rows.reduce((t, r) => ({ netCents: t.netCents + r.netCents, grossCents: t.grossCents + r.grossCents }), { netCents: 0, grossCents: 0 })
}

/** Offer requests created in the span: decided how, conversion and median days to decision. */
export function pipeline(tenantId: string, span: Span) {
  const db = getDb()
  const counts = db.get<{ total: number; accepted: number; declined: number; open: number }>(sql`
    select count(*) as total, coalesce(sum(status = 'accepted'), 0) as accepted,
      coalesce(sum(status = 'declined'), 0) as declined, coalesce(sum(status = 'open'), 0) as open
    from offer_requests where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to}`)
  const durations = db
    .all<{ d: number }>(sql`
      select decided_at - created_at as d from offer_requests
      where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to} and decided_at is not null`)
    .map((r) => r.d / 86_400_000)
  const accepted = Number(counts?.accepted ?? 0)
  const declined = Number(counts?.declined ?? 0)
  return {
    total: Number(counts?.total ?? 0),
    accepted,
    declined,
    open: Number(counts?.open ?? 0),
    conversion: accepted + declined === 0 ? 0 : accepted / (accepted + declined),
    medianDays: Math.round(median(durations) * 10) / 10,
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
    .all<{ type: string; n: number }>(sql`select event_type as type, count(*) as n from events where ${inSpan} group by event_type order by n desc, event_type`)
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
    .where(and(eq(cartItems.tenantId, tenantId), sql`${events.eventDate} >= ${span.from} and ${events.eventDate} < ${span.to}`))
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

/** Top 10 services of accepted offer requests decided in the span (from their frozen snapshots). */
export function topServices(tenantId: string, span: Span) {
  const rows = getDb().all<{ id: string; name: string; revenue: number; chosen: number }>(sql`
    select json_extract(l.value, '$.serviceId') as id, max(json_extract(l.value, '$.name')) as name,
      sum(json_extract(l.value, '$.lineTotalCents')) as revenue, count(*) as chosen
    from offer_requests o, json_each(o.snapshot_json, '$.lines') l
    where o.tenant_id = ${tenantId} and o.status = 'accepted' and o.decided_at >= ${span.from} and o.decided_at < ${span.to}
    group by json_extract(l.value, '$.serviceId')`)
  const all = rows.map((r) => ({ id: r.id, name: r.name, revenueCents: Number(r.revenue), chosen: Number(r.chosen) }))
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
        where o.tenant_id = ${tenantId} and o.status = 'open' and e.assigned_planner_id = u.id) as open
    from profiles p join users u on u.id = p.user_id
    where p.tenant_id = ${tenantId} and p.role in ('tenant_admin', 'tenant_planner')
    order by upcoming desc, open desc, p.full_name`)
  return rows.map((r) => ({ id: r.id, name: r.name || r.email, upcoming: Number(r.upcoming), openRequests: Number(r.open) }))
}

/** Events dated in the span (for the comparison with the previous period). */
export function eventCount(tenantId: string, span: Span) {
  const row = getDb().get<{ n: number }>(sql`select count(*) as n from events where tenant_id = ${tenantId} and event_date >= ${span.from} and event_date < ${span.to}`)
  return Number(row?.n ?? 0)
}

/** Every figure of /tenant/analytics for a period and the one before it. */
export function analyticsFigures(tenantId: string, period: Period, now = Date.now()) {
  const revenue = revenueByMonth(tenantId, period)
  const previous = { ...period.previous, months: monthsBetween(period.previous.fromYmd, period.previous.toYmd) }
  return {
    revenue,
    revenueTotal: revenueTotal(revenue),
    previousRevenueTotal: revenueTotal(revenueByMonth(tenantId, previous)),
    pipeline: pipeline(tenantId, period),
    previousPipeline: pipeline(tenantId, period.previous),
    eventsByMonth: eventsByMonth(tenantId, period),
    events: eventFigures(tenantId, period),
    previousEventCount: eventCount(tenantId, period.previous),
    top: topServices(tenantId, period),
    workload: plannerWorkload(tenantId, now),
  }
}

export type AnalyticsFigures = ReturnType<typeof analyticsFigures>
