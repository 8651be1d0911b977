// Sign-in delay per account (ADR 115): the first failures are free, then each
// further wrong password makes the account wait longer before the next
// password is even checked, doubling up to a cap. It never locks for good, and
// a correct password from a known browser or the mailed unlock link lifts it.

export const FREE_FAILURES = 5
export const FIRST_DELAY_MS = 30_000
export const MAX_DELAY_MS = 15 * 60_000

/** The wait after `failures` wrong passwords in a row (0 while still free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  const doublings = Math.min(failures - FREE_FAILURES, 10)
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS)
}

/** 'in 30 Sekunden' / 'in 2 Minuten', rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return seconds === 1 ? 'in 1 Sekunde' : `in ${seconds} Sekunden`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? 'in 1 Minute' : `in ${minutes} Minuten`
}
