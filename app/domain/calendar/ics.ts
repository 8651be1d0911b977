// iCalendar text for the feed and the customer's .ics (ical-generator, ADR 118).
// Every entry is an all-day VEVENT on its Berlin day: DTSTART;VALUE=DATE and
// DTEND the next day, so no client shifts it across a DST change.
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { addDays } from '~/domain/event-dates'
import type { CalendarEntry } from './entries'

export const FEED_TTL_SECONDS = 60 * 60
/** events rendered per ical-generator calendar: a feed of 20,000 stays small in memory */
const CHUNK = 250

function utcDay(ymd: string) {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

export type IcsOptions = {
  name: string
  /** absolute URL of an entry's page, from its href */
  url: (entry: CalendarEntry) => string | null
  /** refresh hint for subscriptions (REFRESH-INTERVAL, X-PUBLISHED-TTL) */
  ttlSeconds?: number
  /** PRODID company; the tenant's name under white-label (issue 24), else Festplan */
  producer?: string
}

function calendarOf(options: IcsOptions) {
  return ical({
    name: options.name,
    prodId: { company: options.producer ?? 'Festplan', product: 'Kalender', language: 'DE' },
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  })
}

function addEntry(calendar: ICalCalendar, entry: CalendarEntry, options: IcsOptions) {
  const modified = new Date(entry.lastModified)
  calendar.createEvent({
    id: entry.uid,
    start: utcDay(entry.ymd),
    end: utcDay(addDays(entry.ymd, 1)),
    allDay: true,
    summary: entry.title,
    description: entry.description,
    url: options.url(entry),
    stamp: modified,
    lastModified: modified,
    sequence: entry.sequence,
    status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

/**
 * The calendar as UTF-8 chunks. ical-generator builds (and line-folds) the
 * whole text of a calendar in one string; for a big feed that means hundreds
 * of MB of garbage at once. So the header and footer come from an empty
 * calendar and the VEVENTs from calendars of CHUNK entries each (folding is
 * per line, so the result is the same text).
 */
export function* icsChunks(entries: CalendarEntry[], options: IcsOptions): Generator<Buffer> {
  const empty = calendarOf(options).toString()
  const footer = 'END:VCALENDAR'
  const end = empty.lastIndexOf(footer)
  yield Buffer.from(empty.slice(0, end), 'utf8')
  for (let i = 0; i < entries.length; i += CHUNK) {
    const calendar = calendarOf(options)
    for (const entry of entries.slice(i, i + CHUNK)) addEntry(calendar, entry, options)
    const text = calendar.toString()
    yield Buffer.from(text.slice(text.indexOf('BEGIN:VEVENT'), text.lastIndexOf(footer)), 'utf8')
  }
  yield Buffer.from(empty.slice(end), 'utf8')
}

export function buildIcs(entries: CalendarEntry[], options: IcsOptions) {
  return Buffer.concat([...icsChunks(entries, options)])
}
