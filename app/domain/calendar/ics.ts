// iCalendar text for the feed and the customer's .ics (ical-generator, ADR 118).
// Every entry is an all-day VEVENT on its Berlin day: DTSTART;VALUE=DATE and
// DTEND the next day, so no client shifts it across a DST change.
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { addDays } from '~/domain/event-dates'
import { singleLine, withoutControls } from '~/utils/control-chars'
import type { CalendarEntry } from './entries'
import { foldLines } from './fold-lines'

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
  /** PRODID company; the tenant's name under white-label, else Festplan */
  producer?: string
}

function calendarOf(options: IcsOptions) {
  // ical-generator writes NAME and X-WR-CALNAME unescaped: names are one line here
  return ical({
    name: singleLine(options.name),
    prodId: { company: singleLine(options.producer ?? 'Festplan'), product: 'Kalender', language: 'DE' },
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  })
}

function urlOf(entry: CalendarEntry, options: IcsOptions) {
  const url = options.url(entry)
  return url === null ? null : singleLine(url)
}

/** A cancelled event is CANCELLED, a draft one (nothing ordered yet) TENTATIVE, the rest CONFIRMED. */
export function icsStatus(entry: Pick<CalendarEntry, 'cancelled' | 'status'>) {
  if (entry.cancelled) return ICalEventStatus.CANCELLED
  return entry.status === 'draft' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED
}

function addEntry(calendar: ICalCalendar, entry: CalendarEntry, options: IcsOptions) {
  const modified = new Date(entry.lastModified)
  calendar.createEvent({
    id: entry.uid,
    // a known start makes a timed entry in UTC (no VTIMEZONE needed); else the all-day form
    ...(entry.start !== undefined
      ? { start: new Date(entry.start), ...(entry.end !== undefined ? { end: new Date(entry.end) } : {}) }
      : { start: utcDay(entry.ymd), end: utcDay(addDays(entry.ymd, 1)), allDay: true }),
    ...(entry.location ? { location: singleLine(entry.location) } : {}),
    summary: singleLine(entry.title),
    description: withoutControls(entry.description),
    url: urlOf(entry, options),
    stamp: modified,
    lastModified: modified,
    sequence: entry.sequence,
    status: icsStatus(entry),
  })
}

/**
 * The calendar as UTF-8 chunks. ical-generator builds (and line-folds) the
 * whole text of a calendar in one string; for a big feed that means hundreds
 * of MB of garbage at once, and its folding costs a TextEncoder per
 * character. So the header and footer come from an empty calendar (a few
 * lines) and the VEVENTs from calendars of CHUNK entries each, every VEVENT's
 * text folded by foldLines (folding is per line, so the result is the text
 * ical-generator writes for the whole calendar).
 */
export function* icsChunks(entries: CalendarEntry[], options: IcsOptions): Generator<Buffer> {
  const empty = calendarOf(options).toString()
  const footer = 'END:VCALENDAR'
  const end = empty.lastIndexOf(footer)
  yield Buffer.from(empty.slice(0, end), 'utf8')
  for (let i = 0; i < entries.length; i += CHUNK) {
    const calendar = calendarOf(options)
    for (const entry of entries.slice(i, i + CHUNK)) addEntry(calendar, entry, options)
    yield Buffer.from(
      foldLines(
        calendar
          .events()
          .map((event) => event.toString())
          .join(''),
      ),
      'utf8',
    )
  }
  // ical-generator leaves the last line without its CRLF; RFC 5545 ends every content line with one
  const tail = empty.slice(end)
  yield Buffer.from(tail.endsWith('\r\n') ? tail : `${tail}\r\n`, 'utf8')
}

/**
 * The customer's own .ics names its entries apart from the staff feed
 * (<id>-date@festplan → <id>-date-kunde@festplan): a calendar that holds both
 * (a planner trying the portal) keeps them as two entries, and either can be
 * updated without replacing the other.
 */
export function customerUid(uid: string) {
  return uid.replace(/@festplan$/, '-kunde@festplan')
}

export function buildIcs(entries: CalendarEntry[], options: IcsOptions) {
  return Buffer.concat([...icsChunks(entries, options)])
}
