import { lineNetCents } from './totals'

/** A line as offer_lines and invoice_lines store it (unit price in cents, maybe exact to 1/10 000 €). */
export type StoredPricedLine = {
  quantityMilli: number
  unitPriceCents: number
  vatRate: number
  unitPriceE4?: number | null
  priceBasis?: string | null
}

/** A stored line's net as the pricing engine computes it: the exact unit price and its side when the line has one. */
export const storedLineNetCents = (l: StoredPricedLine) =>
  lineNetCents({
    quantityMilli: l.quantityMilli,
    unitPriceNetCents: l.unitPriceCents,
    unitPriceE4: l.unitPriceE4 ?? null,
    priceBasis: l.priceBasis === 'gross' ? 'gross' : l.priceBasis === 'net' ? 'net' : null,
    vatRate: l.vatRate,
  })
