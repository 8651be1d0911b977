import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromRequest } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { loader as dashboardLoader } from '~/routes/customer-dashboard'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { loader as offerLoader } from '~/routes/tenant.offers.$offerId'
import { getDb } from '~/utils/db.server'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, offerRow } from './billing-helpers'
import { weddingWorld, type WeddingWorld } from './money-world'

// Golden money figures along catalogue → cart → request → offer. Every
// amount is computed by hand and written as a literal:
// Hochzeitspaket 89,00 € gross per person, 7 %, drinks share 30 %, 80 guests:
//   drinks 80 × 26,70 = 2.136,00 gross; 2.136,00 / 1,19 = 1.794,957… → 1.794,96 net, VAT 19 % = 341,0424 → 341,04
//   food   80 × 62,30 = 4.984,00 gross; 4.984,00 / 1,07 = 4.657,943… → 4.657,94 net, VAT 7 % = 326,0558 → 326,06
// Fingerfood 21,50 € net per person, 7 %, 80 guests: 1.720,00 net (+ 120,40 VAT alone = 1.840,40)
// Together: 19 %: 1.794,96 + 341,04 = 2.136,00; 7 %: 4.657,94 + 1.720,00 = 6.377,94, VAT 446,4558 → 446,46 = 6.824,40
// Total 8.172,90 net + 787,50 VAT = 8.960,40 gross.

type Handler = Parameters<typeof call>[0]
type CartData = {
  cart: {
    totalCents: number
    lines: Array<{
      name: string
      quantity: number
      lineTotalCents: number | null
      parts: Array<{
        label: string
        quantity: number
        unitPriceCents: number
        totalCents: number
        taxRate?: number
      }> | null
    }>
    vat: {
      rates: Array<{ taxRate: number; netCents: number; vatCents: number; grossCents: number }>
      totals: { netCents: number; vatCents: number; grossCents: number }
    }
  }
  smallBusiness?: boolean
}

type World = WeddingWorld

const at = (w: World, path: string) => `${path}?tenant=${w.tenant.subdomain}`
async function cart(w: World, cookie: string, form: Record<string, string>) {
  return call(
    cartAction as Handler,
    makeRequest(at(w, '/customer-dashboard/cart'), { cookie, form: { event_id: w.event.id, ...form } }),
  )
}
async function portalCart(w: World, cookie: string) {
  return (await call(dashboardLoader as Handler, makeRequest(at(w, '/customer-dashboard'), { cookie })))
    .data as CartData
}

describe('wedding: catalogue → cart → request → offer to the cent', () => {
  it('per-person services enter the cart with the guest count and follow it until the customer changes them', async () => {
    const w = weddingWorld()
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    await cart(w, cookie, { intent: 'add', service_id: w.finger.id })
    expect((await portalCart(w, cookie)).cart.lines[0]).toMatchObject({
      name: 'Fingerfood',
      quantity: 80,
      lineTotalCents: 184_040,
    })
    getDb().update(s.events).set({ guestCount: 100 }).where(eq(s.events.id, w.event.id)).run()
    // 100 × 21,50 = 2.150,00 net + 150,50 VAT = 2.300,50
    expect((await portalCart(w, cookie)).cart.lines[0]).toMatchObject({ quantity: 100, lineTotalCents: 230_050 })
    await cart(w, cookie, { intent: 'set-quantity', service_id: w.finger.id, quantity: '90' })
    getDb().update(s.events).set({ guestCount: 120 }).where(eq(s.events.id, w.event.id)).run()
    // 90 × 21,50 = 1.935,00 net + 135,45 VAT = 2.070,45
    expect((await portalCart(w, cookie)).cart.lines[0]).toMatchObject({ quantity: 90, lineTotalCents: 207_045 })
  })

  it('cart, request and offer show the same figures; the drinks share is taxed at 19 %', async () => {
    const w = weddingWorld()
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    await cart(w, cookie, { intent: 'add', service_id: w.pkg.id })
    await cart(w, cookie, { intent: 'add', service_id: w.finger.id })

    const data = await portalCart(w, cookie)
    const [pkg, finger] = data.cart.lines
    expect(pkg).toMatchObject({ quantity: 80, lineTotalCents: 712_000 })
    expect(pkg!.parts).toEqual([
      expect.objectContaining({
        label: 'Getränkeanteil 30 %',
        quantity: 80,
        unitPriceCents: 2_670,
        totalCents: 213_600,
        taxRate: 19,
      }),
      expect.objectContaining({
        label: 'Speisenanteil 70 %',
        quantity: 80,
        unitPriceCents: 6_230,
        totalCents: 498_400,
        taxRate: 7,
      }),
    ])
    expect(finger).toMatchObject({ quantity: 80, lineTotalCents: 184_040 })
    expect(data.cart.vat).toEqual({
      rates: [
        { taxRate: 19, netCents: 179_496, vatCents: 34_104, grossCents: 213_600 },
        { taxRate: 7, netCents: 637_794, vatCents: 44_646, grossCents: 682_440 },
      ],
      totals: { netCents: 817_290, vatCents: 78_750, grossCents: 896_040 },
    })
    expect(data.cart.totalCents).toBe(896_040)

    await cart(w, cookie, { intent: 'request-offer' })
    const request = getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, w.tenant.id)).get()!
    expect({ net: request.netCents, vat: request.vatCents, gross: request.grossCents }).toEqual({
      net: 817_290,
      vat: 78_750,
      gross: 896_040,
    })

    const offerId = createOfferFromRequest(w.tenant.id, request.id)!
    const lines = getDb()
      .select()
      .from(s.offerLines)
      .where(eq(s.offerLines.offerId, offerId))
      .all()
      .sort((a, b) => a.position - b.position)
    expect(lines.map((l) => ({ text: l.text, quantity: l.quantityMilli, unit: l.unitLabel, rate: l.vatRate }))).toEqual(
      [
        { text: 'Hochzeitspaket – Getränkeanteil 30 %', quantity: 80_000, unit: 'Person', rate: 19 },
        { text: 'Hochzeitspaket – Speisenanteil 70 %', quantity: 80_000, unit: 'Person', rate: 7 },
        { text: 'Fingerfood', quantity: 80_000, unit: 'Person', rate: 7 },
      ],
    )
    expect(lines[2]!.unitPriceCents).toBe(2_150)

    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const draft = (
      await call(offerLoader as Handler, makeRequest(`/tenant/offers/${offerId}`, { cookie: staff }), { offerId })
    ).data as { totals: unknown }
    expect(draft.totals).toEqual({
      rates: [
        { rate: 19, netCents: 179_496, vatCents: 34_104 },
        { rate: 7, netCents: 637_794, vatCents: 44_646 },
      ],
      netCents: 817_290,
      vatCents: 78_750,
      grossCents: 896_040,
    })
    expect(sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' }).ok).toBe(true)
    const sent = offerRow(offerId)
    expect({ net: sent.netCents, vat: sent.vatCents, gross: sent.grossCents }).toEqual({
      net: 817_290,
      vat: 78_750,
      gross: 896_040,
    })
  })

  it('a Kleinunternehmer cart and request carry no VAT', async () => {
    const w = weddingWorld({ smallBusiness: true })
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    await cart(w, cookie, { intent: 'add', service_id: w.pkg.id })
    await cart(w, cookie, { intent: 'add', service_id: w.finger.id })
    const data = await portalCart(w, cookie)
    // 80 × 89,00 = 7.120,00; 80 × 21,50 = 1.720,00 (the net price is the price); 8.840,00 in all
    expect(data.smallBusiness).toBe(true)
    expect(data.cart.lines.map((l) => l.lineTotalCents)).toEqual([712_000, 172_000])
    expect(data.cart.vat).toEqual({
      rates: [{ taxRate: 0, netCents: 884_000, vatCents: 0, grossCents: 884_000 }],
      totals: { netCents: 884_000, vatCents: 0, grossCents: 884_000 },
    })
    await cart(w, cookie, { intent: 'request-offer' })
    const request = getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, w.tenant.id)).get()!
    expect({ net: request.netCents, vat: request.vatCents, gross: request.grossCents }).toEqual({
      net: 884_000,
      vat: 0,
      gross: 884_000,
    })
    // the frozen request knows it carries no VAT: no line keeps the service's rate (Fingerfood is 7 % in the catalogue)
    const snapshot = JSON.parse(request.snapshotJson) as {
      smallBusiness?: boolean
      lines: Array<{ name: string; taxRate: number }>
    }
    expect(snapshot.smallBusiness).toBe(true)
    expect(snapshot.lines.map((l) => [l.name, l.taxRate])).toEqual([
      ['Hochzeitsmenü', 0],
      ['Fingerfood', 0],
    ])
    const offerId = createOfferFromRequest(w.tenant.id, request.id)!
    const lines = getDb().select().from(s.offerLines).where(eq(s.offerLines.offerId, offerId)).all()
    expect(lines.map((l) => l.vatRate)).toEqual([0, 0])
    expect(sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' }).ok).toBe(true)
    expect(offerRow(offerId).grossCents).toBe(884_000)
  })
})

describe('business customer with a discount line', () => {
  it('the discount lowers the net of its rate before VAT', async () => {
    const w = billingWorld({ company: true })
    const offerId = createOfferFromRequestless(w)
    // 50 × 25,00 = 1.250,00; Rabatt −100,00 → 1.150,00 net; 19 % = 218,50; 1.368,50 gross
    saveOfferDraft(w.tenant.id, offerId, {
      lines: [
        { text: 'Tagungspauschale', quantity: 50_000, unit: 'person', unit_price: 2_500, vat_rate: 19 },
        { text: 'Rabatt', quantity: 1000, unit: 'discount', unit_price: 10_000, vat_rate: 19 },
      ],
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const draft = (
      await call(offerLoader as Handler, makeRequest(`/tenant/offers/${offerId}`, { cookie: staff }), { offerId })
    ).data as { totals: unknown }
    expect(draft.totals).toEqual({
      rates: [{ rate: 19, netCents: 115_000, vatCents: 21_850 }],
      netCents: 115_000,
      vatCents: 21_850,
      grossCents: 136_850,
    })
    expect(sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' }).ok).toBe(true)
    expect(decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })?.ok).toBe(
      true,
    )
    const sent = offerRow(offerId)
    expect({ net: sent.netCents, vat: sent.vatCents, gross: sent.grossCents }).toEqual({
      net: 115_000,
      vat: 21_850,
      gross: 136_850,
    })
  })
})

function createOfferFromRequestless(w: ReturnType<typeof billingWorld>) {
  return getDb()
    .insert(s.offers)
    .values({
      tenantId: w.tenant.id,
      eventId: w.event.id,
      endCustomerId: w.customer.id,
      eventName: w.event.name,
      customerName: w.customer.name,
      validUntil: '2099-12-31',
    })
    .returning({ id: s.offers.id })
    .get().id
}
