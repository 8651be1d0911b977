// Budget input of the event form: euros as '1234.56', '1234,56' or '1.234,56' → cents, pure.

/** Cents, or null when the text is not a non-negative amount with at most two decimals. */
export function parseEuroToCents(input: string): number | null {
  let text = input.trim().replace(/\s|€/g, '')
  if (text === '') return null
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) text = text.replace(/\./g, '')
  text = text.replace(',', '.')
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

/** Cents → the form's text, '1234.56' (what the input shows when editing). */
export function centsToEuroInput(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return ''
  return (cents / 100).toFixed(2)
}
