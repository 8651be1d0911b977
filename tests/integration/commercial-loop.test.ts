import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { loader as dashboardLoader } from '~/routes/customer-dashboard'
import { action as portalOfferAction } from '~/routes/customer-dashboard.offers.$offerId'
import { action as newOfferAction } from '~/routes/tenant.offers.new'
import { action as offerAction } from '~/routes/tenant.offers.$offerId'
import { action as invoiceAction } from '~/routes/tenant.invoices.$invoiceId'
import { action as eventAction } from '~/routes/tenant.events_.$eventId'
import { saveBillingProfile } from '~/models/billing-profile.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { getDb } from '~/utils/db.server'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { businessData, invoiceRow, offerRow } from './billing-helpers'
import { mailsTo } from './customers-helpers'
import { portalWorld } from './portal-helpers'

// The commercial loop through the routes: a portal request becomes an offer
// without retyping, the customer's acceptance confirms the event and orders the
// request, a Nachtrag becomes the order, the final invoice deducts the deposit
// invoiced before it, and every finalising or deleting step asks first.

type Handler = Parameters<typeof call>[0]
type World = ReturnType<typeof portalWorld>

const requestRow = (id: string) => getDb().select().from(s.offerRequests).where(eq(s.offerRequests.id, id)).get()!
const eventRow = (id: string) => getDb().select().from(s.events).where(eq(s.events.id, id)).get()!
const linesOf = (offerId: string) =>
  getDb()
    .select()
    .from(s.offerLines)
    .where(eq(s.offerLines.offerId, offerId))
    .all()
    .sort((a, b) => a.position - b.position)
const q = (w: World, path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=${w.tenant.subdomain}`

async function requestedWorld() {
  const w = portalWorld()
  saveBillingProfile(w.tenant.id, businessData())
  getDb()
    .update(s.endCustomers)
    .set({ street: 'Lindenstraße 5', postcode: '50674', city: 'Köln' })
    .where(eq(s.endCustomers.id, w.customer.id))
    .run()
  const customer = await customerCookie(w.customer.id, w.tenant.id)
  const staff = await staffCookie(w.admin.user.id, w.tenant.id)
  const cart = (form: Record<string, string>) =>
    call(
      cartAction as Handler,
      makeRequest(q(w, '/customer-dashboard/cart'), { cookie: customer, form: { event_id: w.event.id, ...form } }),
    )
  await cart({ intent: 'add', service_id: w.flat.id })
  await cart({ intent: 'add', service_id: w.perPerson.id })
  await cart({ intent: 'request-offer' })
  const request = getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, w.tenant.id)).get()!
  return { w, customer, staff, request }
}

async function accept(w: World, cookie: string, offerId: string) {
  return call(
    portalOfferAction as Handler,
    makeRequest(q(w, `/customer-dashboard/offers/${offerId}`), {
      cookie,
      form: { intent: 'accept', signer_name: 'Erika Muster' },
    }),
    { offerId },
  )
}

describe('from the request to the paid order', () => {
  it('request → offer → order → Nachtrag → deposit and final invoice → paid, nothing typed twice', async () => {
    const { w, customer, staff, request } = await requestedWorld()
    expect(request.status).toBe('open')

    // 'Angebot erstellen': the draft carries the request's lines; a second click opens the same draft
    const made = await call(
      newOfferAction as Handler,
      makeRequest(`/tenant/offers/new?request=${request.id}`, { cookie: staff, form: {} }),
    )
    const offerId = made.location!.split('/').pop()!
    expect(made.location).toBe(`/tenant/offers/${offerId}`)
    expect(requestRow(request.id).status).toBe('drafted')
    expect(linesOf(offerId).map((l) => [l.text, l.quantityMilli, l.unitPriceCents, l.vatRate])).toEqual([
      ['Saal', 1000, 10_000, 19],
      ['Menü', 20_000, 1_000, 7],
    ])
    const again = await call(
      newOfferAction as Handler,
      makeRequest(`/tenant/offers/new?request=${request.id}`, { cookie: staff, form: {} }),
    )
    expect(again.location).toBe(`/tenant/offers/${offerId}`)
    expect(getDb().select().from(s.offers).where(eq(s.offers.tenantId, w.tenant.id)).all()).toHaveLength(1)

    // sent: the request follows; 100,00 + 20 × 10,00 net, VAT 19,00 + 14,00
    expect(sendOffer(w.tenant.id, offerId, { id: w.admin.user.id, name: 'A' }).ok).toBe(true)
    expect(requestRow(request.id).status).toBe('sent')
    expect(offerRow(offerId).grossCents).toBe(33_300)

    // the customer accepts: event Bestätigt, request Beauftragt, the cart stays locked and says why, the planner is mailed
    expect((await accept(w, customer, offerId)).status).toBe(302)
    expect(offerRow(offerId).status).toBe('accepted')
    expect(eventRow(w.event.id).status).toBe('confirmed')
    expect(requestRow(request.id).status).toBe('ordered')
    const portal = (
      await call(dashboardLoader as Handler, makeRequest(q(w, '/customer-dashboard'), { cookie: customer }))
    ).data as { lock: string | null; openOffer: { status: string } | null }
    expect(portal.lock).toBe('offer')
    expect(portal.openOffer?.status).toBe('ordered')
    const plannerMails = mailsTo(w.planner.user.email)
    expect(plannerMails.map((m) => m.subject)).toContain('Angebot angenommen: Sommerfest')
    expect(mailsTo(w.admin.user.email).filter((m) => m.subject.startsWith('Angebot angenommen'))).toHaveLength(0)

    // a 30 % deposit on the order: 30,00 + 5,70 and 60,00 + 4,20; finalising asks first
    const deposit = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { ok: true; id: string }
    const asked = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${deposit.id}`, { cookie: staff, form: { intent: 'finalize' } }),
      { invoiceId: deposit.id },
    )
    expect(asked.status).toBe(200)
    expect(asked.data).toMatchObject({ confirm: 'finalize' })
    expect(invoiceRow(deposit.id).status).toBe('draft')
    const finalised = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${deposit.id}`, { cookie: staff, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: deposit.id },
    )
    expect(finalised.status).toBe(302)
    expect(invoiceRow(deposit.id)).toMatchObject({ status: 'final', grossCents: 9_990 })

    // Nachtrag: the final guest count is 25; the accepted version stays the order until the customer accepts the new one
    const nv = await call(
      offerAction as Handler,
      makeRequest(`/tenant/offers/${offerId}`, { cookie: staff, form: { intent: 'new-version' } }),
      { offerId },
    )
    const v2 = nv.location!.split('/').pop()!
    expect(offerRow(v2)).toMatchObject({
      status: 'draft',
      replacesOfferId: offerId,
      version: 2,
      offerRequestId: request.id,
    })
    saveOfferDraft(w.tenant.id, v2, {
      lines: [
        { text: 'Saal', quantity: 1000, unit: 'flat', unit_price: 10_000, vat_rate: 19 },
        { text: 'Menü', quantity: 25_000, unit: 'person', unit_price: 1_000, vat_rate: 7 },
      ],
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    expect(sendOffer(w.tenant.id, v2, { id: w.admin.user.id, name: 'A' }).ok).toBe(true)
    expect(offerRow(offerId).status).toBe('accepted')
    expect(requestRow(request.id).status).toBe('ordered')
    expect((await accept(w, customer, v2)).status).toBe(302)
    expect(offerRow(offerId).status).toBe('superseded')
    expect(offerRow(v2)).toMatchObject({ status: 'accepted', grossCents: 38_650 })
    // an invoice is made only from the order as it stands
    expect(createInvoiceFromOffer(w.tenant.id, offerId, 'final')).toEqual({ ok: false, reason: 'not-accepted' })

    // the final invoice of the Nachtrag: 386,50 less the deposit of 99,90 = 286,60
    const final = createInvoiceFromOffer(w.tenant.id, v2, 'final') as { ok: true; id: string }
    await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${final.id}`, { cookie: staff, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: final.id },
    )
    expect(invoiceRow(final.id)).toMatchObject({ status: 'final', payableCents: 28_660 })
    expect(invoiceRow(final.id).documentJson).toContain(invoiceRow(deposit.id).number!)

    // paid; a wrongly recorded payment can be taken back (after the confirmation), a finalised invoice never deleted
    const pay = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${final.id}`, {
        cookie: staff,
        form: { intent: 'payment', paid_on: '2026-11-20', amount: '286,60' },
      }),
      { invoiceId: final.id },
    )
    expect(pay.status).toBe(302)
    expect(invoiceRow(final.id).paidCents).toBe(28_660)
    const payment = getDb().select().from(s.payments).where(eq(s.payments.invoiceId, final.id)).get()!
    const ask = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${final.id}`, {
        cookie: staff,
        form: { intent: 'delete-payment', payment_id: payment.id },
      }),
      { invoiceId: final.id },
    )
    expect(ask.data).toMatchObject({ confirm: 'delete-payment', paymentId: payment.id })
    expect(invoiceRow(final.id).paidCents).toBe(28_660)
    await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${final.id}`, {
        cookie: staff,
        form: { intent: 'delete-payment', payment_id: payment.id, confirm: '1' },
      }),
      { invoiceId: final.id },
    )
    expect(invoiceRow(final.id).paidCents).toBe(0)
    await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${final.id}`, { cookie: staff, form: { intent: 'delete', confirm: '1' } }),
      { invoiceId: final.id },
    )
    expect(invoiceRow(final.id).status).toBe('final')
  })

  it('a declined first offer declines the request and frees the cart; a deleted draft opens the request again', async () => {
    const { w, customer, staff, request } = await requestedWorld()
    const made = await call(
      newOfferAction as Handler,
      makeRequest(`/tenant/offers/new?request=${request.id}`, { cookie: staff, form: {} }),
    )
    const offerId = made.location!.split('/').pop()!
    const ask = await call(
      offerAction as Handler,
      makeRequest(`/tenant/offers/${offerId}`, { cookie: staff, form: { intent: 'delete' } }),
      { offerId },
    )
    expect(ask.data).toMatchObject({ confirm: 'delete' })
    expect(offerRow(offerId)).toBeTruthy()
    await call(
      offerAction as Handler,
      makeRequest(`/tenant/offers/${offerId}`, { cookie: staff, form: { intent: 'delete', confirm: '1' } }),
      { offerId },
    )
    expect(getDb().select().from(s.offers).where(eq(s.offers.id, offerId)).get()).toBeUndefined()
    expect(requestRow(request.id).status).toBe('open')

    const second = (
      await call(
        newOfferAction as Handler,
        makeRequest(`/tenant/offers/new?request=${request.id}`, { cookie: staff, form: {} }),
      )
    )
      .location!.split('/')
      .pop()!
    sendOffer(w.tenant.id, second, { id: w.admin.user.id, name: 'A' })
    const declined = await call(
      portalOfferAction as Handler,
      makeRequest(q(w, `/customer-dashboard/offers/${second}`), { cookie: customer, form: { intent: 'decline' } }),
      { offerId: second },
    )
    expect(declined.status).toBe(302)
    expect(requestRow(request.id).status).toBe('declined')
    expect(eventRow(w.event.id).status).toBe('draft')
    expect(mailsTo(w.planner.user.email).map((m) => m.subject)).toContain('Angebot abgelehnt: Sommerfest')
    const portal = (
      await call(dashboardLoader as Handler, makeRequest(q(w, '/customer-dashboard'), { cookie: customer }))
    ).data as { lock: string | null }
    expect(portal.lock).toBeNull()
  })

  it("'Absagen' asks first: the first post writes nothing", async () => {
    const { w, staff } = await requestedWorld()
    const first = await call(
      eventAction as Handler,
      makeRequest(`/tenant/events/${w.event.id}`, { cookie: staff, form: { intent: 'status', status: 'cancelled' } }),
      { eventId: w.event.id },
    )
    expect(first.data).toMatchObject({ confirm: 'cancel-event' })
    expect(eventRow(w.event.id).status).toBe('draft')
    await call(
      eventAction as Handler,
      makeRequest(`/tenant/events/${w.event.id}`, {
        cookie: staff,
        form: { intent: 'status', status: 'cancelled', confirm: '1' },
      }),
      { eventId: w.event.id },
    )
    expect(eventRow(w.event.id).status).toBe('cancelled')
  })
})

describe('invoice drafts', () => {
  it('lines, invoice date and service period are edited until finalised; bad input comes back in German and saves nothing', async () => {
    const { w, customer, staff, request } = await requestedWorld()
    const offerId = (
      await call(
        newOfferAction as Handler,
        makeRequest(`/tenant/offers/new?request=${request.id}`, { cookie: staff, form: {} }),
      )
    )
      .location!.split('/')
      .pop()!
    sendOffer(w.tenant.id, offerId, { id: w.admin.user.id, name: 'A' })
    await accept(w, customer, offerId)
    const inv = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const form = {
      intent: 'save-draft',
      'lines[0].text': 'Saal mit Bühne',
      'lines[0].quantity': '2',
      'lines[0].unit': 'piece',
      'lines[0].unit_price': '100',
      'lines[0].vat_rate': '19',
      issue_date: '2026-01-15',
      service_from: '2026-01-10',
      service_to: '2026-01-09',
      intro: 'Hallo',
      closing: 'Danke',
    }
    const bad = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${inv.id}`, { cookie: staff, form }),
      { invoiceId: inv.id },
    )
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Das Ende des Leistungszeitraums darf nicht vor dem Beginn liegen')
    expect(invoiceRow(inv.id)).toMatchObject({ serviceFrom: null, intro: expect.not.stringMatching(/^Hallo$/) })
    const good = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${inv.id}`, { cookie: staff, form: { ...form, service_to: '2026-01-11' } }),
      { invoiceId: inv.id },
    )
    expect(good.status).toBe(302)
    expect(invoiceRow(inv.id)).toMatchObject({
      issueDate: '2026-01-15',
      serviceFrom: '2026-01-10',
      serviceTo: '2026-01-11',
      intro: 'Hallo',
      closing: 'Danke',
    })
    await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${inv.id}`, { cookie: staff, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: inv.id },
    )
    // 2 × 100,00 net + 19 % = 238,00, dated as chosen, the period on the document
    const done = invoiceRow(inv.id)
    expect(done).toMatchObject({ status: 'final', issueDate: '2026-01-15', grossCents: 23_800 })
    expect(JSON.parse(done.documentJson!).serviceDate).toEqual({ from: '2026-01-10', to: '2026-01-11' })
    const late = await call(
      invoiceAction as Handler,
      makeRequest(`/tenant/invoices/${inv.id}`, { cookie: staff, form: { ...form, service_to: '2026-01-11' } }),
      { invoiceId: inv.id },
    )
    expect(late.status).toBe(302)
    expect(
      getDb()
        .select()
        .from(s.invoiceLines)
        .where(eq(s.invoiceLines.invoiceId, inv.id))
        .all()
        .map((l) => l.text),
    ).toEqual(['Saal mit Bühne'])
  })
})
