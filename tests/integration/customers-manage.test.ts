import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as listAction } from '~/routes/tenant.customers'
import { action as deleteAction, loader as deleteLoader } from '~/routes/tenant.customers.$customerId.delete'
import { action as editAction, loader as editLoader } from '~/routes/tenant.customers.$customerId.edit'
import { loader as logLoader } from '~/routes/tenant.settings_.security-log'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { customersOf, mailsTo, securityEventsOf, toastOf, tokensOf } from './customers-helpers'

type Handler = Parameters<typeof call>[0]

async function staffOf(role: 'tenant_admin' | 'tenant_planner' = 'tenant_admin') {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, role)
  return { tenant, user, cookie: await staffCookie(user.id, tenant.id) }
}

const form = (customer: { name: string | null; email: string }, extra: Record<string, string> = {}) => ({
  name: customer.name ?? 'Ohne Namen',
  email: customer.email,
  phone: '',
  company: '',
  ...extra,
})

describe('delete a customer', () => {
  it('asks first, keeps the events without a customer and logs CUSTOMER_DELETED', async () => {
    const { tenant, user, cookie } = await staffOf('tenant_planner')
    const customer = createEndCustomer(tenant.id, { name: 'Weg Damit', email: 'weg@example.com' })
    const event = createEvent(tenant.id, { endCustomerId: customer.id })
    const ask = await call(
      deleteLoader as Handler,
      makeRequest(`/tenant/customers/${customer.id}/delete`, { cookie }),
      { customerId: customer.id },
    )
    expect(ask.data).toEqual({ customer: { id: customer.id, label: 'Weg Damit' } })
    expect(customersOf(tenant.id)).toHaveLength(1)

    const result = await call(
      deleteAction as Handler,
      makeRequest(`/tenant/customers/${customer.id}/delete`, { cookie, form: {} }),
      { customerId: customer.id },
    )
    expect(result.location).toBe('/tenant/customers')
    expect((await toastOf(result))?.description).toBe('Kunde wurde erfolgreich gelöscht')
    expect(customersOf(tenant.id)).toHaveLength(0)
    const kept = getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()
    expect(kept).toMatchObject({ id: event.id, endCustomerId: null })
    const [logged] = securityEventsOf(tenant.id, 'CUSTOMER_DELETED')
    expect(logged).toMatchObject({ resourceType: 'end_customer', resourceId: customer.id, actorUserId: user.id })
    expect(JSON.parse(logged!.details)).toEqual({ customer_email: 'weg@example.com', tenant_id: tenant.id })
  })
})

describe('edit a customer', () => {
  it('changes the fields; deactivating ends its sessions and open links', async () => {
    const { tenant, cookie } = await staffOf()
    const customer = createEndCustomer(tenant.id, { name: 'Vorher', email: 'vorher@example.com' })
    const other = createEndCustomer(tenant.id, { email: 'belegt@example.com' })
    const params = { customerId: customer.id }
    const path = `/tenant/customers/${customer.id}/edit`
    const loaded = await call(editLoader as Handler, makeRequest(path, { cookie }), params)
    expect(loaded.data).toMatchObject({ customer: { name: 'Vorher', email: 'vorher@example.com', isActive: true } })

    const taken = await call(
      editAction as Handler,
      makeRequest(path, { cookie, form: form({ name: 'X Y', email: other.email }, { is_active: 'on' }) }),
      params,
    )
    expect(taken.status).toBe(400)
    expect((taken.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual([
      'Ein Kunde mit dieser E-Mail-Adresse existiert bereits',
    ])

    await call(
      listAction as Handler,
      makeRequest('/tenant/customers', { cookie, form: { intent: 'resend', customer_id: customer.id } }),
    )
    await customerCookie(customer.id, tenant.id)
    const sessionCount = () =>
      getDb().select({ n: count() }).from(s.sessions).where(eq(s.sessions.endCustomerId, customer.id)).get()!.n
    expect(sessionCount()).toBe(1)

    const saved = await call(
      editAction as Handler,
      makeRequest(path, { cookie, form: form({ name: 'Nachher', email: 'nachher@example.com' }, { phone: '089 1' }) }),
      params,
    )
    expect(saved.location).toBe('/tenant/customers')
    expect(customersOf(tenant.id).find((c) => c.id === customer.id)).toMatchObject({
      name: 'Nachher',
      email: 'nachher@example.com',
      phone: '089 1',
      isActive: false,
    })
    expect(sessionCount()).toBe(0)
    expect(tokensOf(customer.id).every((t) => t.usedAt !== null)).toBe(true)

    const resend = await call(
      listAction as Handler,
      makeRequest('/tenant/customers', { cookie, form: { intent: 'resend', customer_id: customer.id } }),
    )
    expect((await toastOf(resend))?.type).toBe('error')
    expect(mailsTo('nachher@example.com')).toHaveLength(0)

    await call(
      editAction as Handler,
      makeRequest(path, { cookie, form: form({ name: 'Nachher', email: 'nachher@example.com' }, { is_active: 'on' }) }),
      params,
    )
    expect(customersOf(tenant.id).find((c) => c.id === customer.id)?.isActive).toBe(true)

    // a new address retires the links mailed to the old one
    await call(
      listAction as Handler,
      makeRequest('/tenant/customers', { cookie, form: { intent: 'resend', customer_id: customer.id } }),
    )
    expect(tokensOf(customer.id).filter((t) => t.usedAt === null)).toHaveLength(1)
    await call(
      editAction as Handler,
      makeRequest(path, {
        cookie,
        form: form({ name: 'Nachher', email: 'umgezogen@example.com' }, { is_active: 'on' }),
      }),
      params,
    )
    expect(tokensOf(customer.id).filter((t) => t.usedAt === null)).toHaveLength(0)
  })
})

describe('isolation', () => {
  it("staff of tenant B get 404 for every customer action with tenant A's ids, and nothing changes", async () => {
    const a = await staffOf()
    const b = await staffOf()
    const customer = createEndCustomer(a.tenant.id, { name: 'Von A', email: 'a-kunde@example.com' })
    createEvent(a.tenant.id, { endCustomerId: customer.id })
    const snapshot = () =>
      JSON.stringify([
        customersOf(a.tenant.id),
        tokensOf(customer.id),
        securityEventsOf(a.tenant.id),
        getDb().select().from(s.events).all(),
      ])
    const before = snapshot()
    const params = { customerId: customer.id }
    const attempts = [
      call(
        listAction as Handler,
        makeRequest('/tenant/customers', { cookie: b.cookie, form: { intent: 'resend', customer_id: customer.id } }),
      ),
      call(editLoader as Handler, makeRequest(`/tenant/customers/${customer.id}/edit`, { cookie: b.cookie }), params),
      call(
        editAction as Handler,
        makeRequest(`/tenant/customers/${customer.id}/edit`, {
          cookie: b.cookie,
          form: form({ name: 'Gekapert', email: 'x@example.com' }),
        }),
        params,
      ),
      call(
        deleteLoader as Handler,
        makeRequest(`/tenant/customers/${customer.id}/delete`, { cookie: b.cookie }),
        params,
      ),
      call(
        deleteAction as Handler,
        makeRequest(`/tenant/customers/${customer.id}/delete`, { cookie: b.cookie, form: {} }),
        params,
      ),
    ]
    for (const result of await Promise.all(attempts)) expect(result.status).toBe(404)
    expect(snapshot()).toBe(before)
    expect(mailsTo('a-kunde@example.com')).toHaveLength(0)
  })
})

describe('security log page', () => {
  it("lists the tenant's own entries newest first, for admins only", async () => {
    const { tenant, cookie } = await staffOf()
    const first = createEndCustomer(tenant.id, { email: 'erst@example.com' })
    const second = createEndCustomer(tenant.id, { email: 'dann@example.com' })
    for (const c of [first, second]) {
      await call(
        listAction as Handler,
        makeRequest('/tenant/customers', { cookie, form: { intent: 'resend', customer_id: c.id } }),
      )
    }
    getDb()
      .update(s.securityEvents)
      .set({ createdAt: Date.now() - 60_000 })
      .where(eq(s.securityEvents.resourceId, first.id))
      .run()
    const foreign = await staffOf()
    const foreignCustomer = createEndCustomer(foreign.tenant.id, { email: 'fremd@example.com' })
    await call(
      listAction as Handler,
      makeRequest('/tenant/customers', {
        cookie: foreign.cookie,
        form: { intent: 'resend', customer_id: foreignCustomer.id },
      }),
    )

    const page = await call(logLoader as Handler, makeRequest('/tenant/settings/security-log', { cookie }))
    const entries = (page.data as { entries: Array<{ text: string }> }).entries
    expect(entries.map((e) => e.text)).toEqual([
      'Login-Link gesendet an dann@example.com',
      'Login-Link gesendet an erst@example.com',
    ])

    const planner = createStaff(tenant.id, 'tenant_planner')
    const refused = await call(
      logLoader as Handler,
      makeRequest('/tenant/settings/security-log', { cookie: await staffCookie(planner.user.id, tenant.id) }),
    )
    expect(refused.status).toBe(403)
  })
})
