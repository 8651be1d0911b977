import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as teamAction } from '~/routes/tenant.settings_.team'
import { action as removeAction } from '~/routes/tenant.settings_.team.$memberId.remove'
import { getDb } from '~/utils/db.server'
import { call, makeRequest } from '../support/requests'
import { invitationsOf, teamTenant } from './team-helpers'

const post = (cookie: string, form: Record<string, string>) => makeRequest('/tenant/settings/team', { cookie, form })
const logOf = (tenantId: string) =>
  getDb().select().from(s.securityEvents).where(eq(s.securityEvents.tenantId, tenantId)).all()

describe('team changes in the security log', () => {
  it('a role change and a removal are logged with the member, the actor and the tenant', async () => {
    const { tenant, admin, planner } = await teamTenant()
    const role = await call(
      teamAction,
      post(admin.cookie, { intent: 'role', member_id: planner.id, role: 'tenant_admin' }),
    )
    expect(role.location).toBe('/tenant/settings')
    const removal = await call(
      removeAction,
      makeRequest(`/tenant/settings/team/${planner.id}/remove`, { cookie: admin.cookie, form: {} }),
      { memberId: planner.id },
    )
    expect(removal.location).toBe('/tenant/settings')
    const log = logOf(tenant.id)
    expect(log.map((e) => e.eventType).sort()).toEqual(['TEAM_MEMBER_REMOVED', 'TEAM_ROLE_CHANGED'])
    for (const entry of log) {
      expect(entry).toMatchObject({ resourceType: 'user', resourceId: planner.id, actorUserId: admin.id })
      expect(JSON.parse(entry.details)).toMatchObject({ member_email: planner.email, tenant_id: tenant.id })
    }
  })

  it('a refused change writes no log entry', async () => {
    const { tenant, admin } = await teamTenant()
    const demote = await call(
      teamAction,
      post(admin.cookie, { intent: 'role', member_id: admin.id, role: 'tenant_planner' }),
    )
    expect(demote.status).toBe(400)
    expect(logOf(tenant.id)).toHaveLength(0)
  })
})

describe('invitation mails are limited per tenant', () => {
  it('the 21st invitation within an hour is refused with a German message and creates nothing', async () => {
    const { tenant, admin } = await teamTenant()
    for (let i = 0; i < 20; i++) {
      const ok = await call(
        teamAction,
        post(admin.cookie, { intent: 'invite', email: `gast${i}@example.com`, role: 'tenant_planner' }),
      )
      expect(ok.location, `invitation ${i + 1}`).toBe('/tenant/settings')
    }
    const refused = await call(
      teamAction,
      post(admin.cookie, { intent: 'invite', email: 'gast20@example.com', role: 'tenant_planner' }),
    )
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toContain('Zu viele Einladungen in kurzer Zeit')
    expect(invitationsOf(tenant.id)).toHaveLength(20)
  })
})
