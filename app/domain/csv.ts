// CSV as Excel in German locales reads it: UTF-8 with BOM, ';' between cells,
// CRLF between rows; a cell with ';', '"' or a line break is quoted. Cells that
// start with = + - @ are prefixed with a quote so Excel never runs them as formulas.

export const CSV_BOM = '\uFEFF'

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  // only text typed by people can be a formula; numbers stay numbers (-5 is -5)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(';')}\r\n`
}
