import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { events, profiles, users } from '~/db/schema'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { listPendingInvitations } from './invitation.server'
import type { StaffRole } from '~/domain/team-role'

// The tenant's team: its staff users and their roles. Every function takes
// tenantId first and touches only that tenant's profiles.
//
// Removing a member deletes the user row: one account belongs to one tenant,
// so the address becomes free for a new invitation. The foreign keys cascade
// to the profile, sessions and tokens; events keep their data with
// assigned_planner_id null (nulled explicitly here, and by the FK's SET NULL).

export type { StaffRole }
const STAFF_ROLES: StaffRole[] = ['tenant_admin', 'tenant_planner']

export function listMembers(tenantId: string) {
  return getDb()
    .select({
      id: users.id,
      fullName: profiles.fullName,
      email: users.email,
      role: profiles.role,
      lastLoginAt: users.lastLoginAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, STAFF_ROLES)))
    .orderBy(asc(profiles.fullName), asc(users.email))
    .all()
    .map((m) => ({ ...m, role: m.role as StaffRole }))
}

export type Member = ReturnType<typeof listMembers>[number]

function memberIn(db: Tx | ReturnType<typeof getDb>, tenantId: string, userId: string) {
  const row = db
    .select({ id: users.id, fullName: profiles.fullName, email: users.email, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId), inArray(profiles.role, STAFF_ROLES)))
    .get()
  return row ? { ...row, role: row.role as StaffRole } : null
}

export function findMember(tenantId: string, userId: string) {
  return memberIn(getDb(), tenantId, userId)
}

function adminCount(tx: Tx, tenantId: string) {
  return (
    tx
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'tenant_admin')))
      .get()?.n ?? 0
  )
}

export type TeamChange = 'ok' | 'not-found' | 'last-admin'

/** Changes a member's role; the last admin cannot be demoted. */
export function changeMemberRole(tenantId: string, userId: string, role: StaffRole): TeamChange {
  return writeTransaction((tx) => {
    const member = memberIn(tx, tenantId, userId)
    if (!member) return 'not-found'
    if (member.role === 'tenant_admin' && role !== 'tenant_admin' && adminCount(tx, tenantId) <= 1) return 'last-admin'
    tx.update(profiles)
      .set({ role })
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
      .run()
    return 'ok'
  })
}

/** Removes a member (see the note above); the last admin cannot be removed. */
export function removeMember(tenantId: string, userId: string): TeamChange {
  return writeTransaction((tx) => {
    const member = memberIn(tx, tenantId, userId)
    if (!member) return 'not-found'
    if (member.role === 'tenant_admin' && adminCount(tx, tenantId) <= 1) return 'last-admin'
    tx.update(events)
      .set({ assignedPlannerId: null })
      .where(and(eq(events.tenantId, tenantId), eq(events.assignedPlannerId, userId)))
      .run()
    tx.delete(users).where(eq(users.id, member.id)).run()
    return 'ok'
  })
}

/** Own profile: only the name and company; role and tenant never change here. */
export function updateOwnProfile(
  tenantId: string,
  userId: string,
  values: { fullName: string; company: string | null; phone?: string | null; taskDigest?: boolean },
) {
  getDb()
    .update(profiles)
    .set({
      fullName: values.fullName,
      company: values.company,
      ...(values.phone !== undefined ? { phone: values.phone } : {}),
      ...(values.taskDigest !== undefined ? { taskDigest: values.taskDigest } : {}),
    })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .run()
}

/** The password hash of a member of this tenant, for the current-password check. */
export function memberPasswordHash(tenantId: string, userId: string) {
  return (
    getDb()
      .select({ hash: users.passwordHash })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(profiles.tenantId, tenantId), eq(users.id, userId)))
      .get()?.hash ?? null
  )
}

export function setMemberPassword(tenantId: string, userId: string, passwordHash: string) {
  if (!findMember(tenantId, userId)) return false
  getDb().update(users).set({ passwordHash }).where(eq(users.id, userId)).run()
  return true
}

/** What the 'Team' section shows to a staff user of this tenant. */
export function teamOverview(tenantId: string, viewer: { userId: string; role: StaffRole }, now = Date.now()) {
  return {
    members: listMembers(tenantId),
    invitations: listPendingInvitations(tenantId),
    canManage: viewer.role === 'tenant_admin',
    currentUserId: viewer.userId,
    now,
  }
}

/** 'Mein Profil' of the signed-in staff user, from the session's account (no query). */
export function ownProfileView(staff: {
  profile: { fullName: string; company: string | null; phone?: string | null; taskDigest?: boolean }
  user: { email: string }
  role: StaffRole
}) {
  return {
    fullName: staff.profile.fullName,
    company: staff.profile.company,
    phone: staff.profile.phone ?? null,
    taskDigest: staff.profile.taskDigest ?? false,
    email: staff.user.email,
    role: staff.role,
  }
}
