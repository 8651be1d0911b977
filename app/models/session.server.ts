import { and, eq, gt, lt, ne } from 'drizzle-orm'
import { sessions } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Session rows. Staff sessions belong to a user, customer sessions to an end
// customer (and its tenant). The id is the SHA-256 of the cookie's token.

export function insertSession(values: typeof sessions.$inferInsert) {
  getDb().insert(sessions).values(values).run()
}

export function findLiveSession(id: string, kind: 'staff' | 'customer', now = Date.now()) {
  return getDb()
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind), gt(sessions.expiresAt, now)))
    .get()
}

export function deleteSession(id: string) {
  getDb().delete(sessions).where(eq(sessions.id, id)).run()
}

export function deleteUserSessions(userId: string, exceptId?: string) {
  getDb()
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId))
    .run()
}

export function deleteCustomerSessions(tenantId: string, endCustomerId: string) {
  getDb()
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.endCustomerId, endCustomerId)))
    .run()
}

export function deleteExpiredSessions(now = Date.now()) {
  return getDb().delete(sessions).where(lt(sessions.expiresAt, now)).run().changes
}
