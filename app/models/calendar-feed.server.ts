import { and, count, desc, eq, gte, isNull, lt, or } from 'drizzle-orm'
import { calendarFeeds, profiles, tenants } from '~/db/schema'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'
import { ownRow } from './find-own.server'

// Calendar subscriptions ('Kalender-Abo'). Every function takes tenantId first
// and filters by it; only the token's SHA-256 is stored (ADR 118).

export type FeedScope = 'all' | 'mine'

export function listFeeds(tenantId: string, userId: string) {
  return getDb()
    .select({
      id: calendarFeeds.id,
      scope: calendarFeeds.scope,
      includeTasks: calendarFeeds.includeTasks,
      createdAt: calendarFeeds.createdAt,
      revokedAt: calendarFeeds.revokedAt,
      lastUsedAt: calendarFeeds.lastUsedAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id))
    .all()
}

/** Each feed is a live token: a person holds at most this many at once … */
export const MAX_LIVE_FEEDS_PER_USER = 10
/** … and creates at most this many a day (regenerating counts), so revoked rows stay few too. */
export const MAX_NEW_FEEDS_PER_DAY = 20

export type FeedRefusal = { refused: 'live' | 'daily' }

function feedRoom(tx: Tx, tenantId: string, userId: string, now: number, replacing: boolean): FeedRefusal | null {
  const mine = and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId))
  const liveCount = tx
    .select({ n: count() })
    .from(calendarFeeds)
    .where(and(mine, isNull(calendarFeeds.revokedAt)))
    .get()!.n
  if (!replacing && liveCount >= MAX_LIVE_FEEDS_PER_USER) return { refused: 'live' }
  const today = tx
    .select({ n: count() })
    .from(calendarFeeds)
    .where(and(mine, gte(calendarFeeds.createdAt, now - 86_400_000)))
    .get()!.n
  return today >= MAX_NEW_FEEDS_PER_DAY ? { refused: 'daily' } : null
}

/** A new feed; returns its token (shown once, never stored), or why there is no room. */
export function createFeed(tenantId: string, userId: string, scope: FeedScope, now = Date.now(), includeTasks = false) {
  return writeTransaction((tx) => {
    const refusal = feedRoom(tx, tenantId, userId, now, false)
    if (refusal) return refusal
    const { token, hash } = createToken()
    const row = tx
      .insert(calendarFeeds)
      .values({ tenantId, userId, scope, includeTasks, tokenHash: hash, createdAt: now })
      .returning({ id: calendarFeeds.id })
      .get()
    return { id: row.id, token, scope }
  })
}

/** Whether the user's own live feed lists their open tasks; false when it is not theirs (or revoked). */
export function setFeedTasks(tenantId: string, userId: string, feedId: string, includeTasks: boolean) {
  return (
    getDb()
      .update(calendarFeeds)
      .set({ includeTasks })
      .where(
        and(
          eq(calendarFeeds.tenantId, tenantId),
          eq(calendarFeeds.userId, userId),
          eq(calendarFeeds.id, feedId),
          isNull(calendarFeeds.revokedAt),
        ),
      )
      .run().changes > 0
  )
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
      .select({ scope: calendarFeeds.scope, includeTasks: calendarFeeds.includeTasks })
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
    const refusal = feedRoom(tx, tenantId, userId, now, true)
    if (refusal) return refusal
    tx.update(calendarFeeds)
      .set({ revokedAt: now })
      .where(ownRow(calendarFeeds, tenantId, feedId))
      .run()
    const { token, hash } = createToken()
    const row = tx
      .insert(calendarFeeds)
      .values({ tenantId, userId, scope: feed.scope, includeTasks: feed.includeTasks, tokenHash: hash, createdAt: now })
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
