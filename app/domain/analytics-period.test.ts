import { describe, expect, it } from 'vitest'
import { median, monthLabel, monthsBetween, resolvePeriod } from './analytics-period'

const now = Date.UTC(2026, 10, 23, 10) // 23.11.2026
const p = (q: string) => resolvePeriod(new URLSearchParams(q), now)

describe('analytics period', () => {
  it('this month runs from Berlin midnight on the 1st to Berlin midnight on the 1st of the next month', () => {
    const month = p('period=month')
    expect(month).toMatchObject({
      kind: 'month',
      fromYmd: '2026-11-01',
      toYmd: '2026-11-30',
      months: ['2026-11'],
      error: null,
    })
    expect(month.from).toBe(Date.UTC(2026, 9, 31, 23)) // CET = UTC+1
    expect(month.to).toBe(Date.UTC(2026, 10, 30, 23))
    expect(month.previous).toMatchObject({ fromYmd: '2026-10-01', toYmd: '2026-10-31' })
    expect(month.previous.from).toBe(Date.UTC(2026, 8, 30, 22)) // CEST = UTC+2
    expect(month.previous.to).toBe(month.from)
  })

  it('quarter, year and last 12 months with the same length before', () => {
    expect(p('period=quarter')).toMatchObject({
      fromYmd: '2026-10-01',
      toYmd: '2026-12-31',
      previous: { fromYmd: '2026-07-01', toYmd: '2026-09-30' },
    })
    expect(p('period=year')).toMatchObject({
      fromYmd: '2026-01-01',
      toYmd: '2026-12-31',
      previous: { fromYmd: '2025-01-01', toYmd: '2025-12-31' },
    })
    const last12 = p('period=12m')
    expect(last12).toMatchObject({
      fromYmd: '2025-12-01',
      toYmd: '2026-11-30',
      previous: { fromYmd: '2024-12-01', toYmd: '2025-11-30' },
    })
    expect(last12.months).toHaveLength(12)
  })

  it('custom from–to, previous of the same number of days; bad input falls back with a German message', () => {
    expect(p('period=custom&from=2026-03-10&to=2026-03-19')).toMatchObject({
      kind: 'custom',
      fromYmd: '2026-03-10',
      toYmd: '2026-03-19',
      previous: { fromYmd: '2026-02-28', toYmd: '2026-03-09' },
      error: null,
    })
    expect(p('period=custom&from=2026-05-01&to=2026-04-01').error).toBe('Das Von-Datum muss vor dem Bis-Datum liegen.')
    expect(p('period=custom&from=kaputt').error).toBe('Bitte geben Sie ein gültiges Von- und Bis-Datum ein.')
    expect(p('period=unsinn')).toMatchObject({ kind: 'month', fromYmd: '2026-11-01' })
  })

  it('a custom day on the DST switch starts at Berlin midnight', () => {
    expect(
      p('period=custom&from=2026-03-29&to=2026-03-29').to - p('period=custom&from=2026-03-29&to=2026-03-29').from,
    ).toBe(23 * 3600_000)
  })

  it('months, labels, median', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(monthLabel('2026-03')).toBe('Mär 2026')
    expect(median([])).toBe(0)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
