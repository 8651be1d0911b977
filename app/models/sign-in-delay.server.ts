import { eq, inArray, sql } from 'drizzle-orm'
import { signInDelays } from '~/db/schema'
import { delayAfter } from '~/domain/sign-in-delay'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'

// Per-account sign-in delay rows (ADR 115). Keys are normalised addresses or
// `known:<address>`, stored as their SHA-256 so the table holds no addresses;
// not tenant data, so no tenant scope.

const stored = (key: string) => hashToken(key)

/** Until when the key must wait (0 when it need not). */
export function delayedUntil(key: string, now = Date.now()): number {
  const row = getDb()
    .select({ until: signInDelays.delayedUntil })
    .from(signInDelays)
    .where(eq(signInDelays.key, stored(key)))
    .get()
  return row && row.until > now ? row.until : 0
}

/** Counts a wrong password; returns the new wait end (0 while failures are still free). */
export function recordFailure(key: string, now = Date.now()): number {
  const row = getDb()
    .insert(signInDelays)
    .values({ key: stored(key), failures: 1, delayedUntil: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: signInDelays.key,
      set: { failures: sql`${signInDelays.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: signInDelays.failures })
    .get()
  const wait = delayAfter(row.failures)
  const until = wait ? now + wait : 0
  if (until)
    getDb()
      .update(signInDelays)
      .set({ delayedUntil: until })
      .where(eq(signInDelays.key, stored(key)))
      .run()
  return until
}

/** Lifts the delay and forgets the failures of these keys. */
export function liftDelay(keys: string[]) {
  if (keys.length)
    getDb()
      .delete(signInDelays)
      .where(inArray(signInDelays.key, keys.map(stored)))
      .run()
}
