import { and, eq, gt, isNull } from 'drizzle-orm'
import { endCustomerAuthTokens, endCustomers, events, tenants } from '~/db/schema'
import { recordEventActivity, replaceEventActivity } from './event-activity.server'
import { getDb, writeTransaction } from '~/utils/db.server'
import { isTenantActive } from './tenant.server'

// Customer link sign-in. The GET only reads a token's state; the POST uses it
// in one write transaction: a single conditional UPDATE … RETURNING marks it
// used (so two parallel POSTs cannot both win), then the customer and tenant
// are checked and last_login_at is set. Any failed check rolls everything back.

export const TOKEN_MAX_AGE_MS = 7 * 86_400_000

export type TokenFailure = 'unknown' | 'used' | 'expired' | 'inactive'
export type TokenState =
  { ok: true; tenantId: string; endCustomerId: string; targetPath: string | null } | { ok: false; reason: TokenFailure }

/**
 * The token's tenant must match the host's tenant (null on the platform host,
 * where any tenant's link is accepted: tenant links are mailed for tenant hosts).
 */
export function tokenState(tokenHash: string, hostTenantId: string | null, now = Date.now()): TokenState {
  const row = getDb()
    .select({ token: endCustomerAuthTokens, customerActive: endCustomers.isActive, tenant: tenants })
    .from(endCustomerAuthTokens)
    .innerJoin(
      endCustomers,
      and(
        eq(endCustomers.id, endCustomerAuthTokens.endCustomerId),
        eq(endCustomers.tenantId, endCustomerAuthTokens.tenantId),
      ),
    )
    .innerJoin(tenants, eq(tenants.id, endCustomerAuthTokens.tenantId))
    .where(eq(endCustomerAuthTokens.tokenHash, tokenHash))
    .get()
  if (!row || (hostTenantId && row.token.tenantId !== hostTenantId)) return { ok: false, reason: 'unknown' }
  if (row.token.usedAt !== null) return { ok: false, reason: 'used' }
  if (row.token.expiresAt <= now || row.token.createdAt <= now - TOKEN_MAX_AGE_MS)
    return { ok: false, reason: 'expired' }
  if (!row.customerActive || !isTenantActive(row.tenant)) return { ok: false, reason: 'inactive' }
  return {
    ok: true,
    tenantId: row.token.tenantId,
    endCustomerId: row.token.endCustomerId,
    targetPath: row.token.targetPath,
  }
}

class Refused extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason)
  }
}

/** Uses the token once. On success the caller creates the customer session. */
export function consumeCustomerToken(tokenHash: string, hostTenantId: string | null, now = Date.now()): TokenState {
  try {
    return writeTransaction((tx) => {
      const used = tx
        .update(endCustomerAuthTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(endCustomerAuthTokens.tokenHash, tokenHash),
            isNull(endCustomerAuthTokens.usedAt),
            gt(endCustomerAuthTokens.expiresAt, now),
            gt(endCustomerAuthTokens.createdAt, now - TOKEN_MAX_AGE_MS),
          ),
        )
        .returning()
        .get()
      if (!used) throw new Refused('unknown')
      if (hostTenantId && used.tenantId !== hostTenantId) throw new Refused('unknown')
      const customer = tx
        .select()
        .from(endCustomers)
        .where(and(eq(endCustomers.tenantId, used.tenantId), eq(endCustomers.id, used.endCustomerId)))
        .get()
      const tenant = tx.select().from(tenants).where(eq(tenants.id, used.tenantId)).get()
      if (!customer?.isActive || !tenant || !isTenantActive(tenant)) throw new Refused('inactive')
      // the timeline of each of the customer's events: the first sign-in stays, the last one is replaced
      const eventIds = tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.tenantId, used.tenantId), eq(events.endCustomerId, used.endCustomerId)))
        .all()
        .map((e) => e.id)
      const actor = { type: 'customer' as const, id: customer.id, name: customer.name || customer.email }
      if (customer.lastLoginAt === null)
        for (const eventId of eventIds)
          recordEventActivity(used.tenantId, { eventId, kind: 'customer-first-sign-in', actor, at: now }, tx)
      else replaceEventActivity(used.tenantId, eventIds, { kind: 'customer-signed-in', actor, at: now }, tx)
      tx.update(endCustomers)
        .set({ lastLoginAt: now })
        .where(and(eq(endCustomers.tenantId, used.tenantId), eq(endCustomers.id, used.endCustomerId)))
        .run()
      return {
        ok: true as const,
        tenantId: used.tenantId,
        endCustomerId: used.endCustomerId,
        targetPath: used.targetPath,
      }
    })
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    // The rolled-back update tells nothing about why: read the state for the message.
    if (error.reason === 'unknown') {
      const state = tokenState(tokenHash, hostTenantId, now)
      return state.ok ? { ok: false, reason: 'unknown' } : state
    }
    return { ok: false, reason: error.reason }
  }
}

/**
 * 'Neuen Link anfordern' on the platform host, where no tenant is named: the
 * active customers with this address in every active tenant. A deliberate
 * cross-tenant read (like a staff sign-in by e-mail); the answer shown never
 * depends on it.
 */
export function activeCustomersByEmail(email: string) {
  return getDb()
    .select({ tenantId: endCustomers.tenantId, customerId: endCustomers.id, tenant: tenants })
    .from(endCustomers)
    .innerJoin(tenants, eq(tenants.id, endCustomers.tenantId))
    .where(and(eq(endCustomers.email, email.trim().toLowerCase()), eq(endCustomers.isActive, true)))
    .all()
    .filter((row) => isTenantActive(row.tenant))
}
