import type { CartSummary, PricingContext } from './cart'
import { PRICING_UNIT_LABELS, TIER_MODE_LABELS, tierModeOf, type Pricing } from './pricing'
import type { LinePart, VatRow } from './pricing'
import type { LinePiece } from './pricing/line-pieces'

// The frozen content of an offer request (offer_requests.snapshot_json).
// Lines that are no longer available or have no price stay out of the totals
// and are listed under `excluded` so staff see what the customer had chosen.

export type OfferSnapshotLine = {
  serviceId: string
  name: string
  unit: string
  unitLabel: string
  taxRate: number
  quantity: number
  counts: { adults: number; children: number; toddlers: number } | null
  unitPriceCents: number
  lineTotalCents: number
  /** the price's parts; missing in requests made before */
  parts?: LinePart[]
  /** the engine's pieces with exact unit prices and rates (ADR 128); missing in requests made before */
  pieces?: LinePiece[]
}

export type OfferSnapshot = {
  version: 1
  event: { name: string; eventDate: number | null; guestCount: number | null; budgetCents: number | null }
  lines: OfferSnapshotLine[]
  excluded: Array<{ name: string; reason: 'unavailable' | 'no-price' }>
  vat: VatRow[]
  totals: { netCents: number; vatCents: number; grossCents: number }
  /** a Kleinunternehmer's request (§ 19 UStG): no VAT, every line at rate 0; missing in requests made before */
  smallBusiness?: boolean
}

/** 'Staffelpreis nach Gästezahl (pro Person)': a tier line says what its price means. */
function unitLabel(pricing: Pricing) {
  const label = PRICING_UNIT_LABELS[pricing.unit]
  return pricing.unit === 'guest_tier_pricing' ? `${label} (${TIER_MODE_LABELS[tierModeOf(pricing)]})` : label
}

export function buildOfferSnapshot(
  cart: CartSummary,
  event: { name: string; eventDate: number | null; guestCount: number | null; budgetCents: number | null },
  context: PricingContext = {},
): OfferSnapshot {
  const smallBusiness = context.smallBusiness ?? false
  const lines: OfferSnapshotLine[] = cart.lines
    .filter((l) => l.counted && l.pricing)
    .map((l) => ({
      serviceId: l.serviceId,
      name: l.name,
      unit: l.pricing!.unit,
      unitLabel: unitLabel(l.pricing!),
      taxRate: smallBusiness ? 0 : l.pricing!.taxRate,
      quantity: l.quantity,
      counts: l.counts
        ? { adults: l.counts.adults ?? 0, children: l.counts.children ?? 0, toddlers: l.counts.toddlers ?? 0 }
        : null,
      unitPriceCents: l.unitPriceCents ?? 0,
      lineTotalCents: l.lineTotalCents ?? 0,
      parts: l.parts ?? [],
      pieces: l.pieces ?? [],
    }))
  const excluded = cart.lines
    .filter((l) => !l.counted)
    .map((l) => ({ name: l.name, reason: l.available ? ('no-price' as const) : ('unavailable' as const) }))
  return {
    version: 1,
    event,
    lines,
    excluded,
    vat: cart.vat.rates,
    totals: cart.vat.totals,
    ...(smallBusiness ? { smallBusiness: true } : {}),
  }
}

/** Reads a stored snapshot; null when it cannot be read (shown as such, never a 500). */
export function parseOfferSnapshot(json: string): OfferSnapshot | null {
  try {
    const value = JSON.parse(json) as OfferSnapshot
    return value && value.version === 1 && Array.isArray(value.lines) ? value : null
  } catch {
    return null
  }
}
