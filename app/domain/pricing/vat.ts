import { netFromGross, rowsPerRate } from './money'

// VAT breakdown for offers: lines are gross; per rate the gross is summed,
// then net = gross / (1 + rate/100) half-up, VAT = gross − net.

export type VatLine = { grossCents: number; taxRate: number }
export type VatRow = { taxRate: number; netCents: number; vatCents: number; grossCents: number }
export type VatBreakdown = { rates: VatRow[]; totals: { netCents: number; vatCents: number; grossCents: number } }

export function vatBreakdown(lines: VatLine[]): VatBreakdown {
  return rowsPerRate(
    lines.map((line) => ({ rate: line.taxRate, cents: line.grossCents })),
    (taxRate, grossCents) => {
      const netCents = netFromGross(grossCents, taxRate)
      return { taxRate, netCents, vatCents: grossCents - netCents, grossCents }
    },
  )
}
