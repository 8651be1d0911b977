import ical from 'ical-generator'
import { describe, expect, it } from 'vitest'
import { buildIcs, calendarText } from './ics'
import type { CalendarEntry } from './entries'

// calendarText swaps in a remembering TextEncoder while ical-generator folds
// lines; the text must be exactly what ical-generator writes on its own.

const tricky = [
  'Hochzeit Müller · Status: Bestätigt — Änderungsfrist für Straße, Größe, Übergabe; Ölbild',
  'Feier 🎉🎂 mit Emoji an der Faltgrenze '.repeat(6),
  'x'.repeat(74) + 'ä' + 'y'.repeat(200),
  '漢字と仮名の長い説明'.repeat(12),
  'einzelnes Surrogat \ud83d am Ende und \udc00 allein '.repeat(4),
]

function calendar() {
  const cal = ical({ name: 'Festplan – Test', prodId: { company: 'Festplan', product: 'Kalender', language: 'DE' }, ttl: 3600 })
  tricky.forEach((text, i) => {
    cal.createEvent({ id: `e${i}@festplan`, start: new Date(Date.UTC(2026, 2, 29 + i)), end: new Date(Date.UTC(2026, 2, 30 + i)), allDay: true, summary: text, description: text, stamp: new Date(0) })
  })
  return cal
}

describe('calendarText', () => {
  it('gives the very text of ical-generator’s toString, folding included', () => {
    const plain = calendar().toString()
    expect(plain).toContain('\r\n ') // lines were folded
    expect(calendarText(calendar())).toBe(plain)
    expect(globalThis.TextEncoder).toBe(TextEncoder) // put back
    expect(new TextEncoder().encode('ä')).toEqual(new Uint8Array([0xc3, 0xa4]))
  })

  it('a feed of several chunks holds every entry once, folded lines at most 75 octets', () => {
    const entries: CalendarEntry[] = Array.from({ length: 600 }, (_, i) => ({
      uid: `ev${i}-date@festplan`, kind: 'event', ymd: '2026-10-25', title: `Fest ${i} ${tricky[i % tricky.length]}`, href: `/tenant/events/ev${i}`,
      eventId: `ev${i}`, status: 'confirmed', cancelled: i % 7 === 0, sequence: i, lastModified: 1_700_000_000_000, description: tricky[(i + 1) % tricky.length]!, plannerId: null,
    }))
    const text = buildIcs(entries, { name: 'Test', url: (e) => `https://a.festplan.example${e.href}` }).toString('utf8')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(600)
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true)
    // RFC 5545: every content line ends with CRLF, the last one too, and there is no bare CR or LF
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  })
})
