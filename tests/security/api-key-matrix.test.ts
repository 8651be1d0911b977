import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { createApiKey, revokeApiKey } from '~/models/api-key.server'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { BASE } from '../support/requests'
import { canariesOf, pathWithParams, routesUnderTest, type Handler } from './matrix-helpers'
import { keyEntries, type KeyEntry } from './policy.d/api'
import { untilWritten } from './until-written'
import {
  crossTenantLinks,
  dumpTenant,
  HOSTS,
  onHost,
  seedWorld,
  swapped,
  type Host,
  type Side,
  type TenantWorld,
  type World,
} from './world'

// The isolation matrix with API principals. Every /api/v1 route ×
// key (A's and B's, read-write and read-only, revoked, none) × host, against
// TENANT A's real ids: the status the rule below says, no answer shows the
// other tenant's canary, and no request of anyone but A's own read-write key
// changes A's rows. Runs once in each direction, by ?tenant= and by subdomain.

const KEYS = ['none', 'revokedA', 'readA', 'rwA', 'readB', 'rwB'] as const
type KeyPrincipal = (typeof KEYS)[number]
type Expect = number | number[] | 'mutates'

const sideOfKey = (k: KeyPrincipal): Side | null => (k === 'none' ? null : k.endsWith('A') ? 'A' : 'B')

/** What a key gets for A's data: the rule of docs/decisions/123-api-and-webhooks.md. */
function expected(
  k: KeyPrincipal,
  h: Host,
  entry: KeyEntry,
  write: 'POST' | 'PATCH' | 'none' | 'wrong-method',
): Expect {
  if (entry.public) return write === 'wrong-method' ? 405 : 200
  if (k === 'none' || k === 'revokedA') return 401
  const side = sideOfKey(k)!
  if (h !== 'apex' && h !== side) return 403 // the host names another tenant
  if (write === 'wrong-method') return 405
  if (write !== 'none' && k.startsWith('read')) return 403
  if (side === 'A') return write === 'none' ? (entry.own ?? 200) : 'mutates'
  if (entry.params) return 404 // B's key naming A's row
  // B's own list, or a row B creates for itself from a body naming A's rows (refused or B's own)
  return write === 'POST' ? [201, 409, 422] : 200
}

type Keys = Record<KeyPrincipal, string | null>

function keysOf(w: { A: TenantWorld; B: TenantWorld }): Keys {
  const read = (t: TenantWorld) =>
    createApiKey(t.tenant.id, { name: 'nur lesen', scope: 'read', createdBy: t.admin.user.id }).key
  const revoked = createApiKey(w.A.tenant.id, { name: 'widerrufen', scope: 'read-write', createdBy: w.A.admin.user.id })
  revokeApiKey(w.A.tenant.id, revoked.row.id)
  return { none: null, revokedA: revoked.key, readA: read(w.A), rwA: w.A.apiToken, readB: read(w.B), rwB: w.B.apiToken }
}

async function callApi(
  handler: Handler,
  url: string,
  key: string | null,
  params: Record<string, string>,
  method = 'GET',
  body?: unknown,
) {
  const full = new URL(url, BASE)
  const headers = new Headers({ Host: full.host })
  if (key) headers.set('Authorization', `Bearer ${key}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(full, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await runWithRequestContext({ method, remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    handler({ request, params, context: {} }),
  )
  const res = response as Response
  return { status: res.status, text: await res.text(), type: res.headers.get('Content-Type') ?? '' }
}

/** A's rows, billing included (dumpTenant leaves out the billing tables). */
function dumpA(w: World) {
  const t = w.A.tenant.id
  const db = getDb()
  // last_used_at is bookkeeping every key's use writes (at most once a minute, ADR 123)
  const { apiKeys, ...rest } = dumpTenant(w, 'A')
  return JSON.stringify([
    rest,
    apiKeys.map(({ lastUsedAt: _l, ...k }) => k),
    db.select().from(s.offers).where(eq(s.offers.tenantId, t)).all(),
    db.select().from(s.invoices).where(eq(s.invoices.tenantId, t)).all(),
  ])
}

describe('isolation matrix: API keys', () => {
  const routes = routesUnderTest().filter((r) => r.key.startsWith('api.v1.'))

  it('has a key rule for every /api/v1 route module', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18)
    expect(routes.map((r) => r.key).filter((k) => !keyEntries[k])).toEqual([])
    expect(Object.keys(keyEntries).filter((k) => !routes.some((r) => r.key === k))).toEqual([])
  })

  for (const target of ['A', 'B'] as const) {
    const mode = target === 'A' ? 'query' : 'subdomain'
    it(`every key × host × route answers as the rule says, never shows the other tenant and never changes it (target ${target})`, async () => {
      const world = await seedWorld()
      const w = target === 'A' ? world : swapped(world)
      const keys = keysOf(w)
      const canaries = canariesOf(target === 'A')
      const failures: string[] = []
      // read again only after a write (most refused requests write nothing)
      const dumpTarget = untilWritten(() => dumpA(w))
      let cells = 0
      for (const route of routes) {
        await new Promise((resolve) => setImmediate(resolve)) // let vitest's worker talk between routes
        const entry = keyEntries[route.key]!
        const params = entry.params?.(w.A) ?? {}
        const path = pathWithParams(route.key, params)
        const requests: Array<{
          method: string
          body?: unknown
          write: 'POST' | 'PATCH' | 'none' | 'wrong-method'
          handler: Handler
        }> = []
        if (route.loader) requests.push({ method: 'GET', write: 'none', handler: route.loader })
        if (route.action && entry.writes)
          for (const body of entry.writes.bodies(w.A))
            requests.push({ method: entry.writes.method, body, write: entry.writes.method, handler: route.action })
        if (route.action && !entry.writes)
          requests.push({ method: 'POST', body: { name: 'Übernahme' }, write: 'wrong-method', handler: route.action })
        for (const r of requests) {
          for (const k of KEYS) {
            for (const h of HOSTS) {
              const rule = expected(k, h, entry, r.write)
              if (rule === 'mutates') continue
              getDb().delete(s.rateLimits).run()
              const before = dumpTarget()
              const res = await callApi(r.handler, onHost(w, h, path, mode), keys[k], params, r.method, r.body)
              cells++
              const where = `${r.method} ${route.key} ${r.body ? JSON.stringify(r.body).slice(0, 60) : ''} with key ${k} on host ${h}`
              const allowed = Array.isArray(rule) ? rule : [rule]
              if (!allowed.includes(res.status))
                failures.push(`${where}: status ${res.status}, rule ${allowed.join('|')} ${res.text.slice(0, 120)}`)
              if (res.status >= 400 && res.type !== 'application/problem+json')
                failures.push(`${where}: error is not problem details (${res.type})`)
              // values the request itself carried (an e-mail B may reuse for its own customer) are cut out: an echo is no leak
              let body = res.text.toLowerCase()
              for (const v of Object.values((r.body ?? {}) as Record<string, unknown>))
                if (typeof v === 'string' && v.length > 3) body = body.split(v.toLowerCase()).join('')
              const side = sideOfKey(k)
              const forbidden: Side[] = side === 'A' ? ['B'] : side === 'B' ? ['A'] : ['A', 'B']
              for (const f of forbidden)
                if (body.includes(canaries[f])) failures.push(`${where}: shows tenant ${f}'s canary`)
              if (dumpTarget() !== before) failures.push(`${where}: changed the target's rows`)
            }
          }
        }
      }
      console.log(`API key matrix, target ${target} (${mode}): ${cells} cells`)
      expect(failures).toEqual([])
      expect(crossTenantLinks()).toEqual([])
      expect(cells).toBeGreaterThan(routes.length * 15)
    }, 120_000)
  }
})
