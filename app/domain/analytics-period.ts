import { berlinMidnight, berlinYmd, isValidYmd } from './event-dates'

// The reporting period of /tenant/analytics (docs/contracts.md §8: period=month|quarter|
// year|12m|custom&from=&to=). Pure: months are Berlin calendar months, `to` is
// exclusive (midnight Berlin of the day after the last day).

export const PERIOD_KINDS = ['month', 'quarter', 'year', '12m', 'custom'] as const
export type PeriodKind = (typeof PERIOD_KINDS)[number]

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  month: 'Dieser Monat',
  quarter: 'Dieses Quartal',
  year: 'Dieses Jahr',
  '12m': 'Letzte 12 Monate',
  custom: 'Zeitraum',
}

export type Range = { fromYmd: string; toYmd: string; from: number; to: number }
export type Period = Range & { kind: PeriodKind; previous: Range; months: string[]; error: string | null }

const pad = (n: number) => String(n).padStart(2, '0')
const ymd = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}
const parts = (s: string) => s.split('-').map(Number) as [number, number, number]

/** Inclusive 'YYYY-MM-DD' days → range with exclusive `to`. */
export function rangeOf(fromYmd: string, lastYmd: string): Range {
  const [y, m, d] = parts(lastYmd)
  return { fromYmd, toYmd: lastYmd, from: berlinMidnight(fromYmd), to: berlinMidnight(ymd(y, m, d + 1)) }
}

/** Every 'YYYY-MM' month touched by the inclusive days. */
export function monthsBetween(fromYmd: string, lastYmd: string) {
  const [y0, m0] = parts(fromYmd)
  const [y1, m1] = parts(lastYmd)
  const out: string[] = []
  for (let y = y0, m = m0; y < y1 || (y === y1 && m <= m1); m === 12 ? ((m = 1), y++) : m++) out.push(`${y}-${pad(m)}`)
  return out
}

/** The same length of time directly before the period. */
export function previousRange(fromYmd: string, lastYmd: string, kind: PeriodKind): Range {
  const [y, m, d] = parts(fromYmd)
  const shift = { month: 1, quarter: 3, year: 12, '12m': 12 } as Record<string, number>
  if (kind in shift) {
    const months = shift[kind]!
    return rangeOf(ymd(y, m - months, 1), ymd(y, m, 0))
  }
  const days =
    Math.round(
      (Date.UTC(...([...parts(lastYmd)].map((v, i) => (i === 1 ? v - 1 : v)) as [number, number, number])) -
        Date.UTC(y, m - 1, d)) /
        86_400_000,
    ) + 1
  return rangeOf(ymd(y, m, d - days), ymd(y, m, d - 1))
}

export function resolvePeriod(params: URLSearchParams, now = Date.now()): Period {
  const raw = params.get('period') ?? 'month'
  let kind: PeriodKind = (PERIOD_KINDS as readonly string[]).includes(raw) ? (raw as PeriodKind) : 'month'
  const [y, m] = parts(berlinYmd(now))
  let fromYmd: string
  let lastYmd: string
  let error: string | null = null
  if (kind === 'quarter') {
    const q = Math.floor((m - 1) / 3) * 3 + 1
    ;[fromYmd, lastYmd] = [ymd(y, q, 1), ymd(y, q + 3, 0)]
  } else if (kind === 'year') {
    ;[fromYmd, lastYmd] = [ymd(y, 1, 1), ymd(y, 12, 31)]
  } else if (kind === '12m') {
    ;[fromYmd, lastYmd] = [ymd(y, m - 11, 1), ymd(y, m + 1, 0)]
  } else {
    ;[fromYmd, lastYmd] = [ymd(y, m, 1), ymd(y, m + 1, 0)]
  }
  if (kind === 'custom') {
    const from = params.get('from') ?? ''
    const to = params.get('to') ?? ''
    if (!isValidYmd(from) || !isValidYmd(to)) error = 'Bitte geben Sie ein gültiges Von- und Bis-Datum ein.'
    else if (from > to) error = 'Das Von-Datum muss vor dem Bis-Datum liegen.'
    else if (monthsBetween(from, to).length > 60) error = 'Der Zeitraum darf höchstens 5 Jahre umfassen.'
    else [fromYmd, lastYmd] = [from, to]
    if (error) kind = 'custom'
  }
  const range = rangeOf(fromYmd, lastYmd)
  return {
    ...range,
    kind,
    error,
    months: monthsBetween(fromYmd, lastYmd),
    previous: previousRange(fromYmd, lastYmd, error ? 'month' : kind),
  }
}

/** 'YYYY-MM' → 'Jan 2026' style label. */
const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez']
export function monthLabel(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${MONTHS[m - 1]} ${y}`
}

/** Median of numbers (0 for none). */
export function median(values: number[]) {
  if (values.length === 0) return 0
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** 'YYYY-MM' months → their Berlin [from, to) bounds. */
export function monthRanges(months: string[]) {
  return months.map((month) => {
    const [y, m] = month.split('-').map(Number) as [number, number]
    const r = rangeOf(ymd(y, m, 1), ymd(y, m + 1, 0))
    return { month, from: r.from, to: r.to }
  })
}

/** Berlin midnight on the 1st of the month after the month that starts at `monthStart`. */
export function nextMonthStart(monthStart: number) {
  const [y, m] = parts(berlinYmd(monthStart))
  return berlinMidnight(ymd(y, m + 1, 1))
}

/** The GET query of a period (for links such as the CSV export). */
export function periodQuery(period: Pick<Period, 'kind' | 'fromYmd' | 'toYmd'>) {
  return period.kind === 'custom' ? `period=custom&from=${period.fromYmd}&to=${period.toYmd}` : `period=${period.kind}`
}
