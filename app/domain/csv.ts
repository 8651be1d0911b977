// Excel-friendly CSV (de-DE): UTF-8 with BOM, ';' separated, CRLF lines.
// Strings that a spreadsheet would run as a formula get a leading apostrophe.
// Numbers stay untouched: callers format money with decimal comma first
// (csvMoney) so Excel reads 1.234,56 as a number.

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[;"\r\n]/

/** Number text already formatted de-DE by this module (it may start with '-'): written as is. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  let text = typeof value === 'string' ? value : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(';')}\r\n`
}

const money = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
/** 123456 cents → '1.234,56' (no currency sign, so Excel sums it). */
export function csvMoney(cents: number | null | undefined) {
  return cents === null || cents === undefined ? '' : money.format(cents / 100)
}

/** Money that may be negative (a Stornorechnung): -11900 → -119,00 as a number Excel sums, not as defused text. */
export function csvSignedMoney(cents: number | null | undefined) {
  return cents === null || cents === undefined ? '' : new CsvNumber(money.format(cents / 100))
}
