import { describe, expect, it } from 'vitest'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { loader as portalInvoicePdf } from '~/routes/customer-dashboard_.invoices.$invoiceId.pdf'
import { loader as portalOfferPdf } from '~/routes/customer-dashboard_.offers.$offerId.pdf'
import { loader as staffInvoicePdf } from '~/routes/tenant.invoices_.$invoiceId.pdf'
import { loader as staffInvoiceXml } from '~/routes/tenant.invoices_.$invoiceId.xrechnung[.]xml'
import { loader as staffOfferPdf } from '~/routes/tenant.offers_.$offerId.pdf'
import { customerCookie, makeRequest, staffCookie } from '../support/requests'
import { billingWorld } from './billing-helpers'

// Invoices and offers name the customer, their address and the amounts: no
// shared cache (proxy, CDN) and no back/forward cache may keep a download.

const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

function documents() {
  const w = billingWorld()
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
  const { id: invoiceId } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
  expect(finalizeInvoice(w.tenant.id, invoiceId, { type: 'system' })).toMatchObject({ ok: true })
  return { w, offerId, invoiceId }
}

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>

describe('document downloads are never cached', () => {
  it('staff and portal PDF and XML answers carry Cache-Control: private, no-store', async () => {
    const { w, offerId, invoiceId } = documents()
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const customer = await customerCookie(w.customer.id, w.tenant.id)
    const cases: Array<[Loader, string, Record<string, string>, string]> = [
      [staffInvoicePdf as Loader, `/tenant/invoices/${invoiceId}/pdf`, { invoiceId }, staff],
      [staffInvoiceXml as Loader, `/tenant/invoices/${invoiceId}/xrechnung.xml`, { invoiceId }, staff],
      [staffOfferPdf as Loader, `/tenant/offers/${offerId}/pdf`, { offerId }, staff],
      [portalInvoicePdf as Loader, `/customer-dashboard/invoices/${invoiceId}/pdf`, { invoiceId }, customer],
      [portalOfferPdf as Loader, `/customer-dashboard/offers/${offerId}/pdf`, { offerId }, customer],
    ]
    for (const [loader, path, params, cookie] of cases) {
      const res = (await loader({ request: makeRequest(path, { cookie }), params, context: {} })) as Response
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
  })
})
