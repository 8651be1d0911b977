import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action as newCustomerAction } from '~/routes/tenant.customers.new'
import { action as editEventAction } from '~/routes/tenant.events_.$eventId_.edit'
import { action as newEventAction } from '~/routes/tenant.events_.new'
import { action as ownerUpgradesAction, loader as ownerUpgradesLoader } from '~/routes/owner_.upgrades'
import { action as planAction, loader as planLoader } from '~/routes/tenant.settings_.plan'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

function ymd(daysAhead: number) {
  return new Date(Date.now() + daysAhead * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
}

async function starterTenant(plan: string = 'starter') {
  const tenant = createTenant({ status: 'active_paid', plan })
  const { user } = createStaff(tenant.id, 'tenant_admin')
  const template = createTemplate(tenant.id)
  const customer = createEndCustomer(tenant.id)
  return { tenant, user, template, customer, cookie: await staffCookie(user.id, tenant.id) }
}

function eventForm(t: Awaited<ReturnType<typeof starterTenant>>, extra: Record<string, string> = {}) {
  return {
    name: 'Sommerfest',
    event_type: 'Firmenfeier',
    template_id: t.template.id,
    end_customer_id: t.customer.id,
    event_date: ymd(30),
    deadline_at: ymd(20),
    assigned_planner_id: t.user.id,
    guest_count: '80',
    budget: '1000',
    ...extra,
  }
}

const eventsOf = (tenantId: string) => getDb().select().from(s.events).where(eq(s.events.tenantId, tenantId)).all()
const customersOf = (tenantId: string) =>
  getDb().select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, tenantId)).all()
const limitText = (result: { data: unknown }) => JSON.stringify(result.data)

function outboxMails() {
  const dir = process.env.MAIL_OUTBOX_DIR!
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
}

describe('Starter: 10 active events', () => {
  it('refuses the 11th active event with the figures; completing one frees a slot', async () => {
    const t = await starterTenant()
    for (let i = 0; i < 10; i++) createEvent(t.tenant.id, { status: i % 2 ? 'confirmed' : 'draft' })
    createEvent(t.tenant.id, { status: 'completed' })
    createEvent(t.tenant.id, { status: 'cancelled' })

    const refused = await call(
      h(newEventAction),
      makeRequest('/tenant/events/new', { form: eventForm(t), cookie: t.cookie }),
    )
    expect(refused.status).toBe(403)
    expect(limitText(refused)).toContain('Ihr Tarif Starter erlaubt höchstens 10 aktive Veranstaltungen')
    expect(eventsOf(t.tenant.id)).toHaveLength(12)

    const one = eventsOf(t.tenant.id).find((e) => e.status === 'confirmed')!
    getDb().update(s.events).set({ status: 'completed' }).where(eq(s.events.id, one.id)).run()
    const created = await call(
      h(newEventAction),
      makeRequest('/tenant/events/new', { form: eventForm(t), cookie: t.cookie }),
    )
    expect(created.status).toBe(302)
    expect(eventsOf(t.tenant.id)).toHaveLength(13)
  })

  it('refuses reopening a completed event when all slots are taken, on the status field', async () => {
    const t = await starterTenant()
    for (let i = 0; i < 10; i++) createEvent(t.tenant.id, { status: 'draft' })
    const done = createEvent(t.tenant.id, {
      status: 'completed',
      templateId: t.template.id,
      endCustomerId: t.customer.id,
    })
    const result = await call(
      h(editEventAction),
      makeRequest(`/tenant/events/${done.id}/edit`, { form: eventForm(t, { status: 'draft' }), cookie: t.cookie }),
      { eventId: done.id },
    )
    expect(result.status).toBe(403)
    expect(limitText(result)).toContain('aktive Veranstaltungen')
    expect(getDb().select().from(s.events).where(eq(s.events.id, done.id)).get()!.status).toBe('completed')
  })

  it('Pro has no event limit', async () => {
    const t = await starterTenant('pro')
    for (let i = 0; i < 12; i++) createEvent(t.tenant.id, { status: 'draft' })
    const created = await call(
      h(newEventAction),
      makeRequest('/tenant/events/new', { form: eventForm(t), cookie: t.cookie }),
    )
    expect(created.status).toBe(302)
  })
})

describe('customer limits', () => {
  it('Starter refuses the 101st customer with the figures and keeps the form', async () => {
    const t = await starterTenant()
    for (let i = 1; i < 100; i++) createEndCustomer(t.tenant.id)
    expect(customersOf(t.tenant.id)).toHaveLength(100)
    const result = await call(
      h(newCustomerAction),
      makeRequest('/tenant/customers/new', {
        form: { name: 'Lisa Becker', email: 'lisa.limit@example.com', phone: '', company: '' },
        cookie: t.cookie,
      }),
    )
    expect(result.status).toBe(403)
    expect(limitText(result)).toContain('höchstens 100 Endkunden')
    expect(limitText(result)).toContain('lisa.limit@example.com')
    expect(customersOf(t.tenant.id)).toHaveLength(100)
  })

  it('a trial counts as Pro (1,000 customers): the 101st is accepted', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    for (let i = 0; i < 100; i++) createEndCustomer(tenant.id)
    const result = await call(
      h(newCustomerAction),
      makeRequest('/tenant/customers/new', {
        form: { name: 'Neu', email: 'neu.trial@example.com', phone: '', company: '' },
        cookie: await staffCookie(user.id, tenant.id),
      }),
    )
    expect(result.status).toBe(302)
    expect(customersOf(tenant.id)).toHaveLength(101)
  })

  it('downgrading keeps existing data: 150 customers stay on Starter, only the next one is refused', async () => {
    const t = await starterTenant('pro')
    for (let i = 1; i < 150; i++) createEndCustomer(t.tenant.id)
    getDb().update(s.tenants).set({ plan: 'starter' }).where(eq(s.tenants.id, t.tenant.id)).run()
    expect(customersOf(t.tenant.id)).toHaveLength(150)
    const result = await call(
      h(newCustomerAction),
      makeRequest('/tenant/customers/new', {
        form: { name: 'Noch einer', email: 'noch@example.com', phone: '', company: '' },
        cookie: t.cookie,
      }),
    )
    expect(result.status).toBe(403)
    expect(customersOf(t.tenant.id)).toHaveLength(150)
  })
})

describe('upgrade request → owner decision', () => {
  it('records the request, mails the owner, shows "angefragt"; approval sets plan and Bezahlt and mails the admins', async () => {
    const tenant = createTenant({ trialExpiresAt: Date.now() - DAY_MS })
    const { user: adminUser } = createStaff(tenant.id, 'tenant_admin')
    const { user: ownerUser } = createStaff(null, 'platform_owner')
    const cookie = await staffCookie(adminUser.id, tenant.id)

    const posted = await call(
      h(planAction),
      makeRequest('/tenant/settings/plan', { form: { plan: 'business' }, cookie }),
    )
    expect(posted.status).toBe(302)
    const request = getDb().select().from(s.planRequests).where(eq(s.planRequests.tenantId, tenant.id)).get()!
    expect(request).toMatchObject({ plan: 'business', status: 'requested', requestedByUserId: adminUser.id })
    expect(outboxMails().some((m) => m.to === ownerUser.email && m.subject.includes('Business'))).toBe(true)

    const page = await call(h(planLoader), makeRequest('/tenant/settings/plan', { cookie }))
    expect(page.data).toMatchObject({ pending: { plan: 'business' }, status: 'trial_expired' })

    const ownerCookie = await staffCookie(ownerUser.id, null)
    const queue = await call(h(ownerUpgradesLoader), makeRequest('/owner/upgrades', { cookie: ownerCookie }))
    expect(JSON.stringify(queue.data)).toContain(tenant.name)
    const approved = await call(
      h(ownerUpgradesAction),
      makeRequest('/owner/upgrades', { form: { request_id: request.id, intent: 'approve' }, cookie: ownerCookie }),
    )
    expect(approved.status).toBe(302)
    const after = getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!
    expect(after).toMatchObject({ plan: 'business', status: 'active_paid' })
    expect(outboxMails().some((m) => m.to === adminUser.email && m.subject === 'Ihr Tarif Business ist aktiv')).toBe(
      true,
    )

    const again = await call(
      h(ownerUpgradesAction),
      makeRequest('/owner/upgrades', { form: { request_id: request.id, intent: 'decline' }, cookie: ownerCookie }),
    )
    expect(again.status).toBe(409)
  })

  it('a decline leaves the tenant unchanged and mails the admins; a planner cannot request', async () => {
    const tenant = createTenant()
    const { user: adminUser } = createStaff(tenant.id, 'tenant_admin')
    const { user: planner } = createStaff(tenant.id, 'tenant_planner')
    const { user: ownerUser } = createStaff(null, 'platform_owner')
    const refused = await call(
      h(planAction),
      makeRequest('/tenant/settings/plan', { form: { plan: 'pro' }, cookie: await staffCookie(planner.id, tenant.id) }),
    )
    expect(refused.status).toBe(403)
    await call(
      h(planAction),
      makeRequest('/tenant/settings/plan', {
        form: { plan: 'starter' },
        cookie: await staffCookie(adminUser.id, tenant.id),
      }),
    )
    const request = getDb()
      .select()
      .from(s.planRequests)
      .where(and(eq(s.planRequests.tenantId, tenant.id), eq(s.planRequests.status, 'requested')))
      .get()!
    await call(
      h(ownerUpgradesAction),
      makeRequest('/owner/upgrades', {
        form: { request_id: request.id, intent: 'decline' },
        cookie: await staffCookie(ownerUser.id, null),
      }),
    )
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()).toMatchObject({
      plan: null,
      status: 'trial_active',
    })
    expect(outboxMails().some((m) => m.to === adminUser.email && m.subject.includes('abgelehnt'))).toBe(true)
  })
})
