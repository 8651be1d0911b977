// iCalendar text for the feed and the customer's .ics (ical-generator, ADR 118).
// Every entry is an all-day VEVENT on its Berlin day: DTSTART;VALUE=DATE and
// DTEND the next day, so no client shifts it across a DST change.
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator'
import { addDays } from '~/domain/event-dates'
import { singleLine, withoutControls } from '~/utils/control-chars'
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
  /** PRODID company; the tenant's name under white-label, else Festplan */
  producer?: string
}

/**
 * ical-generator folds lines (RFC 5545: 75 octets) by measuring every single
 * character with a NEW TextEncoder (ical-generator 10.2, `foldLines`): for the
 * 10-MB feed of 20,000 VEVENTs that was ~10 million encoders, 8–28 s of CPU
 * for one render, blocking the worker. While a calendar is turned into text
 * (synchronously, nothing else runs meanwhile) the global TextEncoder is one
 * that keeps the UTF-8 bytes of each distinct string it was asked for: the
 * same bytes, so the same folding and the same text (ics.test.ts compares).
 */
class RememberingTextEncoder {
  static readonly real = new TextEncoder()
  static readonly seen = new Map<string, Uint8Array>()
  readonly encoding = 'utf-8'
  encode(input = '') {
    const { seen, real } = RememberingTextEncoder
    let bytes = seen.get(input)
    if (bytes === undefined) {
      bytes = real.encode(input)
      if (input.length <= 2 && seen.size < 10_000) seen.set(input, bytes)
    }
    return bytes
  }
  encodeInto(input: string, dest: Uint8Array) {
    return RememberingTextEncoder.real.encodeInto(input, dest)
  }
}

/** calendar.toString() with the remembering encoder in place; exported for the test. */
export function calendarText(calendar: ICalCalendar) {
  const original = globalThis.TextEncoder
  globalThis.TextEncoder = RememberingTextEncoder as unknown as typeof TextEncoder
  try {
    return calendar.toString()
  } finally {
    globalThis.TextEncoder = original
  }
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
 * of MB of garbage at once. So the header and footer come from an empty
 * calendar and the VEVENTs from calendars of CHUNK entries each (folding is
 * per line, so the result is the same text).
 */
export function* icsChunks(entries: CalendarEntry[], options: IcsOptions): Generator<Buffer> {
  const empty = calendarText(calendarOf(options))
  const footer = 'END:VCALENDAR'
  const end = empty.lastIndexOf(footer)
  yield Buffer.from(empty.slice(0, end), 'utf8')
  for (let i = 0; i < entries.length; i += CHUNK) {
    const calendar = calendarOf(options)
    for (const entry of entries.slice(i, i + CHUNK)) addEntry(calendar, entry, options)
    const text = calendarText(calendar)
    yield Buffer.from(text.slice(text.indexOf('BEGIN:VEVENT'), text.lastIndexOf(footer)), 'utf8')
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
