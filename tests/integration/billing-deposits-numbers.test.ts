import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { berlinMidnight } from '~/domain/event-dates'
import { saveBillingProfile } from '~/models/billing-profile.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { action as invoiceAction } from '~/routes/tenant.invoices.$invoiceId'
import { getDb } from '~/utils/db.server'
import { createEvent } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, businessData, invoiceRow } from './billing-helpers'

// The deposits of an order never exceed its total; a number pattern without a
// year has one counter that never restarts, and no number is ever given twice.

const H = 3_600_000
const at = (ymd: string) => berlinMidnight(ymd) + 12 * H
const actor = { id: 'u', name: 'Anna Admin' }
const hall = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

function acceptedOffer(w: ReturnType<typeof billingWorld>, eventId = w.event.id) {
  const offerId = createOfferFromEvent(w.tenant.id, eventId)!
  expect(
    saveOfferDraft(w.tenant.id, offerId, { lines: [hall], valid_until: '2099-12-31', intro: null, closing: null }),
  ).toEqual({ ok: true })
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })?.ok).toBe(true)
  return offerId
}

const invoiceCounter = (tenantId: string) =>
  getDb()
    .select()
    .from(s.numberSequences)
    .where(and(eq(s.numberSequences.tenantId, tenantId), eq(s.numberSequences.kind, 'invoice')))
    .all()

describe('deposits never exceed the order', () => {
  it('three 60 % deposit drafts: the first is finalised, the second is refused in German and keeps no number', async () => {
    const w = billingWorld()
    const offerId = acceptedOffer(w)
    const drafts = [1, 2, 3].map(
      () => (createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 60 }) as { ok: true; id: string }).id,
    )
    expect(finalizeInvoice(w.tenant.id, drafts[0]!, { type: 'system' })).toMatchObject({
      ok: true,
      invoice: { netCents: 60000, grossCents: 71400 },
    })
    expect(finalizeInvoice(w.tenant.id, drafts[1]!, { type: 'system' })).toEqual({
      ok: false,
      reason: 'deposits-exceed',
    })
    expect(invoiceRow(drafts[1]!)).toMatchObject({ status: 'draft', number: null })
    expect(invoiceCounter(w.tenant.id).map((r) => r.lastValue)).toEqual([1])

    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const r = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${drafts[2]}`, { cookie, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: drafts[2]! },
    )
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.data)).toContain('Die Abschläge würden die Summe des Auftrags übersteigen')
    expect(invoiceRow(drafts[2]!)).toMatchObject({ status: 'draft', number: null })
    // a 40 % deposit still fits exactly: 60 % + 40 % = the order
    const rest = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 40 }) as { ok: true; id: string }
    expect(finalizeInvoice(w.tenant.id, rest.id, { type: 'system' })).toMatchObject({
      ok: true,
      invoice: { netCents: 40000 },
    })
  })
})

describe('number patterns', () => {
  it('RE-{NNNN}: the counter goes on into the new year; the first invoice of the year is not refused', () => {
    const w = billingWorld()
    saveBillingProfile(w.tenant.id, businessData({ invoice_pattern: 'RE-{NNNN}' }))
    const ids = [0, 1, 2].map(
      () =>
        (
          createInvoiceFromOffer(
            w.tenant.id,
            acceptedOffer(w, createEvent(w.tenant.id, { endCustomerId: w.customer.id }).id),
            'single',
          ) as { id: string }
        ).id,
    )
    expect(finalizeInvoice(w.tenant.id, ids[0]!, { type: 'system' }, at('2026-12-30'))).toMatchObject({
      ok: true,
      invoice: { number: 'RE-0001' },
    })
    expect(finalizeInvoice(w.tenant.id, ids[1]!, { type: 'system' }, at('2027-01-02'))).toMatchObject({
      ok: true,
      invoice: { number: 'RE-0002' },
    })
    // a counter that restarted (kept per year before) never hands out a number already given
    getDb().delete(s.numberSequences).where(eq(s.numberSequences.tenantId, w.tenant.id)).run()
    expect(finalizeInvoice(w.tenant.id, ids[2]!, { type: 'system' }, at('2027-01-03'))).toMatchObject({
      ok: true,
      invoice: { number: 'RE-0003' },
    })
  })

  it('RE-{YYYY}-{NNNN}: the counter starts again with the year', () => {
    const w = billingWorld()
    const ids = [0, 1].map(
      () =>
        (
          createInvoiceFromOffer(
            w.tenant.id,
            acceptedOffer(w, createEvent(w.tenant.id, { endCustomerId: w.customer.id }).id),
            'single',
          ) as { id: string }
        ).id,
    )
    expect(finalizeInvoice(w.tenant.id, ids[0]!, { type: 'system' }, at('2026-12-30'))).toMatchObject({
      ok: true,
      invoice: { number: 'RE-2026-0001' },
    })
    expect(finalizeInvoice(w.tenant.id, ids[1]!, { type: 'system' }, at('2027-01-02'))).toMatchObject({
      ok: true,
      invoice: { number: 'RE-2027-0001' },
    })
  })

  it('an offer pattern without a year keeps counting across the year too', () => {
    const w = billingWorld()
    saveBillingProfile(w.tenant.id, businessData({ offer_pattern: 'AN-{NNNNN}' }))
    const sent = ['2026-12-30', '2027-01-02'].map((day) => {
      const offerId = createOfferFromEvent(w.tenant.id, createEvent(w.tenant.id, { endCustomerId: w.customer.id }).id)!
      saveOfferDraft(w.tenant.id, offerId, { lines: [hall], valid_until: '2099-12-31', intro: null, closing: null })
      expect(sendOffer(w.tenant.id, offerId, actor, at(day)).ok).toBe(true)
      return getDb().select().from(s.offers).where(eq(s.offers.id, offerId)).get()!.number
    })
    expect(sent).toEqual(['AN-00001', 'AN-00002'])
  })
})
