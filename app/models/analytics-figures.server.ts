import { sql } from 'drizzle-orm'
import { monthsBetween } from '~/domain/analytics-period'
import type { Period } from '~/domain/analytics-period'
import { addDays, berlinMidnight, berlinYmd } from '~/domain/event-dates'
import { getDb } from '~/utils/db.server'
import { cacheUntilWrite } from '~/utils/until-write.server'
import { eventCount, eventFigures, eventsByMonth, plannerWorkload } from './analytics-events.server'
import { invoiceMonths, monthsOf, revenueByMonth, revenueTotal } from './analytics-revenue.server'
import { pipeline } from './analytics-pipeline.server'
import { topServices } from './analytics-services.server'
import { receivables } from './receivables.server'

/**
 * Every figure of /tenant/analytics for a period and the one before it. A
 * dozen scans over the tenant's events and invoices: the answer is kept until
 * anything is written (until-write.server.ts) or the clock changes a figure:
 * receivables at Berlin midnight (overdue), the workload when the next
 * upcoming event's date has passed.
 */
export function analyticsFigures(tenantId: string, period: Period, now = Date.now()): AnalyticsFigures {
  const read = () => ({
    value: { since: now, figures: readAnalyticsFigures(tenantId, period, now) },
    validUntil: figuresValidUntil(tenantId, now),
  })
  const kept = figuresCache(JSON.stringify([tenantId, period]), now, read)
  // a clock set back (tests pass `now`) gets figures of its own instant
  return kept.since <= now ? kept.figures : read().value.figures
}

/** The first instant at which a figure computed at `now` may differ without any write. */
function figuresValidUntil(tenantId: string, now: number) {
  const midnight = berlinMidnight(addDays(berlinYmd(now), 1))
  // plannerWorkload counts event_date >= now: an event leaves that count one ms after its date
  const row = getDb().get<{ next: number | null }>(
    sql`select min(event_date) as next from events where tenant_id = ${tenantId} and event_date >= ${now}`,
  )
  return row?.next === null || row?.next === undefined ? midnight : Math.min(midnight, Number(row.next) + 1)
}

function readAnalyticsFigures(tenantId: string, period: Period, now: number) {
  const today = berlinYmd(now)
  // the previous period ends the day before this one starts: one pass over the invoices serves both
  // (a month shared by both, in a custom period, is split by the two day ranges)
  const prev = period.previous
  const shared = period.months.includes(prev.toYmd.slice(0, 7))
  const byMonth = shared ? null : invoiceMonths(tenantId, prev.fromYmd, period.toYmd)
  const revenue = byMonth ? monthsOf(period.months, byMonth) : revenueByMonth(tenantId, period)
  const previousMonths = monthsBetween(prev.fromYmd, prev.toYmd)
  const previousRevenue = byMonth
    ? monthsOf(previousMonths, byMonth)
    : revenueByMonth(tenantId, { ...prev, months: previousMonths })
  return {
    revenue,
    revenueTotal: revenueTotal(revenue),
    receivables: receivables(tenantId, today),
    today,
    previousRevenueTotal: revenueTotal(previousRevenue),
    pipeline: pipeline(tenantId, period),
    previousPipeline: pipeline(tenantId, period.previous),
    eventsByMonth: eventsByMonth(tenantId, period),
    events: eventFigures(tenantId, period),
    previousEventCount: eventCount(tenantId, period.previous),
    top: topServices(tenantId, period),
    workload: plannerWorkload(tenantId, now),
  }
}

export type AnalyticsFigures = ReturnType<typeof readAnalyticsFigures>
const figuresCache = cacheUntilWrite<{ since: number; figures: AnalyticsFigures }>(200)
