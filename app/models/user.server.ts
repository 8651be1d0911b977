import { eq } from 'drizzle-orm'
import { profiles, tenants, users } from '~/db/schema'
import { getDb } from '~/utils/db.server'

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export function findUserByEmail(email: string) {
  return getDb().select().from(users).where(eq(users.email, normalizeEmail(email))).get()
}

/** A signed-in staff user as the app needs it: user, profile and (for tenant roles) tenant. */
export function findAccount(userId: string) {
  const row = getDb()
    .select({ user: users, profile: profiles, tenant: tenants })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
    .where(eq(users.id, userId))
    .get()
  return row ?? null
}

export type Account = NonNullable<ReturnType<typeof findAccount>>

export function touchLastLogin(userId: string, now = Date.now()) {
  getDb().update(users).set({ lastLoginAt: now }).where(eq(users.id, userId)).run()
}
