import { formatE4, unitPriceE4 } from './engine'
import { linePieces } from './line-pieces'
import type { Pricing } from './schema'

// The catalogue's view of a catering price with a drinks share: each share
// with its own rate, gross and net (ADR 128). '89,00 € pro Person' with 30 %
// drinks: 'Getränkeanteil 30 % (19 %): 26,70 € brutto = 22,437 € netto' and
// 'Speisenanteil 70 % (7 %): 62,30 € brutto = 58,2243 € netto'.

export function shareLines(pricing: Pricing | null, vatSplitPercent: number | null | undefined): string[] {
  const pieces = linePieces(pricing, { quantity: 1, guestCount: 1 }, { vatSplitPercent })
  if (!pieces || !pieces.some((p) => p.share)) return []
  return pieces.map(
    (p) =>
      `${p.label} (${p.rate} %): ${formatE4(unitPriceE4(p.price, p.rate, 'gross'))} brutto = ${formatE4(unitPriceE4(p.price, p.rate, 'net'))} netto`,
  )
}

/** The net of one unit of a shared price (sum of the shares' nets), null without a share. */
export function shareNetText(pricing: Pricing | null, vatSplitPercent: number | null | undefined): string | null {
  const pieces = linePieces(pricing, { quantity: 1, guestCount: 1 }, { vatSplitPercent })
  if (!pieces || !pieces.some((p) => p.share)) return null
  return formatE4(pieces.reduce((sum, p) => sum + unitPriceE4(p.price, p.rate, 'net'), 0))
}
