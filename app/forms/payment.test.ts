import { describe, expect, it } from 'vitest'
import { paymentSchema } from './payment'

const parse = (paid_on: string, amount: string) => {
  const r = paymentSchema('2026-11-26').safeParse({ intent: 'payment', paid_on, amount })
  return r.success ? r.data : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('paymentSchema (Zahlung erfassen)', () => {
  it('reads German amounts: 5.000 is 5.000,00 €, 1.234,56 and 500 as typed', () => {
    expect(parse('2026-11-20', '5.000')).toEqual({ intent: 'payment', paid_on: '2026-11-20', amount: 500000 })
    expect(parse('2026-11-20', '1.234,56')).toEqual({ intent: 'payment', paid_on: '2026-11-20', amount: 123456 })
    expect(parse('2026-11-26', '500')).toEqual({ intent: 'payment', paid_on: '2026-11-26', amount: 50000 })
  })

  it('refuses days that do not exist, the far future and tomorrow', () => {
    expect(parse('2026-02-31', '100')).toEqual({
      paid_on: 'Bitte ein gültiges Zahlungsdatum eingeben (z. B. 15.03.2026)',
    })
    expect(parse('9999-12-31', '100')).toEqual({ paid_on: 'Das Zahlungsdatum darf nicht in der Zukunft liegen' })
    expect(parse('2026-11-27', '100')).toEqual({ paid_on: 'Das Zahlungsdatum darf nicht in der Zukunft liegen' })
    expect(parse('', '100')).toEqual({ paid_on: 'Bitte ein Zahlungsdatum eingeben' })
  })

  it('refuses zero, negative and unreadable amounts in German', () => {
    expect(parse('2026-11-20', '0')).toEqual({ amount: 'Bitte einen Betrag größer als 0 eingeben (z. B. 500,00)' })
    expect(parse('2026-11-20', '-5')).toEqual({ amount: 'Bitte keine negative Zahl eingeben' })
    expect(parse('2026-11-20', '')).toEqual({ amount: 'Bitte einen Betrag eingeben (z. B. 500,00)' })
    expect(parse('2026-11-20', 'fünf')).toEqual({ amount: 'Bitte eine Zahl eingeben, z. B. 12,50' })
  })
})
