import type { VatRate } from './document'

// Totals the billing flow stores with a document (list sums, payable amount):
// EN 16931 order, each line's net rounded to the cent, then VAT per rate on
// the rate's net sum. The document engine renders the same figures.

export type TotalsLine = { quantityMilli: number; unitPriceNetCents: number; vatRate: number }
export type RateTotal = { rate: VatRate; netCents: number; vatCents: number }
export type FlowTotals = { byRate: RateTotal[]; netCents: number; vatCents: number; grossCents: number }

function roundHalfAwayFromZero(value: number) {
  return value < 0 ? -Math.round(-value) : Math.round(value)
}

export function lineNetCents(line: { quantityMilli: number; unitPriceNetCents: number }) {
  return roundHalfAwayFromZero((line.quantityMilli * line.unitPriceNetCents) / 1000)
}

export function flowTotals(lines: TotalsLine[], smallBusiness = false): FlowTotals {
  const nets = new Map<number, number>()
  for (const line of lines) {
    const rate = smallBusiness ? 0 : line.vatRate
    nets.set(rate, (nets.get(rate) ?? 0) + lineNetCents(line))
  }
  const byRate = [...nets.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netCents]) => ({ rate: rate as VatRate, netCents, vatCents: roundHalfAwayFromZero((netCents * rate) / 100) }))
  const netCents = byRate.reduce((s, r) => s + r.netCents, 0)
  const vatCents = byRate.reduce((s, r) => s + r.vatCents, 0)
  return { byRate, netCents, vatCents, grossCents: netCents + vatCents }
}
