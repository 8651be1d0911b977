import { cartLineParts, cartLinePriceCents, parsePricing, vatBreakdown, type LinePart, type PersonCounts, type Pricing, type VatBreakdown } from './pricing'

// Cart rules of the customer portal (SPEC § 4, § 5, § 9). Prices come from
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
}

export type CartLine = CartLineSource & {
  pricing: Pricing | null
  counts: PersonCounts | null
  unitPriceCents: number | null
  lineTotalCents: number | null
  /** the price's parts (Pauschale + pro Person, one per person group …); null without a price */
  parts: LinePart[] | null
  /** counted in totals and offers: available and priced */
  counted: boolean
}

export type CartSummary = {
  lines: CartLine[]
  totalCents: number
  budgetCents: number | null
  remainingCents: number | null
  budgetExceeded: boolean
  vat: VatBreakdown
}

export function lineCounts(line: Pick<CartLineSource, 'countAdults' | 'countChildren' | 'countToddlers'>): PersonCounts | null {
  if (line.countAdults === null && line.countChildren === null && line.countToddlers === null) return null
  return { adults: line.countAdults ?? 0, children: line.countChildren ?? 0, toddlers: line.countToddlers ?? 0 }
}

export function priceLine(source: CartLineSource, guestCount: number | null): CartLine {
  const pricing = parsePricing(source.pricingJson)
  const counts = lineCounts(source)
  const input = { quantity: source.quantity, guestCount, counts }
  const lineTotalCents = cartLinePriceCents(pricing, input)
  const unitPriceCents = cartLinePriceCents(pricing, { ...input, quantity: 1 })
  return { ...source, pricing, counts, unitPriceCents, lineTotalCents, parts: cartLineParts(pricing, input), counted: source.available && lineTotalCents !== null }
}

/** Budget exceeded exactly when the total is above the budget (SPEC § 9). */
export function isBudgetExceeded(totalCents: number, budgetCents: number | null) {
  return budgetCents !== null && totalCents > budgetCents
}

export function summarizeCart(sources: CartLineSource[], event: { guestCount: number | null; budgetCents: number | null }): CartSummary {
  const lines = sources.map((s) => priceLine(s, event.guestCount))
  const counted = lines.filter((l) => l.counted)
  const totalCents = counted.reduce((sum, l) => sum + (l.lineTotalCents ?? 0), 0)
  const vat = vatBreakdown(counted.map((l) => ({ grossCents: l.lineTotalCents ?? 0, taxRate: l.pricing?.taxRate ?? 0 })))
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
export function cartLockReason(event: { deadlineAt: number | null }, openOfferAt: number | null, now = Date.now()): 'deadline' | 'offer' | null {
  if (event.deadlineAt !== null && event.deadlineAt < now) return 'deadline'
  if (openOfferAt !== null) return 'offer'
  return null
}
