import { STAFF_ROLE_OFFER_TEXT, STAFF_ROLES, type StaffRole } from './roles'
import { berlinMonth } from './local-time'

// Pure rules of shifts: worked time, overlaps of one person's shifts, the
// month's hours for payroll and the offer lines the shifts become.

export type ShiftTimes = { startsAt: number; endsAt: number; breakMinutes: number }
export type PersonShift = ShiftTimes & { id: string; staffMemberId: string | null }

const MINUTE = 60_000

/** Minutes worked: from–to minus the break, never below zero. */
export function workedMinutes(shift: ShiftTimes) {
  return Math.max(0, Math.round((shift.endsAt - shift.startsAt) / MINUTE) - shift.breakMinutes)
}

/** Two shifts overlap when one starts before the other ends (touching ends do not). */
export function shiftsOverlap(a: ShiftTimes, b: ShiftTimes) {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt
}

/** The other shifts of the same person that overlap `shift` (any event). */
export function overlappingShifts<T extends PersonShift>(shift: PersonShift, others: T[]): T[] {
  if (!shift.staffMemberId) return []
  return others.filter((o) => o.id !== shift.id && o.staffMemberId === shift.staffMemberId && shiftsOverlap(shift, o))
}

/** Ids of the shifts in `all` that overlap another shift of their person. */
export function overlapIds(all: PersonShift[]): Set<string> {
  const ids = new Set<string>()
  for (const s of all) if (overlappingShifts(s, all).length) ids.add(s.id)
  return ids
}

export type MemberHours = { staffMemberId: string; shiftCount: number; minutes: number }

/** Worked minutes per person of the shifts that start in the Berlin month 'YYYY-MM'. */
export function monthlyMinutes(all: PersonShift[], month: string): MemberHours[] {
  const byMember = new Map<string, MemberHours>()
  for (const s of all) {
    if (!s.staffMemberId || berlinMonth(s.startsAt) !== month) continue
    const row = byMember.get(s.staffMemberId) ?? { staffMemberId: s.staffMemberId, shiftCount: 0, minutes: 0 }
    row.shiftCount += 1
    row.minutes += workedMinutes(s)
    byMember.set(s.staffMemberId, row)
  }
  return [...byMember.values()]
}

/** Cost of worked minutes at an hourly cost, in whole cents (half a cent up). */
export function costCents(minutes: number, hourlyCostCents: number | null) {
  return hourlyCostCents === null ? null : Math.round((minutes * hourlyCostCents) / 60)
}

const hoursText = (minutes: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(minutes / 60)

export type StaffOfferLine = { role: StaffRole; text: string; quantityMilli: number }

/**
 * One offer line per role: 'Servicepersonal, 4 × 6 Std.' when every shift of
 * the role is as long, else 'Servicepersonal, 3 Schichten' with the total
 * hours as the quantity (unit Std.).
 */
export function staffOfferLines(all: Array<ShiftTimes & { role: string }>): StaffOfferLine[] {
  const out: StaffOfferLine[] = []
  for (const role of STAFF_ROLES) {
    const ofRole = all.filter((s) => s.role === role)
    if (!ofRole.length) continue
    const minutes = ofRole.map(workedMinutes)
    const total = minutes.reduce((a, b) => a + b, 0)
    const same = minutes.every((m) => m === minutes[0])
    const label = STAFF_ROLE_OFFER_TEXT[role]
    const text = same
      ? `${label}, ${ofRole.length} × ${hoursText(minutes[0]!)} Std.`
      : `${label}, ${ofRole.length} ${ofRole.length === 1 ? 'Schicht' : 'Schichten'}`
    out.push({ role, text, quantityMilli: Math.round((total * 1000) / 60) })
  }
  return out
}
