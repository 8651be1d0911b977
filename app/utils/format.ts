// German formatting (de-DE), shared by every screen and mail.

const TZ = 'Europe/Berlin'
const dateFmt = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TZ })
const longFmt = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ })
const dateTimeFmt = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: TZ })
const moneyFmt = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const numberFmt = new Intl.NumberFormat('de-DE')

/** 14.03.2027 */
export function formatDate(ms: number | null | undefined) {
  return ms === null || ms === undefined ? '' : dateFmt.format(new Date(ms))
}

/** Samstag, 14. März 2027 */
export function formatDateLong(ms: number | null | undefined) {
  return ms === null || ms === undefined ? '' : longFmt.format(new Date(ms))
}

/** 14.03.2027, 09:30 */
export function formatDateTime(ms: number | null | undefined) {
  return ms === null || ms === undefined ? '' : dateTimeFmt.format(new Date(ms))
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
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms))
  return parts
}

/** 1536 → '1,5 KB', 10737418240 → '10 GB' (binary units, German decimal comma). */
export function formatBytes(bytes: number) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}
