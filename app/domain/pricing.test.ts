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

describe('one hand-checked case per pricing unit', () => {
  it('flat_rate: the gross price, whatever the quantity', () => {
    // 1.500,00 netto × 1,19 = 1.785,00 brutto
    const pricing = p({ unit: 'flat_rate', taxRate: 19, price: 1500, grossPrice: 1785 })
    expect(cartLinePriceCents(pricing, { quantity: 3, guestCount: 80 })).toBe(178_500)
    expect(priceText(pricing, { view: 'staff' })).toBe('1.500,00 €')
    expect(priceText(pricing, { view: 'customer' })).toBe('1.785,00 €')
  })

  it('per_person: gross × quantity', () => {
    // 45,00 netto × 1,07 = 48,15 brutto; × 80 Personen = 3.852,00
    const pricing = p({ unit: 'per_person', taxRate: 7, price: 45, grossPrice: 48.15 })
    expect(cartLinePriceCents(pricing, { quantity: 80 })).toBe(385_200)
    expect(priceText(pricing, { view: 'customer' })).toBe('48,15 €')
  })

  it('per_hour: gross × quantity', () => {
    // 120,00 netto × 1,19 = 142,80 brutto; × 5 Stunden = 714,00
    const pricing = p({ unit: 'per_hour', taxRate: 19, price: 120, grossPrice: 142.8 })
    expect(cartLinePriceCents(pricing, { quantity: 5 })).toBe(71_400)
    expect(priceText(pricing, { view: 'staff' })).toBe('120,00 €')
  })

  it('per_piece: gross × quantity, gross derived from net when missing', () => {
    // 2,50 netto × 1,19 = 2,975 → 2,98 brutto; × 120 Stück = 357,60
    const pricing = p({ unit: 'per_piece', taxRate: 19, price: 2.5 })
    expect(cartLinePriceCents(pricing, { quantity: 120 })).toBe(35_760)
    expect(priceText(pricing, { view: 'customer' })).toBe('2,98 €')
  })

  it('flat_rate_plus_per_person: flat gross + per-person gross × guests', () => {
    // 200,00 × 1,19 = 238,00; 18,00 × 1,19 = 21,42; 238,00 + 21,42 × 80 = 238,00 + 1.713,60 = 1.951,60
    const pricing = p({
      unit: 'flat_rate_plus_per_person',
      taxRate: 19,
      flatRate: 200,
      flatRateGross: 238,
      perPersonRate: 18,
      perPersonRateGross: 21.42,
    })
    expect(cartLinePriceCents(pricing, { guestCount: 80 })).toBe(195_160)
    // no guest count: one guest, 238,00 + 21,42 = 259,42
    expect(cartLinePriceCents(pricing, { guestCount: null })).toBe(25_942)
    expect(priceText(pricing, { view: 'staff' })).toBe('200,00 € + 18,00 € pro Person')
    expect(priceText(pricing, { view: 'customer' })).toBe('238,00 € + 21,42 € pro Person')
  })

  it('per_person_differentiated: Σ group gross × group count', () => {
    // Erwachsene 30,00 × 1,07 = 32,10; Kinder 15,00 × 1,07 = 16,05; Kleinkinder 0
    // 40 × 32,10 + 12 × 16,05 + 5 × 0 = 1.284,00 + 192,60 = 1.476,60
    const pricing = p({
      unit: 'per_person_differentiated',
      taxRate: 7,
      personGroupPrices: [
        { personGroupId: 'adults', netPrice: 30, grossPrice: 32.1 },
        { personGroupId: 'children', netPrice: 15, grossPrice: 16.05 },
        { personGroupId: 'toddlers', netPrice: 0, grossPrice: 0 },
      ],
    })
    expect(cartLinePriceCents(pricing, { counts: { adults: 40, children: 12, toddlers: 5 } })).toBe(147_660)
    // without counts every guest is an adult: 50 × 32,10 = 1.605,00
    expect(cartLinePriceCents(pricing, { guestCount: 50 })).toBe(160_500)
    expect(priceText(pricing, { view: 'customer' })).toBe('0,00 € – 32,10 €')
  })

  it('per_person_differentiated: guests of a group without a price make it a price on request', () => {
    const pricing = p({
      unit: 'per_person_differentiated',
      taxRate: 7,
      personGroupPrices: [{ personGroupId: 'adults', netPrice: 30, grossPrice: 32.1 }],
    })
    expect(cartLinePriceCents(pricing, { counts: { adults: 2, children: 1 } })).toBeNull()
    expect(cartLinePriceCents(pricing, { counts: { adults: 2, children: 0 } })).toBe(6_420)
  })

  it('guest_tier_pricing: the tier containing the guest count, one price for the range', () => {
    // 0–50: 300,00 × 1,19 = 357,00; 51–150: 450,00 × 1,19 = 535,50; 151+: 600,00 × 1,19 = 714,00
    const pricing = p({
      unit: 'guest_tier_pricing',
      taxRate: 19,
      tiers: [
        { minGuests: 0, maxGuests: 50, netPrice: 300, grossPrice: 357 },
        { minGuests: 51, maxGuests: 150, netPrice: 450, grossPrice: 535.5 },
        { minGuests: 151, maxGuests: null, netPrice: 600, grossPrice: 714 },
      ],
    })
    expect(cartLinePriceCents(pricing, { guestCount: 50, quantity: 4 })).toBe(35_700)
    expect(cartLinePriceCents(pricing, { guestCount: 51 })).toBe(53_550)
    // open-ended last tier
    expect(cartLinePriceCents(pricing, { guestCount: 10_000 })).toBe(71_400)
    expect(priceText(pricing, { view: 'staff' })).toBe('300,00 € – 600,00 € pauschal für die Staffel')
    expect(priceText(pricing, { view: 'customer' })).toBe('357,00 € – 714,00 € pauschal für die Staffel')
  })

  it("guest_tier_pricing 'pro Person': the tier's price × guest count", () => {
    // 51–100: 22,00 € brutto per guest; 80 guests = 1.760,00 € (not 22,00 € for all)
    const tiers = [
      { minGuests: 0, maxGuests: 50, netPrice: 21.01, grossPrice: 25 },
      { minGuests: 51, maxGuests: 100, netPrice: 18.49, grossPrice: 22 },
    ]
    const perPerson = p({ unit: 'guest_tier_pricing', taxRate: 19, tierMode: 'per_person', tiers })
    expect(cartLinePriceCents(perPerson, { guestCount: 80 })).toBe(176_000)
    expect(cartLinePriceCents(perPerson, { guestCount: 50 })).toBe(125_000)
    expect(priceText(perPerson, { view: 'customer' })).toBe('22,00 € – 25,00 € pro Person')
    const perTier = p({ unit: 'guest_tier_pricing', taxRate: 19, tierMode: 'per_tier', tiers })
    expect(cartLinePriceCents(perTier, { guestCount: 80 })).toBe(2_200)
    expect(priceText(perTier, { view: 'customer' })).toBe('22,00 € – 25,00 € pauschal für die Staffel')
  })

  it('guest_tier_pricing: a guest count in no tier has no price', () => {
    const pricing = p({
      unit: 'guest_tier_pricing',
      taxRate: 19,
      tiers: [{ minGuests: 10, maxGuests: 20, netPrice: 100, grossPrice: 119 }],
    })
    expect(cartLinePriceCents(pricing, { guestCount: 5 })).toBeNull()
    expect(cartLinePriceCents(pricing, { guestCount: 21 })).toBeNull()
    expect(cartLinePriceCents(pricing, { guestCount: 20 })).toBe(11_900)
    expect(cartLinePriceCents(p({ unit: 'guest_tier_pricing', taxRate: 19, tiers: [] }), { guestCount: 5 })).toBeNull()
  })
})

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
