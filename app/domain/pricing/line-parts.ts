import { formatCents } from '~/utils/format'
import { personGroupLabel } from '../pricing-units'
import { sideCents } from './amounts'
import { personGroupRows, tierFor, type CartLineInput } from './cart-price'
import type { Pricing } from './schema'
import { tierModeOf } from './tier-mode'

// A cart line's price in the parts it is made of, gross
// cents: 'Pauschale' 1 × 150 € and 'pro Person' 80 × 12 €; one part per
// person group; one part for a line priced × quantity. Every part is a
// quantity × a unit price, so 'Menge' and 'Einzelpreis' are always true.
// The parts add up to cartLinePriceCents exactly (tests beside it).

export type LinePart = {
  label: string
  quantity: number
  unitPriceCents: number
  totalCents: number
  /** the part's VAT rate and net (engine pieces, ADR 128); missing on parts of older requests */
  taxRate?: number
  netCents?: number
}

const part = (label: string, quantity: number, unitPriceCents: number): LinePart => ({
  label,
  quantity,
  unitPriceCents,
  totalCents: unitPriceCents * quantity,
})
const atLeastOne = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n)

const QUANTITY_LABELS = { per_person: 'pro Person', per_hour: 'pro Stunde', per_piece: 'pro Stück' } as const

function tierLabel(min: number, max: number | null) {
  return max === null ? `Staffel ab ${min} Gästen` : `Staffel ${min}–${max} Gäste`
}

/** The parts of a line's gross price; null when no price can be given ('Preis auf Anfrage'). */
export function cartLineParts(pricing: Pricing | null, input: CartLineInput = {}): LinePart[] | null {
  if (!pricing) return null
  const rate = pricing.taxRate
  const gross = (net: number | undefined, g: number | undefined) => sideCents(net, g, rate, 'gross')
  const guests = atLeastOne(input.guestCount)
  switch (pricing.unit) {
    case 'flat_rate': {
      const price = gross(pricing.price, pricing.grossPrice)
      return price === null ? null : [part('Pauschale', 1, price)]
    }
    case 'per_person':
    case 'per_hour':
    case 'per_piece': {
      const price = gross(pricing.price, pricing.grossPrice)
      return price === null ? null : [part(QUANTITY_LABELS[pricing.unit], atLeastOne(input.quantity), price)]
    }
    case 'flat_rate_plus_per_person': {
      const flat = gross(pricing.flatRate, pricing.flatRateGross)
      const perPerson = gross(pricing.perPersonRate, pricing.perPersonRateGross)
      if (flat === null && perPerson === null) return null
      return [
        ...(flat === null ? [] : [part('Pauschale', 1, flat)]),
        ...(perPerson === null ? [] : [part('pro Person', guests, perPerson)]),
      ]
    }
    case 'guest_tier_pricing': {
      const tier = tierFor(pricing.tiers ?? [], guests)
      const price = tier ? gross(tier.netPrice, tier.grossPrice) : null
      if (!tier || price === null) return null
      return tierModeOf(pricing) === 'per_person'
        ? [part(`${tierLabel(tier.minGuests, tier.maxGuests)}, pro Person`, guests, price)]
        : [part(`${tierLabel(tier.minGuests, tier.maxGuests)}, pauschal`, 1, price)]
    }
    case 'per_person_differentiated': {
      const rows = personGroupRows(pricing, input.counts, guests)
      return (
        rows &&
        rows.map(({ group, count, price }) =>
          part(personGroupLabel(group), count, gross(price.netPrice, price.grossPrice)!),
        )
      )
    }
  }
}

/**
 * 'Menge' and 'Einzelpreis' of a table row: a line of one part shows that
 * part; a line of several parts shows '–' (its parts follow below it). An
 * older line without parts shows its unit price only when quantity × unit
 * price is its total, never the total as a unit price.
 */
export function unitColumns(line: {
  parts?: LinePart[] | null
  quantity: number
  unitPriceCents: number | null
  lineTotalCents: number | null
}) {
  if (line.parts && line.parts.length === 1)
    return { quantity: String(line.parts[0]!.quantity), unitPrice: formatCents(line.parts[0]!.unitPriceCents) }
  if (line.parts && line.parts.length > 1) return { quantity: '–', unitPrice: '–' }
  const exact =
    line.unitPriceCents !== null &&
    line.lineTotalCents !== null &&
    line.unitPriceCents * line.quantity === line.lineTotalCents
  return { quantity: String(line.quantity), unitPrice: exact ? formatCents(line.unitPriceCents!) : '–' }
}

/** '80 × 12,00 €' */
export function partText(p: LinePart) {
  return `${p.quantity} × ${formatCents(p.unitPriceCents)}`
}
