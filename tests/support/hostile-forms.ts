// Hostile form bodies shared by the integration tests, the fuzzers and the
// durability test: the nested names that exhausted the heap and the intent
// that made a worker render 100,000 offer lines.

/**
 * 1,990 names `a[i][j]` followed by 47× `[99]` (each under 200 characters,
 * about 790 KB): every index is small, together they imply millions of slots.
 */
export function nestedNamesBody(count = 1990, tail = 47): string {
  const suffix = '[99]'.repeat(tail)
  const parts: string[] = []
  for (let n = 0; n < count; n++)
    parts.push(`${encodeURIComponent(`a[${Math.floor(n / 100) % 100}][${n % 100}]${suffix}`)}=x`)
  return parts.join('&')
}

/** Within the depth bound but wide: `a[i][j][99][99][99][99]` for i, j up to 99. */
export function wideNamesBody(count = 1990): string {
  const parts: string[] = []
  for (let n = 0; n < count; n++)
    parts.push(`${encodeURIComponent(`a[${Math.floor(n / 20) % 100}][${n % 100}][99][99][99][99]`)}=x`)
  return parts.join('&')
}

export const HUGE_UPDATE_INTENT = JSON.stringify({ type: 'update', payload: { name: 'lines', index: 100000 } })

/** Intents a client could post that Conform must never apply. */
export const HOSTILE_INTENTS = [
  HUGE_UPDATE_INTENT,
  JSON.stringify({ type: 'update', payload: { name: 'lines', index: 1000 } }),
  JSON.stringify({ type: 'insert', payload: { name: 'lines', index: 100000 } }),
  JSON.stringify({ type: 'reorder', payload: { name: 'lines', from: 0, to: 100000 } }),
  JSON.stringify({ type: 'update', payload: { name: 'keinFeld', index: 3 } }),
  JSON.stringify({ type: 'update', payload: { name: 'lines', value: Array.from({ length: 5000 }, () => null) } }),
  JSON.stringify({ type: 'update', payload: { value: { lines: Array.from({ length: 5000 }, () => ({})) } } }),
  JSON.stringify({ type: 'insert', payload: { name: 'a[99][99][99][99][99][99][99][99][99]' } }),
]
