import { describe, expect, it } from 'vitest'
import { action as teamAction, loader as teamLoader } from '~/routes/tenant.settings_.team'
import { action as removeAction, loader as removeLoader } from '~/routes/tenant.settings_.team.$memberId.remove'
import { loader as settingsLoader } from '~/routes/tenant.settings'
import { loader as tenantLoader } from '~/routes/tenant'
import { hashToken } from '~/utils/token.server'
import { createEvent } from '../support/factories'
import { call, makeRequest } from '../support/requests'
import { linkIn, mailsTo } from './customers-helpers'
import { invitationsOf, profileOf, sessionsOf, teamTenant, userRow } from './team-helpers'
import { getDb } from '~/utils/db.server'
import * as s from '~/db/schema'
import { eq } from 'drizzle-orm'

const post = (cookie: string, form: Record<string, string>) => makeRequest('/tenant/settings/team', { cookie, form })

describe('team management', () => {
  it('an admin invites: a German mail with a 7-day link; only the hash is stored', async () => {
    const { tenant, admin } = await teamTenant()
    const result = await call(
      teamAction,
      post(admin.cookie, { intent: 'invite', email: 'Neu@Example.com', role: 'tenant_planner' }),
    )
    expect(result.location).toBe('/tenant/settings')
    const [row] = invitationsOf(tenant.id)
    expect(row).toMatchObject({
      email: 'neu@example.com',
      role: 'tenant_planner',
      invitedByUserId: admin.id,
      acceptedAt: null,
    })
    expect(row!.expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    const [mail] = mailsTo('neu@example.com')
    expect(mail!.subject).toBe(`Einladung zum Team von ${tenant.name} – Festplan`)
    expect(mail!.text).toContain('als Planer beizutreten')
    const token = linkIn(mail!.text).searchParams.get('token')!
    expect(token).toHaveLength(43) // 32 bytes base64url
    expect(row!.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(invitationsOf(tenant.id))).not.toContain(token)
  })

  it('refuses a bad address and a current member on the field', async () => {
    const { tenant, admin, planner } = await teamTenant()
    const bad = await call(
      teamAction,
      post(admin.cookie, { intent: 'invite', email: 'kein-mail', role: 'tenant_planner' }),
    )
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    const member = await call(
      teamAction,
      post(admin.cookie, { intent: 'invite', email: planner.email, role: 'tenant_admin' }),
    )
    expect(JSON.stringify(member.data)).toContain('Diese Person gehört bereits zu Ihrem Team.')
    const role = await call(
      teamAction,
      post(admin.cookie, { intent: 'invite', email: 'x@example.com', role: 'platform_owner' }),
    )
    expect(role.status).toBe(400)
    expect(invitationsOf(tenant.id)).toHaveLength(0)
  })

  it('Erneut senden gives a new token (the old one dies); Zurückziehen ends it', async () => {
    const { tenant, admin } = await teamTenant()
    await call(teamAction, post(admin.cookie, { intent: 'invite', email: 'again@example.com', role: 'tenant_admin' }))
    const first = invitationsOf(tenant.id)[0]!
    await call(teamAction, post(admin.cookie, { intent: 'resend', invitation_id: first.id }))
    const renewed = invitationsOf(tenant.id)[0]!
    expect(renewed.tokenHash).not.toBe(first.tokenHash)
    expect(mailsTo('again@example.com')).toHaveLength(2)
    await call(teamAction, post(admin.cookie, { intent: 'revoke', invitation_id: first.id }))
    expect(invitationsOf(tenant.id)[0]!.revokedAt).not.toBeNull()
    const list = await call(settingsLoader, makeRequest('/tenant/settings', { cookie: admin.cookie }))
    expect((list.data as { team: { invitations: unknown[] } }).team.invitations).toHaveLength(0)
  })

  it('a planner sees the team but cannot invite, change roles or remove (403, nothing changes)', async () => {
    const { tenant, admin, planner } = await teamTenant()
    const view = await call(teamLoader, makeRequest('/tenant/settings/team', { cookie: planner.cookie }))
    const team = (view.data as { team: { members: Array<{ email: string }>; canManage: boolean } }).team
    expect(team.canManage).toBe(false)
    expect(team.members.map((m) => m.email).sort()).toEqual([admin.email, planner.email].sort())
    const invite = await call(
      teamAction,
      post(planner.cookie, { intent: 'invite', email: 'p@example.com', role: 'tenant_planner' }),
    )
    expect(invite.status).toBe(403)
    expect(JSON.stringify(invite.data)).toContain('Nur Administratoren können das Team verwalten.')
    const promote = await call(
      teamAction,
      post(planner.cookie, { intent: 'role', member_id: planner.id, role: 'tenant_admin' }),
    )
    expect(promote.status).toBe(403)
    const remove = await call(
      removeAction,
      makeRequest(`/tenant/settings/team/${admin.id}/remove`, { cookie: planner.cookie, form: {} }),
      { memberId: admin.id },
    )
    expect(remove.status).toBe(403)
    expect(invitationsOf(tenant.id)).toHaveLength(0)
    expect(profileOf(planner.id)!.role).toBe('tenant_planner')
    expect(userRow(admin.id)).toBeDefined()
  })

  it('changes a role; the last admin can be neither demoted nor removed', async () => {
    const { admin, planner } = await teamTenant()
    const demote = await call(
      teamAction,
      post(admin.cookie, { intent: 'role', member_id: admin.id, role: 'tenant_planner' }),
    )
    expect(demote.status).toBe(400)
    expect(JSON.stringify(demote.data)).toContain('Der letzte Administrator kann nicht zum Planer gemacht werden.')
    const remove = await call(
      removeAction,
      makeRequest(`/tenant/settings/team/${admin.id}/remove`, { cookie: admin.cookie, form: {} }),
      { memberId: admin.id },
    )
    expect(remove.status).toBe(400)
    expect(JSON.stringify(remove.data)).toContain('Der letzte Administrator kann nicht entfernt werden.')
    expect(profileOf(admin.id)!.role).toBe('tenant_admin')
    const promote = await call(
      teamAction,
      post(admin.cookie, { intent: 'role', member_id: planner.id, role: 'tenant_admin' }),
    )
    expect(promote.location).toBe('/tenant/settings')
    expect(profileOf(planner.id)!.role).toBe('tenant_admin')
    // with a second admin, the first may step down
    const stepDown = await call(
      teamAction,
      post(admin.cookie, { intent: 'role', member_id: admin.id, role: 'tenant_planner' }),
    )
    expect(stepDown.location).toBe('/tenant/settings')
    expect(profileOf(admin.id)!.role).toBe('tenant_planner')
  })

  it('removing asks first (GET changes nothing), ends the sessions at once and keeps the events without planner', async () => {
    const { tenant, admin, planner } = await teamTenant()
    const event = createEvent(tenant.id, { assignedPlannerId: planner.id })
    const confirm = await call(
      removeLoader,
      makeRequest(`/tenant/settings/team/${planner.id}/remove`, { cookie: admin.cookie }),
      { memberId: planner.id },
    )
    expect(confirm.status).toBe(200)
    expect(sessionsOf(planner.id)).toHaveLength(1)
    const removed = await call(
      removeAction,
      makeRequest(`/tenant/settings/team/${planner.id}/remove`, { cookie: admin.cookie, form: {} }),
      { memberId: planner.id },
    )
    expect(removed.location).toBe('/tenant/settings')
    expect(userRow(planner.id)).toBeUndefined()
    expect(sessionsOf(planner.id)).toHaveLength(0)
    const gone = await call(tenantLoader, makeRequest('/tenant', { cookie: planner.cookie }))
    expect(gone.location).toMatch(/^\/tenant-signup\?mode=login/)
    const kept = getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()!
    expect(kept).toMatchObject({ name: event.name, assignedPlannerId: null })
  })
})

describe('tenant isolation', () => {
  it('staff of tenant B cannot touch tenant A members or invitations: 404, nothing changes', async () => {
    const a = await teamTenant()
    const b = await teamTenant()
    await call(
      teamAction,
      post(a.admin.cookie, { intent: 'invite', email: 'a-only@example.com', role: 'tenant_planner' }),
    )
    const invitation = invitationsOf(a.tenant.id)[0]!
    const resend = await call(teamAction, post(b.admin.cookie, { intent: 'resend', invitation_id: invitation.id }))
    const revoke = await call(teamAction, post(b.admin.cookie, { intent: 'revoke', invitation_id: invitation.id }))
    const role = await call(
      teamAction,
      post(b.admin.cookie, { intent: 'role', member_id: a.planner.id, role: 'tenant_admin' }),
    )
    const removeGet = await call(
      removeLoader,
      makeRequest(`/tenant/settings/team/${a.planner.id}/remove`, { cookie: b.admin.cookie }),
      { memberId: a.planner.id },
    )
    const remove = await call(
      removeAction,
      makeRequest(`/tenant/settings/team/${a.planner.id}/remove`, { cookie: b.admin.cookie, form: {} }),
      { memberId: a.planner.id },
    )
    expect([resend.status, revoke.status, role.status, removeGet.status, remove.status]).toEqual([
      404, 404, 404, 404, 404,
    ])
    expect(invitationsOf(a.tenant.id)[0]).toEqual(invitation)
    expect(mailsTo('a-only@example.com')).toHaveLength(1)
    expect(profileOf(a.planner.id)!.role).toBe('tenant_planner')
    expect(sessionsOf(a.planner.id)).toHaveLength(1)
    const list = await call(teamLoader, makeRequest('/tenant/settings/team', { cookie: b.admin.cookie }))
    expect(JSON.stringify(list.data)).not.toContain(a.planner.email)
    expect(JSON.stringify(list.data)).not.toContain('a-only@example.com')
  })
})
