import type { PricingUnit } from '../pricing-units'

// Which cart controls change a line's price. Only units
// priced × quantity take a quantity; a flat rate, a guest tier and the
// per-person units priced by the event's guest count or the person groups do not.

export const QUANTITY_UNITS: readonly PricingUnit[] = ['per_person', 'per_hour', 'per_piece']

/** true when the cart's quantity multiplies this unit's price. */
export function quantityChangesPrice(unit: PricingUnit | null | undefined): boolean {
  return unit !== null && unit !== undefined && QUANTITY_UNITS.includes(unit)
}

/** true when the person-group counts (adults, children, toddlers) price this unit. */
export function countsChangePrice(unit: PricingUnit | null | undefined): boolean {
  return unit === 'per_person_differentiated'
}

/** true when the event's guest count prices this unit. */
export function guestCountChangesPrice(unit: PricingUnit | null | undefined): boolean {
  return unit === 'flat_rate_plus_per_person' || unit === 'guest_tier_pricing'
}
