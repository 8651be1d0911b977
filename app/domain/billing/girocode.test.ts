import { describe, expect, it } from 'vitest'
import { epcAmount, giroCodePayload } from './girocode'

describe('GiroCode payload (EPC069-12)', () => {
  it('writes the eleven lines: BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, two empty, remittance', () => {
    const payload = giroCodePayload({
      bic: 'COBADEFFXXX',
      name: 'Demo Catering GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      amountCents: 123456,
      remittance: 'RE-2026-0007',
    })
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nDemo Catering GmbH\nDE89370400440532013000\nEUR1234.56\n\n\nRE-2026-0007',
    )
  })
  it('keeps two decimals and leaves the BIC empty when there is none', () => {
    expect(epcAmount(4000)).toBe('40.00')
    expect(epcAmount(5)).toBe('0.05')
    expect(
      giroCodePayload({
        bic: null,
        name: 'A',
        iban: 'DE89370400440532013000',
        amountCents: 4000,
        remittance: 'R',
      })?.split('\n')[4],
    ).toBe('')
  })
  it('gives no code when nothing is open or there is no IBAN', () => {
    expect(
      giroCodePayload({ bic: null, name: 'A', iban: 'DE89370400440532013000', amountCents: 0, remittance: 'R' }),
    ).toBeNull()
    expect(giroCodePayload({ bic: null, name: 'A', iban: '', amountCents: 100, remittance: 'R' })).toBeNull()
  })
  it('never lets a line break in a name add a line', () => {
    expect(
      giroCodePayload({
        bic: null,
        name: 'A\nB',
        iban: 'DE89370400440532013000',
        amountCents: 100,
        remittance: 'R',
      })?.split('\n'),
    ).toHaveLength(11)
  })
})
