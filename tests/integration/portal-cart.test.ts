import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { loader as dashboardLoader } from '~/routes/customer-dashboard'
import { loader as moduleLoader } from '~/routes/customer-dashboard.module.$moduleId'
import { loader as billingLoader } from '~/routes/tenant.billing'
import { loader as offerLoader } from '~/routes/tenant.billing_.$offerId'
import { loader as eventsLoader } from '~/routes/tenant.events'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createOfferRequest, createService } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { mailsTo, toastOf } from './customers-helpers'
import { cartOf, offersOf, portalWorld } from './portal-helpers'

type Handler = Parameters<typeof call>[0]
type World = ReturnType<typeof portalWorld>

async function asCustomer(w: World) {
  return customerCookie(w.customer.id, w.tenant.id)
}
const at = (w: World, path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=${w.tenant.subdomain}`
async function cart(w: World, cookie: string, form: Record<string, string>) {
  return call(
    cartAction as Handler,
    makeRequest(at(w, '/customer-dashboard/cart'), { cookie, form: { event_id: w.event.id, ...form } }),
  )
}
async function portal(w: World, cookie: string, path = '/customer-dashboard') {
  return call(dashboardLoader as Handler, makeRequest(at(w, path), { cookie }))
}
type Portal = {
  cart: {
    lines: Array<{ serviceId: string; lineTotalCents: number | null; available: boolean }>
    totalCents: number
    budgetExceeded: boolean
  }
  lock: string | null
  modules: Array<{ available: number; selected: number }>
}

describe('cart', () => {
  it('adds with a toast, raises quantity on a second add, applies quantity rules and removes', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    const added = await cart(w, cookie, {
      intent: 'add',
      service_id: w.perPerson.id,
      redirect_to: '/customer-dashboard/module/x',
    })
    expect(added.status).toBe(302)
    expect(added.location).toBe('/customer-dashboard/module/x')
    expect((await toastOf(added))?.title).toBe('Service hinzugefügt')
    // a per-person service enters with the event's 20 guests and a second add keeps it there
    expect(cartOf(w.event.id)[0]!.quantity).toBe(20)
    await cart(w, cookie, { intent: 'add', service_id: w.perPerson.id })
    expect(cartOf(w.event.id)[0]!.quantity).toBe(20)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    expect(cartOf(w.event.id).find((i) => i.serviceId === w.flat.id)!.quantity).toBe(2)
    await cart(w, cookie, { intent: 'remove', service_id: w.flat.id })

    await cart(w, cookie, { intent: 'set-quantity', service_id: w.perPerson.id, quantity: 'abc' })
    expect(cartOf(w.event.id)[0]!.quantity).toBe(1)
    await cart(w, cookie, { intent: 'set-quantity', service_id: w.perPerson.id, quantity: '5' })
    const data = (await portal(w, cookie)).data as Portal
    expect(data.cart.lines[0]!.lineTotalCents).toBe(5 * 1070)
    expect(data.modules[0]).toMatchObject({ available: 2, selected: 1 })
    await cart(w, cookie, { intent: 'set-quantity', service_id: w.perPerson.id, quantity: '0' })
    expect(cartOf(w.event.id)).toHaveLength(0)

    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'remove', service_id: w.flat.id })
    expect(cartOf(w.event.id)).toHaveLength(0)
  })

  it('warns exactly when the total is above the budget', async () => {
    const w = portalWorld({ budgetCents: 11_900 })
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    expect(((await portal(w, cookie)).data as Portal).cart.budgetExceeded).toBe(false)
    getDb().update(s.events).set({ budgetCents: 11_899 }).where(eq(s.events.id, w.event.id)).run()
    expect(((await portal(w, cookie)).data as Portal).cart.budgetExceeded).toBe(true)
  })

  it('keeps a deactivated service marked, out of the total, and refuses to add it again', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'add', service_id: w.perPerson.id })
    getDb().update(s.services).set({ isActive: false }).where(eq(s.services.id, w.flat.id)).run()
    const data = (await portal(w, cookie)).data as Portal
    expect(data.cart.lines.find((l) => l.serviceId === w.flat.id)!.available).toBe(false)
    // 20 guests × 10,00 € net = 200,00 + 7 % = 14,00 → 214,00
    expect(data.cart.totalCents).toBe(21_400)
    expect((await cart(w, cookie, { intent: 'add', service_id: w.flat.id })).status).toBe(404)
  })

  it('after the deadline refuses every change and shows the cart read-only', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    getDb()
      .update(s.events)
      .set({ deadlineAt: Date.now() - DAY_MS })
      .where(eq(s.events.id, w.event.id))
      .run()
    const forms: Array<Record<string, string>> = [
      { intent: 'add', service_id: w.perPerson.id },
      { intent: 'set-quantity', service_id: w.flat.id, quantity: '3' },
      { intent: 'set-quantity', service_id: w.flat.id, quantity: '0' },
      { intent: 'remove', service_id: w.flat.id },
      { intent: 'request-offer' },
    ]
    for (const form of forms) {
      const result = await cart(w, cookie, form)
      expect((await toastOf(result))?.type).toBe('error')
    }
    expect(cartOf(w.event.id)).toMatchObject([{ serviceId: w.flat.id, quantity: 1 }])
    expect(offersOf(w.tenant.id)).toHaveLength(0)
    expect(((await portal(w, cookie)).data as Portal).lock).toBe('deadline')
  })
})

describe('offer request', () => {
  it('snapshots the cart, locks it, mails admins and the planner; staff see it in billing', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'add', service_id: w.perPerson.id })
    await cart(w, cookie, { intent: 'set-quantity', service_id: w.perPerson.id, quantity: '20' })
    const sent = await cart(w, cookie, { intent: 'request-offer' })
    expect((await toastOf(sent))?.title).toBe('Angebot angefordert')
    const [offer] = offersOf(w.tenant.id)
    expect(offer).toMatchObject({ status: 'open', eventName: 'Sommerfest', grossCents: 11_900 + 21_400 })
    const snapshot = JSON.parse(offer!.snapshotJson)
    expect(snapshot.lines).toMatchObject([
      { name: 'Saal', quantity: 1, unitPriceCents: 11_900, lineTotalCents: 11_900, taxRate: 19 },
      { name: 'Menü', quantity: 20, unitPriceCents: 1070, lineTotalCents: 21_400, taxRate: 7 },
    ])
    expect(snapshot.vat).toEqual([
      { taxRate: 19, netCents: 10_000, vatCents: 1_900, grossCents: 11_900 },
      { taxRate: 7, netCents: 20_000, vatCents: 1_400, grossCents: 21_400 },
    ])
    expect(snapshot.totals).toEqual({ netCents: 30_000, vatCents: 3_300, grossCents: 33_300 })

    expect(mailsTo(w.admin.user.email)[0]!.text).toContain(`/tenant/billing/${offer!.id}`)
    expect(mailsTo(w.planner.user.email)).toHaveLength(1)

    // locked while open
    expect((await toastOf(await cart(w, cookie, { intent: 'remove', service_id: w.flat.id })))?.type).toBe('error')
    expect((await toastOf(await cart(w, cookie, { intent: 'request-offer' })))?.type).toBe('error')
    expect(offersOf(w.tenant.id)).toHaveLength(1)
    expect(cartOf(w.event.id)).toHaveLength(2)

    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const list = await call(billingLoader as Handler, makeRequest('/tenant/billing', { cookie: staff }))
    expect(list.data).toMatchObject({ requests: [{ id: offer!.id, customerName: 'Erika Muster', grossCents: 33_300 }] })
    const detail = await call(offerLoader as Handler, makeRequest(`/tenant/billing/${offer!.id}`, { cookie: staff }), {
      offerId: offer!.id,
    })
    expect(detail.status).toBe(200)

    const other = portalWorld()
    const otherStaff = await staffCookie(other.admin.user.id, other.tenant.id)
    expect(
      (
        await call(offerLoader as Handler, makeRequest(`/tenant/billing/${offer!.id}`, { cookie: otherStaff }), {
          offerId: offer!.id,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(billingLoader as Handler, makeRequest('/tenant/billing', { cookie: otherStaff }))).data,
    ).toMatchObject({ requests: [], total: 0, page: 1, pageCount: 1 })
  })

  it('billing lists every request, 50 per page, newest first', async () => {
    const w = portalWorld()
    for (let i = 1; i <= 51; i++)
      createOfferRequest(w.tenant.id, w.event, w.customer, {
        createdAt: Date.now() - (100 - i) * 1000,
        grossCents: i * 100,
      })
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    type Billing = { requests: Array<{ grossCents: number }>; total: number; page: number; pageCount: number }
    const first = (await call(billingLoader as Handler, makeRequest('/tenant/billing', { cookie: staff })))
      .data as Billing
    expect(first).toMatchObject({ total: 51, page: 1, pageCount: 2 })
    expect(first.requests).toHaveLength(50)
    expect(first.requests[0]!.grossCents).toBe(5100)
    const second = (await call(billingLoader as Handler, makeRequest('/tenant/billing?page=2', { cookie: staff })))
      .data as Billing
    expect(second.requests.map((r) => r.grossCents)).toEqual([100])
  })
})

describe('isolation', () => {
  it('404 for another tenant’s service, an inactive one, or one not in the template; nothing changes', async () => {
    const w = portalWorld()
    const other = portalWorld()
    const cookie = await asCustomer(w)
    for (const id of [other.flat.id, w.inactive.id, w.outside.id, 'gibt-es-nicht']) {
      expect((await cart(w, cookie, { intent: 'add', service_id: id })).status).toBe(404)
    }
    // another customer's event
    const foreign = await call(
      cartAction as Handler,
      makeRequest(at(w, '/customer-dashboard/cart'), {
        cookie,
        form: { event_id: other.event.id, intent: 'add', service_id: other.flat.id },
      }),
    )
    expect(foreign.status).toBe(404)
    const sameTenant = createEvent(w.tenant.id, {
      templateId: w.template.id,
      endCustomerId: createEndCustomer(w.tenant.id).id,
    })
    expect((await cart(w, cookie, { event_id: sameTenant.id, intent: 'add', service_id: w.flat.id })).status).toBe(404)
    expect(cartOf(w.event.id)).toHaveLength(0)
    expect(cartOf(other.event.id)).toHaveLength(0)
    expect(cartOf(sameTenant.id)).toHaveLength(0)
  })

  it('shows only their own events; ?event= of someone else falls back to their own', async () => {
    const w = portalWorld()
    const other = portalWorld()
    const cookie = await asCustomer(w)
    const data = (await portal(w, cookie, `/customer-dashboard?event=${other.event.id}`)).data as {
      event: { id: string }
      events: Array<{ id: string }>
    }
    expect(data.event.id).toBe(w.event.id)
    expect(data.events.map((e) => e.id)).toEqual([w.event.id])
    const mod = await call(
      moduleLoader as Handler,
      makeRequest(at(w, `/customer-dashboard/module/${other.moduleId}`), { cookie }),
      { moduleId: other.moduleId },
    )
    expect(mod.status).toBe(404)
    const own = await call(
      moduleLoader as Handler,
      makeRequest(at(w, `/customer-dashboard/module/${w.moduleId}`), { cookie }),
      { moduleId: w.moduleId },
    )
    expect((own.data as { services: Array<{ name: string }> }).services.map((x) => x.name)).toEqual(['Saal', 'Menü'])
  })

  it('with several events shows the next upcoming one and switches to another of theirs', async () => {
    const w = portalWorld()
    const later = createEvent(w.tenant.id, {
      name: 'Später',
      templateId: w.template.id,
      endCustomerId: w.customer.id,
      eventDate: Date.now() + 90 * DAY_MS,
    })
    const cookie = await asCustomer(w)
    const first = (await portal(w, cookie)).data as { event: { id: string }; events: unknown[]; eventQuery: string }
    expect(first.event.id).toBe(w.event.id)
    expect(first.events).toHaveLength(2)
    expect(first.eventQuery).toBe(`?event=${w.event.id}`)
    const switched = (await portal(w, cookie, `/customer-dashboard?event=${later.id}`)).data as {
      event: { id: string; name: string }
    }
    expect(switched.event).toMatchObject({ id: later.id, name: 'Später' })
    // the cart follows the chosen event
    await cart(w, cookie, { event_id: later.id, intent: 'add', service_id: w.flat.id })
    expect(cartOf(later.id)).toHaveLength(1)
    expect(cartOf(w.event.id)).toHaveLength(0)
  })

  it('lists the template modules in order, without an empty "Dashboard" module (the overview stands for it)', async () => {
    const w = portalWorld()
    const modules = [
      { id: 'm-dash', name: 'Dashboard', order: 0, serviceIds: [] },
      { id: 'm-b', name: 'Location', order: 2, serviceIds: [w.flat.id] },
      { id: 'm-a', name: 'Gästezahl', order: 1, serviceIds: [] },
    ]
    getDb()
      .update(s.templates)
      .set({ modulesJson: JSON.stringify({ modules }) })
      .where(eq(s.templates.id, w.template.id))
      .run()
    const data = (await portal(w, await asCustomer(w))).data as { modules: Array<{ name: string; available: number }> }
    expect(data.modules).toMatchObject([
      { name: 'Gästezahl', available: 0 },
      { name: 'Location', available: 1 },
    ])
  })

  it('a customer with no event sees the empty state', async () => {
    const w = portalWorld()
    const lonely = createEndCustomer(w.tenant.id)
    const cookie = await customerCookie(lonely.id, w.tenant.id)
    expect(((await portal(w, cookie)).data as { event: unknown }).event).toBeNull()
  })

  it('a customer session never opens staff pages and a staff session never opens the portal', async () => {
    const w = portalWorld()
    const customer = await asCustomer(w)
    const staffPage = await call(eventsLoader as Handler, makeRequest('/tenant/events', { cookie: customer }))
    expect(staffPage.status).toBe(302)
    expect(staffPage.location).toMatch(/^\/tenant-signup/)
    const billing = await call(billingLoader as Handler, makeRequest('/tenant/billing', { cookie: customer }))
    expect(billing.status).toBe(302)
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const portalPage = await portal(w, staff)
    expect(portalPage.status).toBe(302)
    expect(portalPage.location).toBe('/customer-login')
    const cartPost = await cart(w, staff, { intent: 'add', service_id: w.flat.id })
    expect(cartPost.location).toBe('/customer-login')
    expect(cartOf(w.event.id)).toHaveLength(0)
  })

  it('a service of another tenant is never listed even if a template names it', async () => {
    const w = portalWorld()
    const other = createService(portalWorld().tenant.id)
    getDb()
      .update(s.templates)
      .set({
        modulesJson: JSON.stringify({
          modules: [{ id: w.moduleId, name: 'Catering', order: 0, serviceIds: [other.id, w.flat.id] }],
        }),
      })
      .where(eq(s.templates.id, w.template.id))
      .run()
    const cookie = await asCustomer(w)
    const own = await call(
      moduleLoader as Handler,
      makeRequest(at(w, `/customer-dashboard/module/${w.moduleId}`), { cookie }),
      { moduleId: w.moduleId },
    )
    expect((own.data as { services: Array<{ id: string }> }).services.map((x) => x.id)).toEqual([w.flat.id])
    expect((await cart(w, cookie, { intent: 'add', service_id: other.id })).status).toBe(404)
  })
})
