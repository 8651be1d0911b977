import { and, eq, gt, isNull } from 'drizzle-orm'
import { profiles, tenants, userTokens, users } from '~/db/schema'
import { TRIAL_DAYS, DAY_MS } from '~/domain/trial'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'

// Single-use e-mail links for staff users. Only the SHA-256 of a token is stored.
// Tokens name their user, so these lookups are global; the routes check the host.

export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose']

/** The condition for a token of this purpose that is neither used nor expired. */
export const liveUserToken = (tokenHash: string, purpose: UserTokenPurpose, now: number) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  )

/** Inside a write transaction: a new link of this purpose for the user; older unused ones stop working. */
export function replaceUserToken(
  tx: Tx,
  input: { userId: string; purpose: UserTokenPurpose; tokenHash: string; expiresAt: number; now: number },
) {
  tx.delete(userTokens)
    .where(and(eq(userTokens.userId, input.userId), eq(userTokens.purpose, input.purpose), isNull(userTokens.usedAt)))
    .run()
  tx.insert(userTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .run()
}

/** Read-only: the live token's user and tenant. */
export function findLiveUserToken(tokenHash: string, purpose: UserTokenPurpose, now: number) {
  return (
    getDb()
      .select({ userId: userTokens.userId, email: users.email, role: profiles.role, tenantId: profiles.tenantId })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(liveUserToken(tokenHash, purpose, now))
      .get() ?? null
  )
}

/** Inside a write transaction: uses the live token up; its id and user, or null when it is unknown, used or expired. */
export function useUpUserToken(tx: Tx, tokenHash: string, purpose: UserTokenPurpose, now: number) {
  const token = tx
    .select({ id: userTokens.id, userId: userTokens.userId })
    .from(userTokens)
    .where(liveUserToken(tokenHash, purpose, now))
    .get()
  if (!token) return null
  tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, token.id)).run()
  return token
}

export const CONFIRM_EMAIL_HOURS = 48

/** A live confirmation token with its user and tenant, read-only (for the GET). */
export function findConfirmToken(tokenHash: string, now = Date.now()) {
  return (
    getDb()
      .select({
        tokenId: userTokens.id,
        userId: users.id,
        email: users.email,
        tenantId: profiles.tenantId,
        subdomain: tenants.subdomain,
      })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
      .where(liveUserToken(tokenHash, 'confirm_email', now))
      .get() ?? null
  )
}

export type ConfirmedAccount = { userId: string; tenantId: string | null; subdomain: string | null }

/**
 * Consumes the token (once) and confirms the e-mail. The tenant's 7-day trial
 * starts now unless it had started already (a second admin confirming).
 */
export function consumeConfirmToken(tokenHash: string, now = Date.now()): ConfirmedAccount | null {
  return writeTransaction((tx) => {
    const token = useUpUserToken(tx, tokenHash, 'confirm_email', now)
    if (!token) return null
    tx.update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, token.userId), isNull(users.emailConfirmedAt)))
      .run()
    const profile = tx
      .select({ tenantId: profiles.tenantId })
      .from(profiles)
      .where(eq(profiles.userId, token.userId))
      .get()
    let subdomain: string | null = null
    if (profile?.tenantId) {
      tx.update(tenants)
        .set({ trialStartedAt: now, trialExpiresAt: now + TRIAL_DAYS * DAY_MS, updatedAt: now })
        .where(and(eq(tenants.id, profile.tenantId), isNull(tenants.trialStartedAt)))
        .run()
      subdomain =
        tx.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, profile.tenantId)).get()
          ?.subdomain ?? null
    }
    return { userId: token.userId, tenantId: profile?.tenantId ?? null, subdomain }
  })
}

/**
 * A new confirmation link for an unconfirmed account. hostTenantId (a tenant's
 * host): only that tenant's accounts; another tenant's account is left alone.
 */
export function replaceConfirmToken(
  email: string,
  tokenHash: string,
  expiresAt: number,
  now = Date.now(),
  hostTenantId: string | null = null,
) {
  return writeTransaction((tx) => {
    const user = tx
      .select({ id: users.id, tenantId: profiles.tenantId, subdomain: tenants.subdomain, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
      .where(and(eq(users.email, email), isNull(users.emailConfirmedAt)))
      .get()
    if (!user || (hostTenantId && user.tenantId !== hostTenantId)) return null
    replaceUserToken(tx, { userId: user.id, purpose: 'confirm_email', tokenHash, expiresAt, now })
    return user
  })
}
