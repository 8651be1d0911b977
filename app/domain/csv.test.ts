import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvMoney, csvRow, csvSignedMoney } from './csv'

describe('csv for Excel', () => {
  it('separates with ; and ends lines with CRLF, quoting ; " CR LF', () => {
    expect(CSV_BOM).toBe('\uFEFF')
    expect(csvRow(['a', 'b;c', 'say "hi"', 'x\ny', null, undefined, 12])).toBe('a;"b;c";"say ""hi""";"x\ny";;;12\r\n')
  })
  it('defuses formulas in strings but leaves numbers alone', () => {
    expect(csvCell('=SUMME(A1)')).toBe("'=SUMME(A1)")
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('\rx')).toBe('"\'\rx"')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('Müller & Söhne')).toBe('Müller & Söhne')
  })
  it('formats money with a decimal comma and thousands dots', () => {
    expect(csvMoney(123456)).toBe('1.234,56')
    expect(csvMoney(5)).toBe('0,05')
    expect(csvMoney(null)).toBe('')
  })
  it('writes negative money (cancellations) as a number, while a typed "-1" stays defused', () => {
    expect(csvRow([csvSignedMoney(-123456), csvSignedMoney(5), csvSignedMoney(null), '-1'])).toBe(
      "-1.234,56;0,05;;'-1\r\n",
    )
  })
})
