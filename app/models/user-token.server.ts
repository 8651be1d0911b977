import { and, eq, gt, isNull } from 'drizzle-orm'
import { profiles, tenants, userTokens, users } from '~/db/schema'
import { TRIAL_DAYS, DAY_MS } from '~/domain/trial'
import { getDb, writeTransaction } from '~/utils/db.server'

// Single-use e-mail links for staff users. Only the SHA-256 of a token is stored.

export const CONFIRM_EMAIL_HOURS = 48

/** A live confirmation token with its user and tenant, read-only (for the GET). */
export function findConfirmToken(tokenHash: string, now = Date.now()) {
  return (
    getDb()
      .select({ tokenId: userTokens.id, userId: users.id, email: users.email, tenantId: profiles.tenantId, subdomain: tenants.subdomain })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
      .where(
        and(
          eq(userTokens.tokenHash, tokenHash),
          eq(userTokens.purpose, 'confirm_email'),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
        ),
      )
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
    const token = tx
      .select({ id: userTokens.id, userId: userTokens.userId })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.tokenHash, tokenHash),
          eq(userTokens.purpose, 'confirm_email'),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
        ),
      )
      .get()
    if (!token) return null
    tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, token.id)).run()
    tx.update(users).set({ emailConfirmedAt: now }).where(and(eq(users.id, token.userId), isNull(users.emailConfirmedAt))).run()
    const profile = tx.select({ tenantId: profiles.tenantId }).from(profiles).where(eq(profiles.userId, token.userId)).get()
    let subdomain: string | null = null
    if (profile?.tenantId) {
      tx.update(tenants)
        .set({ trialStartedAt: now, trialExpiresAt: now + TRIAL_DAYS * DAY_MS, updatedAt: now })
        .where(and(eq(tenants.id, profile.tenantId), isNull(tenants.trialStartedAt)))
        .run()
      subdomain = tx.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, profile.tenantId)).get()?.subdomain ?? null
    }
    return { userId: token.userId, tenantId: profile?.tenantId ?? null, subdomain }
  })
}

/** A fresh confirmation link for an unconfirmed user; older unused links stop working. Null if confirmed or unknown. */
/**
 * A new confirmation link for an unconfirmed account. hostTenantId (a tenant's
 * host): only that tenant's accounts; another tenant's account is left alone.
 */
export function replaceConfirmToken(email: string, tokenHash: string, expiresAt: number, now = Date.now(), hostTenantId: string | null = null) {
  return writeTransaction((tx) => {
    const user = tx
      .select({ id: users.id, tenantId: profiles.tenantId, subdomain: tenants.subdomain, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
      .where(and(eq(users.email, email), isNull(users.emailConfirmedAt)))
      .get()
    if (!user || (hostTenantId && user.tenantId !== hostTenantId)) return null
    tx.delete(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'confirm_email'), isNull(userTokens.usedAt)))
      .run()
    tx.insert(userTokens).values({ userId: user.id, purpose: 'confirm_email', tokenHash, expiresAt, createdAt: now }).run()
    return user
  })
}
