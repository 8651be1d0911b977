import { describe, expect, it } from 'vitest'
import { create } from 'xmlbuilder2'
import { action as billingAddressAction } from '~/routes/customer-dashboard.billing-address'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { offerSchema } from '~/forms/offer'
import { getDb } from '~/utils/db.server'
import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { call, customerCookie, makeRequest } from '../support/requests'
import { billingWorld, invoiceRow } from './billing-helpers'

// A customer typing a control character into the portal's billing address
// must not be able to break a finalised e-invoice: the form refuses it, and
// the invoice finalised afterwards is well-formed XML 1.0.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

/** XML 1.0 allows only tab, LF and CR below U+0020 (Char production); and the parser must read it. */
function expectWellFormed(xml: string) {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
  expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/)
  expect(() => create(xml)).not.toThrow()
}

const CONTROL = 'Bitte keine Steuerzeichen eingeben (unsichtbare Sonderzeichen, z. B. aus einer kopierten Vorlage)'

describe('control characters never reach a finalised e-invoice', () => {
  it('the portal billing address refuses them at the field, keeps what was typed, saves nothing; the invoice stays well-formed', async () => {
    const w = billingWorld({ company: true })
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    const form = {
      company: 'Stadtwerke\u0007 Bärlingen',
      street: 'Am Rathaus 1\u001b',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    }
    const res = await call(
      h(billingAddressAction),
      makeRequest('/customer-dashboard/billing-address', { cookie, form }),
    )
    expect(res.status).toBe(400)
    const result = (res.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result
    expect(result.error).toEqual({ company: [CONTROL], street: [CONTROL] })
    expect(result.initialValue.company).toBe('Stadtwerke\u0007 Bärlingen')
    const stored = getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, w.customer.id)).get()!
    expect([stored.company, stored.street]).toEqual(['Stadtwerke Bärlingen AöR', 'Lindenstraße 5'])

    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    saveOfferDraft(w.tenant.id, offerId, {
      lines: [{ text: 'Saalmiete & Technik <inkl.>', quantity: 1000, unit: 'flat', unit_price: 100000, vat_rate: 19 }],
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })
    const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
    expect(finalizeInvoice(w.tenant.id, id, { type: 'system' })?.ok).toBe(true)
    const xml = invoiceRow(id).xml!
    expect(xml).toContain('Saalmiete &amp; Technik &lt;inkl.&gt;')
    expectWellFormed(xml)
  })

  it('the offer editor refuses them in line texts, intro and closing', () => {
    const r = offerSchema.safeParse({
      lines: [{ text: 'Buffet\u0000', quantity: '1', unit: 'flat', unit_price: '100', vat_rate: '19' }],
      valid_until: '2099-12-31',
      intro: 'Hallo\u0008',
      closing: 'Tschüss\u007f',
    })
    const errors = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
    expect(errors).toMatchObject({ 'lines.0.text': CONTROL, intro: CONTROL, closing: CONTROL })
  })
})
