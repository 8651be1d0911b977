import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { staffCookie } from '../support/requests'

// Tenants with an admin and a planner, signed in, for the team tests.

export async function teamTenant() {
  const tenant = createTenant()
  const admin = createStaff(tenant.id, 'tenant_admin')
  const planner = createStaff(tenant.id, 'tenant_planner')
  return {
    tenant,
    admin: { ...admin.user, cookie: await staffCookie(admin.user.id, tenant.id) },
    planner: { ...planner.user, cookie: await staffCookie(planner.user.id, tenant.id) },
  }
}

export function invitationsOf(tenantId: string) {
  return getDb().select().from(s.invitations).where(eq(s.invitations.tenantId, tenantId)).all()
}

export function profileOf(userId: string) {
  return getDb().select().from(s.profiles).where(eq(s.profiles.userId, userId)).get()
}

export function userRow(userId: string) {
  return getDb().select().from(s.users).where(eq(s.users.id, userId)).get()
}

export function sessionsOf(userId: string) {
  return getDb().select().from(s.sessions).where(eq(s.sessions.userId, userId)).all()
}
