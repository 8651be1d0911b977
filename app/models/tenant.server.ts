import { and, eq, sql } from 'drizzle-orm'
import { tenants, type Tenant } from '~/db/schema'
import { effectiveStatus } from '~/domain/trial'
import { getDb, preparedQuery } from '~/utils/db.server'

// The tenants table is the one table not scoped by tenant_id: it *is* the tenant.

// Both run on nearly every request (host tenant, customer sessions): compiled once.
const bySubdomain = preparedQuery((db) =>
  db
    .select()
    .from(tenants)
    .where(eq(tenants.subdomain, sql.placeholder('subdomain')))
    .prepare(),
)
const byId = preparedQuery((db) =>
  db
    .select()
    .from(tenants)
    .where(eq(tenants.id, sql.placeholder('id')))
    .prepare(),
)

export function findTenantBySubdomain(subdomain: string) {
  return bySubdomain().get({ subdomain })
}

export function findTenantById(id: string) {
  return byId().get({ id })
}

/** Active = is_active and neither suspended nor cancelled (a lapsed trial stays readable). */
export function isTenantActive(tenant: Pick<Tenant, 'isActive' | 'status'>) {
  return tenant.isActive && tenant.status !== 'suspended' && tenant.status !== 'cancelled'
}

/** Cancelled by its own admin and not yet erased: the admins may still export or undo. */
export function inCancellationGrace(tenant: Pick<Tenant, 'status' | 'cancelledAt' | 'erasedAt' | 'isActive'>) {
  return tenant.status === 'cancelled' && tenant.cancelledAt !== null && tenant.erasedAt === null && tenant.isActive
}

/** Tenant with its derived status (trial_active past expiry reads as trial_expired). */
export function withEffectiveStatus<T extends Tenant>(tenant: T, now = Date.now()): T {
  return { ...tenant, status: effectiveStatus(tenant, now) }
}

/** Derived when read, stored when next touched: persists a lapsed trial as trial_expired. */
export function storeEffectiveStatus(tenant: Tenant, now = Date.now()) {
  const status = effectiveStatus(tenant, now)
  if (status === tenant.status) return
  getDb()
    .update(tenants)
    .set({ status, updatedAt: now })
    .where(and(eq(tenants.id, tenant.id), eq(tenants.status, tenant.status)))
    .run()
}

export function updateBranding(
  tenantId: string,
  branding: { primaryColor: string | null; secondaryColor: string | null; fontFamily: string | null },
  now = Date.now(),
) {
  getDb()
    .update(tenants)
    .set({ ...branding, updatedAt: now })
    .where(eq(tenants.id, tenantId))
    .run()
}

export function updateImprintUrl(tenantId: string, imprintUrl: string | null) {
  getDb().update(tenants).set({ imprintUrl, updatedAt: Date.now() }).where(eq(tenants.id, tenantId)).run()
}

/** The Bundesland of the calendar's holidays (null = national holidays only). */
export function updateBundesland(tenantId: string, bundesland: string | null, now = Date.now()) {
  getDb().update(tenants).set({ bundesland, updatedAt: now }).where(eq(tenants.id, tenantId)).run()
}
