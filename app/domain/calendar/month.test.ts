import { describe, expect, it } from 'vitest'
import { ymdToStored } from '~/domain/event-dates'
import { berlinRange, dayTitle, gridDays, isoWeek, monthGrid, monthTitle, parseMonth, shiftMonth } from './month'

describe('calendar month', () => {
  it('falls back to the current month for malformed ?month=', () => {
    for (const bad of ['2026-13', '2026-00', 'abc', '', '2026-1', '26-12', '2026-12-01', null]) {
      expect(parseMonth(bad, '2026-11-23')).toEqual({ year: 2026, month: 11 })
    }
    expect(parseMonth('2026-12', '2026-11-23')).toEqual({ year: 2026, month: 12 })
  })

  it('steps across year ends', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(shiftMonth({ year: 2026, month: 11 }, -12)).toEqual({ year: 2025, month: 11 })
  })

  it('builds Monday-first weeks with ISO week numbers and German names', () => {
    const weeks = monthGrid({ year: 2026, month: 12 })
    expect(weeks[0]!.days[0]!.ymd).toBe('2026-11-30')
    expect(weeks[0]!.days[1]).toEqual({ ymd: '2026-12-01', day: 1, inMonth: true })
    expect(weeks.map((w) => w.week)).toEqual([49, 50, 51, 52, 53])
    expect(weeks.at(-1)!.days.at(-1)!.ymd).toBe('2027-01-03')
    expect(monthTitle({ year: 2026, month: 3 })).toBe('März 2026')
    expect(dayTitle('2026-12-07')).toBe('Montag, 7. Dezember 2026')
    expect(isoWeek('2027-01-01')).toBe(53)
    expect(isoWeek('2027-01-04')).toBe(1)
    expect(isoWeek('2024-12-30')).toBe(1)
    // February 2027 starts on a Monday and fills exactly four weeks
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4)
  })

  it('covers whole Berlin days across both DST changes', () => {
    const march = gridDays({ year: 2026, month: 3 })
    const range = berlinRange(march.first, march.last)
    expect(range.from).toBe(Date.parse('2026-02-22T23:00:00Z'))
    expect(range.to).toBe(Date.parse('2026-04-05T22:00:00Z'))
    expect(ymdToStored('2026-03-29')).toBeGreaterThanOrEqual(range.from)
    const october = gridDays({ year: 2026, month: 10 })
    const autumn = berlinRange(october.first, october.last)
    expect(october.last).toBe('2026-11-01')
    expect(autumn.to).toBe(Date.parse('2026-11-01T23:00:00Z'))
    // 23:30 Berlin on the last day is inside, 00:00 the next day is not
    expect(Date.parse('2026-11-01T22:30:00Z')).toBeLessThan(autumn.to)
  })
})
