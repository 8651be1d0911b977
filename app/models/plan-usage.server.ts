import { and, count, eq, inArray } from 'drizzle-orm'
import { endCustomers, events } from '~/db/schema'
import { ACTIVE_EVENT_STATUSES, limitMessage, type LimitKind, type PlanId } from '~/domain/plans'
import { getDb, type Tx } from '~/utils/db.server'

// What a tenant uses of its plan, counted in SQL. The counts that guard a write
// run inside that write's IMMEDIATE transaction, so two requests cannot both
// take the last slot.

export class PlanLimitError extends Error {
  constructor(
    readonly kind: LimitKind,
    readonly planId: PlanId,
    readonly limit: number,
  ) {
    super(limitMessage(kind, planId, limit))
  }
}

export type PlanGuard = { planId: PlanId; limit: number }

export function countActiveEvents(tenantId: string, tx?: Tx) {
  return (tx ?? getDb())
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.status, [...ACTIVE_EVENT_STATUSES])))
    .get()!.n
}

export function countCustomers(tenantId: string, tx?: Tx) {
  return (tx ?? getDb()).select({ n: count() }).from(endCustomers).where(eq(endCustomers.tenantId, tenantId)).get()!.n
}

/** Throws PlanLimitError when one more would pass the limit. */
export function assertBelowLimit(tenantId: string, kind: LimitKind, guard: PlanGuard | undefined, tx: Tx) {
  if (!guard || !Number.isFinite(guard.limit)) return
  const used = kind === 'activeEvents' ? countActiveEvents(tenantId, tx) : countCustomers(tenantId, tx)
  if (used >= guard.limit) throw new PlanLimitError(kind, guard.planId, guard.limit)
}

export function planUsage(tenantId: string) {
  return { activeEvents: countActiveEvents(tenantId), customers: countCustomers(tenantId) }
}
