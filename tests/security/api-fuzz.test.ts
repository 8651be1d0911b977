import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { createApiKey } from '~/models/api-key.server'
import { getDb, getSqlite } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { schemaErrors } from '../integration/openapi-check'
import { FUZZ_SEED } from '../support/fuzz-seed'
import { BASE } from '../support/requests'
import { apiBodyArb } from './api-fuzz-arbitraries'
import { wipeAll } from './form-fuzz-suite'
import { pathWithParams, routesUnderTest } from './matrix-helpers'
import { keyEntries } from './policy.d/api'
import { untilWritten } from './until-written'
import { crossTenantLinks, onHost, seedWorld } from './world'

// Bad input for the JSON API: every /api/v1 action gets random
// hostile bodies (./api-fuzz-arbitraries.ts) with A's read-write key mostly,
// sometimes a read key, B's key, a made-up key or none. Never a 5xx; every
// error is problem details (RFC 9457) of the documented shape;
// a refused request writes nothing; an accepted one answers the documented
// resource and links no row to the other tenant.
// Full size: FUZZ_RUNS=2000 npx vitest run tests/security/api-fuzz.test.ts
// The seed is the run's (tests/support/fuzz-seed.ts), printed at the start and in a failure;
// replay a failure: FUZZ_SEED=<printed seed> (and the same FUZZ_RUNS).

const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const SEED = FUZZ_SEED

/** Every row but counters (rate_limits) and a key's last use, which every keyed request may write by design. */
function dumpAll() {
  const sqlite = getSqlite()
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[]
  return JSON.stringify(
    tables
      .filter((t) => !['rate_limits', 'security_events', 'sessions', '__drizzle_migrations'].includes(t))
      .map((t) => [
        t,
        t === 'api_keys'
          ? sqlite.prepare('select id, tenant_id, name, scope, key_hash, revoked_at from api_keys').raw().all()
          : sqlite.prepare(`select * from "${t}"`).raw().all(),
      ]),
  )
}

// read again only after a write (most refused requests write nothing)
const dumpAllUntilWritten = untilWritten(dumpAll)
const crossTenantLinksUntilWritten = untilWritten(crossTenantLinks)

const RESOURCE: Record<string, string> = {
  'api.v1.events.ts': 'Event',
  'api.v1.events.$eventId.ts': 'Event',
  'api.v1.customers.ts': 'Customer',
  'api.v1.customers.$customerId.ts': 'Customer',
}

describe('API body fuzzing', () => {
  beforeAll(() => console.log(`API fuzzing: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`))
  const routes = routesUnderTest().filter((r) => r.key.startsWith('api.v1.') && r.action)

  it.each(routes.map((r) => [r.key, r] as const))(
    '%s: no 5xx, JSON errors of the documented shape, a refusal writes nothing',
    async (key, route) => {
      wipeAll()
      const w = await seedWorld()
      const entry = keyEntries[key]!
      const read = createApiKey(w.A.tenant.id, { name: 'lesen', scope: 'read', createdBy: w.A.admin.user.id }).key
      const keyArb = fc.oneof(
        { arbitrary: fc.constant(w.A.apiToken), weight: 8 },
        {
          arbitrary: fc.constantFrom(read, w.B.apiToken, null, `fp_live_${'A'.repeat(43)}`, 'Bearer', 'x y ü'),
          weight: 2,
        },
      )
      const ownParams = entry.params?.(w.A) ?? {}
      const otherParams = entry.params?.(w.B) ?? {}
      const params = fc.record(
        Object.fromEntries(
          Object.keys(ownParams).map((k) => [
            k,
            fc.oneof(
              { arbitrary: fc.constant(ownParams[k]!), weight: 6 },
              fc.constantFrom(otherParams[k]!, 'x', '%00', 'ä'.repeat(300)),
            ),
          ]),
        ),
      )
      const method = fc.oneof(
        { arbitrary: fc.constant(entry.writes?.method ?? 'POST'), weight: 8 },
        fc.constantFrom('PUT', 'DELETE', 'PATCH', 'POST'),
      )
      const plausible = entry.writes?.bodies(w.A) ?? [{ name: 'Übernahme' }]
      // read-only routes answer every body the same way (key first, then 405): a fifth of the runs
      const runs = entry.writes ? RUNS : Math.ceil(RUNS / 5)
      const statuses: Record<number, number> = {}
      let count = 0
      await fc.assert(
        fc.asyncProperty(
          keyArb,
          params,
          method,
          apiBodyArb(w.A, w.B, plausible),
          fc.oneof(
            { arbitrary: fc.constant('A'), weight: 4 },
            { arbitrary: fc.constant('apex'), weight: 2 },
            fc.constant('B'),
          ),
          async (apiKey, routeParams, m, body, host) => {
            count++
            await new Promise((resolve) => setImmediate(resolve)) // let vitest's worker talk between runs
            getDb().delete(s.rateLimits).run()
            const url = new URL(onHost(w, host as 'A' | 'B' | 'apex', pathWithParams(key, routeParams)), BASE)
            const headers = new Headers({ Host: url.host })
            if (apiKey) headers.set('Authorization', `Bearer ${apiKey}`)
            if (body.type) headers.set('Content-Type', body.type)
            const before = dumpAllUntilWritten()
            const request = new Request(url, { method: m, headers, body: body.text })
            const response = (await runWithRequestContext(
              { method: m, remoteAddress: '127.0.0.1', flyClientIp: null },
              () => route.action!({ request, params: routeParams, context: {} }),
            )) as Response
            statuses[response.status] = (statuses[response.status] ?? 0) + 1
            const where = `${m} ${key} ${body.type} ${body.text.slice(0, 80)}`
            expect(response.status, where).toBeLessThan(500)
            expect(response.headers.get('Content-Type'), where).toMatch(
              response.status >= 400 ? /^application\/problem\+json$/ : /^application\/json/,
            )
            const json = JSON.parse(await response.text())
            if (response.status >= 400) {
              expect(schemaErrors({ $ref: '#/components/schemas/Problem' }, json), where).toEqual([])
              expect(
                dumpAllUntilWritten() === before,
                `${where}: refused (${response.status}) but changed the database`,
              ).toBe(true)
            } else {
              expect(schemaErrors({ $ref: `#/components/schemas/${RESOURCE[key]}` }, json), where).toEqual([])
            }
            expect(crossTenantLinksUntilWritten(), 'rows linking two tenants').toEqual([])
          },
        ),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      )
      if (process.env.FUZZ_STATS) console.log(key, JSON.stringify(statuses))
      expect(count).toBeGreaterThanOrEqual(runs)
      // the write routes were really exercised: some bodies got through, many were refused
      if (entry.writes)
        expect(
          Object.keys(statuses).some((st) => Number(st) < 300),
          `${key}: no body was ever accepted ${JSON.stringify(statuses)}`,
        ).toBe(true)
    },
    300_000,
  )
})
