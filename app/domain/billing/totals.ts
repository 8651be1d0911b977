import type { BillingDocument, DeductedDeposit, DocumentLine, VatCategory, VatRate } from './document'
import { centsToE4, documentLineNetCents, documentLineNetUnitE4 } from '../pricing/engine'

// EN 16931 totals of a BillingDocument: each line's net is rounded to the cent
// (half away from zero), then VAT per rate on the rate's net sum (BR-CO-17);
// the document sums are sums of those rounded figures (BR-CO-10 … BR-CO-16).
// A final invoice deducts its deposit invoices per VAT rate as negative lines,
// so the tax of the deposits is not charged twice (§ 14 Abs. 5 UStG): the VAT
// of a rate is the VAT of the whole job (rounded once) less the VAT the
// deposits charged, so deposits + final invoice equal the order to the cent.
// A cancellation shows every amount of the cancelled invoice negated, the
// deductions of a cancelled final invoice included.

export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).'
export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG).'

export type TotalsLine = DocumentLine & {
  netCents: number
  /**
   * the exact net unit price, euros × 10 000 (EN 16931 BT-146 may carry more
   * than two decimals): a gross-entered package part keeps up to four
   */
  unitPriceNetE4: number
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

/** net and VAT of one rate */
export type RateSum = { rate: VatRate; netCents: number; vatCents: number }

/** per rate and in all: the whole job of a final invoice, or the deposits it deducts */
export type AmountSummary = { byRate: RateSum[]; netCents: number; vatCents: number; grossCents: number }

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
  /** final invoices (and their cancellations): the whole job before the deductions */
  job: AmountSummary | null
  /** final invoices (and their cancellations): the deducted deposits with the VAT they contain */
  deducted: AmountSummary | null
}

export function roundHalfAwayFromZero(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value)
}

/** Line net = quantity × unit price, rounded once, by the pricing engine (ADR 128). */
export function lineNetCents(line: {
  quantityMilli: number
  unitPriceNetCents: number
  unitPriceE4?: number | null
  priceBasis?: 'net' | 'gross' | null
  vatRate?: number
}): number {
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

export function chargedRate(doc: BillingDocument, rate: VatRate): VatRate {
  return doc.seller.smallBusiness || doc.reverseCharge ? 0 : rate
}

/** A final invoice, or the cancellation of one: both carry the deposit deductions. */
function deductsDeposits(doc: BillingDocument): boolean {
  if (!doc.deposits?.length) return false
  return doc.kind === 'final_invoice' || (doc.kind === 'cancellation' && doc.cancels?.kind === 'final_invoice')
}

const byRateDesc = <T extends { rate: VatRate }>(rows: T[]) => rows.sort((a, b) => b.rate - a.rate)

function ratesOf(record: Partial<Record<VatRate, number>>): VatRate[] {
  return (Object.keys(record).map(Number) as VatRate[]).sort((a, b) => b - a)
}

function deductionLines(doc: BillingDocument, firstPosition: number): TotalsLine[] {
  if (!deductsDeposits(doc)) return []
  const lines: TotalsLine[] = []
  for (const deposit of doc.deposits!) {
    for (const rate of ratesOf(deposit.netCentsByRate)) {
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
        unitPriceNetE4: centsToE4(net),
        vatRate: shown,
        netCents: -net,
        category: documentCategory(doc, shown),
        deducts: { number: deposit.number, issueDate: deposit.issueDate },
      })
    }
  }
  return lines
}

function summary(byRate: Map<VatRate, RateSum>): AmountSummary {
  const rows = byRateDesc([...byRate.values()])
  const netCents = rows.reduce((s, r) => s + r.netCents, 0)
  const vatCents = rows.reduce((s, r) => s + r.vatCents, 0)
  return { byRate: rows, netCents, vatCents, grossCents: netCents + vatCents }
}

function addTo(map: Map<VatRate, RateSum>, rate: VatRate, netCents: number, vatCents: number) {
  const row = map.get(rate) ?? { rate, netCents: 0, vatCents: 0 }
  map.set(rate, { rate, netCents: row.netCents + netCents, vatCents: row.vatCents + vatCents })
}

const vatOf = (netCents: number, rate: VatRate) => roundHalfAwayFromZero((netCents * rate) / 100)

/** The VAT a deposit charged at a rate, as the final invoice deducts it (rate as charged on this document). */
export function depositVatCents(doc: BillingDocument, deposit: DeductedDeposit, rate: VatRate): number {
  const shown = chargedRate(doc, rate)
  return shown === 0 ? 0 : (deposit.vatCentsByRate?.[rate] ?? vatOf(deposit.netCentsByRate[rate] ?? 0, shown))
}

/** The whole job (the document's own lines) and the deposits deducted from it, as charged. */
function jobAndDeducted(doc: BillingDocument, ownLines: TotalsLine[]) {
  const nets = new Map<VatRate, number>()
  for (const line of ownLines) nets.set(line.vatRate, (nets.get(line.vatRate) ?? 0) + line.netCents)
  const job = new Map<VatRate, RateSum>()
  for (const [rate, net] of nets) addTo(job, rate, net, vatOf(net, rate))
  const deducted = new Map<VatRate, RateSum>()
  for (const deposit of doc.deposits!) {
    for (const rate of ratesOf(deposit.netCentsByRate)) {
      const net = deposit.netCentsByRate[rate] ?? 0
      const vat = depositVatCents(doc, deposit, rate)
      if (net !== 0 || vat !== 0) addTo(deducted, chargedRate(doc, rate), net, vat)
    }
  }
  return { job: summary(job), deducted: summary(deducted) }
}

/** minus, without a -0 */
const neg = (cents: number) => 0 - cents

const negateSummary = (s: AmountSummary): AmountSummary => ({
  byRate: s.byRate.map((r) => ({ rate: r.rate, netCents: neg(r.netCents), vatCents: neg(r.vatCents) })),
  netCents: neg(s.netCents),
  vatCents: neg(s.vatCents),
  grossCents: neg(s.grossCents),
})

export function computeTotals(doc: BillingDocument): DocumentTotals {
  // Figures as the invoice itself states them (a cancellation: as the cancelled invoice did) …
  const own: TotalsLine[] = doc.lines.map((line) => {
    const rate = chargedRate(doc, line.vatRate)
    return {
      ...line,
      vatRate: rate,
      netCents: lineNetCents(line),
      unitPriceNetE4: documentLineNetUnitE4(line),
      category: documentCategory(doc, rate),
    }
  })
  const maxPosition = own.reduce((max, line) => Math.max(max, line.position), 0)
  const lines = [...own, ...deductionLines(doc, maxPosition + 1)]

  const nets = new Map<VatRate, number>()
  for (const line of lines) nets.set(line.vatRate, (nets.get(line.vatRate) ?? 0) + line.netCents)
  const parts = deductsDeposits(doc) ? jobAndDeducted(doc, own) : null
  // VAT of the whole job rounded once, less the VAT the deposits charged; documents
  // frozen before deposits recorded their VAT keep the VAT of the rest.
  const vatFromJob = parts !== null && doc.deposits!.every((d) => d.vatCentsByRate !== undefined)
  let byRate: RateTotal[] = [...nets.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netCents]) => {
      const category = documentCategory(doc, rate)
      const vatCents = vatFromJob
        ? (parts.job.byRate.find((r) => r.rate === rate)?.vatCents ?? 0) -
          (parts.deducted.byRate.find((r) => r.rate === rate)?.vatCents ?? 0)
        : vatOf(netCents, rate)
      return { rate, category, netCents, vatCents, exemptionReason: exemptionReason(category) }
    })

  // … then, for a cancellation that carries the cancelled invoice's figures, all of them negated.
  // (documents frozen before the cancelled kind was recorded: when their lines are not negative already)
  const negate =
    doc.kind === 'cancellation' &&
    (doc.cancels?.kind !== undefined || own.reduce((sum, line) => sum + line.netCents, 0) > 0)
  let job = parts?.job ?? null
  let deducted = parts?.deducted ?? null
  let shown = lines
  if (negate) {
    shown = lines.map((line) => ({ ...line, quantityMilli: neg(line.quantityMilli), netCents: neg(line.netCents) }))
    byRate = byRate.map((r) => ({ ...r, netCents: neg(r.netCents), vatCents: neg(r.vatCents) }))
    job = job && negateSummary(job)
    deducted = deducted && negateSummary(deducted)
  }

  const lineNet = shown.reduce((sum, line) => sum + line.netCents, 0)
  const vat = byRate.reduce((sum, r) => sum + r.vatCents, 0)
  const gross = lineNet + vat
  const paid = doc.paidCents ?? 0
  const notes: string[] = []
  if (doc.seller.smallBusiness) notes.push(SMALL_BUSINESS_NOTE)
  else if (doc.reverseCharge) notes.push(REVERSE_CHARGE_NOTE)
  return {
    lines: shown,
    lineNetCents: lineNet,
    byRate,
    netCents: lineNet,
    vatCents: vat,
    grossCents: gross,
    paidCents: paid,
    dueCents: gross - paid,
    notes,
    job,
    deducted,
  }
}
