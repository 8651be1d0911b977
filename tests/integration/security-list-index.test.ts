import { describe, expect, it } from 'vitest'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { routeModules } from './route-modules'

// Regression: a field name with a huge list index made Conform build
// an array of that length (and echo it back): `email[10000000]=x` took the
// process down, `email[1000000]=x` answered with a 3 MB body.

type Handler = Parameters<typeof call>[0]
const withActions = routeModules().filter((r) => typeof r.mod.action === 'function')
const PARAMS = {
  eventId: 'x',
  customerId: 'x',
  serviceId: 'x',
  templateId: 'x',
  tenantId: 'x',
  moduleId: 'x',
  memberId: 'x',
}

const BODIES = [
  'x[10000000]=y',
  'email[10000000]=x',
  'email[1000000]=x&password=x',
  'intent=request-link&email[1000000]=x',
  'intent=login&email=a%40b.de&password[1000000]=x',
  'rows[1000000].net=1&name=x',
  `${'a'.repeat(5000)}=y`,
]

function post(path: string, body: string, cookie: string | null) {
  const url = new URL(path, 'http://localhost:3000')
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: url.origin,
      Host: url.host,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  })
}

describe('huge list indexes and absurd field names', () => {
  it('covers the public actions named in the issue', () => {
    const files = withActions.map((r) => r.file)
    for (const file of [
      '/app/routes/forgot-password.tsx',
      '/app/routes/owner-login.tsx',
      '/app/routes/customer-login.tsx',
      '/app/routes/tenant-signup/route.tsx',
      '/app/routes/tenant.customers.new.tsx',
      '/app/routes/tenant.services.new.tsx',
    ]) {
      expect(files).toContain(file)
    }
  })

  it.each(withActions.map((r) => [r.file, r] as const))(
    '%s answers a small 4xx within a second',
    async (_file, route) => {
      const tenant = createTenant()
      const { user } = createStaff(tenant.id, 'tenant_admin')
      const admin = await staffCookie(user.id, tenant.id)
      for (const cookie of [null, admin]) {
        for (const body of BODIES) {
          const started = performance.now()
          const result = await call(
            route.mod.action as Handler,
            post(`${route.path}?tenant=${tenant.subdomain}`, body, cookie),
            PARAMS,
          )
          const elapsed = performance.now() - started
          expect(result.status, body).toBeGreaterThanOrEqual(400)
          expect(result.status, body).toBeLessThan(500)
          expect(JSON.stringify(result.data ?? '').length, body).toBeLessThan(2000)
          expect(elapsed, body).toBeLessThan(1000)
        }
      }
    },
  )

  it('lets an ordinary list index through', async () => {
    const route = withActions.find((r) => r.file === '/app/routes/forgot-password.tsx')!
    const result = await call(
      route.mod.action as Handler,
      makeRequest('/forgot-password', { form: { email: 'niemand@example.com', 'note[3]': 'x' } }),
    )
    expect(result.status).toBeLessThan(400)
  })
})
