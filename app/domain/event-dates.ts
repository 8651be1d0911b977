// Calendar dates of events, pure. Decision: an event date or deadline entered
// as 'YYYY-MM-DD' is stored as the milliseconds of 12:00 (noon) Europe/Berlin
// on that day. Noon never falls into a DST gap, and every de-DE formatter in
// Berlin time shows the same day. "Today" is the Berlin calendar day.

const TZ = 'Europe/Berlin'
const ymdFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
const partsFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day in 'YYYY-MM-DD' form? */
export function isValidYmd(value: string) {
  const m = YMD.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return (
    y >= 1900 && y <= 9999 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
  )
}

/** The Berlin calendar day of a timestamp, 'YYYY-MM-DD'. */
export function berlinYmd(ms: number) {
  return ymdFmt.format(new Date(ms))
}

/** Today in Berlin. */
export function todayYmd(now = Date.now()) {
  return berlinYmd(now)
}

/** Berlin's offset from UTC in ms at an instant, asked of Intl. */
function berlinOffsetOf(ms: number) {
  const p = Object.fromEntries(partsFmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
  return asUtc - Math.floor(ms / 1000) * 1000
}

const HOUR = 3_600_000
const offsetByHour = new Map<number, number>()

/**
 * Berlin's offset from UTC in ms at an instant. Kept per UTC hour: the
 * clocks change on the full UTC hour, so an hour whose start and end have the
 * same offset has it throughout (an hour where they differ is asked of Intl
 * each time). A page of 50 timestamps asks Intl once or twice, not 50 times.
 */
export function berlinOffset(ms: number) {
  const hour = Math.floor(ms / HOUR)
  const known = offsetByHour.get(hour)
  if (known !== undefined) return known
  const atStart = berlinOffsetOf(hour * HOUR)
  if (berlinOffsetOf(hour * HOUR + HOUR - 1000) !== atStart) return berlinOffsetOf(ms)
  if (offsetByHour.size >= 5_000) offsetByHour.clear()
  offsetByHour.set(hour, atStart)
  return atStart
}

/** Berlin wall-clock time on a day → epoch ms. */
function berlinWallTime(ymd: string, hour: number) {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  const guess = Date.UTC(y, mo - 1, d, hour)
  return guess - berlinOffset(guess)
}

/** 'YYYY-MM-DD' → ms of noon Berlin time that day (the stored form). */
export function ymdToStored(ymd: string) {
  return berlinWallTime(ymd, 12)
}

/** The day before, 'YYYY-MM-DD' (for the deadline's max). */
export function dayBefore(ymd: string) {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, mo - 1, d - 1)).toISOString().slice(0, 10)
}

/** docs/product.md §4.5: the deadline has passed when deadline_at is earlier than now. */
export function isDeadlineExpired(deadlineAt: number | null | undefined, now = Date.now()) {
  return deadlineAt !== null && deadlineAt !== undefined && deadlineAt < now
}

/** Midnight Berlin at the start of the current month (for "Umsatz (Monat)"). */
export function berlinMonthStart(now = Date.now()) {
  const ymd = berlinYmd(now)
  return berlinWallTime(`${ymd.slice(0, 8)}01`, 0)
}

/** Midnight Berlin at the start of a day 'YYYY-MM-DD' (calendar month ranges). */
export function berlinDayStart(ymd: string) {
  return berlinWallTime(ymd, 0)
}

/** A day plus n days, 'YYYY-MM-DD' (calendar arithmetic in UTC, no DST involved). */
export function addDays(ymd: string, n: number) {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, mo - 1, d + n)).toISOString().slice(0, 10)
}
/** 'YYYY-MM-DD' → ms of midnight Berlin time at the start of that day. */
export function berlinMidnight(ymd: string) {
  return berlinWallTime(ymd, 0)
}
