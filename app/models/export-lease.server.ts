import { and, eq, gt, sql } from 'drizzle-orm'
import { rateLimits } from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { withBookkeepingWrites } from '~/utils/request-context.server'

// One long export per tenant at a time, across worker processes: a lease row
// in rate_limits (the table GETs may write as bookkeeping, ADR 118). Its key
// names the kind and tenant; window_start is a fixed far-future mark, so the
// clean-up of old counters never removes a lease; count holds the lease's
// expiry in ms. Each step of the export renews it, the end or a cancelled
// download releases it, and a crashed worker's lease runs out by itself.

/** the tax adviser ZIP (it renders every invoice PDF of the period) */
export const BILLING_EXPORT_LEASE = 'billing-export'

export const LEASE_MS = 2 * 60_000
const LEASE_MARK = 8_000_000_000_000_000

export type Lease = { renew: (now?: number) => void; release: () => void }

const keyOf = (kind: string, tenantId: string) => `lease:${kind}:${tenantId}`
const bookkeeping = <T>(fn: () => T) => withBookkeepingWrites(['rate_limits'], fn)

/** The lease, or null while another one of the same kind and tenant is live. One statement, so two processes cannot both win. */
export function acquireLease(kind: string, tenantId: string, now = Date.now()): Lease | null {
  const key = keyOf(kind, tenantId)
  let expiry = now + LEASE_MS
  const row = bookkeeping(() =>
    getDb()
      .insert(rateLimits)
      .values({ key, windowStart: LEASE_MARK, count: expiry })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: expiry },
        setWhere: sql`${rateLimits.count} <= ${now}`,
      })
      .returning({ count: rateLimits.count })
      .get(),
  )
  if (!row || row.count !== expiry) return null
  const mine = () => and(eq(rateLimits.key, key), eq(rateLimits.windowStart, LEASE_MARK), eq(rateLimits.count, expiry))
  let released = false
  return {
    renew(at = Date.now()) {
      if (released || at + LEASE_MS - expiry < 10_000) return // at most one write per 10 s
      const next = at + LEASE_MS
      bookkeeping(() => getDb().update(rateLimits).set({ count: next }).where(mine()).run())
      expiry = next
    },
    release() {
      if (released) return
      released = true
      bookkeeping(() => getDb().delete(rateLimits).where(mine()).run())
    },
  }
}

/** Expiry (ms) of the live lease, or null: for the note that an export is running. */
export function liveLease(kind: string, tenantId: string, now = Date.now()) {
  const row = getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, keyOf(kind, tenantId)), eq(rateLimits.windowStart, LEASE_MARK), gt(rateLimits.count, now)),
    )
    .get()
  return row ? row.count : null
}
