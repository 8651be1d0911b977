import type { CalendarEntry, CalendarProvider } from '~/domain/calendar/entries'
import { deadlineTitle, eventTitle } from '~/domain/calendar/event-titles'
import { berlinYmd } from '~/domain/event-dates'
import { eventStatusLabel } from '~/domain/event-status'
import { isLocalDateTime, localToMs } from '~/domain/event-day/local-time'
import { locationLine } from '~/domain/event-day/venue'
import { rowsOn, type EventRow } from './calendar-event-rows.server'

// The calendar's event providers: event dates and deadlines. Each
// takes tenantId first and filters by it. SEQUENCE = the event's revision
// (raised by every edit in updateEvent) plus its timeline entries, so a change
// recorded by any area (status on the event page, a new deadline …) raises it.

/** One entry with all its fields in one literal (a spread of a shared part cost ~10 µs per row at 20,000 rows). */
function entryOf(
  row: EventRow,
  uid: string,
  kind: string,
  ymd: string,
  title: string,
  description: string,
): CalendarEntry {
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
function withTimeAndPlace(entry: CalendarEntry, row: EventRow): CalendarEntry {
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
