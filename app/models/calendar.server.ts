import type Database from 'better-sqlite3'
import { titleKey, type CalendarEntry, type CalendarProvider, type CalendarQuery } from '~/domain/calendar/entries'
import { berlinYmd } from '~/domain/event-dates'
import { eventStatusLabel } from '~/domain/event-status'
import { getSqlite } from '~/utils/db.server'
import { isLocalDateTime, localToMs } from '~/domain/event-day/local-time'
import { locationLine } from '~/domain/event-day/venue'

// The calendar's event providers: event dates and deadlines. Each
// takes tenantId first and filters by it. SEQUENCE = the event's revision
// (raised by every edit in updateEvent) plus its timeline entries, so a change
// recorded by any area (status on the event page, a new deadline …) raises it.

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
  startsAt: string | null
  endsAt: string | null
  venueName: string | null
  venueRoom: string | null
  venueAddress: string | null
}

type DateColumn = 'event_date' | 'deadline_at'

// One statement per column and filter combination, compiled once per connection:
// the feed reads 10,000 rows twice per request, and drizzle's row mapping cost
// more than SQLite's work (index event_activities_tenant_event_created_id_idx for the subqueries).
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>()

function statementFor(column: DateColumn, q: CalendarQuery) {
  const sqlite = getSqlite()
  let byKey = statements.get(sqlite)
  if (!byKey) statements.set(sqlite, (byKey = new Map()))
  const key = [column, q.to !== null, !!q.plannerId, !!q.status, !!q.eventId, !!q.lean].join(':')
  let stmt = byKey.get(key)
  if (!stmt) {
    // lean (the page): only what a cell or the list shows; the feed's fields are constants
    const feedFields = q.lean
      ? `'' as eventType, e.status as status, e.${column} as eventDate, e.${column} as deadlineAt, e.assigned_planner_id as plannerId,
        0 as createdAt, null as updatedAt, 0 as revision, 0 as activities, null as lastActivity,
        e.starts_at as startsAt, null as endsAt, null as venueName, null as venueRoom, null as venueAddress`
      : `e.event_type as eventType, e.status as status,
        e.event_date as eventDate, e.deadline_at as deadlineAt, e.assigned_planner_id as plannerId,
        e.created_at as createdAt, e.updated_at as updatedAt, e.revision as revision,
        (select count(*) from event_activities a where a.tenant_id = e.tenant_id and a.event_id = e.id) as activities,
        (select max(a.created_at) from event_activities a where a.tenant_id = e.tenant_id and a.event_id = e.id) as lastActivity,
        e.starts_at as startsAt, e.ends_at as endsAt, e.venue_name as venueName, e.venue_room as venueRoom, e.venue_address as venueAddress`
    const text = `select e.id as id, e.name as name, ${feedFields}
      from events e
      where e.tenant_id = @tenantId and e.${column} >= @from${q.to !== null ? ` and e.${column} < @to` : ''}${q.plannerId ? ' and e.assigned_planner_id = @plannerId' : ''}${q.status ? ' and e.status = @status' : ''}${q.eventId ? ' and e.id = @eventId' : ''}`
    // rows as arrays: better-sqlite3 builds a keyed object per row far slower than V8 builds the literal below
    byKey.set(key, (stmt = sqlite.prepare(text).raw(true)))
  }
  return stmt
}

type RawRow = [string, string, string, string, number | null, number | null, string | null, number, number | null, number, number, number | null, string | null, string | null, string | null, string | null, string | null]

function rowsOn(tenantId: string, column: DateColumn, q: CalendarQuery): Row[] {
  const params: Record<string, unknown> = { tenantId, from: q.from }
  if (q.to !== null) params.to = q.to
  if (q.plannerId) params.plannerId = q.plannerId
  if (q.status) params.status = q.status
  if (q.eventId) params.eventId = q.eventId
  return (statementFor(column, q).all(params) as RawRow[]).map(
    ([id, name, eventType, status, eventDate, deadlineAt, plannerId, createdAt, updatedAt, revision, activities, lastActivity, startsAt, endsAt, venueName, venueRoom, venueAddress]) => ({
      id, name, eventType, status, eventDate, deadlineAt, plannerId, createdAt, updatedAt, revision, activities, lastActivity, startsAt, endsAt, venueName, venueRoom, venueAddress,
    }),
  )
}

/** One entry with all its fields in one literal (a spread of a shared part cost ~10 µs per row at 20,000 rows). */
function entryOf(row: Row, uid: string, kind: string, ymd: string, title: string, description: string): CalendarEntry {
  return {
    uid,
    kind,
    ymd,
    title,
    href: `/tenant/events/${row.id}`,
    eventId: row.id,
    status: row.status,
    cancelled: row.status === 'cancelled',
    sequence: Number(row.revision) + Number(row.activities),
    lastModified: Math.max(row.createdAt, row.updatedAt ?? 0, Number(row.lastActivity ?? 0)),
    description,
    plannerId: row.plannerId,
  }
}

const HOUR = 3_600_000

/**
 * berlinYmd per UTC hour: Intl formatting is the slow part, and Berlin's
 * offset is whole hours (+1/+2), so every instant of one UTC hour lies on the
 * same Berlin day.
 */
function dayOf() {
  const seen = new Map<number, string>()
  return (ms: number) => {
    const hour = Math.floor(ms / HOUR)
    let ymd = seen.get(hour)
    if (ymd === undefined) seen.set(hour, (ymd = berlinYmd(ms)))
    return ymd
  }
}

/** An event date's title: '18:00 Hochzeit Müller' with a known start time, else the name. */
const eventTitle = (name: string, startsAt: string | null) => (startsAt && isLocalDateTime(startsAt) ? `${startsAt.slice(11)} ${name}` : name)
const deadlineTitle = (name: string) => `Frist: ${name}`

export const eventDateEntries: CalendarProvider = (tenantId, query) => {
  const day = dayOf()
  return rowsOn(tenantId, 'event_date', query).map((row) => {
    const entry = entryOf(row, `${row.id}-date@festplan`, 'event', day(row.eventDate!), eventTitle(row.name, row.startsAt), `${row.eventType} · Status: ${eventStatusLabel(row.status)}`)
    return query.lean ? entry : withTimeAndPlace(entry, row)
  })
}

/** The feed's timed form: start and end from the event's times, LOCATION from its venue. */
function withTimeAndPlace(entry: CalendarEntry, row: Row): CalendarEntry {
  entry.title = row.name
  if (row.startsAt && isLocalDateTime(row.startsAt)) {
    entry.start = localToMs(row.startsAt)
    if (row.endsAt && isLocalDateTime(row.endsAt) && row.endsAt > row.startsAt) entry.end = localToMs(row.endsAt)
  }
  const location = locationLine(row)
  if (location) entry.location = location
  return entry
}

export const deadlineEntries: CalendarProvider = (tenantId, query) => {
  const day = dayOf()
  return rowsOn(tenantId, 'deadline_at', query).map((row) =>
    entryOf(row, `${row.id}-deadline@festplan`, 'deadline', day(row.deadlineAt!), deadlineTitle(row.name), `Änderungsfrist für ${row.name} · Status: ${eventStatusLabel(row.status)}`),
  )
}

/** A day of the month grid: its Berlin 'YYYY-MM-DD' and the instants [from, to) it spans. */
export type GridDay = { ymd: string; from: number; to: number }

export type DayTops = {
  /** per day, its first `limit` entries in the page's order (kind, titleKey, uid), lean */
  tops: CalendarEntry[]
  /** per day, how many entries it has in all */
  totals: Map<string, number>
}

/**
 * The first `limit` event dates or deadlines of each day, and each day's
 * count, ranked by SQLite: one index range per day (events_tenant_date_idx,
 * events_tenant_deadline_idx), ROW_NUMBER() over the day, and only the rows
 * a grid cell shows come back. The order is the page's (titleKey of the
 * title, then the id, as the uid begins with it), through the SQL function
 * calendar_title_key, which calls titleKey itself.
 */
export function dayTops(tenantId: string, column: DateColumn, q: Pick<CalendarQuery, 'plannerId' | 'status'>, days: GridDay[], limit: number): DayTops {
  const params: Record<string, unknown> = { tenantId, days: JSON.stringify(days.map((d) => [d.ymd, d.from, d.to])), limit }
  if (q.plannerId) params.plannerId = q.plannerId
  if (q.status) params.status = q.status
  const rows = topsStatement(column, q).all(params) as [string, string, string, string, string | null, number][]
  const tops: CalendarEntry[] = []
  const totals = new Map<string, number>()
  const deadline = column === 'deadline_at'
  for (const [ymd, id, name, status, startsAt, total] of rows) {
    totals.set(ymd, total)
    // lean, as the page's other entries: the feed's fields are constants
    tops.push({
      uid: `${id}-${deadline ? 'deadline' : 'date'}@festplan`,
      kind: deadline ? 'deadline' : 'event',
      ymd,
      title: deadline ? deadlineTitle(name) : eventTitle(name, startsAt),
      href: `/tenant/events/${id}`,
      eventId: id,
      status,
      cancelled: status === 'cancelled',
      sequence: 0,
      lastModified: 0,
      description: '',
      plannerId: null,
    })
  }
  return { tops, totals }
}

const topsStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>()

function topsStatement(column: DateColumn, q: Pick<CalendarQuery, 'plannerId' | 'status'>) {
  const sqlite = getSqlite()
  let byKey = topsStatements.get(sqlite)
  if (!byKey) {
    // the page's title order inside SQLite: the same function the JavaScript sort uses
    sqlite.function('calendar_title_key', { deterministic: true }, (kind: unknown, name: unknown, startsAt: unknown) =>
      titleKey(kind === 'deadline' ? deadlineTitle(String(name)) : eventTitle(String(name), typeof startsAt === 'string' ? startsAt : null)),
    )
    topsStatements.set(sqlite, (byKey = new Map()))
  }
  const key = [column, !!q.plannerId, !!q.status].join(':')
  let stmt = byKey.get(key)
  if (!stmt) {
    const kind = column === 'deadline_at' ? 'deadline' : 'event'
    const text = `with days(ymd, day_from, day_to) as (select value ->> 0, value ->> 1, value ->> 2 from json_each(@days)),
      ranked as (
        select d.ymd as ymd, e.id as id, e.name as name, e.status as status, e.starts_at as starts_at,
          row_number() over (partition by d.ymd order by calendar_title_key('${kind}', e.name, e.starts_at), e.id) as rn,
          count(*) over (partition by d.ymd) as total
        from days d join events e on e.tenant_id = @tenantId and e.${column} >= d.day_from and e.${column} < d.day_to
        where 1${q.plannerId ? ' and e.assigned_planner_id = @plannerId' : ''}${q.status ? ' and e.status = @status' : ''}
      )
      select ymd, id, name, status, starts_at, total from ranked where rn <= @limit order by ymd, rn`
    byKey.set(key, (stmt = sqlite.prepare(text).raw(true)))
  }
  return stmt
}
