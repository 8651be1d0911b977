import { describe, expect, it } from 'vitest'
import { loader as pdfLoader } from '~/routes/tenant.invoices_.$invoiceId.pdf'
import { loader as xmlLoader } from '~/routes/tenant.invoices_.$invoiceId.xrechnung[.]xml'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { inspectPdf } from '../support/pdf-inspect'
import { makeRequest, staffCookie } from '../support/requests'
import { billingWorld, businessData, invoiceRow } from './billing-helpers'

// The two downloads of a finalised invoice: the ZUGFeRD PDF carries exactly the
// XRechnung XML the XML download serves; another tenant's invoice is a 404.

const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

function finalisedInvoice(w: ReturnType<typeof billingWorld>) {
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
  const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
  expect(finalizeInvoice(w.tenant.id, id, { type: 'system' })).toMatchObject({ ok: true })
  return id
}

async function status(p: Promise<unknown>) {
  try {
    const r = await p
    return r instanceof Response ? r.status : 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('invoice downloads', () => {
  it('the XML embedded in the PDF equals the XRechnung download', async () => {
    const w = billingWorld()
    const id = finalisedInvoice(w)
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const pdf = (await pdfLoader({
      request: makeRequest(`/tenant/invoices/${id}/pdf`, { cookie }),
      params: { invoiceId: id },
      context: {},
    })) as Response
    const xml = (await xmlLoader({
      request: makeRequest(`/tenant/invoices/${id}/xrechnung.xml`, { cookie }),
      params: { invoiceId: id },
      context: {},
    })) as Response
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect(xml.headers.get('content-type')).toMatch(/xml/)
    const xmlText = await xml.text()
    expect(xmlText).toContain(`<ram:ID>${invoiceRow(id).number}</ram:ID>`)
    const inspected = await inspectPdf(new Uint8Array(await pdf.arrayBuffer()))
    expect(inspected.attachments.get('xrechnung.xml')).toBe(xmlText)
    // the document is the seller's: its metadata name them, never the platform (white-label)
    expect(inspected.info.Creator).toBe(businessData().legal_name)
    expect(JSON.stringify(inspected.info) + inspected.xmp).not.toContain('Festplan')
  })

  it("another tenant's invoice id is 404 for both downloads", async () => {
    const mine = billingWorld()
    const other = billingWorld()
    const id = finalisedInvoice(other)
    const cookie = await staffCookie(mine.admin.user.id, mine.tenant.id)
    expect(
      await status(
        pdfLoader({
          request: makeRequest(`/tenant/invoices/${id}/pdf`, { cookie }),
          params: { invoiceId: id },
          context: {},
        }),
      ),
    ).toBe(404)
    expect(
      await status(
        xmlLoader({
          request: makeRequest(`/tenant/invoices/${id}/xrechnung.xml`, { cookie }),
          params: { invoiceId: id },
          context: {},
        }),
      ),
    ).toBe(404)
  })
})
