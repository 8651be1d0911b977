import { describe, expect, it } from 'vitest'
import { cartLinePriceCents } from './cart-price'
import { cartLineParts, unitColumns } from './line-parts'
import type { Pricing } from './schema'
import { formatCents } from '~/utils/format'

const flatPlus: Pricing = { unit: 'flat_rate_plus_per_person', taxRate: 19, flatRateGross: 150, perPersonRateGross: 12 }
const groups: Pricing = {
  unit: 'per_person_differentiated',
  taxRate: 7,
  personGroupPrices: [
    { personGroupId: 'adults', netPrice: 28.04, grossPrice: 30 },
    { personGroupId: 'children', netPrice: 14.02, grossPrice: 15 },
    { personGroupId: 'toddlers', netPrice: 0, grossPrice: 0 },
  ],
}
const tier = (mode: 'per_person' | 'per_tier'): Pricing => ({
  unit: 'guest_tier_pricing',
  taxRate: 19,
  tierMode: mode,
  tiers: [{ minGuests: 51, maxGuests: 100, netPrice: 18.49, grossPrice: 22 }],
})

describe('the parts of a line price', () => {
  it("splits 'Pauschale + pro Person' into its two parts", () => {
    expect(cartLineParts(flatPlus, { guestCount: 80 })).toEqual([
      { label: 'Pauschale', quantity: 1, unitPriceCents: 15_000, totalCents: 15_000 },
      { label: 'pro Person', quantity: 80, unitPriceCents: 1_200, totalCents: 96_000 },
    ])
  })

  it('gives one part per person group with a count', () => {
    expect(cartLineParts(groups, { counts: { adults: 40, children: 10, toddlers: 0 } })).toEqual([
      { label: 'Erwachsene', quantity: 40, unitPriceCents: 3_000, totalCents: 120_000 },
      { label: 'Kinder 6-14 Jahre', quantity: 10, unitPriceCents: 1_500, totalCents: 15_000 },
    ])
  })

  it('shows a per-person tier as guests × tier price, a tier for the whole tier once', () => {
    expect(cartLineParts(tier('per_person'), { guestCount: 80 })).toEqual([
      { label: 'Staffel 51–100 Gäste, pro Person', quantity: 80, unitPriceCents: 2_200, totalCents: 176_000 },
    ])
    expect(cartLineParts(tier('per_tier'), { guestCount: 80 })).toEqual([
      { label: 'Staffel 51–100 Gäste, pauschal', quantity: 1, unitPriceCents: 2_200, totalCents: 2_200 },
    ])
  })

  it('always adds up to the cart price', () => {
    const cases: Array<[Pricing, Parameters<typeof cartLinePriceCents>[1]]> = [
      [flatPlus, { guestCount: 80 }],
      [{ ...flatPlus, flatRateGross: undefined }, { guestCount: 3 }],
      [groups, { counts: { adults: 3, children: 2, toddlers: 1 } }],
      [groups, { guestCount: 25 }],
      [tier('per_person'), { guestCount: 99 }],
      [{ unit: 'per_hour', taxRate: 19, price: 42.5 }, { quantity: 6 }],
      [{ unit: 'flat_rate', taxRate: 7, grossPrice: 99.99 }, { quantity: 4 }],
    ]
    for (const [pricing, input] of cases) {
      const parts = cartLineParts(pricing, input)!
      expect(parts.reduce((sum, p) => sum + p.totalCents, 0)).toBe(cartLinePriceCents(pricing, input))
    }
  })

  it('has no parts when there is no price', () => {
    expect(cartLineParts(null)).toBeNull()
    expect(cartLineParts(tier('per_person'), { guestCount: 10 })).toBeNull()
  })
})

describe("'Menge' and 'Einzelpreis' of a table row", () => {
  it('never shows the line total as the unit price', () => {
    const parts = cartLineParts(groups, { counts: { adults: 40, children: 10, toddlers: 0 } })
    expect(unitColumns({ parts, quantity: 1, unitPriceCents: 135_000, lineTotalCents: 135_000 })).toEqual({
      quantity: '–',
      unitPrice: '–',
    })
    const single = cartLineParts(tier('per_person'), { guestCount: 80 })
    expect(unitColumns({ parts: single, quantity: 1, unitPriceCents: 176_000, lineTotalCents: 176_000 })).toEqual({
      quantity: '80',
      unitPrice: formatCents(2_200),
    })
  })

  it('an older line without parts shows its unit price only when it is exact', () => {
    expect(unitColumns({ quantity: 3, unitPriceCents: 1_000, lineTotalCents: 3_000 }).unitPrice).toBe(
      formatCents(1_000),
    )
    expect(unitColumns({ quantity: 1, unitPriceCents: 96_000, lineTotalCents: 111_000 }).unitPrice).toBe('–')
  })
})
