import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Every test of the file starts with `Date` at this instant; the clock then
 * moves on with real time (timers stay real), so what it computes from "now" is the same at any hour, on a
 * daylight-saving change and on 31 December. Give an instant with its offset,
 * e.g. '2026-11-20T10:00:00+01:00'.
 */
export function fixClockPerTest(instant: string) {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) throw new Error(`fixClockPerTest: not an instant: ${instant}`)
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: at, shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  return at.getTime()
}
