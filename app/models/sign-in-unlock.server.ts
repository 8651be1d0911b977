import { and, eq, gt, isNull } from 'drizzle-orm'
import { profiles, userTokens, users } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'

// Sign-in unlock links (user_tokens, purpose sign_in_unlock; ADR 115): only the
// SHA-256 is stored, valid 30 minutes, single use. Tokens name their user, so
// these lookups are global; the route checks the host.

export const UNLOCK_MS = 30 * 60_000

/** A new unlock link; older unused ones stop working. */
export function replaceUnlockToken(userId: string, tokenHash: string, now = Date.now()) {
  writeTransaction((tx) => {
    tx.delete(userTokens)
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'sign_in_unlock'), isNull(userTokens.usedAt)))
      .run()
    tx.insert(userTokens).values({ userId, purpose: 'sign_in_unlock', tokenHash, expiresAt: now + UNLOCK_MS, createdAt: now }).run()
  })
}

const live = (tokenHash: string, now: number) =>
  and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, 'sign_in_unlock'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now))

/** Read-only: the live token's user and tenant. */
export function findLiveUnlockToken(tokenHash: string, now = Date.now()) {
  return (
    getDb()
      .select({ userId: userTokens.userId, email: users.email, role: profiles.role, tenantId: profiles.tenantId })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(live(tokenHash, now))
      .get() ?? null
  )
}

/** Uses the token up once; null when it is unknown, used or expired. */
export function consumeUnlockToken(tokenHash: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const token = tx.select({ id: userTokens.id }).from(userTokens).where(live(tokenHash, now)).get()
    if (!token) return null
    tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, token.id)).run()
    return true
  })
}
