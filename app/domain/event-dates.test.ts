import { describe, expect, it } from 'vitest'
import { formatDate, formatDateLong, toDateInput } from '~/utils/format'
import { berlinMonthStart, dayBefore, isDeadlineExpired, isValidYmd, todayYmd, ymdToStored } from './event-dates'

describe('event dates', () => {
  it('stores a day as noon in Berlin, in winter and in summer', () => {
    expect(new Date(ymdToStored('2027-01-15')).toISOString()).toBe('2027-01-15T11:00:00.000Z')
    expect(new Date(ymdToStored('2027-07-15')).toISOString()).toBe('2027-07-15T10:00:00.000Z')
    expect(toDateInput(ymdToStored('2027-03-28'))).toBe('2027-03-28')
    expect(formatDate(ymdToStored('2027-03-14'))).toBe('14.03.2027')
    expect(formatDateLong(ymdToStored('2027-03-14'))).toBe('Sonntag, 14. März 2027')
  })

  it('knows real calendar days', () => {
    expect(isValidYmd('2027-02-28')).toBe(true)
    expect(isValidYmd('2027-02-29')).toBe(false)
    expect(isValidYmd('2028-02-29')).toBe(true)
    expect(isValidYmd('14.03.2027')).toBe(false)
    expect(isValidYmd('')).toBe(false)
  })

  it('takes today from the Berlin calendar', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin
    expect(todayYmd(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01')
    expect(todayYmd(Date.UTC(2026, 11, 31, 22, 30))).toBe('2026-12-31')
  })

  it('computes the day before across month and year ends', () => {
    expect(dayBefore('2027-03-01')).toBe('2027-02-28')
    expect(dayBefore('2027-01-01')).toBe('2026-12-31')
  })

  it('calls a deadline expired only when it is earlier than now', () => {
    expect(isDeadlineExpired(1000, 1001)).toBe(true)
    expect(isDeadlineExpired(1000, 1000)).toBe(false)
    expect(isDeadlineExpired(null, 5)).toBe(false)
  })

  it('finds the start of the Berlin month', () => {
    expect(new Date(berlinMonthStart(Date.UTC(2027, 6, 15, 9))).toISOString()).toBe('2027-06-30T22:00:00.000Z')
    expect(new Date(berlinMonthStart(Date.UTC(2027, 0, 1, 0))).toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })
})
