import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as root from '~/root'
import * as landing from '~/routes/_index'
import * as ownerLogin from '~/routes/owner-login'
import { getDb } from '~/utils/db.server'
import { guardAction } from '~/services/security/action-guard.server'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { resetEnvForTests } from '~/utils/env.server'
import { securityHeaders } from '~/utils/security-headers.server'
import { createEndCustomer, createStaff, createTenant, TEST_PASSWORD } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]

describe('tenant gate (root loader, every route)', () => {
  it.each([
    ['suspended', { status: 'suspended' as const, isActive: false }, 'suspended'],
    ['cancelled', { status: 'cancelled' as const, isActive: false }, 'cancelled'],
  ])('a %s tenant answers 404 with the gate saying why', async (_label, overrides, reason) => {
    const tenant = createTenant(overrides)
    for (const request of [
      makeRequest(`/?tenant=${tenant.subdomain}`),
      makeRequest(`/tenant/events?tenant=${tenant.subdomain}`),
    ]) {
      const result = await call(root.loader as Handler, request)
      expect(result.status, request.url).toBe(404)
      expect(result.data).toMatchObject({
        gate: 'tenant-closed',
        reason,
        tenantName: tenant.name,
        staffUrl: 'http://localhost:3000/tenant-status',
      })
      expect(result.headers.get('X-Festplan-Gate')).toBe('tenant')
    }
  })

  it.each([
    ['deactivated', { isActive: false }],
    ['erased', { status: 'cancelled' as const, isActive: false, erasedAt: Date.now() }],
  ])('a %s tenant answers 404 with the gate', async (_label, overrides) => {
    const tenant = createTenant(overrides)
    for (const request of [
      makeRequest(`/?tenant=${tenant.subdomain}`),
      makeRequest(`/tenant/events?tenant=${tenant.subdomain}`),
      new Request(`http://${tenant.subdomain}.app.localhost:3000/owner-login`, {
        headers: { Host: `${tenant.subdomain}.app.localhost:3000` },
      }),
    ]) {
      const result = await call(root.loader as Handler, request)
      expect(result.status, request.url).toBe(404)
      expect(result.data).toBe('tenant-not-found')
      expect(result.headers.get('X-Festplan-Gate')).toBe('tenant')
    }
  })

  it('an unknown subdomain gets the gate; an active tenant, the apex and www do not', async () => {
    expect((await call(root.loader as Handler, makeRequest('/?tenant=gibt-es-nicht'))).status).toBe(404)
    const active = createTenant({ status: 'active_paid' })
    const expired = createTenant({ trialExpiresAt: Date.now() - 1000 })
    for (const request of [
      makeRequest(`/?tenant=${active.subdomain}`),
      makeRequest(`/?tenant=${expired.subdomain}`),
      makeRequest('/'),
      new Request('http://www.festplan.app/', { headers: { Host: 'www.festplan.app' } }),
    ]) {
      const result = await call(root.loader as Handler, request)
      expect(result.status, request.url).toBe(200)
    }
  })
})

describe('landing page redirects signed-in users', () => {
  it('platform_owner → /owner, tenant roles → /tenant, a customer → /customer-dashboard, others stay', async () => {
    const tenant = createTenant()
    const { user: owner } = createStaff(null, 'platform_owner')
    const { user: admin } = createStaff(tenant.id, 'tenant_admin')
    const { user: planner } = createStaff(tenant.id, 'tenant_planner')
    const customer = createEndCustomer(tenant.id)
    const cases: Array<[string | null, string | null]> = [
      [await staffCookie(owner.id, null), '/owner'],
      [await staffCookie(admin.id, tenant.id), '/tenant'],
      [await staffCookie(planner.id, tenant.id), '/tenant'],
      [await customerCookie(customer.id, tenant.id), '/customer-dashboard'],
      [null, null],
    ]
    for (const [cookie, target] of cases) {
      const result = await call(landing.loader as Handler, makeRequest('/', { cookie }))
      expect(result.location).toBe(target)
      expect(result.status).toBe(target ? 302 : 200)
    }
  })
})

describe('honeypot on public forms', () => {
  const sessions = () => getDb().select({ n: count() }).from(s.sessions).get()!.n

  it('guardAction refuses a form whose honeypot is filled, and passes an empty one', async () => {
    const filled = makeRequest('/owner-login', { form: { email: 'a@b.de', [HONEYPOT_FIELD]: 'http://spam.example' } })
    await expect(guardAction(filled)).rejects.toMatchObject({ status: 400 })
    const empty = makeRequest('/owner-login', { form: { email: 'a@b.de', [HONEYPOT_FIELD]: '' } })
    expect((await guardAction(empty)).get('email')).toBe('a@b.de')
  })

  it('a bot that fills it cannot sign in, even with the right password', async () => {
    const { user } = createStaff(null, 'platform_owner')
    const before = sessions()
    const bot = await call(
      ownerLogin.action as Handler,
      makeRequest('/owner-login', { form: { email: user.email, password: TEST_PASSWORD, [HONEYPOT_FIELD]: 'ja' } }),
    )
    expect(bot.status).toBe(400)
    expect(bot.headers.get('Set-Cookie')).toBeNull()
    expect(sessions()).toBe(before)
    const person = await call(
      ownerLogin.action as Handler,
      makeRequest('/owner-login', { form: { email: user.email, password: TEST_PASSWORD, [HONEYPOT_FIELD]: '' } }),
    )
    expect(person.status).toBe(302)
    expect(sessions()).toBe(before + 1)
  })
})

describe('security headers', () => {
  function headersWith(env: Record<string, string>) {
    const saved = { NODE_ENV: process.env.NODE_ENV, PUBLIC_URL: process.env.PUBLIC_URL }
    Object.assign(process.env, env)
    resetEnvForTests()
    try {
      return securityHeaders('abc123')
    } finally {
      Object.assign(process.env, saved)
      resetEnvForTests()
    }
  }

  it('documents get a nonce CSP and the baseline headers; HSTS only in production over https', () => {
    const dev = headersWith({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' })
    expect(dev['Content-Security-Policy']).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(dev['Content-Security-Policy']).toContain(directive)
    }
    expect(dev['X-Content-Type-Options']).toBe('nosniff')
    expect(dev['Referrer-Policy']).toBe('same-origin')
    expect(dev['Strict-Transport-Security']).toBeUndefined()
    expect(
      headersWith({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })['Strict-Transport-Security'],
    ).toBeUndefined()
    expect(
      headersWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://festplan.app' })['Strict-Transport-Security'],
    ).toMatch(/max-age=\d+/)
  })
})
