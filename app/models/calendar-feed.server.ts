import { and, desc, eq, isNull, lt, or } from 'drizzle-orm'
import { calendarFeeds, profiles, tenants } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'

// Calendar subscriptions ('Kalender-Abo'). Every function takes tenantId first
// and filters by it; only the token's SHA-256 is stored (ADR 118).

export type FeedScope = 'all' | 'mine'

export function listFeeds(tenantId: string, userId: string) {
  return getDb()
    .select({
      id: calendarFeeds.id,
      scope: calendarFeeds.scope,
      createdAt: calendarFeeds.createdAt,
      revokedAt: calendarFeeds.revokedAt,
      lastUsedAt: calendarFeeds.lastUsedAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id))
    .all()
}

/** A new feed; returns its token (shown once, never stored). */
export function createFeed(tenantId: string, userId: string, scope: FeedScope, now = Date.now()) {
  const { token, hash } = createToken()
  const row = getDb()
    .insert(calendarFeeds)
    .values({ tenantId, userId, scope, tokenHash: hash, createdAt: now })
    .returning({ id: calendarFeeds.id })
    .get()
  return { id: row.id, token, scope }
}

/** Revokes the user's own live feed; false when there is none (another user's, another tenant's, already revoked). */
export function revokeFeed(tenantId: string, userId: string, feedId: string, now = Date.now()) {
  const result = getDb()
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.tenantId, tenantId),
        eq(calendarFeeds.userId, userId),
        eq(calendarFeeds.id, feedId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .run()
  return result.changes > 0
}

/** Revokes the feed and creates one with the same scope in one transaction; null when it is not the user's live feed. */
export function regenerateFeed(tenantId: string, userId: string, feedId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const feed = tx
      .select({ scope: calendarFeeds.scope })
      .from(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.tenantId, tenantId),
          eq(calendarFeeds.userId, userId),
          eq(calendarFeeds.id, feedId),
          isNull(calendarFeeds.revokedAt),
        ),
      )
      .get()
    if (!feed) return null
    tx.update(calendarFeeds).set({ revokedAt: now }).where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.id, feedId))).run()
    const { token, hash } = createToken()
    const row = tx
      .insert(calendarFeeds)
      .values({ tenantId, userId, scope: feed.scope, tokenHash: hash, createdAt: now })
      .returning({ id: calendarFeeds.id })
      .get()
    return { id: row.id, token, scope: feed.scope }
  })
}

/**
 * The live feed of a token hash with its tenant, only while its user is still
 * staff of that tenant (a removed user's row is gone with the user; a user
 * moved elsewhere no longer matches). Read-only, for the feed's GET.
 */
export function findLiveFeed(tokenHash: string) {
  return (
    getDb()
      .select({ feed: calendarFeeds, tenant: tenants })
      .from(calendarFeeds)
      .innerJoin(tenants, eq(tenants.id, calendarFeeds.tenantId))
      .innerJoin(
        profiles,
        and(
          eq(profiles.userId, calendarFeeds.userId),
          eq(profiles.tenantId, calendarFeeds.tenantId),
          or(eq(profiles.role, 'tenant_admin'), eq(profiles.role, 'tenant_planner')),
        ),
      )
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)))
      .get() ?? null
  )
}

/** Stamps the feed's last use, at most once per `everyMs` (bookkeeping, ADR 118). */
export function touchFeed(tenantId: string, feedId: string, now = Date.now(), everyMs = 60 * 60_000) {
  getDb()
    .update(calendarFeeds)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(calendarFeeds.tenantId, tenantId),
        eq(calendarFeeds.id, feedId),
        or(isNull(calendarFeeds.lastUsedAt), lt(calendarFeeds.lastUsedAt, now - everyMs)),
      ),
    )
    .run()
}
