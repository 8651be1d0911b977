// Document numbers from a tenant's pattern: {YYYY} the year, {YY} its last two
// digits, {N…} the counter padded to as many digits as there are Ns
// (AN-{YYYY}-{NNNN} → AN-2026-0001). The counter itself comes from
// number_sequences, one per tenant, kind and year (app/models/number-sequence.server.ts);
// a pattern without a year has one counter that never restarts (year 0), so
// RE-{NNNN} goes on from RE-0099 to RE-0100 across New Year.

const COUNTER = /\{(N+)\}/

export const DEFAULT_OFFER_PATTERN = 'AN-{YYYY}-{NNNN}'
export const DEFAULT_INVOICE_PATTERN = 'RE-{YYYY}-{NNNN}'

/** A German message when the pattern cannot make unique numbers, else null. */
export function patternProblem(pattern: string): string | null {
  if (!COUNTER.test(pattern)) return 'Das Muster braucht einen Zähler, z. B. {NNNN}'
  if ((pattern.match(/\{N+\}/g) ?? []).length > 1) return 'Das Muster darf nur einen Zähler enthalten'
  const rest = pattern.replace(/\{(YYYY|YY|N+)\}/g, '')
  if (/[{}]/.test(rest)) return 'Erlaubte Platzhalter: {YYYY}, {YY} und {NNNN}'
  if (!/^[A-Za-z0-9\-_/.]*$/.test(rest)) return 'Nur Buchstaben, Ziffern und - _ / . sind erlaubt'
  if (pattern.length > 40) return 'Das Muster darf höchstens 40 Zeichen lang sein'
  return null
}

/** The counter a pattern counts on: its year's, or — without a year in the pattern — the one counter 0. */
export function sequenceYear(pattern: string, year: number): number {
  return /\{YYYY\}|\{YY\}/.test(pattern) ? year : 0
}

export function formatDocumentNumber(pattern: string, year: number, counter: number) {
  return pattern
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year % 100).padStart(2, '0'))
    .replace(COUNTER, (_m, ns: string) => String(counter).padStart(ns.length, '0'))
}
