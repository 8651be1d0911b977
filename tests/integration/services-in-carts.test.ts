import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { loader as dashboardLoader } from '~/routes/customer-dashboard'
import { loader as offerLoader } from '~/routes/tenant.billing_.$offerId'
import * as catalogue from '~/routes/tenant.services'
import * as remove from '~/routes/tenant.services.$serviceId.delete'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createService, createStaff, createTenant } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { toastOf } from './customers-helpers'
import { cartOf, offersOf, portalWorld } from './portal-helpers'

// A service in an end customer's open cart is not deleted (the line would
// vanish unannounced); deactivating is offered instead, and a deactivated
// service stays visible in the cart, uncounted, removable only.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
type World = ReturnType<typeof portalWorld>

const serviceRow = (id: string) => getDb().select().from(s.services).where(eq(s.services.id, id)).get()
const putInCart = (tenantId: string, eventId: string, serviceId: string, quantity = 1) =>
  getDb().insert(s.cartItems).values({ tenantId, eventId, serviceId, quantity }).run()

async function planner(tenantId: string) {
  const { user } = createStaff(tenantId, 'tenant_planner')
  return staffCookie(user.id, tenantId)
}
const confirmPage = (serviceId: string, cookie: string) =>
  call(h(remove.loader), makeRequest(`/tenant/services/${serviceId}/delete`, { cookie }), { serviceId })
const deletePost = (serviceId: string, cookie: string) =>
  call(h(remove.action), makeRequest(`/tenant/services/${serviceId}/delete`, { cookie, form: {} }), { serviceId })

/** A tenant whose customer Erika Muster has 'Fotobox' (in no template) in the open cart of 'Sommerfest'. */
async function cartWorld(deadlineAt: number | null = Date.now() + 10 * DAY_MS) {
  const tenant = createTenant()
  const cookie = await planner(tenant.id)
  const customer = createEndCustomer(tenant.id, { name: 'Erika Muster' })
  const service = createService(tenant.id, { name: 'Fotobox' })
  const event = createEvent(tenant.id, { name: 'Sommerfest', endCustomerId: customer.id, deadlineAt })
  putInCart(tenant.id, event.id, service.id, 2)
  return { tenant, cookie, customer, service, event }
}

type ConfirmData = { refusals: string[]; closedNote: string | null; isActive: boolean }

describe('deleting a service that sits in an open cart', () => {
  it('is refused before and at the confirm: the page names the cart and offers deactivating; nothing changes', async () => {
    const w = await cartWorld()
    const page = (await confirmPage(w.service.id, w.cookie)).data as ConfirmData
    expect(page.isActive).toBe(true)
    expect(page.refusals).toHaveLength(1)
    expect(page.refusals[0]).toMatch(
      /^Der Service liegt im offenen Warenkorb eines Endkunden: Erika Muster \(„Sommerfest“\)\./,
    )
    expect(page.refusals[0]).toContain('Deaktivieren Sie ihn stattdessen')

    const result = await deletePost(w.service.id, w.cookie)
    expect(result.location).toBe('/tenant/services')
    const toast = await toastOf(result)
    expect(toast).toMatchObject({ type: 'error', title: 'Service konnte nicht gelöscht werden.' })
    expect(toast?.description).toBe(page.refusals[0])
    expect(serviceRow(w.service.id)).toBeDefined()
    expect(cartOf(w.event.id)).toMatchObject([{ serviceId: w.service.id, quantity: 2 }])
  })

  it('an event without a deadline keeps its cart open; more than five carts end in "und N weitere"', async () => {
    const w = await cartWorld(null)
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const customer = createEndCustomer(w.tenant.id, { name: `Zora ${n}` })
      const event = createEvent(w.tenant.id, {
        name: `Fest ${n}`,
        endCustomerId: customer.id,
        deadlineAt: Date.now() + DAY_MS,
      })
      putInCart(w.tenant.id, event.id, w.service.id)
    }
    const [message] = ((await confirmPage(w.service.id, w.cookie)).data as ConfirmData).refusals
    expect(message).toMatch(
      /^Der Service liegt in 7 offenen Warenkörben von Endkunden: Erika Muster \(„Sommerfest“\), Zora 1 \(„Fest 1“\), .* und 2 weitere\./,
    )
    expect(message).not.toContain('Zora 5')
    expect((await deletePost(w.service.id, w.cookie)).status).toBe(302)
    expect(serviceRow(w.service.id)).toBeDefined()
  })

  it('names the templates and the carts together when both hold it', async () => {
    const w = portalWorld()
    const cookie = await planner(w.tenant.id)
    putInCart(w.tenant.id, w.event.id, w.flat.id)
    const page = (await confirmPage(w.flat.id, cookie)).data as ConfirmData
    expect(page.refusals).toHaveLength(2)
    expect(page.refusals[0]).toContain(`„${w.template.name}“`)
    expect(page.refusals[1]).toContain('Erika Muster („Sommerfest“)')
  })

  it('a deactivated service in an open cart: still refused, and the text says it is already deactivated', async () => {
    const w = await cartWorld()
    getDb().update(s.services).set({ isActive: false }).where(eq(s.services.id, w.service.id)).run()
    const page = (await confirmPage(w.service.id, w.cookie)).data as ConfirmData
    expect(page.isActive).toBe(false)
    expect(page.refusals[0]).toContain('Er ist bereits deaktiviert')
    await deletePost(w.service.id, w.cookie)
    expect(serviceRow(w.service.id)).toBeDefined()
  })

  it("another tenant's staff get 404 on the confirm page and the delete; nothing changes", async () => {
    const w = await cartWorld()
    const other = createTenant()
    const cookie = await planner(other.id)
    expect((await confirmPage(w.service.id, cookie)).status).toBe(404)
    expect((await deletePost(w.service.id, cookie)).status).toBe(404)
    expect(serviceRow(w.service.id)).toBeDefined()
  })
})

describe('deleting once no open cart holds it', () => {
  it('works after the customer removed the line', async () => {
    const w = await cartWorld()
    getDb().delete(s.cartItems).where(eq(s.cartItems.eventId, w.event.id)).run()
    expect(((await confirmPage(w.service.id, w.cookie)).data as ConfirmData).refusals).toEqual([])
    expect(await toastOf(await deletePost(w.service.id, w.cookie))).toMatchObject({
      type: 'success',
      description: 'Service wurde gelöscht.',
    })
    expect(serviceRow(w.service.id)).toBeUndefined()
  })

  it('works after the deadline; the confirm page says the closed cart loses the line', async () => {
    const w = await cartWorld(Date.now() - DAY_MS)
    const page = (await confirmPage(w.service.id, w.cookie)).data as ConfirmData
    expect(page.refusals).toEqual([])
    expect(page.closedNote).toMatch(
      /^Er liegt noch im Warenkorb einer Veranstaltung, deren Frist abgelaufen ist; dort wird die Position mit gelöscht\./,
    )
    await deletePost(w.service.id, w.cookie)
    expect(serviceRow(w.service.id)).toBeUndefined()
    expect(cartOf(w.event.id)).toHaveLength(0)
  })
})

async function asCustomer(w: World) {
  return customerCookie(w.customer.id, w.tenant.id)
}
const cart = (w: World, cookie: string, form: Record<string, string>) =>
  call(
    h(cartAction),
    makeRequest(`/customer-dashboard/cart?tenant=${w.tenant.subdomain}`, {
      cookie,
      form: { event_id: w.event.id, ...form },
    }),
  )

describe('an offer request keeps its lines when the service is deleted', () => {
  it('the snapshot shows name, quantity and price after the service row is gone', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'request-offer' })
    const [offer] = offersOf(w.tenant.id)
    // the planner takes it out of the template and the cart's deadline passes: now it may go
    getDb()
      .update(s.templates)
      .set({ modulesJson: JSON.stringify({ modules: [] }) })
      .where(eq(s.templates.id, w.template.id))
      .run()
    getDb()
      .update(s.events)
      .set({ deadlineAt: Date.now() - DAY_MS })
      .where(eq(s.events.id, w.event.id))
      .run()
    const staff = await planner(w.tenant.id)
    await deletePost(w.flat.id, staff)
    expect(serviceRow(w.flat.id)).toBeUndefined()

    const detail = await call(h(offerLoader), makeRequest(`/tenant/billing/${offer!.id}`, { cookie: staff }), {
      offerId: offer!.id,
    })
    expect(detail.status).toBe(200)
    expect(detail.data).toMatchObject({
      offer: { grossCents: 11_900, status: 'open' },
      snapshot: {
        lines: [{ serviceId: w.flat.id, name: 'Saal', quantity: 1, unitPriceCents: 11_900, lineTotalCents: 11_900 }],
        totals: { grossCents: 11_900 },
      },
    })
  })
})

describe('deactivating instead', () => {
  it("the dialog's 'Deaktivieren' posts to the catalogue's status action", async () => {
    const w = await cartWorld()
    const result = await call(
      h(catalogue.action),
      makeRequest('/tenant/services', { cookie: w.cookie, form: { intent: 'deactivate', service_id: w.service.id } }),
    )
    expect(await toastOf(result)).toMatchObject({ type: 'success', description: 'Service wurde deaktiviert.' })
    expect(serviceRow(w.service.id)!.isActive).toBe(false)
    expect(cartOf(w.event.id)).toHaveLength(1)
  })

  it('the customer sees the line marked and uncounted; it cannot be added or raised, only removed', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'add', service_id: w.perPerson.id })
    getDb().update(s.services).set({ isActive: false }).where(eq(s.services.id, w.flat.id)).run()

    const portal = await call(
      h(dashboardLoader),
      makeRequest(`/customer-dashboard?tenant=${w.tenant.subdomain}`, { cookie }),
    )
    const data = portal.data as {
      cart: { lines: Array<{ serviceId: string; available: boolean }>; totalCents: number }
    }
    expect(data.cart.lines.find((l) => l.serviceId === w.flat.id)).toMatchObject({ available: false })
    expect(data.cart.totalCents).toBe(21400) // only the Menü line counts: per person, it follows the 20 guests × 10,70 €

    expect((await cart(w, cookie, { intent: 'add', service_id: w.flat.id })).status).toBe(404)
    const raised = await cart(w, cookie, { intent: 'set-quantity', service_id: w.flat.id, quantity: '3' })
    expect(await toastOf(raised)).toMatchObject({
      type: 'error',
      description: 'Dieser Service ist nicht mehr verfügbar. Sie können ihn nur noch aus dem Warenkorb entfernen.',
    })
    expect(cartOf(w.event.id).find((l) => l.serviceId === w.flat.id)!.quantity).toBe(1)

    await cart(w, cookie, { intent: 'set-quantity', service_id: w.flat.id, quantity: '0' })
    expect(cartOf(w.event.id).map((l) => l.serviceId)).toEqual([w.perPerson.id])
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    expect(cartOf(w.event.id).map((l) => l.serviceId)).toEqual([w.perPerson.id])
  })

  it('a request after deactivation leaves the line out and lists it as not available', async () => {
    const w = portalWorld()
    const cookie = await asCustomer(w)
    await cart(w, cookie, { intent: 'add', service_id: w.flat.id })
    await cart(w, cookie, { intent: 'add', service_id: w.perPerson.id })
    getDb().update(s.services).set({ isActive: false }).where(eq(s.services.id, w.flat.id)).run()
    await cart(w, cookie, { intent: 'request-offer' })
    const snapshot = JSON.parse(offersOf(w.tenant.id)[0]!.snapshotJson)
    expect(snapshot.lines.map((l: { name: string }) => l.name)).toEqual(['Menü'])
    expect(snapshot.excluded).toEqual([{ name: 'Saal', reason: 'unavailable' }])
  })
})
