import { and, eq, sql } from 'drizzle-orm'
import { cartItems, events, services } from '~/db/schema'
import { monthRanges } from '~/domain/analytics-period'
import { cartLinePriceCents, parsePricing } from '~/domain/pricing'
import { getDb } from '~/utils/db.server'
import type { MonthSpan, Span } from './analytics-revenue.server'

// Events on /tenant/analytics: per month and status, per type with guests
// and budgets against the carts, and the planners' workload.

/** A CTE of the span's Berlin months, clipped to the span (a custom period may start mid-month). */
function monthTable({ months, from, to }: MonthSpan) {
  const rows = monthRanges(months).map((m) => sql`(${m.month}, ${Math.max(m.from, from)}, ${Math.min(m.to, to)})`)
  return sql`m(month, m_from, m_to) as (values ${sql.join(rows, sql`, `)})`
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

/** Events dated in the span (for the comparison with the previous period). */
export function eventCount(tenantId: string, span: Span) {
  const row = getDb().get<{ n: number }>(
    sql`select count(*) as n from events where tenant_id = ${tenantId} and event_date >= ${span.from} and event_date < ${span.to}`,
  )
  return Number(row?.n ?? 0)
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
