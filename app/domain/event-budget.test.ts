import { describe, expect, it } from 'vitest'
import { centsToEuroInput, parseEuroToCents } from './event-budget'

describe('parseEuroToCents', () => {
  it('reads dot and comma decimals', () => {
    expect(parseEuroToCents('1234.56')).toBe(123456)
    expect(parseEuroToCents('1234,56')).toBe(123456)
    expect(parseEuroToCents('1.234,56')).toBe(123456)
    expect(parseEuroToCents('0')).toBe(0)
    expect(parseEuroToCents('12,5')).toBe(1250)
    expect(parseEuroToCents(' 99 € ')).toBe(9900)
    expect(parseEuroToCents('12.000,00')).toBe(1200000)
    // a lone dot followed by three digits could be either: the form asks
    expect(parseEuroToCents('1.234')).toBeNull()
  })

  it('refuses negatives, three decimals and words', () => {
    expect(parseEuroToCents('-1')).toBeNull()
    expect(parseEuroToCents('1,234')).toBeNull()
    expect(parseEuroToCents('zehn')).toBeNull()
    expect(parseEuroToCents('')).toBeNull()
  })

  it('shows cents back as input text', () => {
    expect(centsToEuroInput(123456)).toBe('1234,56')
    expect(centsToEuroInput(null)).toBe('')
  })
})
