import { describe, expect, it } from 'vitest'
import { cartLinePriceCents, parsePricing } from './pricing'
import {
  cartLockReason,
  isBudgetExceeded,
  normalizeCount,
  normalizeQuantity,
  summarizeCart,
  type CartLineSource,
} from './cart'

const line = (pricing: object, overrides: Partial<CartLineSource> = {}): CartLineSource => ({
  serviceId: crypto.randomUUID(),
  name: 'S',
  pricingJson: JSON.stringify(pricing),
  available: true,
  quantity: 1,
  countAdults: null,
  countChildren: null,
  countToddlers: null,
  ...overrides,
})

describe('normalizeQuantity', () => {
  it('removes at or below 0', () => {
    expect(normalizeQuantity('0')).toEqual({ remove: true })
    expect(normalizeQuantity('-3')).toEqual({ remove: true })
    expect(normalizeQuantity(0)).toEqual({ remove: true })
  })
  it('turns what is not a number into 1', () => {
    expect(normalizeQuantity('abc')).toEqual({ remove: false, quantity: 1 })
    expect(normalizeQuantity('')).toEqual({ remove: false, quantity: 1 })
    expect(normalizeQuantity(null)).toEqual({ remove: false, quantity: 1 })
  })
  it('keeps whole numbers of at least 1', () => {
    expect(normalizeQuantity('7')).toEqual({ remove: false, quantity: 7 })
    expect(normalizeQuantity('0,5')).toEqual({ remove: false, quantity: 1 })
    expect(normalizeQuantity('2.9')).toEqual({ remove: false, quantity: 2 })
  })
  it('reads counts, empty meaning default', () => {
    expect(normalizeCount('')).toBeNull()
    expect(normalizeCount('x')).toBeNull()
    expect(normalizeCount('-2')).toBe(0)
    expect(normalizeCount('12')).toBe(12)
  })
})

describe('summarizeCart', () => {
  const flat = { unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 }
  const perPerson = { unit: 'per_person', taxRate: 7, price: 10, grossPrice: 10.7 }
  const plus = {
    unit: 'flat_rate_plus_per_person',
    taxRate: 19,
    flatRate: 100,
    flatRateGross: 119,
    perPersonRate: 10,
    perPersonRateGross: 11.9,
  }
  const diff = {
    unit: 'per_person_differentiated',
    taxRate: 19,
    personGroupPrices: [
      { personGroupId: 'adults', netPrice: 20, grossPrice: 23.8 },
      { personGroupId: 'children', netPrice: 10, grossPrice: 11.9 },
    ],
  }

  it('prices each line with pricing.ts and sums the total', () => {
    const sources = [
      line(flat, { quantity: 3 }),
      line(perPerson, { quantity: 4 }),
      line(plus),
      line(diff, { countAdults: 2, countChildren: 3 }),
    ]
    const cart = summarizeCart(sources, { guestCount: 50, budgetCents: null })
    const expected = sources.map((s) =>
      cartLinePriceCents(parsePricing(s.pricingJson), {
        quantity: s.quantity,
        guestCount: 50,
        counts: s.countAdults === null ? null : { adults: s.countAdults, children: s.countChildren ?? 0, toddlers: 0 },
      }),
    )
    expect(cart.lines.map((l) => l.lineTotalCents)).toEqual(expected)
    expect(expected).toEqual([11_900, 4_280, 11_900 + 1_190 * 50, 2 * 2_380 + 3 * 1_190])
    expect(cart.totalCents).toBe(expected.reduce((a, b) => a! + b!, 0))
    expect(cart.vat.totals.grossCents).toBe(cart.totalCents)
    expect(cart.vat.rates.map((r) => r.taxRate)).toEqual([19, 7])
  })

  it('counts every guest as an adult without counts', () => {
    const cart = summarizeCart([line(diff)], { guestCount: 10, budgetCents: null })
    expect(cart.totalCents).toBe(23_800)
  })

  it('leaves unavailable and unpriced lines out of the total', () => {
    const cart = summarizeCart(
      [line(flat, { available: false }), line({ unit: 'flat_rate', taxRate: 19 }), line(flat)],
      { guestCount: 1, budgetCents: 0 },
    )
    expect(cart.lines.map((l) => l.counted)).toEqual([false, false, true])
    expect(cart.totalCents).toBe(11_900)
  })

  it('warns exactly when the total is above the budget', () => {
    const at = summarizeCart([line(flat)], { guestCount: 1, budgetCents: 11_900 })
    expect(at.budgetExceeded).toBe(false)
    expect(at.remainingCents).toBe(0)
    const above = summarizeCart([line(flat)], { guestCount: 1, budgetCents: 11_899 })
    expect(above.budgetExceeded).toBe(true)
    expect(above.remainingCents).toBe(-1)
    expect(isBudgetExceeded(1, null)).toBe(false)
  })
})

describe('cartLockReason', () => {
  it('locks after the deadline and while an offer is open', () => {
    const now = 1_000_000
    expect(cartLockReason({ deadlineAt: now - 1 }, null, now)).toBe('deadline')
    expect(cartLockReason({ deadlineAt: now + 1 }, null, now)).toBeNull()
    expect(cartLockReason({ deadlineAt: null }, now, now)).toBe('offer')
  })
})
