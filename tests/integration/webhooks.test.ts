import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as s from '~/db/schema'
import { WEBHOOK_JOB } from '~/jobs/webhooks.server'
import { createMessage } from '~/models/message.server'
import { enqueueWebhook } from '~/models/webhook-outbox.server'
import { createWebhookEndpoint } from '~/models/webhook.server'
import * as customers from '~/routes/api.v1.customers'
import * as events from '~/routes/api.v1.events'
import { runBackgroundJob } from '~/utils/background.server'
import { getDb, writeTransaction } from '~/utils/db.server'
import '~/jobs/index.server'
import { api, apiTenant } from './api-helpers'
import { startReceiver } from './webhook-receiver'

// Webhooks end to end (ADR 123): a change writes its outbox row, the one job
// signs and sends it (Standard Webhooks), retries with backoff, gives up after
// 24 h with a mail to the admins, and refuses private targets when sending.

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const deliveriesOf = (tenantId: string) =>
  getDb().select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.tenantId, tenantId)).all()
const verify = (secret: string, r: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; data: Record<string, unknown> }

afterEach(() => vi.unstubAllEnvs())

describe('webhook delivery', () => {
  it('sends each subscribed change once, signed so that standardwebhooks verify() accepts it', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const receiver = await startReceiver()
    const t = apiTenant()
    const { secret } = createWebhookEndpoint(t.tenant.id, {
      url: receiver.url,
      events: ['customer.created', 'event.created'],
      createdBy: null,
    })
    const customer = await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'Hook Kundin', email: 'hook@example.org' },
    })
    const event = await api(events.action, '/api/v1/events', {
      key: t.rw,
      json: {
        name: 'Hookfest',
        event_type: 'Firmenfeier',
        template_id: t.template.id,
        end_customer_id: t.customer.id,
        assigned_planner_id: t.user.id,
        event_date: future(40),
        deadline_at: future(20),
        guest_count: 50,
      },
    })
    expect([customer.status, event.status]).toEqual([201, 201])
    createMessage(t.tenant.id, {
      eventId: event.body.id,
      author: { type: 'staff', id: t.user.id, name: 'Admin' },
      body: 'nicht abonniert',
    })
    expect(deliveriesOf(t.tenant.id)).toHaveLength(2)

    await runBackgroundJob(WEBHOOK_JOB, Date.now())
    await runBackgroundJob(WEBHOOK_JOB, Date.now() + 60_000)
    expect(receiver.received).toHaveLength(2)
    const payloads = receiver.received.map((r) => verify(secret, r))
    expect(payloads.map((p) => p.type).sort()).toEqual(['customer.created', 'event.created'])
    expect(payloads.find((p) => p.type === 'customer.created')!.data).toMatchObject({
      id: customer.body.id,
      email: 'hook@example.org',
    })
    expect(payloads.find((p) => p.type === 'event.created')!.data).toMatchObject({
      id: event.body.id,
      name: 'Hookfest',
      status: 'draft',
    })
    expect(deliveriesOf(t.tenant.id).every((d) => d.status === 'delivered' && d.responseStatus === 200)).toBe(true)
    // a tampered body fails verification
    expect(() =>
      verify(secret, { ...receiver.received[0]!, body: receiver.received[0]!.body.replace('hook@', 'evil@') }),
    ).toThrow()
    await receiver.close()
  })

  it('retries a receiver that fails twice: the third try, after 5 s and 5 min, delivers with the same webhook-id', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const receiver = await startReceiver((n) => (n <= 2 ? 500 : 204))
    const t = apiTenant()
    createWebhookEndpoint(t.tenant.id, { url: receiver.url, events: ['customer.created'], createdBy: null })
    await api(customers.action, '/api/v1/customers', { key: t.rw, json: { name: 'Retry', email: 'retry@example.org' } })
    const t0 = Date.now()
    await runBackgroundJob(WEBHOOK_JOB, t0)
    await runBackgroundJob(WEBHOOK_JOB, t0 + 1_000) // not due yet
    expect(receiver.received).toHaveLength(1)
    await runBackgroundJob(WEBHOOK_JOB, t0 + 5_000)
    expect(receiver.received).toHaveLength(2)
    await runBackgroundJob(WEBHOOK_JOB, t0 + 5_000 + 60_000) // second pause is 5 min
    expect(receiver.received).toHaveLength(2)
    await runBackgroundJob(WEBHOOK_JOB, t0 + 5_000 + 300_000)
    expect(receiver.received).toHaveLength(3)
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    expect(deliveriesOf(t.tenant.id)[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseStatus: 204,
      messageId: receiver.received[0]!.headers['webhook-id'],
    })
    const endpoint = getDb()
      .select()
      .from(s.webhookEndpoints)
      .where(eq(s.webhookEndpoints.tenantId, t.tenant.id))
      .get()!
    expect(endpoint.failingSince).toBeNull()
    await receiver.close()
  })

  it('gives up after 24 hours, marks the delivery failed and e-mails the admins', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const receiver = await startReceiver(() => 503)
    const t = apiTenant()
    createWebhookEndpoint(t.tenant.id, { url: receiver.url, events: ['customer.created'], createdBy: null })
    await api(customers.action, '/api/v1/customers', { key: t.rw, json: { name: 'Weg', email: 'weg@example.org' } })
    const created = deliveriesOf(t.tenant.id)[0]!.createdAt
    // the first try fails just before 24 h: its retry (5 s later) would fall after 24 h
    await runBackgroundJob(WEBHOOK_JOB, created + 24 * 3_600_000 - 1_000)
    expect(deliveriesOf(t.tenant.id)[0]).toMatchObject({ status: 'failed', responseStatus: 503 })
    const mails = getDb().select().from(s.mailLog).where(eq(s.mailLog.tenantId, t.tenant.id)).all()
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['webhook-failed', 'Webhook konnte nicht zugestellt werden'],
    ])
    await runBackgroundJob(WEBHOOK_JOB, created + 30 * 3_600_000)
    expect(receiver.received).toHaveLength(1)
    await receiver.close()
  })

  it('disables an endpoint that has failed for 3 days and sends it nothing more', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const receiver = await startReceiver(() => 500)
    const t = apiTenant()
    const { row } = createWebhookEndpoint(t.tenant.id, {
      url: receiver.url,
      events: ['customer.created'],
      createdBy: null,
    })
    await api(customers.action, '/api/v1/customers', { key: t.rw, json: { name: 'Aus', email: 'aus@example.org' } })
    const now = Date.now() + 1_000
    getDb()
      .update(s.webhookEndpoints)
      .set({ failingSince: now - 3 * 86_400_000 })
      .where(eq(s.webhookEndpoints.id, row.id))
      .run()
    await runBackgroundJob(WEBHOOK_JOB, now)
    expect(getDb().select().from(s.webhookEndpoints).where(eq(s.webhookEndpoints.id, row.id)).get()!.disabledAt).toBe(
      now,
    )
    await api(customers.action, '/api/v1/customers', { key: t.rw, json: { name: 'Aus2', email: 'aus2@example.org' } })
    await runBackgroundJob(WEBHOOK_JOB, now + 86_400_000)
    expect(receiver.received).toHaveLength(1)
    expect(deliveriesOf(t.tenant.id)).toHaveLength(1) // a disabled endpoint gets no new outbox rows
    await receiver.close()
  })

  it('refuses a private target when sending: the name is resolved then, and loopback is refused', async () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '1')
    const receiver = await startReceiver()
    const t = apiTenant()
    // saved while allowed; https://localhost passes the URL checks and is refused only by the DNS answer
    createWebhookEndpoint(t.tenant.id, {
      url: receiver.url.replace('http://127.0.0.1', 'https://localhost'),
      events: ['customer.created'],
      createdBy: null,
    })
    await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'Privat', email: 'privat@example.org' },
    })
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE', '')
    await runBackgroundJob(WEBHOOK_JOB, Date.now())
    expect(receiver.received).toHaveLength(0)
    const [row] = deliveriesOf(t.tenant.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null })
    expect(row!.lastError).toContain('privates oder internes Netz')
    await receiver.close()
  })

  it('writes the outbox row in the change’s transaction: a rolled-back change leaves none', () => {
    const t = apiTenant()
    createWebhookEndpoint(t.tenant.id, {
      url: 'https://93.184.216.34/hook',
      events: ['customer.created'],
      createdBy: null,
    })
    expect(() =>
      writeTransaction((tx) => {
        enqueueWebhook(t.tenant.id, 'customer.created', { id: 'x' }, tx)
        throw new Error('Abbruch')
      }),
    ).toThrow('Abbruch')
    expect(deliveriesOf(t.tenant.id)).toHaveLength(0)
  })
})
