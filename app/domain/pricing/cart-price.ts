import type { PersonGroupId } from '../pricing-units'
import { sideCents } from './amounts'
import type { Pricing, Tier } from './schema'
import { tierModeOf } from './tier-mode'

// Cart price per line (docs/product.md §9.9), in gross cents:
// - flat_rate: the gross price (quantity does not multiply a flat rate);
// - per_person, per_hour, per_piece: gross price × quantity;
// - flat_rate_plus_per_person: flat gross + per-person gross × guest count;
// - guest_tier_pricing: the gross price of the tier containing the guest count,
//   × guest count when the service says 'pro Person' (tierMode), else once
//   for the whole tier ('pauschal für die Staffel');
// - per_person_differentiated: Σ group gross × that group's count; without
//   counts, every guest is an adult.
// null means no price can be given ('Preis auf Anfrage').

export type PersonCounts = Partial<Record<PersonGroupId, number | null>>

export type CartLineInput = {
  quantity?: number | null
  /** The event's guest count; missing or below 1 counts as 1. */
  guestCount?: number | null
  counts?: PersonCounts | null
}

const atLeastOne = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n)
const nonNegative = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 0 ? 0 : Math.floor(n)

/**
 * The groups of a differentiated line that have guests: each with its count
 * and its price row (without counts, every guest is an adult). Null when the
 * service has no group prices, or when guests of a group it has no price for
 * are counted: the price is then on request.
 */
export function personGroupRows(
  pricing: Pick<Pricing, 'personGroupPrices'>,
  counts: PersonCounts | null | undefined,
  guests: number,
) {
  const prices = pricing.personGroupPrices ?? []
  if (prices.length === 0) return null
  const rows: Array<{ group: PersonGroupId; count: number; price: (typeof prices)[number] }> = []
  for (const [group, raw] of Object.entries(counts ?? { adults: guests }) as Array<
    [PersonGroupId, number | null | undefined]
  >) {
    const count = nonNegative(raw)
    if (count === 0) continue
    const price = prices.find((p) => p.personGroupId === group)
    if (!price) return null
    rows.push({ group, count, price })
  }
  return rows
}

export function tierFor(tiers: Tier[], guestCount: number): Tier | null {
  return tiers.find((t) => guestCount >= t.minGuests && (t.maxGuests === null || guestCount <= t.maxGuests)) ?? null
}

export function cartLinePriceCents(pricing: Pricing | null, input: CartLineInput = {}): number | null {
  if (!pricing) return null
  const rate = pricing.taxRate
  const quantity = atLeastOne(input.quantity)
  const guests = atLeastOne(input.guestCount)
  switch (pricing.unit) {
    case 'flat_rate':
      return sideCents(pricing.price, pricing.grossPrice, rate, 'gross')
    case 'per_person':
    case 'per_hour':
    case 'per_piece': {
      const unit = sideCents(pricing.price, pricing.grossPrice, rate, 'gross')
      return unit === null ? null : unit * quantity
    }
    case 'flat_rate_plus_per_person': {
      const flat = sideCents(pricing.flatRate, pricing.flatRateGross, rate, 'gross')
      const perPerson = sideCents(pricing.perPersonRate, pricing.perPersonRateGross, rate, 'gross')
      if (flat === null && perPerson === null) return null
      return (flat ?? 0) + (perPerson ?? 0) * guests
    }
    case 'guest_tier_pricing': {
      const tier = tierFor(pricing.tiers ?? [], guests)
      const price = tier ? sideCents(tier.netPrice, tier.grossPrice, rate, 'gross') : null
      if (price === null) return null
      return tierModeOf(pricing) === 'per_person' ? price * guests : price
    }
    case 'per_person_differentiated': {
      const rows = personGroupRows(pricing, input.counts, guests)
      if (!rows) return null
      let total = 0
      for (const { count, price } of rows) total += sideCents(price.netPrice, price.grossPrice, rate, 'gross')! * count
      return total
    }
  }
}
