// The calendar page's month: parsing ?month=, the Monday-first grid with ISO
// week numbers, German names. Pure; days are 'YYYY-MM-DD' strings, so nothing
// here depends on the time zone (the Berlin range is built in models).
import { addDays, berlinDayStart } from '~/domain/event-dates'

export type YearMonth = { year: number; month: number }

const MONTH = /^(\d{4})-(\d{2})$/

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]
export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
export const WEEKDAY_LONG = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']

/** '2026-12' → { 2026, 12 }; anything malformed ('2026-13', 'abc', '') → the month of `todayYmd`. */
export function parseMonth(value: string | null | undefined, todayYmd: string): YearMonth {
  const m = MONTH.exec(value ?? '')
  if (m) {
    const year = Number(m[1])
    const month = Number(m[2])
    if (year >= 1900 && year <= 9999 && month >= 1 && month <= 12) return { year, month }
  }
  return { year: Number(todayYmd.slice(0, 4)), month: Number(todayYmd.slice(5, 7)) }
}

export function formatMonth({ year, month }: YearMonth) {
  return `${year}-${String(month).padStart(2, '0')}`
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function monthTitle({ year, month }: YearMonth) {
  return `${MONTH_NAMES[month - 1]} ${year}`
}

/** 0 = Monday … 6 = Sunday */
export function weekdayIndex(ymd: string) {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  return (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7
}

/** ISO 8601 calendar week (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(ymd: string) {
  const thursday = addDays(ymd, 3 - weekdayIndex(ymd))
  const year = Number(thursday.slice(0, 4))
  const jan1 = Date.UTC(year, 0, 1)
  const [y, mo, d] = thursday.split('-').map(Number) as [number, number, number]
  return Math.floor((Date.UTC(y, mo - 1, d) - jan1) / 86_400_000 / 7) + 1
}

export type GridDay = { ymd: string; day: number; inMonth: boolean }
export type GridWeek = { week: number; days: GridDay[] }

// A month's weeks and days never change: each is built once (a few hundred
// addDays) and then shared, so callers must not change what they get.
const grids = new Map<string, GridWeek[]>()
const monthDayLists = new Map<string, string[]>()

function kept<T>(cache: Map<string, T>, key: string, build: () => T) {
  let value = cache.get(key)
  if (value === undefined) {
    if (cache.size >= 5_000) cache.clear()
    cache.set(key, (value = build()))
  }
  return value
}

/** Whole weeks, Monday first, covering the month (4–6 rows). */
export function monthGrid(ym: YearMonth): GridWeek[] {
  return kept(grids, formatMonth(ym), () => buildMonthGrid(ym))
}

function buildMonthGrid(ym: YearMonth): GridWeek[] {
  const first = `${formatMonth(ym)}-01`
  const last = addDays(`${formatMonth(shiftMonth(ym, 1))}-01`, -1)
  let day = addDays(first, -weekdayIndex(first))
  const weeks: GridWeek[] = []
  while (day <= last) {
    const days: GridDay[] = []
    for (let i = 0; i < 7; i++) {
      days.push({ ymd: day, day: Number(day.slice(8)), inMonth: day.slice(0, 7) === first.slice(0, 7) })
      day = addDays(day, 1)
    }
    weeks.push({ week: isoWeek(days[0]!.ymd), days })
  }
  return weeks
}

/** The month's own days, first to last ('YYYY-MM-DD'). */
export function monthDays(ym: YearMonth): string[] {
  return kept(monthDayLists, formatMonth(ym), () => buildMonthDays(ym))
}

function buildMonthDays(ym: YearMonth): string[] {
  const first = `${formatMonth(ym)}-01`
  const next = `${formatMonth(shiftMonth(ym, 1))}-01`
  const days: string[] = []
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day)
  return days
}

/** The grid's first and last day. */
export function gridDays(ym: YearMonth) {
  const weeks = monthGrid(ym)
  return { first: weeks[0]!.days[0]!.ymd, last: weeks.at(-1)!.days[6]!.ymd }
}

/**
 * Instants [from, to) from Berlin midnight of the first day to Berlin midnight
 * after the last day: a stored date (noon Berlin, ADR 010) or any other time
 * of those days falls inside, whatever the DST offset of either end.
 */
export function berlinRange(firstYmd: string, lastYmd: string) {
  return { from: berlinDayStart(firstYmd), to: berlinDayStart(addDays(lastYmd, 1)) }
}

const dayTitles = new Map<string, string>()

/** 'Montag, 7. Dezember 2026' */
export function dayTitle(ymd: string) {
  return kept(dayTitles, ymd, () => buildDayTitle(ymd))
}

function buildDayTitle(ymd: string) {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  return `${WEEKDAY_LONG[weekdayIndex(ymd)]}, ${d}. ${MONTH_NAMES[mo - 1]} ${y}`
}
