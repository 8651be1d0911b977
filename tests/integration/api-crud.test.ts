import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { revokeApiKey } from '~/models/api-key.server'
import * as customers from '~/routes/api.v1.customers'
import * as customer from '~/routes/api.v1.customers.$customerId'
import * as events from '~/routes/api.v1.events'
import * as event from '~/routes/api.v1.events.$eventId'
import * as templates from '~/routes/api.v1.templates'
import * as services from '~/routes/api.v1.services.$id'
import { getDb } from '~/utils/db.server'
import { createEvent, createService } from '../support/factories'
import { apiTenant, api } from './api-helpers'

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const eventBody = (t: ReturnType<typeof apiTenant>) => ({
  name: 'Sommerfest',
  event_type: 'Firmenfeier',
  template_id: t.template.id,
  end_customer_id: t.customer.id,
  assigned_planner_id: t.user.id,
  event_date: future(60),
  deadline_at: future(30),
  guest_count: 120,
})
const eventsOf = (tenantId: string) => getDb().select().from(s.events).where(eq(s.events.tenantId, tenantId)).all()

describe('/api/v1 with a read-write key', () => {
  it('creates, reads, lists, updates and changes the status of an event', async () => {
    const t = apiTenant()
    const created = await api(events.action, '/api/v1/events', { key: t.rw, json: eventBody(t) })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Sommerfest',
      status: 'draft',
      guest_count: 120,
      event_date: future(60),
    })
    expect(created.headers.get('RateLimit-Limit')).toBe('300')
    const id = created.body.id as string
    const got = await api(event.loader, `/api/v1/events/${id}`, { key: t.rw, params: { eventId: id } })
    expect(got.body.id).toBe(id)
    const patched = await api(event.action, `/api/v1/events/${id}`, {
      key: t.rw,
      method: 'PATCH',
      json: { status: 'confirmed', guest_count: 80 },
      params: { eventId: id },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ status: 'confirmed', guest_count: 80, name: 'Sommerfest' })
    const list = await api(events.loader, '/api/v1/events?status=confirmed', { key: t.ro })
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([id])
  })

  it('pages with a cursor, 2 at a time, without gaps or repeats', async () => {
    const t = apiTenant()
    for (let i = 0; i < 5; i++) createEvent(t.tenant.id, { name: `E${i}`, createdAt: 1_000 + i })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res = await api(events.loader, `/api/v1/events?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { key: t.ro })
      seen.push(...res.body.data.map((e: { name: string }) => e.name))
      cursor = res.body.next_cursor
    } while (cursor)
    expect(seen).toEqual(['E4', 'E3', 'E2', 'E1', 'E0'])
  })

  it('answers bad input with German JSON errors and writes nothing', async () => {
    const t = apiTenant()
    const malformed = await api(events.action, '/api/v1/events', { key: t.rw, raw: '{"name":' })
    expect(malformed.status).toBe(400)
    // RFC 9457 problem details, the field errors inside as `errors`
    expect(malformed.headers.get('Content-Type')).toBe('application/problem+json')
    expect(malformed.body).toEqual({
      type: 'tag:festplan.app,2026:problem:malformed_json',
      title: 'Ungültige Anfrage',
      status: 400,
      detail: 'Der Inhalt ist kein gültiges JSON.',
      code: 'malformed_json',
      errors: {},
    })
    const unknown = await api(events.action, '/api/v1/events', { key: t.rw, json: { ...eventBody(t), admin: true } })
    expect(unknown.status).toBe(422)
    expect(unknown.headers.get('Content-Type')).toBe('application/problem+json')
    expect(unknown.body).toMatchObject({ status: 422, code: 'validation_failed', title: 'Eingaben ungültig' })
    expect(unknown.body.errors.admin).toEqual(['Unbekanntes Feld'])
    const wrong = await api(events.action, '/api/v1/events', {
      key: t.rw,
      json: { ...eventBody(t), name: '', guest_count: 'viele', deadline_at: future(90) },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toMatchObject({
      name: ['Name ist erforderlich'],
      guest_count: ['Bitte geben Sie eine ganze Zahl ein'],
      deadline_at: ['Fristdatum muss vor dem Veranstaltungsdatum liegen'],
    })
    const huge = await api(events.action, '/api/v1/events', {
      key: t.rw,
      raw: JSON.stringify({ notes: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(huge.status).toBe(413)
    const badCursor = await api(events.loader, '/api/v1/events?cursor=kaputt', { key: t.rw })
    expect(badCursor.status).toBe(400)
    // a limit outside 1 … 100 is refused like a negative one, not quietly clamped
    for (const limit of ['-1', '0', '101', '1000', '1e2', 'zehn']) {
      const res = await api(events.loader, `/api/v1/events?limit=${limit}`, { key: t.rw })
      expect(res.status, limit).toBe(400)
      expect(res.body.errors, limit).toEqual({ limit: ['Bitte eine ganze Zahl von 1 bis 100 angeben'] })
    }
    expect((await api(events.loader, '/api/v1/events?limit=100', { key: t.rw })).status).toBe(200)
    expect((await api(events.loader, '/api/v1/events?limit=1', { key: t.rw })).status).toBe(200)
    const badStatus = await api(events.loader, '/api/v1/events?status=offen', { key: t.rw })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.errors.status).toEqual(['Erlaubt: draft, confirmed, completed, cancelled'])
    expect(eventsOf(t.tenant.id)).toHaveLength(0)
  })

  it('creates and updates customers; a taken e-mail is 409', async () => {
    const t = apiTenant()
    const created = await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'Erika Muster', email: 'Erika@Example.org' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email: 'erika@example.org', is_active: true })
    const again = await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'Erika', email: 'erika@example.org' },
    })
    expect(again.status).toBe(409)
    const id = created.body.id as string
    const patched = await api(customer.action, `/api/v1/customers/${id}`, {
      key: t.rw,
      method: 'PATCH',
      json: { company: 'Muster GmbH', is_active: false },
      params: { customerId: id },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ name: 'Erika Muster', company: 'Muster GmbH', is_active: false })
    const list = await api(customers.loader, '/api/v1/customers', { key: t.ro })
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(id)
  })
})

describe('/api/v1 keys and tenants', () => {
  it('a read key cannot write (403), a revoked or missing key gets 401', async () => {
    const t = apiTenant()
    const read = await api(events.action, '/api/v1/events', { key: t.ro, json: eventBody(t) })
    expect(read.status).toBe(403)
    expect(read.body.detail).toBe('Dieser API-Schlüssel darf nur lesen.')
    const missing = await api(events.loader, '/api/v1/events')
    expect(missing.status).toBe(401)
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer realm="Festplan API"')
    expect(missing.headers.get('Content-Type')).toBe('application/problem+json')
    const wrongKey = await api(events.loader, '/api/v1/events', { key: 'fp_live_' + 'x'.repeat(43) })
    expect(wrongKey.status).toBe(401)
    expect(wrongKey.headers.get('WWW-Authenticate')).toBe('Bearer realm="Festplan API", error="invalid_token"')
    const [row] = getDb().select().from(s.apiKeys).where(eq(s.apiKeys.tenantId, t.tenant.id)).all()
    revokeApiKey(t.tenant.id, row!.id)
    const keyOf = row!.scope === 'read' ? t.ro : t.rw
    const revoked = await api(events.loader, '/api/v1/events', { key: keyOf })
    expect(revoked.status).toBe(401)
    expect(revoked.headers.get('WWW-Authenticate')).toBe('Bearer realm="Festplan API", error="invalid_token"')
    expect(eventsOf(t.tenant.id)).toHaveLength(0)
  })

  it('a key of tenant A sees nothing of B and cannot change it', async () => {
    const a = apiTenant()
    const b = apiTenant()
    const bEvent = createEvent(b.tenant.id, { name: 'Geheim B' })
    const bService = createService(b.tenant.id)
    const list = await api(events.loader, '/api/v1/events', { key: a.rw })
    expect(JSON.stringify(list.body)).not.toContain('Geheim B')
    expect(
      (await api(event.loader, `/api/v1/events/${bEvent.id}`, { key: a.rw, params: { eventId: bEvent.id } })).status,
    ).toBe(404)
    const patch = await api(event.action, `/api/v1/events/${bEvent.id}`, {
      key: a.rw,
      method: 'PATCH',
      json: { name: 'Übernommen' },
      params: { eventId: bEvent.id },
    })
    expect(patch.status).toBe(404)
    expect(
      (
        await api(customer.loader, `/api/v1/customers/${b.customer.id}`, {
          key: a.rw,
          params: { customerId: b.customer.id },
        })
      ).status,
    ).toBe(404)
    expect(
      (await api(services.loader, `/api/v1/services/${bService.id}`, { key: a.rw, params: { id: bService.id } }))
        .status,
    ).toBe(404)
    const cross = await api(events.action, '/api/v1/events', {
      key: a.rw,
      json: { ...eventBody(a), template_id: b.template.id, end_customer_id: b.customer.id },
    })
    expect(cross.status).toBe(422)
    expect(eventsOf(b.tenant.id).map((e) => e.name)).toEqual(['Geheim B'])
    const onB = await api(templates.loader, `/api/v1/templates?tenant=${b.tenant.subdomain}`, { key: a.rw })
    expect(onB.status).toBe(403)
  })

  it('Starter gets 403 with a JSON error', async () => {
    const t = apiTenant({ status: 'active_paid', plan: 'starter' })
    const res = await api(events.loader, '/api/v1/events', { key: t.ro })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('plan')
  })
})

describe('/api/v1 rate limit', () => {
  it('counts per key and answers 429 with RateLimit headers when the window is full', async () => {
    const t = apiTenant()
    getDb().update(s.apiKeys).set({ rateLimit: 2 }).where(eq(s.apiKeys.tenantId, t.tenant.id)).run()
    const first = await api(events.loader, '/api/v1/events', { key: t.ro })
    expect(first.headers.get('RateLimit-Remaining')).toBe('1')
    await api(events.loader, '/api/v1/events', { key: t.ro })
    const third = await api(events.loader, '/api/v1/events', { key: t.ro })
    expect(third.status).toBe(429)
    expect(third.body.code).toBe('rate_limited')
    expect(third.headers.get('Content-Type')).toBe('application/problem+json')
    expect(Number(third.headers.get('RateLimit-Reset'))).toBeGreaterThan(0)
    expect((await api(events.loader, '/api/v1/events', { key: t.rw })).status).toBe(200)
  })
})
