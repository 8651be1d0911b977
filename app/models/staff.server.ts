import { and, asc, eq } from 'drizzle-orm'
import { staffMembers } from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { findOwn, ownRow } from './find-own.server'

// The tenant's staff roster (people without an account); every query by tenant_id.

export type StaffMember = typeof staffMembers.$inferSelect
export type StaffInput = {
  name: string
  role: string
  phone: string | null
  email: string | null
  hourlyCostCents: number | null
  isActive?: boolean
}

export function listStaff(tenantId: string, { activeOnly = false } = {}) {
  const where = activeOnly
    ? and(eq(staffMembers.tenantId, tenantId), eq(staffMembers.isActive, true))
    : eq(staffMembers.tenantId, tenantId)
  return getDb().select().from(staffMembers).where(where).orderBy(asc(staffMembers.name), asc(staffMembers.id)).all()
}

export function findStaffMember(tenantId: string, id: string) {
  return findOwn(staffMembers, tenantId, id)
}

export function insertStaffMember(tenantId: string, input: StaffInput) {
  return getDb()
    .insert(staffMembers)
    .values({ tenantId, ...input, isActive: input.isActive ?? true })
    .returning()
    .get()
}

export function updateStaffMember(tenantId: string, id: string, input: StaffInput) {
  return getDb()
    .update(staffMembers)
    .set(input)
    .where(ownRow(staffMembers, tenantId, id))
    .run().changes
}

/** Deleting a person leaves their shifts open (the shift's person becomes empty). */
export function deleteStaffMember(tenantId: string, id: string) {
  return getDb()
    .delete(staffMembers)
    .where(ownRow(staffMembers, tenantId, id))
    .run().changes
}
