import { describe, expect, it } from 'vitest'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { routeModules } from './route-modules'

// Regression: `/tenant/customers?page=1e20` and
// `/tenant/settings/security-log?page=184467440737095516` answered 500.

type Handler = Parameters<typeof call>[0]
const LISTS = [
  '/tenant/customers',
  '/tenant/settings/security-log',
  '/tenant/events',
  '/tenant/services',
  '/tenant/templates',
  '/tenant/billing',
  '/owner',
]
const PAGES = ['1e20', '184467440737095516', '9223372036854775807', '99999999999', '-5', 'x', '1.5']

describe('huge page numbers', () => {
  it.each(LISTS)('%s answers 200 for every page value', async (path) => {
    const route = routeModules().find((r) => r.path === path)!
    expect(route).toBeTruthy()
    const tenant = createTenant()
    const { user } = path === '/owner' ? createStaff(null, 'platform_owner') : createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, path === '/owner' ? null : tenant.id)
    for (const page of PAGES) {
      const result = await call(route.mod.loader as Handler, makeRequest(`${path}?page=${page}`, { cookie }))
      expect(result.status, page).toBe(200)
    }
  })
})
