import { describe, expect, it } from 'vitest'
import { berlinMonthStart, budgetOverview, daysUntil, moduleChecklist, progressPercent } from './dashboard'

const modules = [
  { id: 'm1', name: 'Location', order: 0, serviceIds: ['s1', 's2'] },
  { id: 'm2', name: 'Catering', order: 1, serviceIds: ['s3'] },
  { id: 'm3', name: 'Dekoration', order: 2, serviceIds: [] },
]

describe('planner progress', () => {
  it('a module is done when the cart holds one of its services', () => {
    expect(moduleChecklist(modules, ['s2', 'x'])).toEqual([
      { id: 'm1', name: 'Location', done: true },
      { id: 'm2', name: 'Catering', done: false },
      { id: 'm3', name: 'Dekoration', done: false },
    ])
  })
  it('progress is the share of done modules, 0 without modules', () => {
    expect(progressPercent(moduleChecklist(modules, ['s1', 's3']))).toBe(67)
    expect(progressPercent([])).toBe(0)
  })
  it('days until the event round up and never go below 0', () => {
    const now = Date.UTC(2025, 0, 1, 12)
    expect(daysUntil(now + 36 * 3_600_000, now)).toBe(2)
    expect(daysUntil(now - 1, now)).toBe(0)
    expect(daysUntil(null, now)).toBeNull()
  })
  it('budget overview: remaining = budget − cart total; none without a budget', () => {
    expect(budgetOverview(100_000, 11_900)).toEqual({
      budgetCents: 100_000,
      spentCents: 11_900,
      remainingCents: 88_100,
    })
    expect(budgetOverview(null, 500).remainingCents).toBeNull()
  })
})

describe('berlinMonthStart', () => {
  it('is midnight of the 1st in Berlin (winter and summer time)', () => {
    expect(berlinMonthStart(Date.UTC(2025, 0, 15))).toBe(Date.UTC(2024, 11, 31, 23))
    expect(berlinMonthStart(Date.UTC(2025, 6, 15))).toBe(Date.UTC(2025, 5, 30, 22))
    // 23:30 UTC on 31 July is already August in Berlin
    expect(berlinMonthStart(Date.UTC(2025, 6, 31, 23, 30))).toBe(Date.UTC(2025, 6, 31, 22))
  })
})
