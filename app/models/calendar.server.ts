import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { events } from '~/db/schema'
import type { CalendarEntry, CalendarProvider, CalendarQuery } from '~/domain/calendar/entries'
import { berlinYmd } from '~/domain/event-dates'
import { eventStatusLabel } from '~/domain/event-status'
import { getDb } from '~/utils/db.server'

// The calendar's event providers: event dates and deadlines (issue 18). Each
// takes tenantId first and filters by it. SEQUENCE = the event's revision
// (raised by every edit in updateEvent) plus its timeline entries, so a change
// recorded by any area (status on the event page, a new deadline …) raises it.

// drizzle drops the table prefix of columns inside a select's sql``, so the
// correlated subqueries name both tables themselves (index event_activities_tenant_event_created_idx).
const activityCount = sql<number>`(select count(*) from "event_activities" a where a."tenant_id" = "events"."tenant_id" and a."event_id" = "events"."id")`
const lastActivity = sql<number | null>`(select max(a."created_at") from "event_activities" a where a."tenant_id" = "events"."tenant_id" and a."event_id" = "events"."id")`

const columns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  status: events.status,
  eventDate: events.eventDate,
  deadlineAt: events.deadlineAt,
  plannerId: events.assignedPlannerId,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  revision: events.revision,
  activities: activityCount,
  lastActivity,
}

type Row = {
  id: string
  name: string
  eventType: string
  status: string
  eventDate: number | null
  deadlineAt: number | null
  plannerId: string | null
  createdAt: number
  updatedAt: number | null
  revision: number
  activities: number
  lastActivity: number | null
}

function rowsOn(tenantId: string, column: typeof events.eventDate | typeof events.deadlineAt, q: CalendarQuery): Row[] {
  const conditions: (SQL | undefined)[] = [eq(events.tenantId, tenantId), gte(column, q.from)]
  if (q.to !== null) conditions.push(lt(column, q.to))
  if (q.plannerId) conditions.push(eq(events.assignedPlannerId, q.plannerId))
  if (q.status) conditions.push(eq(events.status, q.status))
  if (q.eventId) conditions.push(eq(events.id, q.eventId))
  return getDb().select(columns).from(events).where(and(...conditions)).all() as Row[]
}

function base(row: Row): Omit<CalendarEntry, 'uid' | 'kind' | 'ymd' | 'title' | 'description'> {
  return {
    href: `/tenant/events/${row.id}`,
    eventId: row.id,
    status: row.status,
    cancelled: row.status === 'cancelled',
    sequence: Number(row.revision) + Number(row.activities),
    lastModified: Math.max(row.createdAt, row.updatedAt ?? 0, Number(row.lastActivity ?? 0)),
    plannerId: row.plannerId,
  }
}

/** berlinYmd per distinct instant: stored dates repeat (noon of a day), Intl formatting is the slow part. */
function dayOf() {
  const seen = new Map<number, string>()
  return (ms: number) => {
    let ymd = seen.get(ms)
    if (ymd === undefined) seen.set(ms, (ymd = berlinYmd(ms)))
    return ymd
  }
}

export const eventDateEntries: CalendarProvider = (tenantId, query) => {
  const day = dayOf()
  return rowsOn(tenantId, events.eventDate, query).map((row) => ({
    ...base(row),
    uid: `${row.id}-date@festplan`,
    kind: 'event',
    ymd: day(row.eventDate!),
    title: row.name,
    description: `${row.eventType} · Status: ${eventStatusLabel(row.status)}`,
  }))
}

export const deadlineEntries: CalendarProvider = (tenantId, query) => {
  const day = dayOf()
  return rowsOn(tenantId, events.deadlineAt, query).map((row) => ({
    ...base(row),
    uid: `${row.id}-deadline@festplan`,
    kind: 'deadline',
    ymd: day(row.deadlineAt!),
    title: `Frist: ${row.name}`,
    description: `Änderungsfrist für ${row.name} · Status: ${eventStatusLabel(row.status)}`,
  }))
}
