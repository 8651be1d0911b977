import { and, eq, lt, sql } from 'drizzle-orm'
import { rateLimits } from '~/db/schema'
import { getDb } from '~/utils/db.server'

/** Adds one hit to the window and returns the new count (one statement, atomic). */
export function incrementCounter(key: string, windowStart: number) {
  const row = getDb()
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
    .get()
  return row.count
}

export function readCounter(key: string, windowStart: number) {
  const row = getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .get()
  return row?.count ?? 0
}

export function resetCounter(key: string, windowStart: number) {
  getDb()
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .run()
}

export function deleteOldCounters(before: number) {
  return getDb().delete(rateLimits).where(lt(rateLimits.windowStart, before)).run().changes
}
