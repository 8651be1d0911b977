import { describe, expect, it } from 'vitest'
import { buildIcs } from './ics'
import type { CalendarEntry } from './entries'

const entry: CalendarEntry = {
  uid: 'e1-date@festplan',
  kind: 'event',
  ymd: '2027-06-19',
  title: 'Hochzeit Müller',
  href: '/tenant/events/e1',
  eventId: 'e1',
  status: 'confirmed',
  cancelled: false,
  sequence: 1,
  lastModified: Date.UTC(2027, 0, 1),
  description: 'Hochzeit',
  plannerId: null,
}

describe('timed feed entries', () => {
  it('writes start and end in UTC and the venue as LOCATION when the event has times', () => {
    // 18:00–01:00 Berlin summer time = 16:00–23:00 UTC
    const text = buildIcs(
      [
        {
          ...entry,
          start: Date.UTC(2027, 5, 19, 16),
          end: Date.UTC(2027, 5, 19, 23),
          location: 'Gut Sonnenhof, Scheune, Hofweg 3, 21029 Hamburg',
        },
      ],
      { name: 'Test', url: () => null },
    ).toString('utf8')
    expect(text).toContain('DTSTART:20270619T160000Z')
    expect(text).toContain('DTEND:20270619T230000Z')
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:Gut Sonnenhof\\, Scheune\\, Hofweg 3\\, 21029 Hamburg')
    expect(text).not.toContain('VALUE=DATE')
  })
  it('stays an all-day entry without a start', () => {
    const text = buildIcs([entry], { name: 'Test', url: () => null }).toString('utf8')
    expect(text).toContain('DTSTART;VALUE=DATE:20270619')
    expect(text).not.toContain('LOCATION')
  })
})
