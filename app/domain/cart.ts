import { parsePricing, type LinePart, type PersonCounts, type Pricing, type VatBreakdown } from './pricing'
import { e4ToCents, lineGrossCents, lineNetCents, totalsOfNets, unitPriceE4 } from './pricing/engine'
import { engineLineOf, linePieces, type LinePiece } from './pricing/line-pieces'

// Cart rules of the customer portal (docs/product.md §4.8, §5.7, §9.9). Prices come from
// pricing.ts only; this file decides quantities, which lines count and the budget.

/** 'remove' when at or below 0; not a number becomes 1; otherwise a whole number ≥ 1. */
export function normalizeQuantity(raw: unknown): { remove: true } | { remove: false; quantity: number } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(',', '.') : ''
  const n = text === '' ? Number.NaN : Number(text)
  if (!Number.isFinite(n)) return { remove: false, quantity: 1 }
  if (n <= 0) return { remove: true }
  return { remove: false, quantity: Math.max(1, Math.min(100_000, Math.floor(n))) }
}

/** A person-group count field: empty or not a number is null (the default applies), else 0…100000. */
export function normalizeCount(raw: unknown): number | null {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : ''
  if (text === '') return null
  const n = Number(text)
  if (!Number.isFinite(n)) return null
  return Math.max(0, Math.min(100_000, Math.floor(n)))
}

export type CartLineSource = {
  serviceId: string
  name: string
  pricingJson: string
  /** false when the service was deactivated after it was added */
  available: boolean
  quantity: number
  countAdults: number | null
  countChildren: number | null
  countToddlers: number | null
  /** catering: share of the price that is drinks at 19 % (the rest at the service's rate) */
  vatSplitPercent?: number | null
  /** a per-person line whose quantity is the event's guest count until the customer sets one */
  followsGuests?: boolean
}

export type CartLine = CartLineSource & {
  pricing: Pricing | null
  counts: PersonCounts | null
  unitPriceCents: number | null
  lineTotalCents: number | null
  /** the price's parts (Pauschale + pro Person, one per person group …); null without a price */
  parts: LinePart[] | null
  /** the engine's pieces (exact unit prices, rates); null without a price */
  pieces: LinePiece[] | null
  /** net of the line (sum of its pieces' nets) */
  netCents: number | null
  /** counted in totals and offers: available and priced */
  counted: boolean
}

export type PricingContext = { smallBusiness?: boolean }

export type CartSummary = {
  lines: CartLine[]
  totalCents: number
  budgetCents: number | null
  remainingCents: number | null
  budgetExceeded: boolean
  vat: VatBreakdown
}

export function lineCounts(
  line: Pick<CartLineSource, 'countAdults' | 'countChildren' | 'countToddlers'>,
): PersonCounts | null {
  if (line.countAdults === null && line.countChildren === null && line.countToddlers === null) return null
  return { adults: line.countAdults ?? 0, children: line.countChildren ?? 0, toddlers: line.countToddlers ?? 0 }
}

/**
 * Prices one line with the engine (ADR 128). A per-person line that follows
 * the guest count takes the event's guest count as its quantity. The shown
 * line total is the sum of the pieces' gross amounts: a gross-entered price
 * keeps quantity × gross, a net one is computed net-first.
 */
export function priceLine(source: CartLineSource, guestCount: number | null, context: PricingContext = {}): CartLine {
  const pricing = parsePricing(source.pricingJson)
  const counts = lineCounts(source)
  const quantity = source.followsGuests && guestCount !== null && guestCount >= 1 ? guestCount : source.quantity
  const options = { vatSplitPercent: source.vatSplitPercent ?? null, smallBusiness: context.smallBusiness ?? false }
  const pieces = linePieces(pricing, { quantity, guestCount, counts }, options)
  const single = linePieces(pricing, { quantity: 1, guestCount, counts }, options)
  const parts = pieces
    ? pieces.map((p): LinePart => {
        const line = engineLineOf(p)
        return {
          label: p.label,
          quantity: p.quantity,
          unitPriceCents: e4ToCents(unitPriceE4(p.price, p.rate, 'gross')),
          totalCents: lineGrossCents(line),
          taxRate: p.rate,
          netCents: lineNetCents(line),
        }
      })
    : null
  const lineTotalCents = parts ? parts.reduce((sum, p) => sum + p.totalCents, 0) : null
  const unitPriceCents = single ? single.reduce((sum, p) => sum + lineGrossCents(engineLineOf(p)), 0) : null
  const netCents = parts ? parts.reduce((sum, p) => sum + (p.netCents ?? 0), 0) : null
  return {
    ...source,
    quantity,
    pricing,
    counts,
    unitPriceCents,
    lineTotalCents,
    parts,
    pieces,
    netCents,
    counted: source.available && lineTotalCents !== null,
  }
}

/** Budget exceeded exactly when the total is above the budget (docs/product.md §9.9). */
export function isBudgetExceeded(totalCents: number, budgetCents: number | null) {
  return budgetCents !== null && totalCents > budgetCents
}

/** The cart's totals: VAT per rate on the sum of that rate's nets, rounded once; the total is their gross. */
export function summarizeCart(
  sources: CartLineSource[],
  event: { guestCount: number | null; budgetCents: number | null },
  context: PricingContext = {},
): CartSummary {
  const lines = sources.map((s) => priceLine(s, event.guestCount, context))
  const counted = lines.filter((l) => l.counted)
  const vat = totalsOfNets(
    counted.flatMap((l) => (l.parts ?? []).map((p) => ({ netCents: p.netCents ?? 0, rate: p.taxRate ?? 0 }))),
  )
  const totalCents = vat.totals.grossCents
  return {
    lines,
    totalCents,
    budgetCents: event.budgetCents,
    remainingCents: event.budgetCents === null ? null : event.budgetCents - totalCents,
    budgetExceeded: isBudgetExceeded(totalCents, event.budgetCents),
    vat,
  }
}

/** The cart can change only before the deadline and while no offer request is open. */
export function cartLockReason(
  event: { deadlineAt: number | null },
  openOfferAt: number | null,
  now = Date.now(),
): 'deadline' | 'offer' | null {
  if (event.deadlineAt !== null && event.deadlineAt < now) return 'deadline'
  if (openOfferAt !== null) return 'offer'
  return null
}
