import { describe, expect, it } from 'vitest'
import { customerGreeting, isSalutation } from './salutation'

describe('customerGreeting', () => {
  it('greets Frau and Herr formally with the family name', () => {
    expect(customerGreeting({ name: 'Lisa Becker', salutation: 'frau' })).toBe('Sehr geehrte Frau Becker,')
    expect(customerGreeting({ name: 'Jonas Maria Krause', salutation: 'herr' })).toBe('Sehr geehrter Herr Krause,')
  })

  it('puts the title between Anrede and name', () => {
    expect(customerGreeting({ name: 'Lisa Becker', salutation: 'frau', title: 'Dr.' })).toBe(
      'Sehr geehrte Frau Dr. Becker,',
    )
    expect(customerGreeting({ name: 'Lisa Becker', salutation: 'none', title: 'Prof. Dr.' })).toBe(
      'Guten Tag Prof. Dr. Lisa Becker,',
    )
  })

  it('uses the full name without Anrede (divers, none, not set)', () => {
    expect(customerGreeting({ name: 'Lisa Becker', salutation: 'none' })).toBe('Guten Tag Lisa Becker,')
    expect(customerGreeting({ name: '  Lisa   Becker ', salutation: null })).toBe('Guten Tag Lisa Becker,')
    expect(customerGreeting({ name: 'Lisa Becker', salutation: 'unknown' })).toBe('Guten Tag Lisa Becker,')
  })

  it('greets without a name neutrally, even with an Anrede', () => {
    expect(customerGreeting({ name: null, salutation: 'frau' })).toBe('Guten Tag,')
    expect(customerGreeting({ name: '   ', salutation: 'herr', title: 'Dr.' })).toBe('Guten Tag,')
  })

  it('knows the stored values', () => {
    expect(isSalutation('frau')).toBe(true)
    expect(isSalutation('Frau')).toBe(false)
  })
})
