import { baseRateOn, rateChangesBetween } from './base-rate'

// Payment reminders of an overdue invoice: level 1 'Zahlungserinnerung' (the
// open amount only), level 2 '1. Mahnung', level 3 '2. Mahnung' (the open
// amount, the default interest of § 288 BGB and, for a business customer,
// the 40 € flat fee of § 288 Abs. 5, once per invoice). Interest runs from
// the day after the due date to the reminder date: simple interest on the
// open amount, actual days / 365, at base rate + 9 points (business) or + 5
// points (consumer), each stretch at the base rate of its half-year, summed
// exactly and rounded half up to the cent once.

export type ReminderLevel = 1 | 2 | 3

export const REMINDER_LABELS: Record<ReminderLevel, string> = {
  1: 'Zahlungserinnerung',
  2: '1. Mahnung',
  3: '2. Mahnung',
}

export const FLAT_FEE_CENTS = 4000
const BUSINESS_POINTS_BP = 900
const CONSUMER_POINTS_BP = 500

export type RemindableInvoice = {
  status: string
  kind: string
  payableCents: number
  paidCents: number
  dueDate: string | null
}

export type ReminderRefusal = 'not-final' | 'paid' | 'cancelled' | 'not-due' | 'all-sent'

/** Whether a reminder may go out on `today`, and which level; never for a paid, cancelled or not yet overdue invoice. */
export function nextReminder(
  inv: RemindableInvoice,
  sentLevels: number,
  today: string,
): { ok: true; level: ReminderLevel } | { ok: false; reason: ReminderRefusal } {
  if (inv.status === 'cancelled' || inv.kind === 'cancellation') return { ok: false, reason: 'cancelled' }
  if (inv.status !== 'final') return { ok: false, reason: 'not-final' }
  if (inv.paidCents >= inv.payableCents) return { ok: false, reason: 'paid' }
  if (!inv.dueDate || inv.dueDate >= today) return { ok: false, reason: 'not-due' }
  if (sentLevels >= 3) return { ok: false, reason: 'all-sent' }
  return { ok: true, level: (sentLevels + 1) as ReminderLevel }
}

const DAY_MS = 86_400_000
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS
const dayBefore = (iso: string) => new Date((dayNumber(iso) - 1) * DAY_MS).toISOString().slice(0, 10)

/**
 * Default interest on `openCents` for the days after `dueDate` up to and
 * including `until`; `rateBp` is the rate of the last stretch (for the text).
 */
export function defaultInterest(
  openCents: number,
  dueDate: string,
  until: string,
  business: boolean,
): { cents: number; rateBp: number; days: number } {
  const points = business ? BUSINESS_POINTS_BP : CONSUMER_POINTS_BP
  const rateOn = (day: string) => Math.max(0, baseRateOn(day) + points)
  if (until <= dueDate || openCents <= 0) return { cents: 0, rateBp: rateOn(until), days: 0 }
  // stretches: (dueDate, change1 - 1], (change1 - 1, change2 - 1], …, (…, until]
  const bounds = [dueDate, ...rateChangesBetween(dueDate, until).map(dayBefore), until]
  let numerator = 0
  for (let i = 1; i < bounds.length; i++) {
    const days = dayNumber(bounds[i]!) - dayNumber(bounds[i - 1]!)
    if (days > 0) numerator += openCents * rateOn(bounds[i]!) * days
  }
  // cents = Σ open × bp × days / (10 000 × 365), half up once
  const cents = Math.floor((numerator * 2 + 3_650_000) / 7_300_000)
  return { cents, rateBp: rateOn(until), days: dayNumber(until) - dayNumber(dueDate) }
}

export type ReminderFigures = {
  level: ReminderLevel
  openCents: number
  interestCents: number
  interestRateBp: number
  interestDays: number
  feeCents: number
  totalCents: number
}

/** What a reminder of `level` states on `today`. */
export function reminderFigures(
  inv: RemindableInvoice & { dueDate: string },
  level: ReminderLevel,
  today: string,
  business: boolean,
): ReminderFigures {
  const openCents = Math.max(0, inv.payableCents - inv.paidCents)
  const interest =
    level >= 2 ? defaultInterest(openCents, inv.dueDate, today, business) : { cents: 0, rateBp: 0, days: 0 }
  const feeCents = level >= 2 && business ? FLAT_FEE_CENTS : 0
  return {
    level,
    openCents,
    interestCents: interest.cents,
    interestRateBp: interest.rateBp,
    interestDays: interest.days,
    feeCents,
    totalCents: openCents + interest.cents + feeCents,
  }
}

/** '10,27 %' */
export function formatRateBp(bp: number) {
  return `${(bp / 100).toFixed(2).replace('.', ',')} %`
}
