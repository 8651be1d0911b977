import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { invitations, profiles, tenants, users } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'
import type { StaffRole } from '~/domain/team-role'

// Team invitations. The link carries a 32-byte token; only its SHA-256 is
// stored. Valid 7 days, single use. Everything an admin does is scoped by
// tenantId; the token lookups are global by nature (the token names its tenant).

export const INVITATION_DAYS = 7
export const INVITATION_MS = INVITATION_DAYS * 86_400_000

const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))

/** Open invitations (neither accepted nor withdrawn), expired ones included so they can be sent again. */
export function listPendingInvitations(tenantId: string) {
  return getDb()
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), pending))
    .orderBy(asc(invitations.email))
    .all()
}

export type PendingInvitation = ReturnType<typeof listPendingInvitations>[number]

/** Is this address already a member of the tenant? */
export function isTenantMember(tenantId: string, email: string) {
  const row = getDb()
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(profiles.tenantId, tenantId), eq(users.email, email)))
    .get()
  return Boolean(row)
}

/** A new invitation; an open one to the same address in this tenant is withdrawn. */
export function createInvitation(
  tenantId: string,
  values: { email: string; role: StaffRole; tokenHash: string; invitedByUserId: string },
  now = Date.now(),
) {
  return writeTransaction((tx) => {
    tx.update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.email, values.email), pending))
      .run()
    return tx
      .insert(invitations)
      .values({ tenantId, ...values, expiresAt: now + INVITATION_MS, createdAt: now })
      .returning({ id: invitations.id })
      .get()
  })
}

/** 'Erneut senden': a new token and 7 more days; the old link dies with its hash. */
/** The address of an open invitation of the tenant, or null. */
export function findInvitationEmail(tenantId: string, id: string) {
  return (
    getDb()
      .select({ email: invitations.email })
      .from(invitations)
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), pending))
      .get()?.email ?? null
  )
}

export function renewInvitation(tenantId: string, id: string, tokenHash: string, now = Date.now()) {
  return (
    getDb()
      .update(invitations)
      .set({ tokenHash, expiresAt: now + INVITATION_MS })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), pending))
      .returning({ id: invitations.id, email: invitations.email, role: invitations.role })
      .get() ?? null
  )
}

/** 'Zurückziehen': the link stops working. */
export function revokeInvitation(tenantId: string, id: string, now = Date.now()) {
  const row = getDb()
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), pending))
    .returning({ email: invitations.email })
    .get()
  return row ?? null
}

/** A live invitation by its token hash, with its tenant (read-only, for the GET). */
export function findLiveInvitation(tokenHash: string, now = Date.now()) {
  const row = getDb()
    .select({
      id: invitations.id,
      tenantId: invitations.tenantId,
      email: invitations.email,
      role: invitations.role,
      tenantName: tenants.name,
      subdomain: tenants.subdomain,
      isActive: tenants.isActive,
    })
    .from(invitations)
    .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
    .where(and(eq(invitations.tokenHash, tokenHash), pending, gt(invitations.expiresAt, now)))
    .get()
  return row && row.isActive ? row : null
}

export function accountExists(email: string) {
  return Boolean(getDb().select({ id: users.id }).from(users).where(eq(users.email, email)).get())
}

export type AcceptOutcome =
  { ok: true; userId: string; tenantId: string } | { ok: false; reason: 'invalid' | 'account-exists' }

/**
 * Accepts once: creates the confirmed user (the mail proved the address) and
 * its profile in the invitation's tenant with the invitation's role.
 */
export function acceptInvitation(
  tokenHash: string,
  values: { fullName: string; passwordHash: string },
  now = Date.now(),
): AcceptOutcome {
  return writeTransaction((tx) => {
    const invitation = tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tokenHash, tokenHash), pending, gt(invitations.expiresAt, now)))
      .get()
    if (!invitation) return { ok: false, reason: 'invalid' } as const
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).get()) {
      return { ok: false, reason: 'account-exists' } as const
    }
    const user = tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash: values.passwordHash,
        emailConfirmedAt: now,
        lastLoginAt: now,
        createdAt: now,
      })
      .returning({ id: users.id })
      .get()
    tx.insert(profiles)
      .values({
        userId: user.id,
        tenantId: invitation.tenantId,
        role: invitation.role,
        fullName: values.fullName,
        createdAt: now,
      })
      .run()
    tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id)).run()
    return { ok: true, userId: user.id, tenantId: invitation.tenantId } as const
  })
}
