import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as s from '~/db/schema'
import * as page from '~/routes/tenant.integrations_.webhooks'
import * as log from '~/routes/tenant.integrations_.webhooks_.$endpointId'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// /tenant/integrations/webhooks: adding endpoints (secret shown
// once, private targets refused), the delivery log and 'Erneut senden'.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
const PATH = '/tenant/integrations/webhooks'

async function adminOf(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const { user } = createStaff(tenant.id, 'tenant_admin')
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}
const endpointsOf = (tenantId: string) =>
  getDb().select().from(s.webhookEndpoints).where(eq(s.webhookEndpoints.tenantId, tenantId)).all()
const text = (value: unknown) => JSON.stringify(value)

afterEach(() => vi.unstubAllEnvs())

describe('webhook endpoints page', () => {
  it('saves URL and events and shows the whsec_ secret once', async () => {
    const { tenant, cookie } = await adminOf()
    const result = await call(
      h(page.action),
      makeRequest(PATH, {
        cookie,
        form: { intent: 'create', url: 'https://93.184.216.34/hooks', events: ['event.created', 'invoice.paid'] },
      }),
    )
    expect(result.status).toBe(200)
    const secret = (result.data as { created: { secret: string } }).created.secret
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(endpointsOf(tenant.id)).toMatchObject([
      { url: 'https://93.184.216.34/hooks', events: 'event.created invoice.paid' },
    ])
    const view = await call(h(page.loader), makeRequest(PATH, { cookie }))
    expect(view.data).toMatchObject({
      endpoints: [{ url: 'https://93.184.216.34/hooks', events: ['event.created', 'invoice.paid'] }],
    })
    expect(text(view.data)).not.toContain(secret)
  })

  it.each([
    ['https://127.0.0.1/x', 'privates oder internes Netz'],
    ['https://[::1]/x', 'privates oder internes Netz'],
    ['https://10.1.2.3/x', 'privates oder internes Netz'],
    ['https://169.254.169.254/latest', 'privates oder internes Netz'],
    ['https://localhost/x', 'privates oder internes Netz'],
    ['http://93.184.216.34/x', 'https-Adresse'],
    ['ftp://example.org/x', 'gültige URL'],
  ])('refuses %s with a German message next to the URL and saves nothing', async (url, message) => {
    const { tenant, cookie } = await adminOf()
    const result = await call(
      h(page.action),
      makeRequest(PATH, { cookie, form: { intent: 'create', url, events: ['event.created'] } }),
    )
    expect(result.status).toBe(400)
    expect(text(result.data)).toContain(message)
    expect(text(result.data)).toContain(url) // the typed value comes back
    expect(endpointsOf(tenant.id)).toHaveLength(0)
  })

  it('accepts a loopback receiver with WEBHOOK_ALLOW_PRIVATE (tests, development)', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const { tenant, cookie } = await adminOf()
    const result = await call(
      h(page.action),
      makeRequest(PATH, {
        cookie,
        form: { intent: 'create', url: 'http://127.0.0.1:4999/hook', events: ['message.created'] },
      }),
    )
    expect(result.status).toBe(200)
    expect(endpointsOf(tenant.id)).toHaveLength(1)
  })

  it('asks for at least one known event', async () => {
    const { tenant, cookie } = await adminOf()
    const none = await call(
      h(page.action),
      makeRequest(PATH, { cookie, form: { intent: 'create', url: 'https://93.184.216.34/x' } }),
    )
    expect(none.status).toBe(400)
    expect(text(none.data)).toContain('Bitte wählen Sie mindestens ein Ereignis')
    const bogus = await call(
      h(page.action),
      makeRequest(PATH, {
        cookie,
        form: { intent: 'create', url: 'https://93.184.216.34/x', events: ['user.deleted'] },
      }),
    )
    expect(bogus.status).toBe(400)
    expect(endpointsOf(tenant.id)).toHaveLength(0)
  })

  it('keeps planners and Starter tenants out', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const planner = await staffCookie(user.id, tenant.id)
    const form = { intent: 'create', url: 'https://93.184.216.34/x', events: ['event.created'] }
    expect((await call(h(page.action), makeRequest(PATH, { cookie: planner, form }))).status).toBe(403)
    const starter = await adminOf({ status: 'active_paid', plan: 'starter' })
    expect((await call(h(page.action), makeRequest(PATH, { cookie: starter.cookie, form }))).status).toBe(403)
    expect(text((await call(h(page.loader), makeRequest(PATH, { cookie: starter.cookie }))).data)).toContain(
      '"allowed":false',
    )
    expect(endpointsOf(tenant.id)).toHaveLength(0)
    expect(endpointsOf(starter.tenant.id)).toHaveLength(0)
  })

  it('shows the delivery log and resends a failed delivery with the same webhook-id', async () => {
    const { tenant, cookie } = await adminOf()
    await call(
      h(page.action),
      makeRequest(PATH, {
        cookie,
        form: { intent: 'create', url: 'https://93.184.216.34/x', events: ['event.created'] },
      }),
    )
    const [endpoint] = endpointsOf(tenant.id)
    const now = Date.now()
    const delivery = getDb()
      .insert(s.webhookDeliveries)
      .values({
        tenantId: tenant.id,
        endpointId: endpoint!.id,
        messageId: 'msg_log',
        eventType: 'event.created',
        payload: '{}',
        status: 'failed',
        attempts: 7,
        nextAttemptAt: now,
        responseStatus: 500,
        durationMs: 42,
        createdAt: now,
      })
      .returning()
      .get()
    const view = await call(h(log.loader), makeRequest(`${PATH}/${endpoint!.id}`, { cookie }), {
      endpointId: endpoint!.id,
    })
    expect(view.data).toMatchObject({
      deliveries: [{ messageId: 'msg_log', status: 'failed', responseStatus: 500, durationMs: 42, attempts: 7 }],
    })
    const resent = await call(
      h(log.action),
      makeRequest(`${PATH}/${endpoint!.id}`, { cookie, form: { intent: 'resend', delivery_id: delivery.id } }),
      { endpointId: endpoint!.id },
    )
    expect(resent.status).toBe(302)
    const row = getDb().select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.id, delivery.id)).get()!
    expect(row).toMatchObject({ status: 'pending', messageId: 'msg_log' })
    // another tenant's admin: 404, nothing changes
    const other = await adminOf()
    const foreign = await call(h(log.loader), makeRequest(`${PATH}/${endpoint!.id}`, { cookie: other.cookie }), {
      endpointId: endpoint!.id,
    })
    expect(foreign.status).toBe(404)
  })

  it('deletes an endpoint of its own tenant only', async () => {
    const a = await adminOf()
    const b = await adminOf()
    await call(
      h(page.action),
      makeRequest(PATH, {
        cookie: a.cookie,
        form: { intent: 'create', url: 'https://93.184.216.34/x', events: ['event.created'] },
      }),
    )
    const [row] = endpointsOf(a.tenant.id)
    expect(
      (
        await call(
          h(page.action),
          makeRequest(PATH, { cookie: b.cookie, form: { intent: 'delete', endpoint_id: row!.id } }),
        )
      ).status,
    ).toBe(404)
    expect(endpointsOf(a.tenant.id)).toHaveLength(1)
    expect(
      (
        await call(
          h(page.action),
          makeRequest(PATH, { cookie: a.cookie, form: { intent: 'delete', endpoint_id: row!.id } }),
        )
      ).status,
    ).toBe(302)
    expect(endpointsOf(a.tenant.id)).toHaveLength(0)
  })
})
