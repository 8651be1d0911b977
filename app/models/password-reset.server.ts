import { and, eq, isNotNull } from 'drizzle-orm'
import { profiles, sessions, tenants, users } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'
import { findLiveUserToken, replaceUserToken, useUpUserToken } from './user-token.server'

// Password reset links (user_tokens, purpose password_reset): only the SHA-256
// is stored, valid 1 hour, single use. A reset ends every session of the user.
// Tokens name their user, so these lookups are global; the route checks the host.

export const RESET_MS = 60 * 60_000

/** A confirmed account by e-mail, with its tenant's subdomain for the link. */
export function findResetAccount(email: string) {
  return (
    getDb()
      .select({
        userId: users.id,
        fullName: profiles.fullName,
        role: profiles.role,
        subdomain: tenants.subdomain,
        tenantId: tenants.id,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
      .where(and(eq(users.email, email), isNotNull(users.emailConfirmedAt)))
      .get() ?? null
  )
}

/** A new reset link; older unused ones stop working. */
export function replaceResetToken(userId: string, tokenHash: string, now = Date.now()) {
  writeTransaction((tx) =>
    replaceUserToken(tx, { userId, purpose: 'password_reset', tokenHash, expiresAt: now + RESET_MS, now }),
  )
}

/** Read-only: the live token's user and tenant. */
export function findLiveResetToken(tokenHash: string, now = Date.now()) {
  return findLiveUserToken(tokenHash, 'password_reset', now)
}

/** Sets the new password once: the token is used up and every session of the user ends. */
export function consumeResetToken(tokenHash: string, passwordHash: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const token = useUpUserToken(tx, tokenHash, 'password_reset', now)
    if (!token) return null
    tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId)).run()
    tx.delete(sessions).where(eq(sessions.userId, token.userId)).run()
    const profile = tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, token.userId)).get()
    return { userId: token.userId, role: profile?.role ?? null }
  })
}
