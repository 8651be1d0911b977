import { describe, expect, it } from 'vitest'
import { action as acceptAction, loader as acceptLoader } from '~/routes/invitation'
import { action as forgotAction } from '~/routes/forgot-password'
import { passwordResetMails } from '~/services/mail/account-link-mail.server'
import { action as resetAction, loader as resetLoader } from '~/routes/reset-password'
import { action as profileAction } from '~/routes/tenant.settings_.profile'
import { action as teamAction } from '~/routes/tenant.settings_.team'
import { loader as tenantLoader } from '~/routes/tenant'
import { eventFormOptions } from '~/models/event-options.server'
import { verifyPassword } from '~/utils/password.server'
import { clear, LIMITS } from '~/services/security/rate-limit.server'
import { TEST_PASSWORD } from '../support/factories'
import { call, cookieFrom, makeRequest, staffCookie } from '../support/requests'
import { linkIn, mailsTo } from './customers-helpers'
import { openLink } from '../support/link'
import { invitationsOf, profileOf, sessionsOf, teamTenant, userRow } from './team-helpers'
import { getDb } from '~/utils/db.server'
import * as s from '~/db/schema'
import { eq } from 'drizzle-orm'

const NEW_PASSWORD = 'ganz-neues-passwort-99'

async function invite(cookie: string, email: string, role = 'tenant_planner') {
  await call(teamAction, makeRequest('/tenant/settings/team', { cookie, form: { intent: 'invite', email, role } }))
  const link = linkIn(mailsTo(email).at(-1)!.text)
  return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! }
}

describe('accepting an invitation', () => {
  it('GET shows the tenant and changes nothing; POST creates a confirmed user in the tenant and signs in, once', async () => {
    const { tenant, admin } = await teamTenant()
    const { path, token } = await invite(admin.cookie, 'new-planner@example.com')
    const { page } = await openLink(acceptLoader, path)
    expect(page.data).toMatchObject({
      invitation: { tenantName: tenant.name, email: 'new-planner@example.com', role: 'Planer' },
      hasAccount: false,
    })
    expect(invitationsOf(tenant.id)[0]!.acceptedAt).toBeNull()

    const weak = await call(
      acceptAction,
      makeRequest('/invitation', { form: { token, full_name: 'Neu Planer', password: 'password' } }),
    )
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.data)).toContain('Schwaches Passwort')

    const done = await call(
      acceptAction,
      makeRequest('/invitation', {
        form: { token, full_name: 'Neu Planer', password: NEW_PASSWORD, role: 'tenant_admin', tenant_id: 'x' },
      }),
    )
    expect(done.location).toBe('/tenant')
    const user = getDb().select().from(s.users).where(eq(s.users.email, 'new-planner@example.com')).get()!
    expect(user.emailConfirmedAt).not.toBeNull()
    expect(profileOf(user.id)).toMatchObject({ tenantId: tenant.id, role: 'tenant_planner', fullName: 'Neu Planer' })
    expect(invitationsOf(tenant.id)[0]!.acceptedAt).not.toBeNull()
    const cookie = cookieFrom(done.headers.get('Set-Cookie'))
    expect((await call(tenantLoader, makeRequest('/tenant', { cookie }))).status).toBe(200)
    expect(eventFormOptions(tenant.id).planners.map((p) => p.name)).toContain('Neu Planer')

    const again = await call(
      acceptAction,
      makeRequest('/invitation', { form: { token, full_name: 'Zweiter', password: NEW_PASSWORD } }),
    )
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.data)).toContain('Diese Einladung ist ungültig')
  })

  it('an address with an account is told to sign in; a withdrawn or expired link does nothing', async () => {
    const { tenant, admin } = await teamTenant()
    const other = await teamTenant()
    const taken = await invite(admin.cookie, other.planner.email)
    expect((await openLink(acceptLoader, taken.path)).page.data).toMatchObject({ hasAccount: true })
    const refused = await call(
      acceptAction,
      makeRequest('/invitation', { form: { token: taken.token, full_name: 'X', password: NEW_PASSWORD } }),
    )
    expect(JSON.stringify(refused.data)).toContain('Bitte melden Sie sich stattdessen an.')
    expect(profileOf(other.planner.id)!.tenantId).toBe(other.tenant.id)

    const revoked = await invite(admin.cookie, 'revoked@example.com')
    const row = invitationsOf(tenant.id).find((i) => i.email === 'revoked@example.com')!
    await call(
      teamAction,
      makeRequest('/tenant/settings/team', { cookie: admin.cookie, form: { intent: 'revoke', invitation_id: row.id } }),
    )
    expect((await openLink(acceptLoader, revoked.path)).page.data).toMatchObject({ invitation: null })

    const expired = await invite(admin.cookie, 'late@example.com')
    getDb()
      .update(s.invitations)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.invitations.email, 'late@example.com'))
      .run()
    const late = await call(
      acceptAction,
      makeRequest('/invitation', { form: { token: expired.token, full_name: 'Spät', password: NEW_PASSWORD } }),
    )
    expect(late.status).toBe(400)
    expect(getDb().select().from(s.users).where(eq(s.users.email, 'late@example.com')).get()).toBeUndefined()
  })
})

describe('own profile', () => {
  it('saves name and company only; role and tenant never come from the form', async () => {
    const { tenant, planner } = await teamTenant()
    const result = await call(
      profileAction,
      makeRequest('/tenant/settings/profile', {
        cookie: planner.cookie,
        form: { intent: 'profile', full_name: 'Pia Neu', company: 'Neu GmbH', role: 'tenant_admin', tenant_id: 'x' },
      }),
    )
    expect(result.location).toBe('/tenant/settings')
    expect(profileOf(planner.id)).toMatchObject({
      fullName: 'Pia Neu',
      company: 'Neu GmbH',
      role: 'tenant_planner',
      tenantId: tenant.id,
    })
    const empty = await call(
      profileAction,
      makeRequest('/tenant/settings/profile', { cookie: planner.cookie, form: { intent: 'profile', full_name: ' ' } }),
    )
    expect(JSON.stringify(empty.data)).toContain('Vollständiger Name ist erforderlich')
  })

  it('changing the password needs the current one and ends all other sessions', async () => {
    const { tenant, planner } = await teamTenant()
    const other = await staffCookie(planner.id, tenant.id)
    const wrong = await call(
      profileAction,
      makeRequest('/tenant/settings/profile', {
        cookie: planner.cookie,
        form: { intent: 'password', current_password: 'falsch-falsch', new_password: NEW_PASSWORD },
      }),
    )
    expect(JSON.stringify(wrong.data)).toContain('Das aktuelle Passwort ist falsch')
    expect(sessionsOf(planner.id)).toHaveLength(2)
    const ok = await call(
      profileAction,
      makeRequest('/tenant/settings/profile', {
        cookie: planner.cookie,
        form: { intent: 'password', current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      }),
    )
    expect(ok.location).toBe('/tenant/settings')
    expect(await verifyPassword(userRow(planner.id)!.passwordHash, NEW_PASSWORD)).toBe(true)
    expect((await call(tenantLoader, makeRequest('/tenant', { cookie: planner.cookie }))).status).toBe(200)
    expect((await call(tenantLoader, makeRequest('/tenant', { cookie: other }))).location).toMatch(/^\/tenant-signup/)
  })
})

describe('password reset', () => {
  it('same answer for known and unknown addresses; the link works once and ends every session', async () => {
    const { planner } = await teamTenant()
    const unknown = await call(
      forgotAction,
      makeRequest('/forgot-password', { form: { email: 'niemand@example.com' } }),
    )
    const known = await call(forgotAction, makeRequest('/forgot-password', { form: { email: planner.email } }))
    expect(unknown.location).toBe('/forgot-password?sent=1')
    expect(known.location).toBe('/forgot-password?sent=1')
    await passwordResetMails.settled()
    expect(mailsTo('niemand@example.com')).toHaveLength(0)
    const mail = mailsTo(planner.email).at(-1)!
    expect(mail.subject).toBe('Passwort zurücksetzen – Festplan')
    const link = linkIn(mail.text)
    const token = link.searchParams.get('token')!
    const tokenRow = getDb().select().from(s.userTokens).where(eq(s.userTokens.userId, planner.id)).get()!
    expect(tokenRow.purpose).toBe('password_reset')
    expect(tokenRow.expiresAt - Date.now()).toBeLessThanOrEqual(3_600_000)

    expect((await openLink(resetLoader, `${link.pathname}${link.search}`)).page.data).toMatchObject({
      email: planner.email,
    })
    const done = await call(resetAction, makeRequest('/reset-password', { form: { token, password: NEW_PASSWORD } }))
    expect(done.location).toBe('/tenant-signup?mode=login')
    expect(await verifyPassword(userRow(planner.id)!.passwordHash, NEW_PASSWORD)).toBe(true)
    expect(sessionsOf(planner.id)).toHaveLength(0)
    const again = await call(
      resetAction,
      makeRequest('/reset-password', { form: { token, password: 'noch-ein-passwort-1' } }),
    )
    expect(again.status).toBe(400)
    expect(await verifyPassword(userRow(planner.id)!.passwordHash, NEW_PASSWORD)).toBe(true)
  })

  it('sends at most 3 reset mails per address per 15 minutes', async () => {
    const { admin } = await teamTenant()
    clear(LIMITS.authPostsPerIp, '127.0.0.1') // the per-IP limit is not what this test is about
    for (let i = 0; i < 5; i++) {
      const r = await call(forgotAction, makeRequest('/forgot-password', { form: { email: admin.email } }))
      expect(r.location).toBe('/forgot-password?sent=1')
    }
    await passwordResetMails.settled()
    expect(mailsTo(admin.email)).toHaveLength(3)
  })
})
