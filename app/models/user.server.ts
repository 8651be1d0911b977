import { eq, sql } from 'drizzle-orm'
import { profiles, tenants, users } from '~/db/schema'
import { getDb, preparedQuery } from '~/utils/db.server'

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export function findUserByEmail(email: string) {
  return getDb()
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get()
}

/** A signed-in staff user as the app needs it: user, profile and (for tenant roles) tenant. */
const account = preparedQuery((db) =>
  db
    .select({ user: users, profile: profiles, tenant: tenants })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
)

export function findAccount(userId: string) {
  return account().get({ userId }) ?? null
}

export type Account = NonNullable<ReturnType<typeof findAccount>>

export function touchLastLogin(userId: string, now = Date.now()) {
  getDb().update(users).set({ lastLoginAt: now }).where(eq(users.id, userId)).run()
}
