import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import * as s from '~/db/schema'
import { tokenState } from '~/models/customer-auth.server'
import { issueCustomerToken } from '~/models/customer-token.server'
import { runRetention } from '~/models/retention.server'
import { action as myDataAction, loader as myDataLoader } from '~/routes/customer-dashboard.my-data'
import { loader as myDataJson } from '~/routes/customer-dashboard_.my-data[.json]'
import { action as eraseAction } from '~/routes/tenant.customers.$customerId.erase'
import { action as accountAction, loader as accountLoader } from '~/routes/tenant_.settings.account'
import { loader as exportLoader } from '~/routes/tenant_.settings.account.export[.zip]'
import { getDb } from '~/utils/db.server'
import { newStorageKey, storedPath } from '~/utils/file-storage.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { hashToken } from '~/utils/token.server'
import {
  createEndCustomer,
  createEvent,
  createOfferRequest,
  createService,
  createStaff,
  createTenant,
  TEST_PASSWORD,
} from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
const DAY = 86_400_000

function world() {
  const tenant = createTenant()
  const { user: admin } = createStaff(tenant.id, 'tenant_admin')
  const lisa = createEndCustomer(tenant.id, { name: 'Lisa Becker', email: 'lisa@example.com', phone: '0170 1234567' })
  const other = createEndCustomer(tenant.id, { name: 'Otto Anders', email: 'otto@example.com' })
  const event = createEvent(tenant.id, {
    name: 'Hochzeit Becker',
    endCustomerId: lisa.id,
    contactPerson: 'Lisa Becker',
    contactEmail: 'lisa@example.com',
  })
  const otherEvent = createEvent(tenant.id, { name: 'Firmenfeier Anders', endCustomerId: other.id })
  const service = createService(tenant.id, { name: 'Sektempfang' })
  getDb()
    .insert(s.cartItems)
    .values({ tenantId: tenant.id, eventId: event.id, serviceId: service.id, quantity: 2 })
    .run()
  createOfferRequest(tenant.id, event, lisa)
  createOfferRequest(tenant.id, otherEvent, other)
  return { tenant, admin, lisa, other, event, otherEvent }
}

describe('Meine Daten: the customer sees and downloads their own data only', () => {
  it('the JSON holds their profile, events, selections and offer requests and nothing of other customers', async () => {
    const w = world()
    const cookie = await customerCookie(w.lisa.id, w.tenant.id)
    const res = await call(h(myDataJson), makeRequest('/customer-dashboard/my-data.json', { cookie }))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toContain('attachment')
    const json = res.data as Record<string, unknown>
    const text = JSON.stringify(json)
    expect(json).toMatchObject({ profile: { name: 'Lisa Becker', email: 'lisa@example.com', phone: '0170 1234567' } })
    expect(text).toContain('Hochzeit Becker')
    expect(text).toContain('Sektempfang')
    expect((json.offerRequests as unknown[]).length).toBe(1)
    expect(text).not.toContain('Otto')
    expect(text).not.toContain('Firmenfeier Anders')
    const page = await call(h(myDataLoader), makeRequest('/customer-dashboard/my-data?format=json', { cookie }))
    expect(page.status).toBe(302)
    expect(page.location).toBe('/customer-dashboard/my-data.json')
  })

  it('a deletion request is recorded once; staff confirm → name and e-mail gone everywhere, links and sessions dead', async () => {
    const w = world()
    const token = issueCustomerToken(w.tenant.id, w.lisa.id, { max: 10, windowMs: DAY })!
    const cookie = await customerCookie(w.lisa.id, w.tenant.id)
    const req = await call(
      h(myDataAction),
      makeRequest('/customer-dashboard/my-data', { form: { intent: 'delete-request' }, cookie }),
    )
    expect(req.status).toBe(302)
    const requested = getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, w.lisa.id)).get()!
    expect(requested.deletionRequestedAt).not.toBeNull()

    const staff = await staffCookie(w.admin.id, w.tenant.id)
    const erased = await call(
      h(eraseAction),
      makeRequest(`/tenant/customers/${w.lisa.id}/erase`, { form: {}, cookie: staff }),
      { customerId: w.lisa.id },
    )
    expect(erased.status).toBe(302)

    const t = w.tenant.id
    const dump = JSON.stringify({
      customers: getDb().select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, t)).all(),
      events: getDb().select().from(s.events).where(eq(s.events.tenantId, t)).all(),
      requests: getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, t)).all(),
      log: getDb().select().from(s.securityEvents).where(eq(s.securityEvents.tenantId, t)).all(),
    })
    expect(dump).not.toContain('Lisa Becker')
    expect(dump).not.toContain('lisa@example.com')
    expect(dump).not.toContain('0170 1234567')
    expect(dump).toContain('Otto Anders')
    expect(tokenState(hashToken(token), w.tenant.id)).not.toBe('valid')
    expect(getDb().select().from(s.sessions).where(eq(s.sessions.endCustomerId, w.lisa.id)).all()).toHaveLength(0)
    // the event and its selection stay with the tenant, without the contact data
    expect(getDb().select().from(s.events).where(eq(s.events.id, w.event.id)).get()).toMatchObject({
      name: 'Hochzeit Becker',
      contactEmail: null,
    })
  })

  it('without a confirmation the retention job erases 30 days after the request; a second run changes nothing', async () => {
    const w = world()
    const now = Date.now()
    getDb()
      .update(s.endCustomers)
      .set({ deletionRequestedAt: now - 31 * DAY })
      .where(eq(s.endCustomers.id, w.lisa.id))
      .run()
    getDb()
      .update(s.endCustomers)
      .set({ deletionRequestedAt: now - 5 * DAY })
      .where(eq(s.endCustomers.id, w.other.id))
      .run()
    const first = await runRetention(now)
    expect(first.customersErased).toBe(1)
    expect(getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, w.lisa.id)).get()).toMatchObject({
      email: expect.stringContaining('@invalid'),
      erasedAt: now,
    })
    expect(getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, w.other.id)).get()!.erasedAt).toBeNull()
    expect((await runRetention(now)).customersErased).toBe(0)
    expect(getDb().select().from(s.retentionRuns).all().length).toBeGreaterThanOrEqual(2)
  })
})

describe('retention of sessions and links', () => {
  it('removes expired sessions and links past a week, keeps fresh ones', async () => {
    const w = world()
    const now = Date.now()
    getDb()
      .insert(s.sessions)
      .values({ id: 'alt', kind: 'customer', endCustomerId: w.lisa.id, tenantId: w.tenant.id, expiresAt: now - 1 })
      .run()
    getDb()
      .insert(s.sessions)
      .values({ id: 'frisch', kind: 'customer', endCustomerId: w.lisa.id, tenantId: w.tenant.id, expiresAt: now + DAY })
      .run()
    getDb()
      .insert(s.endCustomerAuthTokens)
      .values({ tenantId: w.tenant.id, endCustomerId: w.lisa.id, tokenHash: 'x'.repeat(64), expiresAt: now - 8 * DAY })
      .run()
    const counts = await runRetention(now)
    expect(counts.sessions).toBeGreaterThanOrEqual(1)
    expect(counts.customerTokens).toBe(1)
    expect(getDb().select().from(s.sessions).where(eq(s.sessions.id, 'frisch')).get()).toBeTruthy()
  })
})

/** The export route's streamed answer, read to the end as the browser would. */
async function download(path: string, cookie: string) {
  const request = makeRequest(path, { cookie })
  const res = (await runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    exportLoader({ request, params: {}, context: {} }),
  )) as Response
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) }
}

describe('tenant export and cancellation', () => {
  it('names the ZIP after the Berlin day: at 23:30 UTC on 26 November it is already the 27th', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T23:30:00Z'), shouldAdvanceTime: true })
    try {
      const w = world()
      const cookie = await staffCookie(w.admin.id, w.tenant.id)
      const { res } = await download('/tenant/settings/account/export.zip', cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Disposition')).toBe(
        `attachment; filename="festplan-${w.tenant.subdomain}-2026-11-27.zip"`,
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('the ZIP opens and holds every table of the tenant, only that tenant, without secrets', async () => {
    const w = world()
    const b = world()
    const key = newStorageKey()
    fs.mkdirSync(path.dirname(storedPath(key)), { recursive: true })
    fs.writeFileSync(storedPath(key), 'Name;Gäste\r\nBecker;2\r\n')
    getDb()
      .insert(s.files)
      .values({
        tenantId: w.tenant.id,
        eventId: w.event.id,
        storageKey: key,
        name: 'gaeste.csv',
        mimeType: 'text/csv',
        sizeBytes: 24,
        uploaderType: 'customer',
        uploaderId: w.lisa.id,
        uploaderName: 'Lisa Becker',
      })
      .run()
    const cookie = await staffCookie(w.admin.id, w.tenant.id)
    const posted = await call(
      h(accountAction),
      makeRequest('/tenant/settings/account', { form: { intent: 'export' }, cookie }),
    )
    expect(posted.status).toBe(303)
    const { res, files } = await download(posted.location!, cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/zip')
    const names = Object.keys(files)
    for (const table of [
      'tenants',
      'users',
      'profiles',
      'end_customers',
      'events',
      'services',
      'cart_items',
      'offer_requests',
    ]) {
      expect(names).toContain(`json/${table}.json`)
      expect(names).toContain(`csv/${table}.csv`)
    }
    const customers = JSON.parse(strFromU8(files['json/end_customers.json'])) as Array<{
      tenant_id: string
      email: string
    }>
    expect(customers.map((c) => c.email).sort()).toEqual(['lisa@example.com', 'otto@example.com'])
    const everything = names.map((n) => strFromU8(files[n])).join('\n')
    expect(everything).not.toContain(b.tenant.id)
    expect(everything).not.toContain(b.tenant.subdomain)
    expect(everything).not.toContain('password_hash')
    expect(everything).not.toContain('token_hash')
    expect([...files['csv/events.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const stored = names.find((n) => n.startsWith(`dateien/${w.event.id}/`) && n.endsWith('-gaeste.csv'))!
    expect(strFromU8(files[stored])).toContain('Becker;2')
  })

  it('cancels with the password, shows the schedule, can be undone; after 30 days the data is erased', async () => {
    const w = world()
    const cookie = await staffCookie(w.admin.id, w.tenant.id)
    const wrong = await call(
      h(accountAction),
      makeRequest('/tenant/settings/account', { form: { intent: 'cancel', password: 'falsch-falsch-falsch' }, cookie }),
    )
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.data)).toContain('Das Passwort ist nicht korrekt.')
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, w.tenant.id)).get()!.status).toBe('trial_active')

    const ok = await call(
      h(accountAction),
      makeRequest('/tenant/settings/account', { form: { intent: 'cancel', password: TEST_PASSWORD }, cookie }),
    )
    expect(ok.status).toBe(302)
    const cancelled = getDb().select().from(s.tenants).where(eq(s.tenants.id, w.tenant.id)).get()!
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.eraseAfter! - cancelled.cancelledAt!).toBe(30 * DAY)
    const page = await call(h(accountLoader), makeRequest('/tenant/settings/account', { cookie }))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ cancelled: { eraseAfter: cancelled.eraseAfter } })

    await call(h(accountAction), makeRequest('/tenant/settings/account', { form: { intent: 'undo-cancel' }, cookie }))
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, w.tenant.id)).get()).toMatchObject({
      status: 'trial_active',
      cancelledAt: null,
    })

    await call(
      h(accountAction),
      makeRequest('/tenant/settings/account', { form: { intent: 'cancel', password: TEST_PASSWORD }, cookie }),
    )
    const later = getDb().select().from(s.tenants).where(eq(s.tenants.id, w.tenant.id)).get()!.eraseAfter! + 1
    expect((await runRetention(later)).tenantsErased).toBe(1)
    expect(getDb().select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, w.tenant.id)).all()).toHaveLength(0)
    expect(getDb().select().from(s.events).where(eq(s.events.tenantId, w.tenant.id)).all()).toHaveLength(0)
    expect(getDb().select().from(s.users).where(eq(s.users.id, w.admin.id)).all()).toHaveLength(0)
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, w.tenant.id)).get()).toMatchObject({
      isActive: false,
      erasedAt: later,
    })
    expect((await runRetention(later)).tenantsErased).toBe(0)
  })
})
