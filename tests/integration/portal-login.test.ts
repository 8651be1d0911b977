import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action, loader } from '~/routes/customer-login'
import { loader as dashboardLoader } from '~/routes/customer-dashboard'
import { customerLinkMailsSettled } from '~/services/auth/customer-login.server'
import { getDb } from '~/utils/db.server'
import { LIMITS, clear } from '~/services/security/rate-limit.server'
import { createEndCustomer, createTenant } from '../support/factories'
import { call, cookieFrom, makeRequest } from '../support/requests'
import { openLink } from '../support/link'
import { mailsTo } from './customers-helpers'
import { mintToken } from './portal-helpers'

type Handler = Parameters<typeof call>[0]

const get = (path: string) => call(loader as Handler, makeRequest(path))
const post = (path: string, form: Record<string, string>) => call(action as Handler, makeRequest(path, { form }))

beforeEach(() => clear(LIMITS.authPostsPerIp, '127.0.0.1'))

function world() {
  const tenant = createTenant()
  const customer = createEndCustomer(tenant.id)
  return { tenant, customer, token: mintToken(tenant.id, customer.id) }
}

describe('customer link sign-in', () => {
  it('GET shows the state without using the token', async () => {
    const { tenant, customer, token } = world()
    const { page: result } = await openLink(
      loader as Handler,
      `/customer-login?tenant=${tenant.subdomain}&token=${token}`,
    )
    expect(result.data).toMatchObject({ state: 'ready' })
    expect(
      getDb()
        .select()
        .from(s.endCustomerAuthTokens)
        .where(eq(s.endCustomerAuthTokens.endCustomerId, customer.id))
        .get()!.usedAt,
    ).toBeNull()
    expect((await get('/customer-login')).data).toMatchObject({ state: 'missing' })
    expect(
      (await openLink(loader as Handler, `/customer-login?tenant=${tenant.subdomain}&token=falsch`)).page.data,
    ).toMatchObject({ state: 'error', reason: 'unknown' })
  })

  it('POST signs in once, sets last_login_at and opens the portal; the second use fails', async () => {
    const { tenant, customer, token } = world()
    const first = await post(`/customer-login?tenant=${tenant.subdomain}`, { token })
    expect(first.data).toEqual({ state: 'success', to: '/customer-dashboard' })
    const cookie = cookieFrom(first.headers.get('Set-Cookie'))
    expect(cookie).toMatch(/^festplan_customer=/)
    expect(
      getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, customer.id)).get()!.lastLoginAt,
    ).not.toBeNull()
    const portal = await call(
      dashboardLoader as Handler,
      makeRequest(`/customer-dashboard?tenant=${tenant.subdomain}`, { cookie }),
    )
    expect(portal.status).toBe(200)

    const second = await post(`/customer-login?tenant=${tenant.subdomain}`, { token })
    expect(second.status).toBe(400)
    expect(second.data).toEqual({ state: 'error', reason: 'used' })
  })

  it('refuses a link older than 7 days, a deactivated customer, and another tenant’s link', async () => {
    const { tenant, customer } = world()
    const old = mintToken(tenant.id, customer.id, Date.now() - 7 * DAY_MS - 1000)
    getDb()
      .update(s.endCustomerAuthTokens)
      .set({ expiresAt: Date.now() + DAY_MS })
      .run() // only created_at is old
    expect((await post(`/customer-login?tenant=${tenant.subdomain}`, { token: old })).data).toEqual({
      state: 'error',
      reason: 'expired',
    })

    const fresh = mintToken(tenant.id, customer.id)
    const other = createTenant()
    expect((await post(`/customer-login?tenant=${other.subdomain}`, { token: fresh })).data).toEqual({
      state: 'error',
      reason: 'unknown',
    })

    getDb().update(s.endCustomers).set({ isActive: false }).where(eq(s.endCustomers.id, customer.id)).run()
    expect((await post(`/customer-login?tenant=${tenant.subdomain}`, { token: fresh })).data).toEqual({
      state: 'error',
      reason: 'inactive',
    })
    // the refused attempt used nothing
    const row = getDb()
      .select()
      .from(s.endCustomerAuthTokens)
      .where(eq(s.endCustomerAuthTokens.tokenHash, (await import('~/utils/token.server')).hashToken(fresh)))
      .get()
    expect(row!.usedAt).toBeNull()
  })

  it('refuses a suspended tenant’s link on the platform host', async () => {
    const { tenant, token } = world()
    getDb().update(s.tenants).set({ status: 'suspended' }).where(eq(s.tenants.id, tenant.id)).run()
    expect((await post('/customer-login', { token })).data).toEqual({ state: 'error', reason: 'inactive' })
  })
})

describe('Neuen Link anfordern', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { tenant, customer } = world()
    const known = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: customer.email.toUpperCase(),
    })
    const unknown = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: 'niemand@example.com',
    })
    expect((known.data as { linkMessage: string }).linkMessage).toBe(
      (unknown.data as { linkMessage: string }).linkMessage,
    )
    await customerLinkMailsSettled()
    expect(mailsTo(customer.email)).toHaveLength(1)
    expect(mailsTo('niemand@example.com')).toHaveLength(0)
  })

  it('shows a field error for a bad address and allows 3 requests per address in 15 minutes', async () => {
    const { tenant } = world()
    const bad = await post(`/customer-login?tenant=${tenant.subdomain}`, { intent: 'request-link', email: 'kaputt' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await post(`/customer-login?tenant=${tenant.subdomain}`, {
            intent: 'request-link',
            email: 'limit@example.com',
          })
        ).status,
      ).toBe(200)
    }
    const fourth = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: 'limit@example.com',
    })
    expect(fourth.status).toBe(429)
  })

  it('on the platform host mails the customer of each tenant that knows the address', async () => {
    const a = world()
    const b = createTenant()
    createEndCustomer(b.id, { email: a.customer.email })
    await post('/customer-login', { intent: 'request-link', email: a.customer.email })
    await customerLinkMailsSettled()
    expect(
      mailsTo(a.customer.email)
        .map((m) => m.text)
        .join(' '),
    ).toContain(`tenant=${a.tenant.subdomain}`)
    expect(
      mailsTo(a.customer.email)
        .map((m) => m.text)
        .join(' '),
    ).toContain(`tenant=${b.subdomain}`)
  })
})
