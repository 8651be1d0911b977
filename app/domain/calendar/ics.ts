// iCalendar text for the feed and the customer's .ics (ical-generator, ADR 118).
// Every entry is an all-day VEVENT on its Berlin day: DTSTART;VALUE=DATE and
// DTEND the next day, so no client shifts it across a DST change.
import ical, { ICalEventStatus } from 'ical-generator'
import { addDays } from '~/domain/event-dates'
import type { CalendarEntry } from './entries'

export const FEED_TTL_SECONDS = 60 * 60

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
}

export function buildIcs(entries: CalendarEntry[], options: IcsOptions) {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Festplan', product: 'Kalender', language: 'DE' },
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  })
  for (const entry of entries) {
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
      ...(entry.cancelled ? { status: ICalEventStatus.CANCELLED } : { status: ICalEventStatus.CONFIRMED }),
    })
  }
  return calendar.toString()
}
