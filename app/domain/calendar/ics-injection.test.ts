import { describe, expect, it } from 'vitest'
import type { CalendarEntry } from './entries'
import { buildIcs } from './ics'

// A line break in a name must not start a new iCalendar property: the
// customer's event.ics uses the event name as calendar name and summary.

const hostile = 'Hochzeit\r\nATTENDEE:mailto:evil@example.com\rX-A:1\nX-B:2\u0000\u000b\u2028X-C:3'

function entry(overrides: Partial<CalendarEntry> = {}) {
  return {
    uid: 'e1-date@festplan',
    ymd: '2027-06-12',
    title: hostile,
    description: `Zeile 1\r\nX-D:4\u0000`,
    lastModified: 0,
    sequence: 0,
    cancelled: false,
    kind: 'date',
    ...overrides,
  } as CalendarEntry
}

describe('iCalendar text from user input', () => {
  it('keeps every property on its own line: no injected property in the name, summary or description', () => {
    const text = buildIcs([entry()], {
      name: hostile,
      url: () => 'https://demo.festplan.app/customer-dashboard?event=e1\r\nX-U:1',
    }).toString('utf8')
    const lines = text.split('\r\n')
    for (const l of lines) {
      expect(l).not.toMatch(/^(ATTENDEE|X-A|X-B|X-C|X-D|X-U)[:;]/)
      // eslint-disable-next-line no-control-regex -- control characters are what must not appear
      expect(l).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/)
    }
    expect(lines).toContain('X-WR-CALNAME:Hochzeit ATTENDEE:mailto:evil@example.com X-A:1 X-B:2 X-C:3')
    expect(text).toContain('SUMMARY:Hochzeit ATTENDEE:mailto:evil@example.com X-A:1 X-B:2 X-C:3')
  })
})
