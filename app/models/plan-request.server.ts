import { and, count, desc, eq } from 'drizzle-orm'
import { planRequests, profiles, tenants, users } from '~/db/schema'
import type { PlanId } from '~/domain/plans'
import { getDb, writeTransaction } from '~/utils/db.server'

// Upgrade requests (docs/features/plans-and-privacy.md): an admin asks for a plan, the platform owner
// decides. At most one open request per tenant; a new choice replaces it.

export type PlanRequestBilling = {
  tenantName: string
  requestedBy: string
  requestedByEmail: string
  [key: string]: string
}

export function openPlanRequest(tenantId: string) {
  return (
    getDb()
      .select()
      .from(planRequests)
      .where(and(eq(planRequests.tenantId, tenantId), eq(planRequests.status, 'requested')))
      .orderBy(desc(planRequests.createdAt))
      .get() ?? null
  )
}

export function requestPlan(
  tenantId: string,
  input: { plan: PlanId; userId: string; billing: PlanRequestBilling },
  now = Date.now(),
) {
  return writeTransaction((tx) => {
    tx.update(planRequests)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(planRequests.tenantId, tenantId), eq(planRequests.status, 'requested')))
      .run()
    return tx
      .insert(planRequests)
      .values({
        tenantId,
        plan: input.plan,
        requestedByUserId: input.userId,
        billingJson: JSON.stringify(input.billing),
        createdAt: now,
      })
      .returning()
      .get()
  })
}

/** The owner's queue: open requests first, then the latest decisions. */
export function listPlanRequestsForOwner(limit = 100) {
  return getDb()
    .select({
      id: planRequests.id,
      plan: planRequests.plan,
      status: planRequests.status,
      createdAt: planRequests.createdAt,
      decidedAt: planRequests.decidedAt,
      billingJson: planRequests.billingJson,
      tenantId: tenants.id,
      tenantName: tenants.name,
      subdomain: tenants.subdomain,
      tenantPlan: tenants.plan,
      tenantStatus: tenants.status,
    })
    .from(planRequests)
    .innerJoin(tenants, eq(tenants.id, planRequests.tenantId))
    .orderBy(desc(eq(planRequests.status, 'requested')), desc(planRequests.createdAt))
    .limit(limit)
    .all()
}

export type PlanDecision =
  { ok: true; tenantId: string; plan: PlanId; tenantName: string; subdomain: string } | { ok: false }

/** Approve: the tenant gets the plan and 'active_paid'. Decline: nothing changes on the tenant. Only open requests. */
export function decidePlanRequest(
  requestId: string,
  decision: 'approve' | 'decline',
  ownerUserId: string,
  now = Date.now(),
): PlanDecision {
  return writeTransaction((tx) => {
    const request = tx
      .select({
        id: planRequests.id,
        tenantId: planRequests.tenantId,
        plan: planRequests.plan,
        status: planRequests.status,
      })
      .from(planRequests)
      .where(eq(planRequests.id, requestId))
      .get()
    if (!request || request.status !== 'requested') return { ok: false as const }
    tx.update(planRequests)
      .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: now, decidedByUserId: ownerUserId })
      .where(eq(planRequests.id, requestId))
      .run()
    if (decision === 'approve') {
      tx.update(tenants)
        .set({ plan: request.plan, status: 'active_paid', updatedAt: now })
        .where(eq(tenants.id, request.tenantId))
        .run()
    }
    const tenant = tx
      .select({ name: tenants.name, subdomain: tenants.subdomain })
      .from(tenants)
      .where(eq(tenants.id, request.tenantId))
      .get()!
    return {
      ok: true as const,
      tenantId: request.tenantId,
      plan: request.plan,
      tenantName: tenant.name,
      subdomain: tenant.subdomain,
    }
  })
}

export function platformOwnerEmails() {
  return getDb()
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.role, 'platform_owner'))
    .all()
    .map((r) => r.email)
}

export function tenantAdminEmails(tenantId: string) {
  return getDb()
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'tenant_admin')))
    .all()
    .map((r) => r.email)
}

export function countOpenPlanRequests() {
  return getDb().select({ n: count() }).from(planRequests).where(eq(planRequests.status, 'requested')).get()!.n
}
