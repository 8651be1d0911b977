import { foldLines as icalFoldLines } from 'ical-generator'
import { describe, expect, it } from 'vitest'
import { foldLines } from './fold-lines'

// foldLines must break exactly where ical-generator's own folding does (the
// text of a feed stays the same), at most 75 octets per line.

const tricky = [
  'Hochzeit Müller · Status: Bestätigt — Änderungsfrist für Straße, Größe, Übergabe; Ölbild',
  'Feier 🎉🎂 mit Emoji an der Faltgrenze '.repeat(6),
  'x'.repeat(74) + 'ä' + 'y'.repeat(200),
  '漢字と仮名の長い説明'.repeat(12),
  'einzelnes Surrogat \ud83d am Ende und \udc00 allein '.repeat(4),
  'zwei hohe \ud83d\ud83d hintereinander '.repeat(5),
  'x'.repeat(80) + '\ud83d',
]

describe('foldLines', () => {
  it('breaks a line of 75 ASCII octets after 74, continuation lines start with a space', () => {
    expect(foldLines('a'.repeat(74))).toBe('a'.repeat(74))
    expect(foldLines('a'.repeat(75))).toBe(`${'a'.repeat(74)}\r\n a`)
    expect(foldLines(`DESCRIPTION:${'b'.repeat(150)}\r\nEND:VEVENT\r\n`)).toBe(
      `DESCRIPTION:${'b'.repeat(62)}\r\n ${'b'.repeat(74)}\r\n ${'b'.repeat(14)}\r\nEND:VEVENT\r\n`,
    )
  })

  it('never splits a character: ä (2 octets) at octet 74 moves to the next line', () => {
    expect(foldLines(`${'x'.repeat(73)}ä`)).toBe(`${'x'.repeat(73)}\r\n ä`)
    expect(foldLines(`${'x'.repeat(72)}ä`)).toBe(`${'x'.repeat(72)}ä`)
    expect(foldLines(`${'x'.repeat(71)}🎉`)).toBe(`${'x'.repeat(71)}\r\n 🎉`)
  })

  it.each(tricky.map((text, i) => [i, text] as const))('text %i is folded as ical-generator folds it', (_, text) => {
    const lines = `BEGIN:VEVENT\r\nSUMMARY:${text}\r\nDESCRIPTION:${text}\r\nEND:VEVENT\r\n`
    expect(foldLines(lines)).toBe(icalFoldLines(lines))
  })
})
