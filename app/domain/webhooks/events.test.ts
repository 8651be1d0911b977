import { describe, expect, it } from 'vitest'
import { afterFailure, GIVE_UP_AFTER_MS, parseEventList, retryDelayMs, shouldDisable } from './events'

describe('webhook retry rules', () => {
  it('backs off exponentially: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ])
  })
  it('keeps retrying within 24 h and gives up after', () => {
    expect(afterFailure(0, 1, 1_000)).toEqual({ status: 'pending', nextAttemptAt: 6_000 })
    expect(afterFailure(0, 6, GIVE_UP_AFTER_MS - 1_000)).toEqual({ status: 'failed' })
  })
  it('disables an endpoint after 3 days of failures only', () => {
    expect(shouldDisable(null, 10 ** 12)).toBe(false)
    expect(shouldDisable(0, 3 * 86_400_000 - 1)).toBe(false)
    expect(shouldDisable(0, 3 * 86_400_000)).toBe(true)
  })
  it('reads the stored list and drops unknown names', () => {
    expect(parseEventList('event.created bogus invoice.paid')).toEqual(['event.created', 'invoice.paid'])
  })
})
