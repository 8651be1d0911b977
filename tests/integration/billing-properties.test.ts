import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { saveBillingProfile } from '~/models/billing-profile.server'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { getDb } from '~/utils/db.server'
import { createEvent } from '../support/factories'
import { billingWorld, businessData, invoiceRow, offerRow } from './billing-helpers'

// Invariants of the billing flow through the database, for any offer lines and
// deposits: all invoices of an order add up to the accepted offer to the cent
// (also after a cancelled and reissued final invoice), and nothing of a
// finalised invoice changes whatever happens afterwards.

const actor = { id: 'u', name: 'Anna Admin' }
const offerLine = fc.record({
  quantity: fc.integer({ min: 1, max: 300_000 }),
  unit_price: fc.integer({ min: 1, max: 500_000 }),
  vat_rate: fc.constantFrom(7, 19),
})
const offerLines = fc.array(offerLine, { minLength: 1, maxLength: 5 })
const deposits = fc.array(fc.integer({ min: 1, max: 45 }), { maxLength: 2 })

function acceptedOffer(
  w: ReturnType<typeof billingWorld>,
  lines: Array<{ quantity: number; unit_price: number; vat_rate: number }>,
) {
  const offerId = createOfferFromEvent(w.tenant.id, createEvent(w.tenant.id, { endCustomerId: w.customer.id }).id)!
  const form = lines.map((l, i) => ({ ...l, text: `Leistung ${i + 1}`, unit: 'piece' as const }))
  expect(
    saveOfferDraft(w.tenant.id, offerId, { lines: form, valid_until: '2099-12-31', intro: null, closing: null }),
  ).toEqual({ ok: true })
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })?.ok).toBe(true)
  return offerId
}

function finalized(tenantId: string, id: string) {
  const r = finalizeInvoice(tenantId, id, { type: 'system' })
  if (!r?.ok) throw new Error(JSON.stringify(r))
  return r.invoice
}

const orderInvoices = (tenantId: string, offerId: string) =>
  getDb()
    .select()
    .from(s.invoices)
    .where(and(eq(s.invoices.tenantId, tenantId), eq(s.invoices.offerId, offerId)))
    .all()

describe('billing flow: properties', () => {
  it('deposits + final (+ cancelled final + its Storno + reissued final) = the accepted offer, net, VAT and gross', () => {
    const w = billingWorld()
    fc.assert(
      fc.property(offerLines, deposits, fc.boolean(), (lines, percents, reissue) => {
        const offerId = acceptedOffer(w, lines)
        for (const percent of percents)
          finalized(
            w.tenant.id,
            (createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent }) as { id: string }).id,
          )
        const final = finalized(
          w.tenant.id,
          (createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { id: string }).id,
        )
        if (reissue) {
          expect(cancelInvoice(w.tenant.id, final.id, actor)?.ok).toBe(true)
          finalized(w.tenant.id, (createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { id: string }).id)
        }
        const offer = offerRow(offerId)
        const all = orderInvoices(w.tenant.id, offerId)
        const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => all.reduce((t, i) => t + i[key], 0)
        expect([sum('netCents'), sum('vatCents'), sum('grossCents')]).toEqual([
          offer.netCents,
          offer.vatCents,
          offer.grossCents,
        ])
      }),
      { numRuns: 12 },
    )
  })

  it('nothing of a finalised invoice changes afterwards: business data, payments, cancellation of another invoice, new drafts', () => {
    const w = billingWorld()
    const action = fc.constantFrom('profile', 'pay', 'deposit-draft', 'cancel-deposit', 'finalize-again')
    fc.assert(
      fc.property(offerLines, fc.array(action, { minLength: 1, maxLength: 4 }), (lines, actions) => {
        const offerId = acceptedOffer(w, lines)
        const deposit = finalized(
          w.tenant.id,
          (createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 20 }) as { id: string }).id,
        )
        const before = invoiceRow(deposit.id)
        const linesBefore = getDb().select().from(s.invoiceLines).where(eq(s.invoiceLines.invoiceId, deposit.id)).all()
        for (const a of actions) {
          if (a === 'profile')
            saveBillingProfile(
              w.tenant.id,
              businessData({ legal_name: 'Neuer Name GmbH', payment_days: 30, small_business: true }),
            )
          if (a === 'pay') recordPayment(w.tenant.id, deposit.id, '2026-11-20', 1)
          if (a === 'deposit-draft') createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 10 })
          if (a === 'cancel-deposit') {
            const other = finalized(
              w.tenant.id,
              (createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 5 }) as { id: string }).id,
            )
            cancelInvoice(w.tenant.id, other.id, actor)
          }
          if (a === 'finalize-again')
            expect(finalizeInvoice(w.tenant.id, deposit.id, { type: 'system' })).toEqual({
              ok: false,
              reason: 'already',
            })
        }
        const after = invoiceRow(deposit.id)
        const frozen = (r: typeof before) => [
          r.number,
          r.issueDate,
          r.dueDate,
          r.documentJson,
          r.xml,
          r.netCents,
          r.vatCents,
          r.grossCents,
          r.payableCents,
          r.finalizedAt,
        ]
        expect(frozen(after)).toEqual(frozen(before))
        expect(getDb().select().from(s.invoiceLines).where(eq(s.invoiceLines.invoiceId, deposit.id)).all()).toEqual(
          linesBefore,
        )
        saveBillingProfile(w.tenant.id, businessData())
      }),
      { numRuns: 12 },
    )
  })
})
