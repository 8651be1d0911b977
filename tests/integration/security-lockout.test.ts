import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as signupAction } from '~/routes/tenant-signup/route'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant, TEST_PASSWORD } from '../support/factories'
import { call, makeRequest } from '../support/requests'

// Ten wrong passwords from anywhere locked an account out for 15 minutes. Now
// wrong passwords only delay new browsers; one the account signed in on before
// passes (ADR 115).

type Handler = Parameters<typeof call>[0]

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
  getDb().delete(s.signInDelays).run()
})

function deviceCookieOf(setCookies: string[]) {
  return setCookies.find((c) => c.startsWith('festplan_device='))?.split(';')[0] ?? ''
}

describe('account delay', () => {
  it('strangers delay the account, but not for the browser its owner signed in on', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const login = (password: string, cookie?: string) =>
      call(
        signupAction as Handler,
        makeRequest(`/tenant-signup?tenant=${tenant.subdomain}`, {
          form: { intent: 'login', email: user.email, password },
          cookie,
        }),
      )
    const first = await login(TEST_PASSWORD)
    expect(first.status).toBe(302)
    const device = deviceCookieOf(first.headers.getSetCookie())
    expect(device).toMatch(/^festplan_device=/)

    for (let i = 0; i < 5; i++) {
      getDb()
        .delete(s.rateLimits)
        .where((await import('drizzle-orm')).like(s.rateLimits.key, 'auth-ip:%'))
        .run()
      expect((await login(`falsch-${i}`)).status).toBe(400)
    }
    getDb()
      .delete(s.rateLimits)
      .where((await import('drizzle-orm')).like(s.rateLimits.key, 'auth-ip:%'))
      .run()
    const stranger = await login(TEST_PASSWORD)
    expect(stranger.status).toBe(429)
    expect(JSON.stringify(stranger.data)).toMatch(/Bitte versuchen Sie es in (29|30) Sekunden erneut/)

    const owner = await login(TEST_PASSWORD, device)
    expect(owner.status).toBe(302)
    expect(owner.location).toBe('/tenant')
  })
})
