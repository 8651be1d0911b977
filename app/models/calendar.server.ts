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

type RawRow = [
  string,
  string,
  string,
  string,
  number | null,
  number | null,
  string | null,
  number,
  number | null,
  number,
  number,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
]

function rowsOn(tenantId: string, column: DateColumn, q: CalendarQuery): Row[] {
  const params: Record<string, unknown> = { tenantId, from: q.from }
  if (q.to !== null) params.to = q.to
  if (q.plannerId) params.plannerId = q.plannerId
  if (q.status) params.status = q.status
  if (q.eventId) params.eventId = q.eventId
  return (statementFor(column, q).all(params) as RawRow[]).map(
    ([
      id,
      name,
      eventType,
      status,
      eventDate,
      deadlineAt,
      plannerId,
      createdAt,
      updatedAt,
      revision,
      activities,
      lastActivity,
      startsAt,
      endsAt,
      venueName,
      venueRoom,
      venueAddress,
    ]) => ({
      id,
      name,
      eventType,
      status,
      eventDate,
      deadlineAt,
      plannerId,
      createdAt,
      updatedAt,
      revision,
      activities,
      lastActivity,
      startsAt,
      endsAt,
      venueName,
      venueRoom,
      venueAddress,
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
const eventTitle = (name: string, startsAt: string | null) =>
  startsAt && isLocalDateTime(startsAt) ? `${startsAt.slice(11)} ${name}` : name
const deadlineTitle = (name: string) => `Frist: ${name}`

export const eventDateEntries: CalendarProvider = (tenantId, query) => {
  const day = dayOf()
  return rowsOn(tenantId, 'event_date', query).map((row) => {
    const entry = entryOf(
      row,
      `${row.id}-date@festplan`,
      'event',
      day(row.eventDate!),
      eventTitle(row.name, row.startsAt),
      `${row.eventType} · Status: ${eventStatusLabel(row.status)}`,
    )
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
    entryOf(
      row,
      `${row.id}-deadline@festplan`,
      'deadline',
      day(row.deadlineAt!),
      deadlineTitle(row.name),
      `Änderungsfrist für ${row.name} · Status: ${eventStatusLabel(row.status)}`,
    ),
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
 * count: one index range (events_tenant_date_idx, events_tenant_deadline_idx)
 * with the four columns a cell needs; each row is counted on its day and
 * kept only while it is among the day's first `limit` in the page's order
 * (titleKey of the title, then the uid, as sortEntries). The month is not
 * sorted, and only the kept rows become entries. (Ranking the rows in SQLite
 * with ROW_NUMBER() over the days cost more than reading them: its sorters
 * and a key function called from SQL outweighed the rows it did not send.)
 */
export function dayTops(
  tenantId: string,
  column: DateColumn,
  q: Pick<CalendarQuery, 'plannerId' | 'status'>,
  days: GridDay[],
  limit: number,
): DayTops {
  const tops: CalendarEntry[] = []
  const totals = new Map<string, number>()
  if (days.length === 0) return { tops, totals }
  const params: Record<string, unknown> = { tenantId, from: days[0]!.from, to: days.at(-1)!.to }
  if (q.plannerId) params.plannerId = q.plannerId
  if (q.status) params.status = q.status
  const deadline = column === 'deadline_at'
  const suffix = deadline ? '-deadline@festplan' : '-date@festplan'
  const counts = new Array<number>(days.length).fill(0)
  const kept: Kept[][] = days.map(() => [])
  for (const [id, name, status, startsAt, at] of topsStatement(column, q).all(params) as [
    string,
    string,
    string,
    string | null,
    number,
  ][]) {
    const i = dayIndex(days, at)
    if (i < 0) continue
    counts[i]!++
    const title = deadline ? deadlineTitle(name) : eventTitle(name, startsAt)
    const key = titleKey(title)
    const list = kept[i]!
    const uid = `${id}${suffix}`
    if (list.length === limit && !before(key, uid, list[limit - 1]!)) continue
    let j = list.length
    while (j > 0 && before(key, uid, list[j - 1]!)) j--
    list.splice(j, 0, { key, uid, id, title, status })
    if (list.length > limit) list.pop()
  }
  days.forEach(({ ymd }, i) => {
    if (counts[i] === 0) return
    totals.set(ymd, counts[i]!)
    // lean, as the page's other entries: the feed's fields are constants
    for (const { uid, id, title, status } of kept[i]!) {
      tops.push({
        uid,
        kind: deadline ? 'deadline' : 'event',
        ymd,
        title,
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
  })
  return { tops, totals }
}

type Kept = { key: string; uid: string; id: string; title: string; status: string }

const before = (key: string, uid: string, other: Kept) => key < other.key || (key === other.key && uid < other.uid)

/** The index of the day [from, to) holding the instant (days sorted and adjoining), -1 outside. */
function dayIndex(days: GridDay[], at: number) {
  let lo = 0
  let hi = days.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const day = days[mid]!
    if (at < day.from) hi = mid - 1
    else if (at >= day.to) lo = mid + 1
    else return mid
  }
  return -1
}

const topsStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>()

function topsStatement(column: DateColumn, q: Pick<CalendarQuery, 'plannerId' | 'status'>) {
  const sqlite = getSqlite()
  let byKey = topsStatements.get(sqlite)
  if (!byKey) topsStatements.set(sqlite, (byKey = new Map()))
  const key = [column, !!q.plannerId, !!q.status].join(':')
  let stmt = byKey.get(key)
  if (!stmt) {
    const text = `select e.id, e.name, e.status, e.starts_at, e.${column} from events e
      where e.tenant_id = @tenantId and e.${column} >= @from and e.${column} < @to${q.plannerId ? ' and e.assigned_planner_id = @plannerId' : ''}${q.status ? ' and e.status = @status' : ''}`
    byKey.set(key, (stmt = sqlite.prepare(text).raw(true)))
  }
  return stmt
}
