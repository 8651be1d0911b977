import { foldLines } from 'ical-generator'
import { describe, expect, it } from 'vitest'
import { buildIcs } from './ics'
import type { CalendarEntry } from './entries'

// buildIcs renders the VEVENTs in chunks and folds them itself; the text must
// be exactly what ical-generator writes for the whole calendar on its own.

const tricky = [
  'Hochzeit Müller · Status: Bestätigt — Änderungsfrist für Straße, Größe, Übergabe; Ölbild',
  'Feier 🎉🎂 mit Emoji an der Faltgrenze '.repeat(6),
  'x'.repeat(74) + 'ä' + 'y'.repeat(200),
  '漢字と仮名の長い説明'.repeat(12),
  'einzelnes Surrogat \ud83d am Ende und \udc00 allein '.repeat(4),
]

describe('buildIcs', () => {
  it('folds the whole text as ical-generator’s own folding does', () => {
    const entries: CalendarEntry[] = tricky.map((text, i) => ({
      uid: `e${i}@festplan`,
      kind: 'event',
      ymd: `2026-03-${String(29 + i).padStart(2, '0')}`,
      title: text,
      href: `/tenant/events/e${i}`,
      eventId: `e${i}`,
      status: 'confirmed',
      cancelled: false,
      sequence: 0,
      lastModified: 0,
      description: text,
      plannerId: null,
    }))
    const text = buildIcs(entries, { name: 'Festplan – Test', url: () => null, ttlSeconds: 3600 }).toString('utf8')
    expect(text).toContain('\r\n ') // lines were folded
    // content lines never hold a CRLF followed by a space of their own, so this unfolds
    const unfolded = text.replaceAll('\r\n ', '')
    expect(unfolded).toContain(`DESCRIPTION:${tricky[2]}\r\n`)
    expect(text).toBe(foldLines(unfolded))
  })

  it('a feed of several chunks holds every entry once, folded lines at most 75 octets', () => {
    const entries: CalendarEntry[] = Array.from({ length: 600 }, (_, i) => ({
      uid: `ev${i}-date@festplan`,
      kind: 'event',
      ymd: '2026-10-25',
      title: `Fest ${i} ${tricky[i % tricky.length]}`,
      href: `/tenant/events/ev${i}`,
      eventId: `ev${i}`,
      status: 'confirmed',
      cancelled: i % 7 === 0,
      sequence: i,
      lastModified: 1_700_000_000_000,
      description: tricky[(i + 1) % tricky.length]!,
      plannerId: null,
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
