import { count, desc, eq, sql } from 'drizzle-orm'
import { events, profiles, tenants } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'
import { extendedTrialEnd } from '~/domain/tenant-closure'
import type { PlanId } from '~/domain/plans'
import { containsText } from './text-search.server'
import type { TenantStatus } from '~/domain/trial'

// The platform owner's view across tenants: the only queries not scoped to one
// tenant, reachable only through requirePlatformOwner.

/** A trial_active row whose expiry has passed reads as trial_expired (docs/product.md §4.1). */
const effectiveStatusSql = (now: number) =>
  sql<TenantStatus>`case when ${tenants.status} = 'trial_active' and ${tenants.trialExpiresAt} is not null and ${tenants.trialExpiresAt} <= ${now} then 'trial_expired' else ${tenants.status} end`

export function ownerCounters(now = Date.now()) {
  const status = effectiveStatusSql(now)
  const row = getDb()
    .select({
      total: sql<number>`count(*)`,
      activeTrials: sql<number>`coalesce(sum(case when ${status} = 'trial_active' then 1 else 0 end), 0)`,
      paid: sql<number>`coalesce(sum(case when ${status} = 'active_paid' then 1 else 0 end), 0)`,
      expiredTrials: sql<number>`coalesce(sum(case when ${status} = 'trial_expired' then 1 else 0 end), 0)`,
    })
    .from(tenants)
    .get()
  return row ?? { total: 0, activeTrials: 0, paid: 0, expiredTrials: 0 }
}

export const TENANTS_PER_PAGE = 50

/** One page of tenants, newest first, with users and events each; search on name or subdomain. */
export function listTenantsForOwner(now = Date.now(), { query = '', page = 1, perPage = TENANTS_PER_PAGE } = {}) {
  const db = getDb()
  const where = containsText(query, [tenants.name, tenants.subdomain])
  const total = db.select({ n: count() }).from(tenants).where(where).get()!.n
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = db
    .select({
      id: tenants.id,
      name: tenants.name,
      subdomain: tenants.subdomain,
      status: effectiveStatusSql(now),
      plan: tenants.plan,
      trialExpiresAt: tenants.trialExpiresAt,
      createdAt: tenants.createdAt,
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
      users: sql<number>`(select count(*) from ${profiles} p where p.tenant_id = "tenants"."id")`,
      events: sql<number>`(select count(*) from ${events} e where e.tenant_id = "tenants"."id")`,
    })
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all()
  return { tenants: rows, total, page: current, pageCount }
}

export function findTenantForOwner(tenantId: string, now = Date.now()) {
  return getDb()
    .select({
      id: tenants.id,
      name: tenants.name,
      subdomain: tenants.subdomain,
      status: effectiveStatusSql(now),
      plan: tenants.plan,
      createdAt: tenants.createdAt,
      updatedAt: tenants.updatedAt,
      trialStartedAt: tenants.trialStartedAt,
      trialExpiresAt: tenants.trialExpiresAt,
      primaryColor: tenants.primaryColor,
      secondaryColor: tenants.secondaryColor,
      fontFamily: tenants.fontFamily,
      cancelledAt: tenants.cancelledAt,
      eraseAfter: tenants.eraseAfter,
      erasedAt: tenants.erasedAt,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get()
}

/** Any status to any other; suspended and cancelled make the tenant inactive. 'Bezahlt' stores the booked plan. */
export function setTenantStatus(tenantId: string, status: TenantStatus, now = Date.now(), plan?: PlanId) {
  const inactive = status === 'suspended' || status === 'cancelled'
  return getDb()
    .update(tenants)
    .set({ status, isActive: !inactive, updatedAt: now, ...(status === 'active_paid' && plan ? { plan } : {}) })
    .where(eq(tenants.id, tenantId))
    .run().changes
}

export type TrialExtension = { ok: true; trialExpiresAt: number } | { ok: false; reason: 'not-found' | 'not-in-trial' }

/** Extends a trial (running or lapsed) by `days`; the tenant is in its trial again. Other statuses are refused. */
export function extendTrial(tenantId: string, days: number, now = Date.now()): TrialExtension {
  return writeTransaction((tx) => {
    const tenant = tx.select().from(tenants).where(eq(tenants.id, tenantId)).get()
    if (!tenant) return { ok: false, reason: 'not-found' }
    if (tenant.status !== 'trial_active' && tenant.status !== 'trial_expired')
      return { ok: false, reason: 'not-in-trial' }
    const trialExpiresAt = extendedTrialEnd(tenant.trialExpiresAt, days, now)
    tx.update(tenants)
      .set({
        status: 'trial_active',
        isActive: true,
        trialExpiresAt,
        trialStartedAt: tenant.trialStartedAt ?? now,
        updatedAt: now,
      })
      .where(eq(tenants.id, tenantId))
      .run()
    return { ok: true, trialExpiresAt }
  })
}
