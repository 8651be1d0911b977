import { describe, expect, it } from 'vitest'
import { customerEventStatusLabel, customerOfferStateLabel } from './customer-status'

describe('customer-facing status words', () => {
  it('never shows the staff word Entwurf to a customer', () => {
    expect(customerEventStatusLabel('draft')).toBe('In Planung')
    expect(customerEventStatusLabel('active')).toBe('In Planung')
    expect(customerEventStatusLabel('confirmed')).toBe('Bestätigt')
    expect(customerEventStatusLabel('completed')).toBe('Durchgeführt')
    expect(customerEventStatusLabel('cancelled')).toBe('Abgesagt')
    expect(customerEventStatusLabel('whatever')).toBe('In Planung')
  })

  it('says what an open offer waits for', () => {
    expect(customerOfferStateLabel('sent')).toBe('Wartet auf Ihre Antwort')
    expect(customerOfferStateLabel('superseded')).toBe('Durch ein neueres Angebot ersetzt')
  })
})
