import type { CalendarQuery } from '~/domain/calendar/entries'
import { rawStatements } from '~/utils/raw-statements.server'

// The events the calendar shows, read on one date column (event date or
// deadline) with the page's or the feed's filters; every read is scoped by
// tenant_id. Rows come as arrays from SQLite (see rawStatements) and are made
// objects here in one literal each.

export type EventRow = {
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

export type DateColumn = 'event_date' | 'deadline_at'

// One statement per column and filter combination, compiled once per connection:
// the feed reads 10,000 rows twice per request, and drizzle's row mapping cost
// more than SQLite's work (index event_activities_tenant_event_created_id_idx for the subqueries).
const statements = rawStatements()

function statementFor(column: DateColumn, q: CalendarQuery) {
  const key = [column, q.to !== null, !!q.plannerId, !!q.status, !!q.eventId, !!q.lean].join(':')
  return statements(key, () => {
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
    return `select e.id as id, e.name as name, ${feedFields}
    from events e
    where e.tenant_id = @tenantId and e.${column} >= @from${q.to !== null ? ` and e.${column} < @to` : ''}${q.plannerId ? ' and e.assigned_planner_id = @plannerId' : ''}${q.status ? ' and e.status = @status' : ''}${q.eventId ? ' and e.id = @eventId' : ''}`
  })
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

export function rowsOn(tenantId: string, column: DateColumn, q: CalendarQuery): EventRow[] {
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
