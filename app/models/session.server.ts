import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import { sessions } from '~/db/schema'
import { getDb, preparedQuery } from '~/utils/db.server'

// Session rows. Staff sessions belong to a user, customer sessions to an end
// customer (and its tenant). The id is the SHA-256 of the cookie's token.

export function insertSession(values: typeof sessions.$inferInsert) {
  getDb().insert(sessions).values(values).run()
}

// Read on every signed-in request: compiled once.
const liveSession = preparedQuery((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.kind, sql.placeholder('kind')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(),
)

export function findLiveSession(id: string, kind: 'staff' | 'customer', now = Date.now()) {
  return liveSession().get({ id, kind, now })
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
