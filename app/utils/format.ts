// German formatting (de-DE), shared by every screen and mail.

import { berlinOffset } from '~/domain/event-dates'

const TZ = 'Europe/Berlin'
const dateFmt = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TZ })
const longFmt = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TZ,
})
const dateTimeFmt = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TZ,
})
const moneyFmt = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const numberFmt = new Intl.NumberFormat('de-DE')

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

/**
 * 14.03.2027 (what the de-DE Intl formatter prints for the Berlin day), built
 * like formatDateTime below: the events list formats two dates per card, and
 * Intl with a time zone costs more than the rest of the card.
 */
export function formatDate(ms: number | null | undefined) {
  if (ms === null || ms === undefined) return ''
  const d = new Date(ms + berlinOffset(ms))
  const year = d.getUTCFullYear()
  if (Number.isNaN(year) || year < 1000 || year > 9999) return dateFmt.format(new Date(ms))
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${year}`
}

/** A calendar day as stored ('2027-03-14') → 14.03.2027; empty for none. */
export function formatDay(ymd: string | null | undefined) {
  return ymd ? ymd.split('-').reverse().join('.') : ''
}

/** Samstag, 14. März 2027 */
export function formatDateLong(ms: number | null | undefined) {
  return ms === null || ms === undefined ? '' : longFmt.format(new Date(ms))
}

/**
 * 14.03.2027, 09:30 (what the de-DE Intl formatter prints for Berlin time),
 * built from the UTC fields of the instant shifted by Berlin's offset: lists
 * format 50 and more of these per page, and Intl costs ~2 µs each (this, ~0.2 µs).
 * format.test.ts compares it with Intl, daylight-saving changes included.
 */
export function formatDateTime(ms: number | null | undefined) {
  if (ms === null || ms === undefined) return ''
  const d = new Date(ms + berlinOffset(ms))
  const year = d.getUTCFullYear()
  if (Number.isNaN(year) || year < 1000 || year > 9999) return dateTimeFmt.format(new Date(ms))
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${year}, ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`
}

/** The machine-readable instant for <time dateTime>: 2027-03-14T08:30:00.000Z */
export function isoTime(ms: number) {
  return new Date(ms).toISOString()
}

/** 123456 cents → '1.234,56 €' (Intl puts a non-breaking space before €; we use a normal one). */
export function formatCents(cents: number) {
  return moneyFmt.format(cents / 100).replace(/\u00a0/g, ' ')
}

export function formatNumber(n: number) {
  return numberFmt.format(n)
}

/** 'YYYY-MM-DD' of a timestamp in Berlin time, for <input type="date">. */
export function toDateInput(ms: number | null | undefined) {
  if (ms === null || ms === undefined) return ''
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms))
  return parts
}

/** File sizes in German: 512 Bytes, 1,5 KB, 24,8 MB, 1 GB (binary units, as the quota). */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} Bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit]}`
}
