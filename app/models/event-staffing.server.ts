import { overlapIds } from '~/domain/staffing/shifts'
import { listEventShifts, shiftsOfMembers } from './shift.server'

// The event's shifts for its pages (Personal, staff list, Küchenzettel, PDFs),
// each marked when it overlaps another shift of the same person (any event).

export function eventShiftRows(tenantId: string, eventId: string) {
  const shifts = listEventShifts(tenantId, eventId)
  const members = [...new Set(shifts.map((s) => s.staffMemberId).filter((id): id is string => id !== null))]
  const overlaps = overlapIds(shiftsOfMembers(tenantId, members))
  return shifts.map((s) => ({ ...s, overlaps: overlaps.has(s.id) }))
}
export type EventShiftRow = ReturnType<typeof eventShiftRows>[number]
