import { describe, expect, it } from 'vitest'
import { centsToDecimalInput, euroInputMessage, parseDecimalInput, parseEuroCents } from './decimal-input'

describe('German decimal input', () => {
  it('reads comma and dot decimals and German thousands', () => {
    expect(parseEuroCents('18,50')).toBe(1_850)
    expect(parseEuroCents('18.50')).toBe(1_850)
    expect(parseEuroCents('1.234,56')).toBe(123_456)
    expect(parseEuroCents('1234,5')).toBe(123_450)
    expect(parseEuroCents('12.000,00')).toBe(1_200_000)
    expect(parseEuroCents('1.234.567')).toBe(123_456_700)
    expect(parseEuroCents('1,234.56')).toBe(123_456)
    expect(parseEuroCents(' 99 € ')).toBe(9_900)
    expect(parseEuroCents('0')).toBe(0)
    expect(parseEuroCents('7')).toBe(700)
  })

  it('asks instead of guessing when a single separator is followed by three digits', () => {
    for (const text of ['1.234', '1,234', '12.000']) {
      expect(parseEuroCents(text)).toBeNull()
      expect(euroInputMessage(text)).toMatch(/mehrdeutig/)
    }
    expect(euroInputMessage('1.234')).toContain('1234 oder 1,234')
  })

  it('names what is wrong in German', () => {
    expect(euroInputMessage('-5')).toBe('Bitte keine negative Zahl eingeben')
    expect(euroInputMessage('12,345')).toMatch(/mehrdeutig/)
    expect(euroInputMessage('0,005')).toBe('Bitte höchstens 2 Nachkommastellen eingeben (z. B. 12,50)')
    expect(euroInputMessage('abc')).toBe('Bitte eine Zahl eingeben, z. B. 12,50')
    expect(euroInputMessage('12.34.56')).toBe('Bitte eine Zahl eingeben, z. B. 12,50')
    expect(euroInputMessage('1e3')).toBe('Bitte eine Zahl eingeben, z. B. 12,50')
    expect(euroInputMessage('')).toBeNull()
    expect(euroInputMessage('18,50')).toBeNull()
  })

  it('keeps other scales: whole numbers and one place', () => {
    expect(parseDecimalInput('12', { places: 0 })).toEqual({ ok: true, value: 12 })
    expect(parseDecimalInput('1,5', { places: 0 })).toEqual({ ok: false, message: 'Bitte eine ganze Zahl eingeben' })
    expect(parseDecimalInput('2,5', { places: 1 })).toEqual({ ok: true, value: 25 })
  })

  it('shows cents back with a comma', () => {
    expect(centsToDecimalInput(123_456)).toBe('1234,56')
    expect(centsToDecimalInput(5)).toBe('0,05')
    expect(centsToDecimalInput(null)).toBe('')
  })
})
