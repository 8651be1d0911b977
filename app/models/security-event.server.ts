import { count, desc, eq } from 'drizzle-orm'
import { securityEvents, users } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// The tenant's security log (docs/product.md §7): who did what to which record.

export type SecurityEventType =
  'CUSTOMER_LOGIN_EMAIL_SENT' | 'CUSTOMER_DELETED' | 'TEAM_MEMBER_REMOVED' | 'TEAM_ROLE_CHANGED'

export function logSecurityEvent(
  tenantId: string,
  entry: {
    eventType: SecurityEventType
    resourceType: 'end_customer' | 'user'
    resourceId: string
    details: Record<string, string>
    actorUserId: string | null
  },
  now = Date.now(),
) {
  getDb()
    .insert(securityEvents)
    .values({
      tenantId,
      eventType: entry.eventType,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      details: JSON.stringify(entry.details),
      actorUserId: entry.actorUserId,
      createdAt: now,
    })
    .run()
}

/** One page of the log, newest first, with the acting user's e-mail. */
export function listSecurityEvents(tenantId: string, options: { page: number; pageSize: number }) {
  const where = eq(securityEvents.tenantId, tenantId)
  const total = getDb().select({ n: count() }).from(securityEvents).where(where).get()?.n ?? 0
  const rows = getDb()
    .select({
      id: securityEvents.id,
      eventType: securityEvents.eventType,
      resourceType: securityEvents.resourceType,
      resourceId: securityEvents.resourceId,
      details: securityEvents.details,
      actorUserId: securityEvents.actorUserId,
      actorEmail: users.email,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.actorUserId))
    .where(where)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .all()
  return { rows, total }
}
