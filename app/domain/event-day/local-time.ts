// Berlin wall-clock times of the event day, pure. Stored as the text the form
// sends, 'YYYY-MM-DDTHH:mm' in Europe/Berlin: the same hour reads the same on
// every page and in the PDF, and the text sorts like the time.
import { addDays, berlinOffset, isValidYmd } from '~/domain/event-dates'

const LOCAL = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/
const HM = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real 'YYYY-MM-DDTHH:mm'? (An input of type datetime-local may also send ':ss'; that is cut off first.) */
export function isLocalDateTime(value: string) {
  const m = LOCAL.exec(value)
  return Boolean(m && isValidYmd(m[1]!))
}

/** '2026-06-20T18:00:00' (some browsers send seconds) → '2026-06-20T18:00'. */
export function normalizeLocalDateTime(value: string) {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value) ? value.slice(0, 16) : value
}

export function isClockTime(value: string) {
  return HM.test(value)
}

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(hm: string) {
  const [h, m] = hm.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** Minutes since midnight (may be negative or past 24 h) → 'HH:mm' on the clock and the day offset. */
export function clockOf(minutes: number) {
  const day = Math.floor(minutes / 1440)
  const rest = minutes - day * 1440
  return {
    hm: `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`,
    dayOffset: day,
  }
}

/** A day and a clock time plus n minutes → 'YYYY-MM-DDTHH:mm'. */
export function localAt(ymd: string, hm: string, plusMinutes = 0) {
  const { hm: clock, dayOffset } = clockOf(minutesOf(hm) + plusMinutes)
  return `${addDays(ymd, dayOffset)}T${clock}`
}

/**
 * 'YYYY-MM-DDTHH:mm' in Berlin → epoch ms. In the spring gap (02:00–03:00 does
 * not exist) the time counts as the hour after; in the autumn hour that
 * happens twice, as the first one.
 */
export function localToMs(local: string) {
  const [ymd, hm] = local.split('T') as [string, string]
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number]
  const [h, mi] = hm.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // Berlin is UTC+2 (summer) or UTC+1 (winter): the earlier instant that reads as this wall time wins
  for (const candidate of [wall - 2 * 3_600_000, wall - 3_600_000]) {
    if (candidate + berlinOffset(candidate) === wall) return candidate
  }
  return wall - 3_600_000
}

/** '2026-06-20T18:00' → '20.06.2026, 18:00 Uhr'. */
export function formatLocal(local: string | null | undefined) {
  if (!local || !isLocalDateTime(local)) return ''
  const [ymd, hm] = local.split('T') as [string, string]
  const [y, mo, d] = ymd.split('-')
  return `${d}.${mo}.${y}, ${hm} Uhr`
}

/** Only the clock when the day is the event's day: '18:00 Uhr', else the full form. */
export function formatLocalOn(local: string | null | undefined, eventYmd: string | null) {
  if (!local || !isLocalDateTime(local)) return ''
  return eventYmd && local.startsWith(eventYmd) ? `${local.slice(11)} Uhr` : formatLocal(local)
}
