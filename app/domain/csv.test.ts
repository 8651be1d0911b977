import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csv for Excel (de)', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"')
    expect(csvCell('sagt "Hallo"')).toBe('"sagt ""Hallo"""')
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"')
    expect(csvCell(null)).toBe('')
  })
  it('never lets Excel run a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234")
    expect(csvCell(-5)).toBe('-5')
  })
  it('joins cells with ; and ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a;1;\r\n')
  })
})
