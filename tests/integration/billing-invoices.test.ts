import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { writeTestInvoice } from '../support/einvoice-output'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createTenant } from '../support/factories'
import { billingWorld, invoiceRow, offerRow } from './billing-helpers'

type Line = {
  text: string
  quantity: number
  unit: 'piece' | 'person' | 'hour' | 'day' | 'flat' | 'discount'
  unit_price: number
  vat_rate: number
  group?: string
}

const actor = { id: 'u', name: 'Anna Admin' }

function acceptedOffer(w: ReturnType<typeof billingWorld>, lines: Line[]) {
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  expect(
    saveOfferDraft(w.tenant.id, offerId, { lines, valid_until: '2099-12-31', intro: 'Einleitung', closing: 'Schluss' }),
  ).toEqual({ ok: true })
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: '127.0.0.1' })
      ?.ok,
  ).toBe(true)
  return offerId
}

function finalize(tenantId: string, invoiceId: string) {
  const result = finalizeInvoice(tenantId, invoiceId, { type: 'system' })
  if (!result?.ok) throw new Error(`not finalised: ${JSON.stringify(result)}`)
  return result.invoice
}

const wedding: Line[] = [
  { text: 'Hochzeitsplanung Komplettpaket', quantity: 1000, unit: 'flat', unit_price: 250000, vat_rate: 19 },
  { text: 'Tischgestecke', quantity: 12000, unit: 'piece', unit_price: 4590, vat_rate: 19 },
  { text: 'Koordination', quantity: 8500, unit: 'hour', unit_price: 6500, vat_rate: 19 },
  { text: 'Treuerabatt', quantity: 1000, unit: 'discount', unit_price: 15000, vat_rate: 19 },
]

describe('invoices from an accepted offer', () => {
  it('wedding, private customer: one invoice, numbers RE-YYYY-0001, totals by hand, frozen XML written', () => {
    const w = billingWorld()
    const offerId = acceptedOffer(w, wedding)
    expect(offerRow(offerId).number).toMatch(/^AN-\d{4}-0001$/)
    const created = createInvoiceFromOffer(w.tenant.id, offerId, 'single')
    expect(created?.ok).toBe(true)
    const inv = finalize(w.tenant.id, (created as { id: string }).id)
    // net 2500 + 12 × 45,90 = 550,80 + 8,5 × 65 = 552,50 − 150 = 3453,30; VAT 19 % = 656,127 → 656,13
    expect(inv.netCents).toBe(345330)
    expect(inv.vatCents).toBe(65613)
    expect(inv.grossCents).toBe(410943)
    expect(inv.number).toMatch(/^RE-\d{4}-0001$/)
    expect(inv.xml).toContain('<ram:GrandTotalAmount>4109.43</ram:GrandTotalAmount>')
    writeTestInvoice('flow-1-wedding-private', inv.xml!)
    // finalising twice changes nothing and takes no second number
    expect(finalizeInvoice(w.tenant.id, inv.id, { type: 'system' })).toEqual({ ok: false, reason: 'already' })
    expect(
      getDb()
        .select()
        .from(s.numberSequences)
        .where(eq(s.numberSequences.tenantId, w.tenant.id))
        .all()
        .find((r) => r.kind === 'invoice')?.lastValue,
    ).toBe(1)
  })

  it('company event: 30 % deposit, payment, final invoice deducting the deposit per rate', () => {
    const w = billingWorld({ company: true })
    const offerId = acceptedOffer(w, [
      { text: 'Firmenfeier Organisation', quantity: 1000, unit: 'flat', unit_price: 400000, vat_rate: 19 },
      { text: 'Buffet', quantity: 80000, unit: 'person', unit_price: 3500, vat_rate: 7 },
    ])
    const dep = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { ok: true; id: string }
    const deposit = finalize(w.tenant.id, dep.id)
    // 30 % of 4000 = 1200 net at 19 % (228 VAT), of 2800 = 840 net at 7 % (58,80 VAT)
    expect(deposit.netCents).toBe(204000)
    expect(deposit.vatCents).toBe(22800 + 5880)
    writeTestInvoice('flow-2-company-deposit', deposit.xml!)
    expect(recordPayment(w.tenant.id, deposit.id, '2026-11-20', 100000)).toEqual({ ok: true })
    expect(recordPayment(w.tenant.id, deposit.id, '2026-11-21', deposit.payableCents)).toEqual({
      ok: false,
      reason: 'too-much',
    })
    expect(recordPayment(w.tenant.id, deposit.id, '2026-11-21', deposit.payableCents - 100000)).toEqual({ ok: true })
    expect(invoiceRow(deposit.id).paidCents).toBe(deposit.payableCents)
    const fin = createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { ok: true; id: string }
    const final = finalize(w.tenant.id, fin.id)
    // remaining: 2800 net at 19 % (532 VAT), 1960 net at 7 % (137,20 VAT)
    expect(final.netCents).toBe(280000 + 196000)
    expect(final.vatCents).toBe(53200 + 13720)
    expect(final.xml).toContain('04011000-12345-34')
    writeTestInvoice('flow-2-company-final', final.xml!)
  })

  it('catering split 7/19: the offer lines of a split service are two lines of one group', () => {
    const w = billingWorld()
    const offerId = acceptedOffer(w, [
      {
        text: 'Catering – Getränkeanteil 30 %',
        quantity: 50000,
        unit: 'person',
        unit_price: 1500,
        vat_rate: 19,
        group: 'g1',
      },
      {
        text: 'Catering – Speisenanteil 70 %',
        quantity: 50000,
        unit: 'person',
        unit_price: 3500,
        vat_rate: 7,
        group: 'g1',
      },
    ])
    const c = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const inv = finalize(w.tenant.id, c.id)
    // 750 net at 19 % = 142,50; 1750 net at 7 % = 122,50
    expect(inv.vatCents).toBe(14250 + 12250)
    expect(inv.grossCents).toBe(250000 + 26500)
    writeTestInvoice('flow-3-catering-split', inv.xml!)
  })

  it('Kleinunternehmer: no VAT, § 19 note in the XML', () => {
    const w = billingWorld({ smallBusiness: true })
    const offerId = acceptedOffer(w, wedding.slice(0, 2))
    const c = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const inv = finalize(w.tenant.id, c.id)
    expect(inv.vatCents).toBe(0)
    expect(inv.grossCents).toBe(250000 + 55080)
    expect(inv.xml).toContain('§ 19 UStG')
    writeTestInvoice('flow-4-small-business', inv.xml!)
  })

  it('cancellation: a negative Stornorechnung referencing the original, which becomes cancelled', () => {
    const w = billingWorld()
    const offerId = acceptedOffer(w, wedding.slice(0, 1))
    const c = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const inv = finalize(w.tenant.id, c.id)
    const result = cancelInvoice(w.tenant.id, inv.id, actor)
    expect(result?.ok).toBe(true)
    const storno = invoiceRow((result as { cancellationId: string }).cancellationId)
    expect(storno.grossCents).toBe(-inv.grossCents)
    expect(storno.number).toMatch(/^RE-\d{4}-0002$/)
    expect(storno.cancelsInvoiceId).toBe(inv.id)
    expect(storno.xml).toContain(inv.number!)
    expect(invoiceRow(inv.id).status).toBe('cancelled')
    writeTestInvoice('flow-5-cancellation', storno.xml!)
    expect(cancelInvoice(w.tenant.id, inv.id, actor)).toEqual({ ok: false, reason: 'not-final' })
  })
})

describe('bad input is refused and writes nothing', () => {
  it('finalising without business data, deposits beyond the total, another tenant', () => {
    const w = billingWorld({ profile: false })
    getDb().insert(s.tenantBillingProfiles).values({ tenantId: w.tenant.id, legalName: 'X' }).run()
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    saveOfferDraft(w.tenant.id, offerId, {
      lines: wedding.slice(0, 1),
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    sendOffer(w.tenant.id, offerId, actor)
    expect(createInvoiceFromOffer(w.tenant.id, offerId, 'single')).toEqual({ ok: false, reason: 'not-accepted' })
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
    const c = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const refused = finalizeInvoice(w.tenant.id, c.id, { type: 'system' })
    expect(refused).toMatchObject({ ok: false, reason: 'missing' })
    expect(invoiceRow(c.id).number).toBeNull()
    expect(
      getDb()
        .select()
        .from(s.numberSequences)
        .where(eq(s.numberSequences.tenantId, w.tenant.id))
        .all()
        .filter((r) => r.kind === 'invoice'),
    ).toEqual([])
    expect(createInvoiceFromOffer(createTenant().id, offerId, 'single')).toBeNull()
  })

  it('a deposit of 100 % or more, or deposits that add up beyond the total, are refused', () => {
    const w = billingWorld()
    const offerId = acceptedOffer(w, wedding.slice(0, 1))
    expect(createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 100 })).toEqual({
      ok: false,
      reason: 'deposit-invalid',
    })
    const first = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 60 }) as { ok: true; id: string }
    finalize(w.tenant.id, first.id)
    expect(createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 50 })).toEqual({
      ok: false,
      reason: 'deposits-exceed',
    })
  })

  it("a customer cannot accept another customer's or an expired offer", () => {
    const w = billingWorld()
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    saveOfferDraft(w.tenant.id, offerId, {
      lines: wedding.slice(0, 1),
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    sendOffer(w.tenant.id, offerId, actor)
    const other = createEndCustomer(w.tenant.id, { street: 'a', postcode: '12345', city: 'b' })
    expect(decideOffer(w.tenant.id, other.id, offerId, { kind: 'accept', signerName: 'X', ip: null })).toBeNull()
    getDb().update(s.offers).set({ validUntil: '2020-01-01' }).where(eq(s.offers.id, offerId)).run()
    expect(decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'X', ip: null })).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(offerRow(offerId).status).toBe('sent')
  })
})

describe('numbering', () => {
  // finalizeInvoice is synchronous: in one process these calls run one after
  // another in a mixed order. Truly concurrent finalisations (two server
  // processes on one database) are proven in tests/durability/invoice-numbers.test.ts.
  it('50 finalisations in mixed order, each submitted twice, give 50 consecutive numbers without gap or duplicate', async () => {
    const w = billingWorld()
    const offerIds = Array.from({ length: 50 }, () => {
      const e = createEvent(w.tenant.id, { endCustomerId: w.customer.id })
      const id = createOfferFromEvent(w.tenant.id, e.id)!
      saveOfferDraft(w.tenant.id, id, {
        lines: wedding.slice(0, 1),
        valid_until: '2099-12-31',
        intro: null,
        closing: null,
      })
      sendOffer(w.tenant.id, id, actor)
      decideOffer(w.tenant.id, w.customer.id, id, { kind: 'accept', signerName: 'S', ip: null })
      return (createInvoiceFromOffer(w.tenant.id, id, 'single') as { id: string }).id
    })
    // each invoice submitted twice (a double click), all interleaved
    const results = await Promise.all(
      [...offerIds, ...offerIds].map(async (id, i) => {
        await new Promise((r) => setTimeout(r, (i * 7) % 5))
        return finalizeInvoice(w.tenant.id, id, { type: 'system' })
      }),
    )
    expect(results.filter((r) => r?.ok).length).toBe(50)
    expect(results.filter((r) => r && !r.ok && r.reason === 'already').length).toBe(50)
    const counters = offerIds.map((id) => Number(invoiceRow(id).number!.slice(-4))).sort((a, b) => a - b)
    expect(counters).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })
})
