import { rowsPerRate } from './money'
// The one pricing engine (ADR 128-money-engine): every line amount, every VAT
// figure and every total of cart, offer request, offer and invoice comes from
// here. Pure, integer arithmetic only.
//
// - A unit price is exact: euros × 10 000 ("e4", hundredths of a cent), net or
//   gross as it was entered. Two decimals are the common case (2150 cents =
//   215 000 e4); a gross package split into a drinks and a food share needs
//   more (EN 16931 BT-146 allows it).
// - Line net = quantity × unit price, rounded once to the cent (half away
//   from zero). A gross-entered price: line gross = quantity × unit gross
//   (kept), line net = that gross ÷ (1 + rate), rounded once.
// - VAT per rate = rate × the sum of that rate's line nets, rounded once
//   (EN 16931 BR-CO-17); the totals are sums of those figures (BR-CO-10…15).
// - A Kleinunternehmer (§ 19 UStG) charges no VAT: every rate becomes 0 and
//   the net price is the price.

export type PriceBasis = 'net' | 'gross'

/** An exact unit price: euros × 10 000 of the side it was entered on. */
export type UnitPrice = { basis: PriceBasis; e4: number }

export type EngineLine = {
  /** thousandths of a unit (80 persons = 80 000) */
  quantityMilli: number
  price: UnitPrice
  /** whole percent */
  rate: number
}

export type RateTotal = { taxRate: number; netCents: number; vatCents: number; grossCents: number }
export type EngineTotals = { rates: RateTotal[]; totals: { netCents: number; vatCents: number; grossCents: number } }

/** numerator / denominator rounded half away from zero; exact for any size (BigInt). */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive')
  const negative = numerator < 0n
  const n = negative ? -numerator : numerator
  const q = (2n * n + denominator) / (2n * denominator)
  return Number(negative ? -q : q)
}

export const centsToE4 = (cents: number) => cents * 100

/** An exact unit price → whole cents for display only (never multiplied). */
export function e4ToCents(e4: number) {
  return divideRounded(BigInt(e4), 100n)
}

/** Line net in cents: quantity × unit price, rounded once. */
export function lineNetCents(line: EngineLine): number {
  const product = BigInt(line.quantityMilli) * BigInt(line.price.e4)
  if (line.price.basis === 'net') return divideRounded(product, 100_000n)
  return divideRounded(product, 1000n * BigInt(100 + line.rate))
}

/** Line gross in cents as shown on a line: a gross-entered price keeps quantity × gross; a net one adds its VAT. */
export function lineGrossCents(line: EngineLine): number {
  if (line.price.basis === 'gross') return divideRounded(BigInt(line.quantityMilli) * BigInt(line.price.e4), 100_000n)
  const net = lineNetCents(line)
  return net + vatOfNet(net, line.rate)
}

/** rate × net, rounded once to the cent. */
export function vatOfNet(netCents: number, rate: number) {
  return divideRounded(BigInt(netCents) * BigInt(rate), 100n)
}

/** The unit price on the other side, exact to e4 (for showing a net unit price of a gross-entered line). */
export function unitPriceE4(price: UnitPrice, rate: number, side: PriceBasis): number {
  if (price.basis === side) return price.e4
  return side === 'net'
    ? divideRounded(BigInt(price.e4) * 100n, BigInt(100 + rate))
    : divideRounded(BigInt(price.e4) * BigInt(100 + rate), 100n)
}

/** VAT per rate on the sum of that rate's line nets, rounded once; highest rate first. */
export function totalsOfNets(lines: Array<{ netCents: number; rate: number }>): EngineTotals {
  return rowsPerRate(
    lines.map((l) => ({ rate: l.rate, cents: l.netCents })),
    (taxRate, netCents) => {
      const vatCents = vatOfNet(netCents, taxRate)
      return { taxRate, netCents, vatCents, grossCents: netCents + vatCents }
    },
  )
}

export function totalsOf(lines: EngineLine[]): EngineTotals {
  return totalsOfNets(lines.map((l) => ({ netCents: lineNetCents(l), rate: l.rate })))
}

/** § 19 UStG: no VAT; the net price is charged as the price. */
export function withoutVat(line: EngineLine): EngineLine {
  if (line.rate === 0 && line.price.basis === 'net') return line
  return { ...line, rate: 0, price: { basis: 'net', e4: unitPriceE4(line.price, line.rate, 'net') } }
}

/**
 * A catering price split into a drinks share at 19 % and the rest (food) at
 * the service's own rate: the unit price is cut exactly (e4), on the side it
 * was entered. 89,00 € gross, 30 % → 26,70 € + 62,30 € gross.
 */
export function splitShares(price: UnitPrice, sharePercent: number): { drinks: UnitPrice; food: UnitPrice } {
  const drinks = divideRounded(BigInt(price.e4) * BigInt(sharePercent), 100n)
  return { drinks: { basis: price.basis, e4: drinks }, food: { basis: price.basis, e4: price.e4 - drinks } }
}

export const DRINKS_RATE = 19

/** A valid drinks share: 1…99 % of a priced service whose own rate is not 19 % already. */
export function activeShare(sharePercent: number | null | undefined): number | null {
  return sharePercent !== null && sharePercent !== undefined && sharePercent > 0 && sharePercent < 100
    ? sharePercent
    : null
}

/** e4 → '22,436975' style text with at least two and at most four decimals (unit prices). */
export function formatE4(e4: number): string {
  const negative = e4 < 0
  const abs = Math.abs(e4)
  const whole = Math.floor(abs / 10_000)
  let fraction = String(abs % 10_000).padStart(4, '0')
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const grouped = whole.toLocaleString('de-DE')
  return `${negative ? '−' : ''}${grouped},${fraction} €`
}

/**
 * The net of a stored document line (offer or invoice line): from its exact
 * unit price when it has one, else quantity × the net unit price in cents.
 */
export function documentLineNetCents(line: {
  quantityMilli: number
  unitPriceNetCents: number
  unitPriceE4?: number | null
  priceBasis?: PriceBasis | null
  vatRate?: number
}): number {
  const price: UnitPrice =
    line.unitPriceE4 == null
      ? { basis: 'net', e4: centsToE4(line.unitPriceNetCents) }
      : { basis: line.priceBasis ?? 'net', e4: line.unitPriceE4 }
  return lineNetCents({ quantityMilli: line.quantityMilli, price, rate: line.vatRate ?? 0 })
}

/**
 * The exact net unit price of a stored document line, euros × 10 000: a
 * gross-entered price (a package split into drinks and food) divided by
 * 1 + rate, rounded once to 1/10 000 €; otherwise the stored price as it is.
 */
export function documentLineNetUnitE4(line: {
  unitPriceNetCents: number
  unitPriceE4?: number | null
  priceBasis?: PriceBasis | null
  vatRate?: number
}): number {
  if (line.unitPriceE4 == null) return centsToE4(line.unitPriceNetCents)
  return unitPriceE4({ basis: line.priceBasis ?? 'net', e4: line.unitPriceE4 }, line.vatRate ?? 0, 'net')
}

/** e4 → what a price field shows when editing: '26,70', '22,437' (no thousands dots). */
export function e4ToInput(e4: number) {
  const abs = Math.abs(e4)
  let fraction = String(abs % 10_000).padStart(4, '0')
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return `${e4 < 0 ? '-' : ''}${Math.floor(abs / 10_000)},${fraction}`
}
