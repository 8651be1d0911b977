import { describe, expect, it } from 'vitest'
import { cartLinePriceCents, priceText, type Pricing } from './pricing'

// One case per pricing unit, each worked out by hand (figures as literals).

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
