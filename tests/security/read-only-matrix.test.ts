import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { READ_ONLY_ALLOWED } from '~/domain/read-only-gate'
import { DAY_MS } from '~/domain/trial'
import { createApiKey } from '~/models/api-key.server'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { call, makeRequest } from '../support/requests'
import { entryFor, pathWithParams, routesUnderTest } from './matrix-helpers'
import { untilWritten } from './until-written'
import { dumpTenant, onHost, refreshCookies, seedWorld, type Principal } from './world'

// The isolation matrix's read-only column: tenant A's trial has expired (then:
// A is suspended). Every action route, every form the matrix posts, as A's
// admin, planner, customer and anonymous on A's host: 403 with the German
// notice and no row of A changed, unless the route is on the read-only
// allow-list (app/domain/read-only-gate.ts). Every API write with A's key: 403 read_only.

const READ_ONLY_PRINCIPALS: Principal[] = ['adminA', 'plannerA', 'custA', 'anon']
const allowed = (path: string) => READ_ONLY_ALLOWED.some((entry) => entry.path.test(path))

describe('read-only tenant column', () => {
  for (const state of [
    { name: 'expired trial', set: { status: 'trial_expired', trialExpiresAt: Date.now() - DAY_MS } },
    { name: 'suspended', set: { status: 'suspended' } },
  ] as const) {
    it(`every action of a tenant with ${state.name} answers 403 and writes nothing, except the allow-list`, async () => {
      const w = await seedWorld()
      getDb().update(s.tenants).set(state.set).where(eq(s.tenants.id, w.A.tenant.id)).run()
      const failures: string[] = []
      const allowList = new Set<string>()
      // read again only after a write (a refused post writes nothing)
      const dumpA = untilWritten(() => JSON.stringify(dumpTenant(w, 'A')))
      let cells = 0
      for (const route of routesUnderTest()) {
        const entry = entryFor(route.key)
        if (!route.action || !entry?.forms || route.key.startsWith('api.')) continue
        const params = entry.params?.(w.A) ?? {}
        const path = pathWithParams(route.key, params)
        if (allowed(path)) {
          allowList.add(path.replace(/\/[0-9a-f-]{36}\//, '/$id/'))
          continue
        }
        for (const form of entry.forms(w.A, w.B)) {
          for (const p of READ_ONLY_PRINCIPALS) {
            getDb().delete(s.rateLimits).run()
            getDb().delete(s.signInDelays).run()
            const before = dumpA()
            const result = await call(
              route.action,
              makeRequest(onHost(w, 'A', path), { form, cookie: w.cookies[p] }),
              params,
            )
            cells++
            const where = `POST ${route.key} ${JSON.stringify(form).slice(0, 60)} as ${p}`
            if (result.status !== 403) failures.push(`${where}: status ${result.status}`)
            else if (!String(result.data).includes('Änderungen sind erst nach einem Upgrade wieder möglich'))
              failures.push(`${where}: no German notice`)
            if (dumpA() !== before) failures.push(`${where}: changed A's rows`)
          }
        }
      }
      console.log(`read-only column (${state.name}): ${cells} action cells; allowed: ${[...allowList].join(', ')}`)
      expect(failures).toEqual([])
      expect(cells).toBeGreaterThan(150)
      await refreshCookies(w)
    }, 120_000)
  }

  it('every API write with the read-only tenant’s key is 403 read_only, before anything is read', async () => {
    const w = await seedWorld()
    getDb()
      .update(s.tenants)
      .set({ status: 'trial_expired', trialExpiresAt: Date.now() - DAY_MS })
      .where(eq(s.tenants.id, w.A.tenant.id))
      .run()
    const key = createApiKey(w.A.tenant.id, { name: 'rw', scope: 'read-write', createdBy: w.A.admin.user.id }).key
    const failures: string[] = []
    const dumpA = untilWritten(() => JSON.stringify(dumpTenant(w, 'A')))
    let cells = 0
    for (const route of routesUnderTest()) {
      if (!route.action || !route.key.startsWith('api.')) continue
      // the public OpenAPI document takes no key and has nothing to write: every other method is its 405
      if (route.key === 'api.v1.openapi[.]json.ts') continue
      const params = entryFor(route.key)?.params?.(w.A) ?? {}
      const path = pathWithParams(route.key, params)
      for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
        const before = dumpA()
        const request = new Request(new URL(path, 'http://localhost:3000'), {
          method,
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Host: 'localhost:3000' },
          body: JSON.stringify({ name: 'Neu', email: 'neu@example.com', status: 'confirmed' }),
        })
        const response = (await runWithRequestContext({ method, remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
          (route.action as unknown as (a: object) => Promise<Response>)({ request, params, context: {} }),
        )) as Response
        cells++
        const body = await response.text()
        if (response.status !== 403 || !body.includes('"read_only"'))
          failures.push(`${method} ${route.key}: ${response.status} ${body.slice(0, 80)}`)
        if (dumpA() !== before) failures.push(`${method} ${route.key}: changed A's rows`)
      }
    }
    expect(failures).toEqual([])
    expect(cells).toBeGreaterThan(40)
  })
})
