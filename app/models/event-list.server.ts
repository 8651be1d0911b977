import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { endCustomers, events, profiles, templates } from '~/db/schema'
import { nextMonthStart } from '~/domain/analytics-period'
import { revenueIn } from '~/models/analytics-revenue.server'
import { getDb, preparedQuery } from '~/utils/db.server'
import { cacheUntilWrite } from '~/utils/until-write.server'
import { containsText } from './text-search.server'

// The events list, its counters and the overview: reads only, each function
// takes tenantId first and filters by it; what is kept between views is
// dropped by any write (until-write.server.ts). Writes live in event.server.ts.

export const EVENTS_PER_PAGE = 24

/**
 * The search on the events alone: name and type, or a customer or template
 * whose name matches (their ids read once, not joined to every event). The
 * count then reads no other table, and the page's query joins only the
 * events that match: with 10,000 events the joined search cost 35 ms per
 * query, this one 20 (ADR 147a).
 */
function searchCondition(tenantId: string, query: string): SQL | undefined {
  const inEvent = containsText(query, [events.name, events.eventType])
  if (!inEvent) return undefined
  const customers = getDb()
    .select({ id: endCustomers.id })
    .from(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), containsText(query, [endCustomers.name])))
  const usedTemplates = getDb()
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), containsText(query, [templates.name])))
  return sql`(${or(inEvent, inArray(events.endCustomerId, customers), inArray(events.templateId, usedTemplates))})`
}

const cardColumns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  status: events.status,
  eventDate: events.eventDate,
  deadlineAt: events.deadlineAt,
  guestCount: events.guestCount,
  budgetCents: events.budgetCents,
  description: events.description,
  createdAt: events.createdAt,
  customerName: endCustomers.name,
  customerEmail: endCustomers.email,
  templateName: templates.name,
  plannerName: profiles.fullName,
}

function joined<T extends Record<string, unknown>>(columns: T) {
  return getDb()
    .select(columns as never)
    .from(events)
    .leftJoin(endCustomers, and(eq(endCustomers.id, events.endCustomerId), eq(endCustomers.tenantId, events.tenantId)))
    .leftJoin(templates, and(eq(templates.id, events.templateId), eq(templates.tenantId, events.tenantId)))
    .leftJoin(profiles, and(eq(profiles.userId, events.assignedPlannerId), eq(profiles.tenantId, events.tenantId)))
}

export type EventCard = {
  id: string
  name: string
  eventType: string
  status: string
  eventDate: number | null
  deadlineAt: number | null
  guestCount: number | null
  budgetCents: number | null
  description: string | null
  createdAt: number
  customerName: string | null
  customerEmail: string | null
  templateName: string | null
  plannerName: string | null
}

/**
 * The list page's hot queries without a search, compiled once per database
 * connection (drizzle .prepare(): no SQL building or statement compiling per request).
 */
const preparedByDb = new WeakMap<object, ReturnType<typeof prepareListQueries>>()
function prepareListQueries() {
  const tenant = eq(events.tenantId, sql.placeholder('tenantId'))
  return {
    count: getDb().select({ n: count() }).from(events).where(tenant).prepare(),
    // The page's ids come from the (tenant_id, created_at, id) index alone;
    // only those 24 rows are joined. Joining before the OFFSET took 9 ms on
    // page 200 of 10,000 events, this takes under 0.3 ms on any page.
    page: joined(cardColumns)
      .where(
        inArray(
          events.id,
          getDb()
            .select({ id: sql`id` })
            .from(events)
            .where(sql`tenant_id = ${sql.placeholder('tenantId')}`)
            .orderBy(sql`created_at desc, id desc`)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
      )
      .orderBy(desc(events.createdAt), desc(events.id))
      .prepare(),
    counters: getDb()
      .select({
        total: count(),
        confirmed: sql<number>`coalesce(sum(${events.status} = 'confirmed'), 0)`,
        expired: sql<number>`coalesce(sum(${events.deadlineAt} IS NOT NULL AND ${events.deadlineAt} < ${sql.placeholder('now')}), 0)`,
        averageGuests: sql<number>`coalesce(cast(round(avg(${events.guestCount})) as integer), 0)`,
        nextDeadline: sql<
          number | null
        >`min(case when ${events.deadlineAt} >= ${sql.placeholder('now')} then ${events.deadlineAt} end)`,
      })
      .from(events)
      .where(tenant)
      .prepare(),
  }
}
// Whole-tenant aggregates, kept until anything is written (until-write.server.ts).
const countCache = cacheUntilWrite<number>()
// The grid's pages (24 rows each) by tenant and offset; a row holds nothing
// read from the clock, so a page holds until the next write.
const pageCache = cacheUntilWrite<readonly EventCard[]>(200)
const countersCache = cacheUntilWrite<EventCounters>()

function listQueries() {
  const db = getDb()
  let prepared = preparedByDb.get(db)
  if (!prepared) preparedByDb.set(db, (prepared = prepareListQueries()))
  return prepared
}

/** One page of the tenant's events, newest first, filtered by ?q=. */
export function listEvents(tenantId: string, { query = '', page = 1, perPage = EVENTS_PER_PAGE } = {}) {
  const search = searchCondition(tenantId, query)
  const where = and(eq(events.tenantId, tenantId), search)
  // The joins match at most one row each, so without a search the count needs no join
  // (with 10,000 events the joined count took 18 ms, the plain one under 1 ms).
  const total = search
    ? (getDb().select({ n: count() }).from(events).where(where).get() ?? { n: 0 }).n
    : countCache(tenantId, 0, () => ({
        value: (listQueries().count.get({ tenantId }) as { n: number }).n,
        validUntil: Infinity,
      }))
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const offset = (current - 1) * perPage
  const rows = search
    ? (joined(cardColumns)
        .where(where)
        .orderBy(desc(events.createdAt), desc(events.id))
        .limit(perPage)
        .offset(offset)
        .all() as unknown as EventCard[])
    : pagedRows(tenantId, perPage, offset)
  return { rows, total, page: current, pageCount }
}

function pagedRows(tenantId: string, perPage: number, offset: number): readonly EventCard[] {
  const read = () => listQueries().page.all({ tenantId, limit: perPage, offset }) as unknown as EventCard[]
  // only the grid's page size: the CSV export reads every page once, in larger pages
  if (perPage > EVENTS_PER_PAGE) return read()
  return pageCache(`${tenantId}:${perPage}:${offset}`, 0, () => ({ value: read(), validUntil: Infinity }))
}

export type RecentEvent = { id: string; name: string; eventDate: number | null; status: string }

const recentQuery = preparedQuery((db) =>
  db
    .select({ id: events.id, name: events.name, eventDate: events.eventDate, status: events.status })
    .from(events)
    .where(eq(events.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
)

/** The newest events for the overview: only what it shows (no joins), compiled once per connection. */
export function recentEvents(tenantId: string, limit = 5): RecentEvent[] {
  return recentQuery().all({ tenantId, limit })
}

export type EventCounters = { total: number; confirmed: number; expired: number; averageGuests: number }

/**
 * The event list's counters (docs/product.md §9.4) over ALL the tenant's events, in one SQL pass
 * (≈ 3 ms with 10,000 events). The answer is kept until anything is written
 * or the next deadline passes, so page views between changes cost nothing.
 */
export function eventCounters(tenantId: string, now = Date.now()): EventCounters {
  return countersCache(tenantId, now, () => {
    const row = listQueries().counters.get({ tenantId, now })!
    return {
      value: {
        total: row.total,
        confirmed: Number(row.confirmed),
        expired: Number(row.expired),
        averageGuests: Number(row.averageGuests),
      },
      validUntil: row.nextDeadline === null ? Number.POSITIVE_INFINITY : Number(row.nextDeadline),
    }
  })
}

export type OverviewStats = { active: number; drafts: number; customers: number; revenueCents: number }
const overviewCache = cacheUntilWrite<OverviewStats>()

/**
 * Overview stat cards: active (confirmed or active), drafts, customers,
 * accepted offers this month. Sums over all of the tenant's events: kept
 * until anything is written (per month, the month is part of the key).
 */
export function overviewStats(tenantId: string, monthStart: number): OverviewStats {
  return overviewCache(`${tenantId}:${monthStart}`, 0, () => ({
    value: readOverviewStats(tenantId, monthStart),
    validUntil: Infinity,
  }))
}

function readOverviewStats(tenantId: string, monthStart: number): OverviewStats {
  const db = getDb()
  const byStatus = db
    .select({
      active: sql<number>`coalesce(sum(${inArray(events.status, ['confirmed', 'active'])}), 0)`,
      drafts: sql<number>`coalesce(sum(${events.status} = 'draft'), 0)`,
    })
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .get()!
  const customers = db.select({ n: count() }).from(endCustomers).where(eq(endCustomers.tenantId, tenantId)).get()!.n
  const revenue = revenueIn(tenantId, { from: monthStart, to: nextMonthStart(monthStart) })
  return {
    active: Number(byStatus.active),
    drafts: Number(byStatus.drafts),
    customers,
    revenueCents: revenue.grossCents,
  }
}
