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

/** Cents → '1234.56' for an <input type="number">. */
export function centsToInput(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return ''
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const AMOUNT = /^(\d+)(?:[.,](\d*))?$/

/**
 * Typed euros → cents: '1234.56', '1234,56', '1.234,56', '12,5', '0.005'
 * (rounded half-up). Returns null for anything else, including negatives.
 */
export function parseEuros(input: string | null | undefined): number | null {
  if (input === null || input === undefined) return null
  let text = input.trim().replace(/\s|€/g, '')
  if (text === '') return null
  // '1.234,56': the dot groups thousands when a comma is the decimal mark
  if (text.includes(',') && text.includes('.')) text = text.replace(/\./g, '')
  const match = AMOUNT.exec(text)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const cents = whole * 100 + Number(fraction.slice(0, 2))
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0
  const result = cents + roundUp
  return Number.isSafeInteger(result) ? result : null
}

/** No amount typed into a form may exceed 10,000,000.00 € (issue 15: no overflow, no float cents). */
export const MAX_AMOUNT_CENTS = 1_000_000_000
export const MAX_AMOUNT_MESSAGE = 'Höchstens 10.000.000,00 €'
/** No quantity (pieces, persons) may exceed 100,000. */
export const MAX_QUANTITY = 100_000
