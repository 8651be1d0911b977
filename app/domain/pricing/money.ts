import { centsToDecimalInput, parseEuroCents } from '../decimal-input'

// Money arithmetic in integer cents. pricing_json keeps euros with two
// decimals; everything in between is whole cents, rounded half-up.

/** Rounds a non-negative rational numerator/denominator half-up to an integer. */
function divideHalfUp(numerator: number, denominator: number) {
  const sign = numerator < 0 ? -1 : 1
  const n = Math.abs(numerator)
  return sign * Math.floor((2 * n + denominator) / (2 * denominator))
}

/** gross = net × (1 + rate/100), half-up to the cent. Rates are whole percent. */
export function grossFromNet(netCents: number, taxRate: number) {
  return divideHalfUp(netCents * (100 + taxRate), 100)
}

/** net = gross / (1 + rate/100), half-up to the cent. */
export function netFromGross(grossCents: number, taxRate: number) {
  return divideHalfUp(grossCents * 100, 100 + taxRate)
}

/** A stored euro amount (number, maybe with float noise) → cents, half-up. */
export function eurosToCents(euros: number) {
  const scaled = Number((euros * 100).toFixed(6))
  return scaled < 0 ? -Math.round(-scaled) : Math.round(scaled)
}

/** Cents → euros for pricing_json (two decimals). */
export function centsToEuros(cents: number) {
  return Math.round(cents) / 100
}

/** Cents → '1234,56', what an amount field shows when editing. */
export function centsToInput(cents: number | null | undefined) {
  return centsToDecimalInput(cents)
}

/** Typed euros → cents via the one German reader (app/domain/decimal-input.ts); null when blank or not readable. */
export function parseEuros(input: string | null | undefined): number | null {
  return parseEuroCents(input)
}

/** No amount typed into a form may exceed 10,000,000.00 € (no overflow, no float cents; docs/security.md). */
export const MAX_AMOUNT_CENTS = 1_000_000_000
export const MAX_AMOUNT_MESSAGE = 'Höchstens 10.000.000,00 €'
/** No quantity (pieces, persons) may exceed 100,000. */
export const MAX_QUANTITY = 100_000

export type RateRow = { taxRate: number; netCents: number; vatCents: number; grossCents: number }

/**
 * One row per VAT rate, highest rate first, from an amount summed per rate
 * (`row` turns a rate's sum into net, VAT and gross), and the rows' totals.
 */
export function rowsPerRate<R extends RateRow>(
  amounts: Array<{ rate: number; cents: number }>,
  row: (taxRate: number, cents: number) => R,
) {
  const sums = new Map<number, number>()
  for (const a of amounts) sums.set(a.rate, (sums.get(a.rate) ?? 0) + a.cents)
  const rates = [...sums.entries()].sort(([a], [b]) => b - a).map(([taxRate, cents]) => row(taxRate, cents))
  const totals = rates.reduce(
    (sum, r) => ({
      netCents: sum.netCents + r.netCents,
      vatCents: sum.vatCents + r.vatCents,
      grossCents: sum.grossCents + r.grossCents,
    }),
    {
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    },
  )
  return { rates, totals }
}
