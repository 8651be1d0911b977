import { netFromGross } from './money'

// VAT breakdown for offers: lines are gross; per rate the gross is summed,
// then net = gross / (1 + rate/100) half-up, VAT = gross − net.

export type VatLine = { grossCents: number; taxRate: number }
export type VatRow = { taxRate: number; netCents: number; vatCents: number; grossCents: number }
export type VatBreakdown = { rates: VatRow[]; totals: { netCents: number; vatCents: number; grossCents: number } }

export function vatBreakdown(lines: VatLine[]): VatBreakdown {
  const byRate = new Map<number, number>()
  for (const line of lines) byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + line.grossCents)
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRate, grossCents]) => {
      const netCents = netFromGross(grossCents, taxRate)
      return { taxRate, netCents, vatCents: grossCents - netCents, grossCents }
    })
  const totals = rates.reduce(
    (sum, r) => ({ netCents: sum.netCents + r.netCents, vatCents: sum.vatCents + r.vatCents, grossCents: sum.grossCents + r.grossCents }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  )
  return { rates, totals }
}
