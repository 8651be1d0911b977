import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { sendOffer } from '~/models/offer.server'
import { createOfferFromRequest } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { loader as offerPdfLoader } from '~/routes/tenant.offers_.$offerId.pdf'
import { loader as invoicePdfLoader } from '~/routes/tenant.invoices_.$invoiceId.pdf'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { getDb } from '~/utils/db.server'
import { inspectPdf } from '../support/pdf-inspect'
import { runWithRequestContext } from '~/utils/request-context.server'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, invoiceRow } from './billing-helpers'
import { weddingWorld, type WeddingWorld } from './money-world'

// The PDF preview of a draft: the offer editor and a draft invoice each link
// a PDF that carries no number, is marked 'Entwurf' and shows the lines and
// totals the document will have (computed on the server, same figures as the page).
//
// Figures by hand (80 guests): drinks 80 × 26,70 gross = 2.136,00 → 1.794,96 net + 341,04 VAT;
// food 80 × 62,30 gross = 4.984,00 → 4.657,94 net; Fingerfood 80 × 21,50 = 1.720,00 net.
// 7 %: 6.377,94 net, VAT 446,4558 → 446,46. Total 8.172,90 net + 787,50 VAT = 8.960,40.
// Deposit 30 %: 19 % 1.794,96 × 0,3 = 538,488 → 538,49, VAT 102,3131 → 102,31;
//   7 % 6.377,94 × 0,3 = 1.913,382 → 1.913,38, VAT 133,9366 → 133,94; 2.451,87 + 236,25 = 2.688,12.

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>

async function pdfOf(loader: Loader, path: string, cookie: string, params: Record<string, string>) {
  return runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, async () => {
    try {
      const response = (await loader({ request: makeRequest(path, { cookie }), params, context: {} })) as Response
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        bytes: new Uint8Array(await response.arrayBuffer()),
      }
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, type: thrown.headers.get('Content-Type'), bytes: new Uint8Array() }
      throw thrown
    }
  })
}

const at = (w: WeddingWorld, path: string) => `${path}?tenant=${w.tenant.subdomain}`

async function requestedOffer(w: WeddingWorld) {
  const cookie = await customerCookie(w.customer.id, w.tenant.id)
  const forms: Array<Record<string, string>> = [
    { intent: 'add', service_id: w.pkg.id },
    { intent: 'add', service_id: w.finger.id },
    { intent: 'request-offer' },
  ]
  for (const form of forms) {
    await call(
      cartAction as Parameters<typeof call>[0],
      makeRequest(at(w, '/customer-dashboard/cart'), { cookie, form: { event_id: w.event.id, ...form } }),
    )
  }
  const request = getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, w.tenant.id)).get()!
  return createOfferFromRequest(w.tenant.id, request.id)!
}

describe('PDF preview of drafts, marked Entwurf', () => {
  it('a draft offer: no number, the package parts with their exact net unit prices, the totals', async () => {
    const w = weddingWorld()
    const offerId = await requestedOffer(w)
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const pdf = await pdfOf(offerPdfLoader as Loader, `/tenant/offers/${offerId}/pdf`, staff, { offerId })
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' })
    const text = (await inspectPdf(pdf.bytes)).text
    expect(text).toContain('Angebot (Entwurf)')
    expect(text).not.toMatch(/AN-\d{4}-\d{4}/)
    expect(text).toContain('Hochzeitspaket – Getränkeanteil 30 %')
    expect(text).toContain('Hochzeitspaket – Speisenanteil 70 %')
    expect(text).toContain('22,437 €')
    expect(text).toContain('58,2243 €')
    expect(text).toContain('1.794,96 €')
    expect(text).toContain('4.657,94 €')
    expect(text).toContain('1.720,00 €')
    expect(text).toContain('446,46 €')
    expect(text).toContain('8.960,40 €')
    // the preview is a GET: the offer stays a draft without a number
    expect(getDb().select().from(s.offers).where(eq(s.offers.id, offerId)).get()).toMatchObject({
      status: 'draft',
      number: null,
    })
  })

  it('a draft deposit invoice: no number, no XML attached, the amounts it will charge; another tenant gets 404', async () => {
    const w = weddingWorld()
    const offerId = await requestedOffer(w)
    expect(sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' }).ok).toBe(true)
    expect(
      decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })?.ok,
    ).toBe(true)
    const dep = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { ok: true; id: string }
    const staff = await staffCookie(w.admin.user.id, w.tenant.id)
    const pdf = await pdfOf(invoicePdfLoader as Loader, `/tenant/invoices/${dep.id}/pdf`, staff, { invoiceId: dep.id })
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' })
    const inspected = await inspectPdf(pdf.bytes)
    expect(inspected.text).toContain('Abschlagsrechnung (Entwurf)')
    expect(inspected.text).not.toMatch(/RE-\d{4}-\d{4}/)
    expect(inspected.attachments.size).toBe(0)
    expect(inspected.text).toContain('538,49 €')
    expect(inspected.text).toContain('1.913,38 €')
    expect(inspected.text).toContain('102,31 €')
    expect(inspected.text).toContain('133,94 €')
    expect(inspected.text).toContain('2.688,12 €')
    expect(invoiceRow(dep.id)).toMatchObject({ status: 'draft', number: null, xml: null })

    const other = billingWorld()
    const otherStaff = await staffCookie(other.admin.user.id, other.tenant.id)
    expect(
      (await pdfOf(invoicePdfLoader as Loader, `/tenant/invoices/${dep.id}/pdf`, otherStaff, { invoiceId: dep.id }))
        .status,
    ).toBe(404)
    expect(
      (await pdfOf(offerPdfLoader as Loader, `/tenant/offers/${offerId}/pdf`, otherStaff, { offerId })).status,
    ).toBe(404)
  })
})
