import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb, GetWriteError } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { routeModules } from './route-modules'

type Handler = Parameters<typeof call>[0]

function rowCounts() {
  const db = getDb()
  return Object.fromEntries(
    [
      s.tenants,
      s.users,
      s.profiles,
      s.sessions,
      s.endCustomers,
      s.events,
      s.services,
      s.templates,
      s.cartItems,
      s.offerRequests,
      s.securityEvents,
    ].map((table, i) => [i, db.select({ n: count() }).from(table).get()!.n]),
  )
}

describe('cross-origin POST', () => {
  const withActions = routeModules().filter((r) => typeof r.mod.action === 'function')

  it('finds the route modules that have an action', () => {
    expect(withActions.map((r) => r.file)).toContain('/app/routes/logout.tsx')
  })

  it.each(withActions.map((r) => [r.file, r] as const))('%s answers 403 and changes nothing', async (_file, route) => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const before = rowCounts()
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const request = makeRequest(route.path, {
        form: { intent: 'delete', name: 'x', email: 'a@b.de', password: 'x', token: 'x' },
        cookie,
        origin,
      })
      const result = await call(route.mod.action as Handler, request, {
        eventId: 'x',
        customerId: 'x',
        serviceId: 'x',
        templateId: 'x',
        tenantId: 'x',
        moduleId: 'x',
      })
      expect(result.status).toBe(403)
    }
    const viaFetchMetadata = makeRequest(route.path, {
      form: { intent: 'x' },
      cookie,
      origin: null,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect((await call(route.mod.action as Handler, viaFetchMetadata)).status).toBe(403)
    expect(rowCounts()).toEqual(before)
  })
})

describe('GET-write guard', () => {
  it('throws when a GET request writes', () => {
    expect(() =>
      runWithRequestContext({ method: 'GET', remoteAddress: null, flyClientIp: null }, () =>
        getDb().insert(s.tenants).values({ name: 'X', subdomain: 'guard-get' }).run(),
      ),
    ).toThrow(GetWriteError)
    expect(
      getDb()
        .select()
        .from(s.tenants)
        .all()
        .some((t) => t.subdomain === 'guard-get'),
    ).toBe(false)
  })

  it('lets reads through during a GET and writes during a POST', () => {
    runWithRequestContext({ method: 'GET', remoteAddress: null, flyClientIp: null }, () =>
      getDb().select().from(s.tenants).all(),
    )
    runWithRequestContext({ method: 'POST', remoteAddress: null, flyClientIp: null }, () =>
      getDb().insert(s.tenants).values({ name: 'X', subdomain: 'guard-post' }).run(),
    )
    expect(
      getDb()
        .select()
        .from(s.tenants)
        .all()
        .some((t) => t.subdomain === 'guard-post'),
    ).toBe(true)
  })

  it('holds for every loader: no GET of any route writes', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const before = rowCounts()
    for (const route of routeModules().filter((r) => typeof r.mod.loader === 'function')) {
      const result = await call(route.mod.loader as Handler, makeRequest(route.path, { cookie }), {
        eventId: 'x',
        customerId: 'x',
        serviceId: 'x',
        templateId: 'x',
        tenantId: 'x',
        moduleId: 'x',
      })
      expect(result.status, route.file).toBeLessThan(500)
    }
    expect(rowCounts()).toEqual(before)
  })
})
