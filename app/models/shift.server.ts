import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import { events, shifts, staffMembers } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Shifts of events; every query by tenant_id.

export type Shift = typeof shifts.$inferSelect
export type ShiftInput = {
  role: string
  staffMemberId: string | null
  startsAt: number
  endsAt: number
  breakMinutes: number
}

/** The event's shifts with the person's name and contact, by start time. */
export function listEventShifts(tenantId: string, eventId: string) {
  return getDb()
    .select({ shift: shifts, name: staffMembers.name, phone: staffMembers.phone, email: staffMembers.email })
    .from(shifts)
    .leftJoin(staffMembers, and(eq(staffMembers.id, shifts.staffMemberId), eq(staffMembers.tenantId, tenantId)))
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.eventId, eventId)))
    .orderBy(asc(shifts.startsAt), asc(staffMembers.name), asc(shifts.id))
    .all()
    .map((r) => ({ ...r.shift, staffName: r.name, staffPhone: r.phone, staffEmail: r.email }))
}
export type EventShift = ReturnType<typeof listEventShifts>[number]

export function findShift(tenantId: string, eventId: string, shiftId: string) {
  return (
    getDb()
      .select()
      .from(shifts)
      .where(and(eq(shifts.tenantId, tenantId), eq(shifts.eventId, eventId), eq(shifts.id, shiftId)))
      .get() ?? null
  )
}

/** The person's other shifts (any event of the tenant) that overlap from–to, with the event's name. */
export function overlappingShiftsOf(
  tenantId: string,
  staffMemberId: string,
  startsAt: number,
  endsAt: number,
  exceptShiftId: string | null = null,
) {
  const conditions = [
    eq(shifts.tenantId, tenantId),
    eq(shifts.staffMemberId, staffMemberId),
    lt(shifts.startsAt, endsAt),
    gt(shifts.endsAt, startsAt),
  ]
  if (exceptShiftId) conditions.push(ne(shifts.id, exceptShiftId))
  return getDb()
    .select({ id: shifts.id, startsAt: shifts.startsAt, endsAt: shifts.endsAt, eventName: events.name })
    .from(shifts)
    .innerJoin(events, and(eq(events.id, shifts.eventId), eq(events.tenantId, tenantId)))
    .where(and(...conditions))
    .orderBy(asc(shifts.startsAt))
    .all()
}

/** Shifts of the people on this event, in any event (for the overlap marks). */
export function shiftsOfMembers(tenantId: string, memberIds: string[]) {
  if (!memberIds.length) return []
  return getDb()
    .select({
      id: shifts.id,
      staffMemberId: shifts.staffMemberId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      breakMinutes: shifts.breakMinutes,
    })
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), inArray(shifts.staffMemberId, memberIds)))
    .all()
}

/** Every shift of the tenant that starts in [from, to) (the payroll month). */
export function shiftsStartingBetween(tenantId: string, from: number, to: number) {
  return getDb()
    .select({
      id: shifts.id,
      staffMemberId: shifts.staffMemberId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      breakMinutes: shifts.breakMinutes,
    })
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), lt(shifts.startsAt, to), gt(shifts.startsAt, from - 1)))
    .all()
}

export function insertShift(tenantId: string, eventId: string, input: ShiftInput) {
  return getDb()
    .insert(shifts)
    .values({ tenantId, eventId, ...input })
    .returning()
    .get()
}

export function updateShift(tenantId: string, eventId: string, shiftId: string, input: ShiftInput) {
  return getDb()
    .update(shifts)
    .set(input)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.eventId, eventId), eq(shifts.id, shiftId)))
    .run().changes
}

export function deleteShift(tenantId: string, eventId: string, shiftId: string) {
  return getDb()
    .delete(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.eventId, eventId), eq(shifts.id, shiftId)))
    .run().changes
}
