import { describe, expect, it } from 'vitest'
import {
  cartLinePriceCents,
  centsToInput,
  eurosToCents,
  grossFromNet,
  netFromGross,
  parseEuros,
  parsePricing,
  priceText,
  vatBreakdown,
  type Pricing,
} from './pricing'

describe('net ↔ gross in cents, half-up', () => {
  it('computes gross from net at 19, 7 and 0 %', () => {
    // 100,00 × 1,19 = 119,00; 100,00 × 1,07 = 107,00; 0 % changes nothing
    expect(grossFromNet(10_000, 19)).toBe(11_900)
    expect(grossFromNet(10_000, 7)).toBe(10_700)
    expect(grossFromNet(10_000, 0)).toBe(10_000)
  })

  it('rounds a half cent up', () => {
    // 0,50 × 1,07 = 0,535 → 0,54
    expect(grossFromNet(50, 7)).toBe(54)
    // 0,50 × 1,19 = 0,595 → 0,60; 2,50 × 1,19 = 2,975 → 2,98 (float maths gives 2,97)
    expect(grossFromNet(50, 19)).toBe(60)
    expect(grossFromNet(250, 19)).toBe(298)
    // 1,50 × 1,07 = 1,605 → 1,61
    expect(grossFromNet(150, 7)).toBe(161)
    // below half: 0,01 × 1,19 = 0,0119 → 0,01; 0,02 × 1,19 = 0,0238 → 0,02
    expect(grossFromNet(1, 19)).toBe(1)
    expect(grossFromNet(2, 19)).toBe(2)
  })

  it('computes net from gross and rounds half-up', () => {
    // 119,00 / 1,19 = 100,00; 1,00 / 1,19 = 0,8403… → 0,84; 1,07 / 1,07 = 1,00
    expect(netFromGross(11_900, 19)).toBe(10_000)
    expect(netFromGross(100, 19)).toBe(84)
    expect(netFromGross(107, 7)).toBe(100)
    // 0,01 / 1,07 = 0,00934… → 0,01; 0 % leaves it alone
    expect(netFromGross(1, 7)).toBe(1)
    expect(netFromGross(999, 0)).toBe(999)
  })

  it('round-trips net → gross → net for every cent up to 100 €', () => {
    for (const rate of [19, 7, 0]) {
      for (let net = 0; net <= 10_000; net++) {
        expect(netFromGross(grossFromNet(net, rate), rate)).toBe(net)
      }
    }
  })

  it('keeps gross → net → gross within one cent (some gross amounts have no exact net)', () => {
    for (const rate of [19, 7]) {
      for (let gross = 0; gross <= 5_000; gross++) {
        expect(Math.abs(grossFromNet(netFromGross(gross, rate), rate) - gross)).toBeLessThanOrEqual(1)
      }
    }
    // 1,00 brutto at 19 %: net 0,84 → gross 1,00 (exact); 0,02 brutto: net 0,02 → 0,02
    expect(grossFromNet(netFromGross(100, 19), 19)).toBe(100)
  })
})

describe('parsing euros', () => {
  it('reads dots, commas and thousands', () => {
    expect(parseEuros('1234.56')).toBe(123_456)
    expect(parseEuros('1234,56')).toBe(123_456)
    expect(parseEuros('1.234,56')).toBe(123_456)
    expect(parseEuros(' 12,5 € ')).toBe(1_250)
    expect(parseEuros('7')).toBe(700)
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', '  ', 'abc', '-5', '1e3', '12.34.56', '0.005', undefined, null])
      expect(parseEuros(bad)).toBeNull()
  })

  it('converts stored euros (with float noise) to cents and back', () => {
    expect(eurosToCents(2.975)).toBe(298)
    expect(eurosToCents(1.005)).toBe(101)
    expect(eurosToCents(1785)).toBe(178_500)
    expect(centsToInput(178_500)).toBe('1785,00')
    expect(centsToInput(5)).toBe('0,05')
    expect(centsToInput(null)).toBe('')
  })
})

describe('stored pricing_json', () => {
  it('parses the stored shape', () => {
    expect(parsePricing(JSON.stringify({ unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 }))).toEqual({
      unit: 'flat_rate',
      taxRate: 19,
      price: 100,
      grossPrice: 119,
    })
  })

  it('never throws on bad JSON or a bad shape', () => {
    for (const bad of [
      '',
      '{',
      'null',
      '[]',
      '{"unit":"per_day","taxRate":19}',
      '{"unit":"flat_rate","taxRate":"19"}',
      '{"unit":"flat_rate","taxRate":19,"price":-1}',
    ]) {
      expect(parsePricing(bad)).toBeNull()
    }
    expect(priceText(parsePricing('{kaputt'), { view: 'staff' })).toBe('Preis auf Anfrage')
    expect(cartLinePriceCents(parsePricing('{kaputt'), { quantity: 2 })).toBeNull()
  })
})

const p = (pricing: Pricing) => pricing

describe('price text', () => {
  it('shows a range for a price with an upper end', () => {
    // range stored net: 100–150 netto; brutto 119,00–178,50
    const pricing = p({
      unit: 'per_hour',
      taxRate: 19,
      price: 100,
      grossPrice: 119,
      priceRange: { min: 100, max: 150 },
    })
    expect(priceText(pricing, { view: 'staff' })).toBe('100,00 € – 150,00 €')
    expect(priceText(pricing, { view: 'customer' })).toBe('119,00 € – 178,50 €')
  })

  it("says 'Preis auf Anfrage' without any price", () => {
    for (const unit of [
      'flat_rate',
      'per_person',
      'flat_rate_plus_per_person',
      'per_person_differentiated',
      'guest_tier_pricing',
    ] as const) {
      expect(priceText({ unit, taxRate: 19 }, { view: 'customer' })).toBe('Preis auf Anfrage')
      expect(cartLinePriceCents({ unit, taxRate: 19 }, { guestCount: 10 })).toBeNull()
    }
    expect(priceText(null, { view: 'staff' })).toBe('Preis auf Anfrage')
  })

  it('shows net derived from gross for staff when only gross is stored', () => {
    // 119,00 / 1,19 = 100,00
    expect(priceText({ unit: 'flat_rate', taxRate: 19, grossPrice: 119 }, { view: 'staff' })).toBe('100,00 €')
  })
})

describe('zero rates', () => {
  it('a 0 % service has net = gross and no VAT', () => {
    const pricing = p({ unit: 'per_piece', taxRate: 0, price: 9.99 })
    expect(cartLinePriceCents(pricing, { quantity: 3 })).toBe(2_997)
    expect(vatBreakdown([{ grossCents: 2_997, taxRate: 0 }])).toEqual({
      rates: [{ taxRate: 0, netCents: 2_997, vatCents: 0, grossCents: 2_997 }],
      totals: { netCents: 2_997, vatCents: 0, grossCents: 2_997 },
    })
  })

  it('a zero price is a price, not a request', () => {
    expect(priceText({ unit: 'flat_rate', taxRate: 19, price: 0, grossPrice: 0 }, { view: 'customer' })).toBe('0,00 €')
    expect(cartLinePriceCents({ unit: 'flat_rate', taxRate: 19, price: 0, grossPrice: 0 })).toBe(0)
  })
})

describe('VAT breakdown', () => {
  it('sums gross per rate, then splits net and VAT', () => {
    // 19 %: 1.785,00 + 142,80 = 1.927,80 brutto → netto 1.927,80 / 1,19 = 1.620,00, MwSt 307,80
    // 7 %: 1.476,60 brutto → netto 1.380,00, MwSt 96,60
    const result = vatBreakdown([
      { grossCents: 178_500, taxRate: 19 },
      { grossCents: 147_660, taxRate: 7 },
      { grossCents: 14_280, taxRate: 19 },
    ])
    expect(result.rates).toEqual([
      { taxRate: 19, netCents: 162_000, vatCents: 30_780, grossCents: 192_780 },
      { taxRate: 7, netCents: 138_000, vatCents: 9_660, grossCents: 147_660 },
    ])
    expect(result.totals).toEqual({ netCents: 300_000, vatCents: 40_440, grossCents: 340_440 })
  })

  it('is empty for no lines', () => {
    expect(vatBreakdown([])).toEqual({ rates: [], totals: { netCents: 0, vatCents: 0, grossCents: 0 } })
  })
})
