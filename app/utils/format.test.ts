import { describe, expect, it } from 'vitest'
import { formatCents, formatDate, formatDateLong, formatDateTime, toDateInput } from './format'

const intlDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
})
const intlDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
})

describe('German formats', () => {
  it('formats money as 1.234,56 €', () => {
    expect(formatCents(123456)).toBe('1.234,56 €')
    expect(formatCents(0)).toBe('0,00 €')
    expect(formatCents(-50)).toBe('-0,50 €')
  })
  it('formats dates in Berlin time', () => {
    const ms = Date.UTC(2027, 2, 13, 23, 30) // 14 March 00:30 in Berlin
    expect(formatDate(ms)).toBe('14.03.2027')
    expect(formatDateLong(ms)).toBe('Sonntag, 14. März 2027')
    expect(toDateInput(ms)).toBe('2027-03-14')
  })
  it('formats the Berlin day as Intl does, around midnight and across daylight-saving changes', () => {
    expect(formatDate(Date.UTC(2027, 2, 27, 22, 59))).toBe('27.03.2027') // 23:59 winter time
    expect(formatDate(Date.UTC(2027, 2, 27, 23, 0))).toBe('28.03.2027') // midnight, winter time
    expect(formatDate(Date.UTC(2027, 6, 14, 21, 59))).toBe('14.07.2027') // 23:59 summer time
    expect(formatDate(Date.UTC(2027, 6, 14, 22, 0))).toBe('15.07.2027') // midnight, summer time
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    const start = Date.UTC(2025, 0, 1)
    const differing: string[] = []
    for (let ms = start; ms < start + 3 * 366 * 86_400_000; ms += 97 * 60_000 + 4_321) {
      if (formatDate(ms) !== intlDate.format(new Date(ms))) differing.push(new Date(ms).toISOString())
    }
    expect(differing).toEqual([])
    for (const ms of [Date.UTC(1900, 0, 1), Date.UTC(1945, 4, 24, 0, 30), Date.UTC(9999, 11, 31, 22, 0), -1, 0]) {
      expect(formatDate(ms)).toBe(intlDate.format(new Date(ms)))
    }
  })
  it('formats date and time in Berlin time as Intl does, across daylight-saving changes', () => {
    expect(formatDateTime(Date.UTC(2027, 2, 28, 0, 59))).toBe('28.03.2027, 01:59') // last minute of winter time
    expect(formatDateTime(Date.UTC(2027, 2, 28, 1, 0))).toBe('28.03.2027, 03:00') // clocks jump forward
    expect(formatDateTime(Date.UTC(2027, 9, 31, 0, 30))).toBe('31.10.2027, 02:30') // first 02:30 (summer time)
    expect(formatDateTime(Date.UTC(2027, 9, 31, 1, 30))).toBe('31.10.2027, 02:30') // second 02:30 (winter time)
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 5, 59, 999))).toBe('01.01.2027, 00:05')
    expect(formatDateTime(null)).toBe('')
    // every 2 h 53 min and some seconds over three years, both DST changes of each year included
    const start = Date.UTC(2025, 0, 1)
    const differing: string[] = []
    for (let ms = start; ms < start + 3 * 366 * 86_400_000; ms += 173 * 60_000 + 12_345) {
      if (formatDateTime(ms) !== intlDateTime.format(new Date(ms))) differing.push(new Date(ms).toISOString())
    }
    expect(differing).toEqual([])
    for (const ms of [
      Date.UTC(1900, 0, 1),
      Date.UTC(1945, 4, 24, 0, 30),
      Date.UTC(1980, 3, 6, 0, 59),
      Date.UTC(9999, 11, 31, 22, 0),
      -1,
      0,
    ]) {
      expect(formatDateTime(ms)).toBe(intlDateTime.format(new Date(ms)))
    }
  })
})
