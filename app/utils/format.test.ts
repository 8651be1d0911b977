import { describe, expect, it } from 'vitest'
import { formatCents, formatDate, formatDateLong, toDateInput } from './format'

describe('German formats', () => {
  it('formats money as 1.234,56 €', () => {
    expect(formatCents(123456)).toBe('1.234,56 €')
    expect(formatCents(0)).toBe('0,00 €')
    expect(formatCents(-50)).toBe('-0,50 €')
  })
  it('formats dates in Berlin time', () => {
    const ms = Date.UTC(2027, 2, 13, 23, 30) // 14 March 00:30 in Berlin
    expect(formatDate(ms)).toBe('14.03.2027')
    expect(formatDateLong(ms)).toBe('Sonntag, 14. März 2027')
    expect(toDateInput(ms)).toBe('2027-03-14')
  })
})
