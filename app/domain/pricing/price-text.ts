import { formatCents } from '~/utils/format'
import { eurosToCents, grossFromNet } from './money'
import { sideCents, type Side } from './amounts'
import type { Pricing } from './schema'
import { TIER_MODE_LABELS, tierModeOf } from './tier-mode'

// Price text (docs/product.md §9.8): the price as '1.234,56 €', or the range, else
// 'Preis auf Anfrage'. Staff see net prices, customers gross.

export const PRICE_ON_REQUEST = 'Preis auf Anfrage'

export type PriceView = 'customer' | 'staff'

function range(amounts: number[]) {
  if (amounts.length === 0) return PRICE_ON_REQUEST
  const min = Math.min(...amounts)
  const max = Math.max(...amounts)
  return min === max ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`
}

function present(values: Array<number | null>) {
  return values.filter((v): v is number => v !== null)
}

export function priceText(pricing: Pricing | null, { view }: { view: PriceView }): string {
  if (!pricing) return PRICE_ON_REQUEST
  const side: Side = view === 'customer' ? 'gross' : 'net'
  const rate = pricing.taxRate
  switch (pricing.unit) {
    case 'flat_rate_plus_per_person': {
      const flat = sideCents(pricing.flatRate, pricing.flatRateGross, rate, side)
      const perPerson = sideCents(pricing.perPersonRate, pricing.perPersonRateGross, rate, side)
      if (flat !== null && perPerson !== null) return `${formatCents(flat)} + ${formatCents(perPerson)} pro Person`
      if (flat !== null) return formatCents(flat)
      if (perPerson !== null) return `${formatCents(perPerson)} pro Person`
      return PRICE_ON_REQUEST
    }
    case 'per_person_differentiated':
      return range(
        present((pricing.personGroupPrices ?? []).map((p) => sideCents(p.netPrice, p.grossPrice, rate, side))),
      )
    case 'guest_tier_pricing': {
      const text = range(present((pricing.tiers ?? []).map((t) => sideCents(t.netPrice, t.grossPrice, rate, side))))
      return text === PRICE_ON_REQUEST ? text : `${text} ${TIER_MODE_LABELS[tierModeOf(pricing)]}`
    }
    default: {
      if (pricing.priceRange) {
        // the range is stored net (display only)
        const toSide = (euros: number) =>
          side === 'net' ? eurosToCents(euros) : grossFromNet(eurosToCents(euros), rate)
        return range([toSide(pricing.priceRange.min), toSide(pricing.priceRange.max)])
      }
      const price = sideCents(pricing.price, pricing.grossPrice, rate, side)
      return price === null ? PRICE_ON_REQUEST : formatCents(price)
    }
  }
}
