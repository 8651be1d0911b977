import type { BillingDocument, DocumentLine, VatCategory, VatRate } from './document'
import { documentLineNetCents } from '../pricing/engine'

// EN 16931 totals of a BillingDocument: each line's net is rounded to the cent
// (half away from zero), then VAT per rate on the rate's net sum (BR-CO-17);
// the document sums are sums of those rounded figures (BR-CO-10 … BR-CO-16).
// A final invoice deducts its deposit invoices per VAT rate as negative lines,
// so the tax of the deposits is not charged twice (§ 14 Abs. 5 UStG).
// A cancellation shows every amount of the cancelled invoice negated.

export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).'
export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG).'

export type TotalsLine = DocumentLine & {
  netCents: number
  category: VatCategory
  /** set on the lines that deduct a deposit invoice in a final invoice */
  deducts?: { number: string; issueDate: string } | null
}

export type RateTotal = {
  rate: VatRate
  category: VatCategory
  /** BT-116 taxable amount of this rate (after deducted deposits) */
  netCents: number
  /** BT-117 */
  vatCents: number
  /** BT-120, for categories E and AE */
  exemptionReason: string | null
}

export type DocumentTotals = {
  /** the lines as shown and sent (cancellations negated, deposit deductions appended) */
  lines: TotalsLine[]
  /** BT-106 sum of the line nets */
  lineNetCents: number
  /** one entry per rate, highest rate first */
  byRate: RateTotal[]
  /** BT-109 */
  netCents: number
  /** BT-110 */
  vatCents: number
  /** BT-112 */
  grossCents: number
  /** BT-113 */
  paidCents: number
  /** BT-115 */
  dueCents: number
  /** legal notes to print and send (§ 19 UStG, reverse charge) */
  notes: string[]
}

export function roundHalfAwayFromZero(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value)
}

/** Line net = quantity × unit price, rounded once, by the pricing engine (ADR 128). */
export function lineNetCents(line: { quantityMilli: number; unitPriceNetCents: number; unitPriceE4?: number | null; priceBasis?: 'net' | 'gross' | null; vatRate?: number }): number {
  return documentLineNetCents(line)
}

/** The VAT category every line of the document falls in. */
export function documentCategory(doc: BillingDocument, rate: VatRate): VatCategory {
  if (doc.seller.smallBusiness) return 'E'
  if (doc.reverseCharge) return 'AE'
  return rate === 0 ? 'Z' : 'S'
}

function exemptionReason(category: VatCategory): string | null {
  if (category === 'E') return SMALL_BUSINESS_NOTE
  if (category === 'AE') return REVERSE_CHARGE_NOTE
  return null
}

function chargedRate(doc: BillingDocument, rate: VatRate): VatRate {
  return doc.seller.smallBusiness || doc.reverseCharge ? 0 : rate
}

function deductionLines(doc: BillingDocument, firstPosition: number): TotalsLine[] {
  if (doc.kind !== 'final_invoice' || !doc.deposits) return []
  const lines: TotalsLine[] = []
  for (const deposit of doc.deposits) {
    const rates = (Object.keys(deposit.netCentsByRate).map(Number) as VatRate[]).sort((a, b) => b - a)
    for (const rate of rates) {
      const net = deposit.netCentsByRate[rate] ?? 0
      if (net === 0) continue
      const shown = chargedRate(doc, rate)
      lines.push({
        position: firstPosition + lines.length,
        text: `Abzüglich Abschlagsrechnung ${deposit.number}` + (shown > 0 ? ` (${shown} % USt)` : ''),
        quantityMilli: -1000,
        unitCode: 'C62',
        unitLabel: 'pauschal',
        unitPriceNetCents: net,
        vatRate: shown,
        netCents: -net,
        category: documentCategory(doc, shown),
        deducts: { number: deposit.number, issueDate: deposit.issueDate },
      })
    }
  }
  return lines
}

export function computeTotals(doc: BillingDocument): DocumentTotals {
  const raw = doc.lines.map((line) => ({ line, net: lineNetCents(line) }))
  // A cancellation may carry the cancelled invoice's lines as they were: shown negated.
  const negate = doc.kind === 'cancellation' && raw.reduce((sum, r) => sum + r.net, 0) > 0
  const lines: TotalsLine[] = raw.map(({ line, net }) => {
    const rate = chargedRate(doc, line.vatRate)
    return {
      ...line,
      quantityMilli: negate ? -line.quantityMilli : line.quantityMilli,
      vatRate: rate,
      netCents: negate ? -net : net,
      category: documentCategory(doc, rate),
    }
  })
  const maxPosition = lines.reduce((max, line) => Math.max(max, line.position), 0)
  lines.push(...deductionLines(doc, maxPosition + 1))

  const nets = new Map<VatRate, number>()
  for (const line of lines) nets.set(line.vatRate, (nets.get(line.vatRate) ?? 0) + line.netCents)
  const byRate: RateTotal[] = [...nets.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netCents]) => {
      const category = documentCategory(doc, rate)
      return { rate, category, netCents, vatCents: roundHalfAwayFromZero((netCents * rate) / 100), exemptionReason: exemptionReason(category) }
    })

  const lineNet = lines.reduce((sum, line) => sum + line.netCents, 0)
  const vat = byRate.reduce((sum, r) => sum + r.vatCents, 0)
  const gross = lineNet + vat
  const paid = doc.paidCents ?? 0
  const notes: string[] = []
  if (doc.seller.smallBusiness) notes.push(SMALL_BUSINESS_NOTE)
  else if (doc.reverseCharge) notes.push(REVERSE_CHARGE_NOTE)
  return { lines, lineNetCents: lineNet, byRate, netCents: lineNet, vatCents: vat, grossCents: gross, paidCents: paid, dueCents: gross - paid, notes }
}
