import type { BillingDocument } from '~/domain/billing/document'
import { renderInvoicePdf } from '~/utils/einvoice/invoice-pdf.server'
import { renderOfferPdf } from '~/utils/einvoice/offer-pdf.server'
import type { Invoice } from './invoice.server'
import { invoicePdfBytes } from './invoice-pdf.server'
import type { Offer } from './offer.server'

// PDFs from the frozen document (document_json); an invoice's PDF is made once
// and stored (invoice-pdf.server.ts). The staff pages, the portal and the API
// download the same responses.

/** A document names the customer, their address and amounts: no cache may keep it. */
const NO_CACHE = 'private, no-store'

const fileName = (number: string, ext: string) =>
  `attachment; filename="${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}"`

function pdfResponse(bytes: Uint8Array, number: string) {
  return new Response(bytes as unknown as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': NO_CACHE,
      'Content-Disposition': fileName(number, 'pdf'),
      'Content-Length': String(bytes.byteLength),
    },
  })
}

export async function offerPdfResponse(offer: Offer) {
  if (!offer.documentJson || !offer.number) return null
  return pdfResponse(await renderOfferPdf(JSON.parse(offer.documentJson) as BillingDocument), offer.number)
}

/** The invoice's stored PDF (rendered and stored the first time if it was finalised before PDFs were kept). */
export async function invoicePdfResponse(invoice: Invoice) {
  if (!invoice.number) return null
  const bytes = await invoicePdfBytes(invoice)
  return bytes ? pdfResponse(bytes, invoice.number) : null
}

/** The sent offer's PDF; null for drafts. */
export async function offerPdfBytes(offer: Offer) {
  if (!offer.documentJson || !offer.number) return null
  return renderOfferPdf(JSON.parse(offer.documentJson) as BillingDocument)
}

/** A document's file name: its number with only safe characters. */
export const documentFileName = (number: string, ext: string) => `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}`

/** The XRechnung (CII) stored when the invoice was finalised; null for drafts. */
export function invoiceXmlResponse(invoice: Invoice) {
  if (!invoice.xml || !invoice.number) return null
  return new Response(invoice.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': NO_CACHE,
      'Content-Disposition': fileName(invoice.number, 'xml'),
    },
  })
}

/** A PDF preview of a draft (no number yet): the title reads '(Entwurf)'. */
export async function draftOfferPdfResponse(doc: BillingDocument) {
  return pdfResponse(await renderOfferPdf({ ...doc, number: null }), 'Angebot-Entwurf')
}

/** A PDF preview of a draft invoice (no number, no XML attached): the title reads '(Entwurf)'. */
export async function draftInvoicePdfResponse(doc: BillingDocument) {
  return pdfResponse(await renderInvoicePdf({ ...doc, number: null }, null), 'Rechnung-Entwurf')
}
