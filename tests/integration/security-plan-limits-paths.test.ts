import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as customersApi } from '~/routes/api.v1.customers'
import { action as eventPageAction } from '~/routes/tenant.events_.$eventId'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { api, apiTenant } from './api-helpers'

// Plan limits held in the forms but not on every path: 'Wieder öffnen'
// (intent=status) re-opened events on Starter past 10 active, and
// POST /api/v1/customers created a 1,001st customer on a 1,000 plan.

type Handler = Parameters<typeof call>[0]

describe('plan limits on every path', () => {
  it("Starter with 10 active events: 'Wieder öffnen' of a cancelled event is refused with the limit message", async () => {
    const tenant = createTenant({ status: 'active_paid', plan: 'starter' })
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    for (let i = 0; i < 10; i++) createEvent(tenant.id, { status: 'confirmed' })
    const cancelled = createEvent(tenant.id, { status: 'cancelled' })
    const path = `/tenant/events/${cancelled.id}?tenant=${tenant.subdomain}`
    const result = await call(
      eventPageAction as Handler,
      makeRequest(path, { cookie, form: { intent: 'status', status: 'draft' } }),
      { eventId: cancelled.id },
    )
    expect(result.status).toBe(403)
    expect(JSON.stringify(result.data)).toContain('10')
    expect(getDb().select().from(s.events).where(eq(s.events.id, cancelled.id)).get()!.status).toBe('cancelled')
  })

  it('Starter with 9 active events may still re-open one', async () => {
    const tenant = createTenant({ status: 'active_paid', plan: 'starter' })
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    for (let i = 0; i < 9; i++) createEvent(tenant.id, { status: 'confirmed' })
    const cancelled = createEvent(tenant.id, { status: 'cancelled' })
    const path = `/tenant/events/${cancelled.id}?tenant=${tenant.subdomain}`
    const result = await call(
      eventPageAction as Handler,
      makeRequest(path, { cookie, form: { intent: 'status', status: 'draft' } }),
      { eventId: cancelled.id },
    )
    expect(result.status).toBe(302)
    expect(getDb().select().from(s.events).where(eq(s.events.id, cancelled.id)).get()!.status).toBe('draft')
  })

  it('POST /api/v1/customers on Pro with 1,000 customers answers 403 plan_limit and creates nothing', async () => {
    const w = apiTenant({ status: 'active_paid', plan: 'pro' })
    // apiTenant made one customer already
    getDb()
      .insert(s.endCustomers)
      .values(
        Array.from({ length: 999 }, (_, i) => ({
          tenantId: w.tenant.id,
          name: `Kunde ${i}`,
          email: `viele-${w.tenant.id}-${i}@example.com`,
        })),
      )
      .run()
    const count = () =>
      getDb().select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, w.tenant.id)).all().length
    expect(count()).toBe(1000)
    const res = await api(customersApi, '/api/v1/customers', {
      key: w.rw,
      json: { name: 'Zu viel', email: 'zu-viel@example.com' },
    })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('plan_limit')
    expect(res.body.detail).toContain('1.000')
    expect(count()).toBe(1000)
  })
})
