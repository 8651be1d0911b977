import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { call, makeRequest } from '../support/requests'
import { canariesOf, checkCell, entryFor, forbiddenCanaries, pathWithParams, routesUnderTest } from './matrix-helpers'
import { policy } from './policy'
import { untilWritten } from './until-written'
import {
  crossTenantLinks,
  dumpTenant,
  HOSTS,
  onHost,
  PRINCIPALS,
  refreshCookies,
  seedWorld,
  swapped,
  type World,
} from './world'

// Tenant isolation (docs/product.md §10.1) as a matrix: every route × principal × host, against the
// other tenant's real ids. Status as tests/security/policy.ts says, no cell
// shows the other tenant's canary, and no post changes the target's rows.

/** Every route module with a loader or action has its policy entry, and no entry lacks a route. */
export function policyCovers() {
  describe('tenant isolation matrix: policy', () => {
    const routes = routesUnderTest()

    it('has a policy entry for every route module with a loader or action, and none for others', () => {
      const keys = routes.map((r) => r.key).filter((k) => k !== 'root.tsx')
      expect(
        keys.filter((k) => !policy[k]),
        'routes without a policy entry',
      ).toEqual([])
      expect(
        Object.keys(policy).filter((k) => !keys.includes(k)),
        'policy entries without a route',
      ).toEqual([])
      for (const r of routes) {
        const entry = entryFor(r.key)!
        expect(Boolean(entry.loader), `${r.key}: loader rule`).toBe(Boolean(r.loader))
        expect(Boolean(entry.action), `${r.key}: action rule`).toBe(Boolean(r.action))
        if (r.action) expect(entry.forms, `${r.key}: forms to post`).toBeTruthy()
      }
    })
  })
}

/**
 * The matrix against one target: A (other principals reach it by `?tenant=` on
 * localhost) or B (by subdomain; the world swapped). One file per target, so
 * the two halves run on both forks.
 */
export function isolationMatrix(target: 'A' | 'B') {
  describe(`tenant isolation matrix (target ${target})`, () => {
    const routes = routesUnderTest()
    const view = (world: World) => (target === 'A' ? world : swapped(world))
    const canaries = canariesOf(target === 'A')
    // one direction names hosts by ?tenant= on localhost, the other by subdomain
    const mode = target === 'A' ? 'query' : 'subdomain'

    it(`loaders: every cell answers as the policy says and shows nothing of the other tenant (target ${target})`, async () => {
      const w = view(await seedWorld())
      const failures: string[] = []
      let cells = 0
      for (const route of routes) {
        const entry = entryFor(route.key)
        if (!route.loader || !entry?.loader) continue
        const params = entry.params?.(w.A) ?? {}
        const path = pathWithParams(route.key, params) + (entry.query ? `?${entry.query(w.A)}` : '')
        for (const p of PRINCIPALS) {
          for (const h of HOSTS) {
            const expected = entry.loader(p, h)
            if (expected === 'mutates') continue
            const result = await call(
              route.loader,
              makeRequest(onHost(w, h, path, mode), { cookie: w.cookies[p] }),
              params,
            )
            cells++
            for (const problem of checkCell(result, expected, forbiddenCanaries(p, h, entry), canaries))
              failures.push(`GET ${route.key} as ${p} on host ${h}: ${problem}`)
          }
        }
      }
      console.log(`isolation matrix, target ${target} (${mode}): ${cells} loader cells`)
      expect(failures).toEqual([])
      expect(cells).toBeGreaterThan(routes.length * 10)
    }, 60_000)

    it(`actions: no post of another principal changes the target's rows (target ${target})`, async () => {
      const world = await seedWorld()
      let w = view(world)
      const failures: string[] = []
      // read again only after a write (most refused posts write nothing); A stays the target after a logout
      const dumpTarget = untilWritten(() => JSON.stringify(dumpTenant(w, 'A')))
      let cells = 0
      for (const route of routes) {
        const entry = entryFor(route.key)
        if (!route.action || !entry?.action || !entry.forms) continue
        const params = entry.params?.(w.A) ?? {}
        const path = pathWithParams(route.key, params)
        const started = Date.now()
        for (const form of entry.forms(w.A, w.B)) {
          for (const p of PRINCIPALS) {
            for (const h of HOSTS) {
              const expected = entry.action(p, h, form)
              if (expected === 'mutates') continue
              getDb().delete(s.rateLimits).run()
              getDb().delete(s.signInDelays).run()
              const before = dumpTarget()
              const result = await call(
                route.action,
                makeRequest(onHost(w, h, path, mode), { form, cookie: w.cookies[p] }),
                params,
              )
              cells++
              const where = `POST ${route.key} ${JSON.stringify(form).slice(0, 80)} as ${p} on host ${h}`
              const sent = Object.values(form).flat()
              for (const problem of checkCell(result, expected, forbiddenCanaries(p, h, entry), canaries, sent))
                failures.push(`${where}: ${problem}`)
              if (dumpTarget() !== before) failures.push(`${where}: changed the target's rows`)
              if (route.key === 'logout.tsx') {
                await refreshCookies(world)
                w = view(world)
              }
            }
          }
        }
        if (process.env.MATRIX_TIMING) console.log(route.key, Date.now() - started, 'ms')
      }
      console.log(`isolation matrix, target ${target} (${mode}): ${cells} action cells`)
      expect(failures).toEqual([])
      expect(crossTenantLinks()).toEqual([])
      expect(cells).toBeGreaterThan(200)
    }, 240_000)
  })
}
