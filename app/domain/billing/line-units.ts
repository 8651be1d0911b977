// Units a billing line may carry: the German label shown and the UN/ECE
// Rec 20 code sent in the e-invoice. 'discount' is a Nachlass: its price is
// stored negative (the form takes it positive).

export const LINE_UNITS = {
  piece: { label: 'Stück', code: 'C62' },
  person: { label: 'Person', code: 'IE' },
  hour: { label: 'Std.', code: 'HUR' },
  day: { label: 'Tag', code: 'DAY' },
  flat: { label: 'pauschal', code: 'LS' },
  discount: { label: 'Rabatt', code: 'C62' },
} as const
export type LineUnit = keyof typeof LINE_UNITS
export const LINE_UNIT_KEYS = Object.keys(LINE_UNITS) as [LineUnit, ...LineUnit[]]

export function unitKeyOf(label: string, priceCents: number): LineUnit {
  if (priceCents < 0) return 'discount'
  const found = (Object.entries(LINE_UNITS) as Array<[LineUnit, { label: string }]>).find(([, u]) => u.label === label)
  return found ? found[0] : 'piece'
}

/** The line unit of a service's pricing unit (offer lines copied from a request). */
export function unitOfPricing(unit: string): LineUnit {
  if (unit === 'per_person' || unit === 'per_person_differentiated') return 'person'
  if (unit === 'per_hour') return 'hour'
  if (unit === 'per_piece') return 'piece'
  return 'flat'
}

/** German decimal with up to three places → thousandths; null when not a number. */
export function parseQuantityMilli(input: string | null | undefined): number | null {
  const text = (input ?? '').trim().replace(',', '.')
  if (!/^-?\d{1,9}(\.\d{1,3})?$/.test(text)) return null
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))
  return text.startsWith('-') ? -milli : milli
}

export function milliToInput(milli: number) {
  const whole = Math.trunc(milli / 1000)
  const fraction = Math.abs(milli % 1000)
  return fraction ? `${whole},${String(fraction).padStart(3, '0').replace(/0+$/, '')}` : String(whole)
}

/**
 * A service with a VAT split (catering: drinks at 19 %, food at 7 %) becomes
 * two lines of one group: the split share of the net price at 19 %, the rest at 7 %.
 */
export function splitServiceLine<
  L extends { text: string; unitPriceCents: number; vatRate: number; group: string | null },
>(line: L, splitPercent: number | null, group: string): L[] {
  if (splitPercent === null || splitPercent <= 0 || splitPercent >= 100) return [line]
  const drinks = Math.round((line.unitPriceCents * splitPercent) / 100)
  return [
    { ...line, text: `${line.text} – Getränkeanteil ${splitPercent} %`, unitPriceCents: drinks, vatRate: 19, group },
    {
      ...line,
      text: `${line.text} – Speisenanteil ${100 - splitPercent} %`,
      unitPriceCents: line.unitPriceCents - drinks,
      vatRate: 7,
      group,
    },
  ]
}
