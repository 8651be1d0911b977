import { berlinOffset } from '~/domain/event-dates'

// Shift times are typed as Berlin wall-clock time 'YYYY-MM-DDTHH:mm' (the
// value of <input type="datetime-local">) and stored as epoch ms.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** 'YYYY-MM-DDTHH:mm' in Berlin → epoch ms; null when it is no real time. */
export function berlinLocalToMs(value: string): number | null {
  const m = LOCAL.exec(value.trim())
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  if (y < 2000 || y > 2999 || h > 23 || mi > 59) return null
  const guess = Date.UTC(y, mo - 1, d, h, mi)
  const date = new Date(guess)
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null
  // two passes: the offset at the guessed instant, then at the corrected one (DST changes)
  const first = guess - berlinOffset(guess)
  return guess - berlinOffset(first)
}

/** Epoch ms → 'YYYY-MM-DDTHH:mm' Berlin wall-clock time (for the form). */
export function msToBerlinLocal(ms: number): string {
  return new Date(ms + berlinOffset(ms)).toISOString().slice(0, 16)
}

/** Epoch ms → 'HH:mm' Berlin time. */
export function berlinClock(ms: number): string {
  return msToBerlinLocal(ms).slice(11)
}

/** Epoch ms → 'YYYY-MM' Berlin month. */
export function berlinMonth(ms: number): string {
  return msToBerlinLocal(ms).slice(0, 7)
}
