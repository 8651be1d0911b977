import { describe, expect, it } from 'vitest'
import { baseRateOn } from './base-rate'
import { defaultInterest, nextReminder, reminderFigures } from './dunning'

const overdue = { status: 'final', kind: 'single', payableCents: 100000, paidCents: 0, dueDate: '2025-09-01' }

describe('nextReminder', () => {
  it('goes Zahlungserinnerung, 1. Mahnung, 2. Mahnung, then no more', () => {
    expect(nextReminder(overdue, 0, '2025-09-10')).toEqual({ ok: true, level: 1 })
    expect(nextReminder(overdue, 1, '2025-09-10')).toEqual({ ok: true, level: 2 })
    expect(nextReminder(overdue, 2, '2025-09-10')).toEqual({ ok: true, level: 3 })
    expect(nextReminder(overdue, 3, '2025-09-10')).toEqual({ ok: false, reason: 'all-sent' })
  })
  it('never for a paid, cancelled, draft or not yet overdue invoice', () => {
    expect(nextReminder({ ...overdue, paidCents: 100000 }, 0, '2025-09-10')).toEqual({ ok: false, reason: 'paid' })
    expect(nextReminder({ ...overdue, status: 'cancelled' }, 0, '2025-09-10')).toEqual({
      ok: false,
      reason: 'cancelled',
    })
    expect(nextReminder({ ...overdue, kind: 'cancellation' }, 0, '2025-09-10')).toEqual({
      ok: false,
      reason: 'cancelled',
    })
    expect(nextReminder({ ...overdue, status: 'draft' }, 0, '2025-09-10')).toEqual({ ok: false, reason: 'not-final' })
    // due on 1 September: on that day it is not overdue yet, on the 2nd it is
    expect(nextReminder(overdue, 0, '2025-09-01')).toEqual({ ok: false, reason: 'not-due' })
    expect(nextReminder(overdue, 0, '2025-09-02')).toEqual({ ok: true, level: 1 })
  })
})

describe('default interest (§ 288 BGB)', () => {
  it('uses the Bundesbank base rate of the day', () => {
    expect(baseRateOn('2025-06-30')).toBe(227)
    expect(baseRateOn('2025-07-01')).toBe(127)
  })
  it('business: 1 000,00 € for 30 days at 1,27 % + 9 = 10,27 % is 8,44 €', () => {
    // 1000 × 0.1027 × 30 / 365 = 8.4411 → 8.44 €
    expect(defaultInterest(100000, '2025-09-01', '2025-10-01', true)).toEqual({ cents: 844, rateBp: 1027, days: 30 })
  })
  it('consumer: 1 000,00 € for 30 days at 1,27 % + 5 = 6,27 % is 5,15 €', () => {
    // 1000 × 0.0627 × 30 / 365 = 5.1534 → 5.15 €
    expect(defaultInterest(100000, '2025-09-01', '2025-10-01', false).cents).toBe(515)
  })
  it('splits the days at a change of the base rate', () => {
    // due 2025-06-20; 10 days to 30 June at 2.27 + 9 = 11.27 %, 10 days in July at 10.27 %
    // 500 € × (0.1127 × 10 + 0.1027 × 10) / 365 = 500 × 2.154 / 365 = 2.9507 → 2.95 €
    expect(defaultInterest(50000, '2025-06-20', '2025-07-10', true).cents).toBe(295)
  })
  it('the reminder states no interest or fee, the Mahnung interest and, for business, 40 € once', () => {
    expect(reminderFigures(overdue, 1, '2025-10-01', true)).toMatchObject({
      openCents: 100000,
      interestCents: 0,
      feeCents: 0,
      totalCents: 100000,
    })
    expect(reminderFigures(overdue, 2, '2025-10-01', true)).toMatchObject({
      openCents: 100000,
      interestCents: 844,
      feeCents: 4000,
      totalCents: 104844,
    })
    expect(reminderFigures(overdue, 2, '2025-10-01', false)).toMatchObject({
      interestCents: 515,
      feeCents: 0,
      totalCents: 100515,
    })
  })
})
