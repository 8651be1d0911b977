import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import * as ownerLogin from '~/routes/owner-login'
import { action as sidebarAction } from '~/routes/tenant.sidebar'
import { action as signupAction } from '~/routes/tenant-signup/route'
import { createStaff, createTenant, TEST_PASSWORD } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Regression: `redirectTo=/\t/evil.example` passed the check
// and the browser went to //evil.example; CR, LF or U+2028 in a target gave a
// 500 after the session row had been written.

type Handler = Parameters<typeof call>[0]
const HOSTILE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '/tenant\r\nSet-Cookie: a=b',
  '/tenant\u2028x',
  '//evil.example',
  'https://evil.example/',
]

function offSite(location: string | null) {
  expect(location).toBeTruthy()
  const url = new URL(location!, 'http://localhost:3000')
  expect(url.origin).toBe('http://localhost:3000')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  expect(location).not.toMatch(/[\u0000-\u001f\u2028\\]/)
}

describe('redirect targets from a form', () => {
  beforeEach(() => {
    getDb().delete(s.rateLimits).run()
  })

  it.each(HOSTILE)('staff sign-in with redirectTo %j lands on the home page', async (target) => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const result = await call(
      signupAction as Handler,
      makeRequest(`/tenant-signup?tenant=${tenant.subdomain}`, {
        form: { intent: 'login', email: user.email, password: TEST_PASSWORD, redirectTo: target },
      }),
    )
    expect(result.status).toBe(302)
    offSite(result.location)
    expect(result.location).toBe('/tenant')
  })

  it.each(HOSTILE)('owner sign-in with redirectTo %j lands on the owner page', async (target) => {
    const { user } = createStaff(null, 'platform_owner')
    const result = await call(
      ownerLogin.action as Handler,
      makeRequest('/owner-login', { form: { email: user.email, password: TEST_PASSWORD, redirectTo: target } }),
    )
    expect(result.status).toBe(302)
    offSite(result.location)
  })

  it.each(HOSTILE)('the sidebar toggle with redirectTo %j goes to /tenant', async (target) => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const result = await call(
      sidebarAction as Handler,
      makeRequest('/tenant/sidebar', {
        form: { open: 'false', redirectTo: target },
        cookie: await staffCookie(user.id, tenant.id),
      }),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant')
  })

  it('keeps a good target', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const result = await call(
      signupAction as Handler,
      makeRequest(`/tenant-signup?tenant=${tenant.subdomain}`, {
        form: { intent: 'login', email: user.email, password: TEST_PASSWORD, redirectTo: '/tenant/events?page=2' },
      }),
    )
    expect(result.location).toBe('/tenant/events?page=2')
  })
})
