import fs from 'node:fs'
import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import * as customers from '~/routes/api.v1.customers'
import * as event from '~/routes/api.v1.events.$eventId'
import * as events from '~/routes/api.v1.events'
import * as planners from '~/routes/api.v1.planners'
import { runWithRequestContext } from '~/utils/request-context.server'
import type { paths } from '../api-client/festplan-api'
import { generatedTypes, TYPES_FILE } from '../api-client/generate'
import { createStaff } from '../support/factories'
import { apiTenant } from './api-helpers'

// A client generated from the OpenAPI document with openapi-typescript
// (types in tests/api-client/festplan-api.d.ts, `npm run api:types`) and
// openapi-fetch type-checks (tsc) and talks to the server: requests go
// through the real route modules, as the server would run them.

type Module = { loader: (args: never) => unknown; action?: (args: never) => unknown }
const ROUTES: Array<[RegExp, Module, string?]> = [
  [/^\/api\/v1\/events$/, events],
  [/^\/api\/v1\/events\/([^/]+)$/, event, 'eventId'],
  [/^\/api\/v1\/planners$/, planners],
  [/^\/api\/v1\/customers$/, customers],
]

/** fetch for openapi-fetch: the route module of the path, called inside the request context. */
async function serverFetch(input: Request): Promise<Response> {
  const url = new URL(input.url)
  for (const [pattern, module, param] of ROUTES) {
    const match = pattern.exec(url.pathname)
    if (!match) continue
    const params = param ? { [param]: decodeURIComponent(match[1]!) } : {}
    const handler = (input.method === 'GET' || input.method === 'HEAD' ? module.loader : module.action!) as (args: {
      request: Request
      params: Record<string, string>
      context: object
    }) => Promise<Response>
    return runWithRequestContext({ method: input.method, remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
      handler({ request: input, params, context: {} }),
    )
  }
  return new Response('nicht im Test', { status: 599 })
}

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the current document', async () => {
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(await generatedTypes())
  })

  it('lists planners, creates an event for one of them, reads and changes it, and gets typed problem details back', async () => {
    const t = apiTenant()
    const planner = createStaff(t.tenant.id, 'tenant_planner', { fullName: 'Paula Planer' })
    const client = createClient<paths>({
      baseUrl: 'http://localhost:3000/api/v1',
      fetch: serverFetch,
      headers: { Authorization: `Bearer ${t.rw}` },
    })

    const team = await client.GET('/planners', { params: { query: { limit: 10 } } })
    expect(team.response.status).toBe(200)
    const ids = team.data!.data.map((p) => p.id)
    expect(ids).toContain(planner.user.id)

    const created = await client.POST('/events', {
      body: {
        name: 'Sommerfest Stadtwerke',
        event_type: 'Firmenfeier',
        template_id: t.template.id,
        end_customer_id: t.customer.id,
        assigned_planner_id: planner.user.id,
        event_date: '2031-07-04',
        deadline_at: '2031-06-01',
        guest_count: 120,
      },
    })
    expect(created.response.status).toBe(201)
    const id = created.data!.id
    expect(created.data).toMatchObject({
      name: 'Sommerfest Stadtwerke',
      status: 'draft',
      assigned_planner_id: planner.user.id,
      guest_count: 120,
    })

    const changed = await client.PATCH('/events/{eventId}', {
      params: { path: { eventId: id } },
      body: { status: 'confirmed' },
    })
    expect(changed.response.status).toBe(200)
    expect(changed.data!.status).toBe('confirmed')
    const read = await client.GET('/events/{eventId}', { params: { path: { eventId: id } } })
    expect(read.data!.status).toBe('confirmed')

    // errors come back as the document's problem details, field errors in `errors`
    const refused = await client.POST('/customers', { body: { name: 'Ada', email: 'kaputt' } })
    expect(refused.response.status).toBe(422)
    expect(refused.response.headers.get('Content-Type')).toBe('application/problem+json')
    expect(refused.error).toMatchObject({ status: 422, code: 'validation_failed', title: 'Eingaben ungültig' })
    expect(Object.keys(refused.error!.errors)).toContain('email')
    const tooMany = await client.GET('/events', { params: { query: { limit: 500 } } })
    expect(tooMany.response.status).toBe(400)
    expect(tooMany.error!.errors.limit).toEqual(['Bitte eine ganze Zahl von 1 bis 100 angeben'])
  })
})
