import type { BillingDocument } from '~/domain/billing/document'
import { openCentsOf } from '~/domain/billing/invoice-state'
import { renderInvoicePdf } from '~/utils/einvoice/invoice-pdf.server'
import { renderOfferPdf } from '~/utils/einvoice/offer-pdf.server'
import type { Invoice } from './invoice.server'
import type { Offer } from './offer.server'

// PDFs from the frozen document (document_json) and, for invoices, the stored XML
// (the staff pages and the API download the same responses).

/** A document names the customer, their address and amounts: no cache may keep it. */
const NO_CACHE = 'private, no-store'

const fileName = (number: string, ext: string) => `attachment; filename="${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}"`

function pdfResponse(bytes: Uint8Array, number: string) {
  return new Response(bytes as unknown as BodyInit, {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': NO_CACHE, 'Content-Disposition': fileName(number, 'pdf'), 'Content-Length': String(bytes.byteLength) },
  })
}

export async function offerPdfResponse(offer: Offer) {
  if (!offer.documentJson || !offer.number) return null
  return pdfResponse(await renderOfferPdf(JSON.parse(offer.documentJson) as BillingDocument), offer.number)
}

export async function invoicePdfResponse(invoice: Invoice) {
  const bytes = await invoicePdfBytes(invoice)
  return bytes && invoice.number ? pdfResponse(bytes, invoice.number) : null
}

/** The finalised invoice's PDF (ZUGFeRD), its GiroCode asking for the amount open now; null for drafts. */
export async function invoicePdfBytes(invoice: Invoice) {
  if (!invoice.documentJson || !invoice.number) return null
  return renderInvoicePdf(JSON.parse(invoice.documentJson) as BillingDocument, invoice.xml, { openCents: openCentsOf(invoice) })
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
  return new Response(invoice.xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': NO_CACHE, 'Content-Disposition': fileName(invoice.number, 'xml') } })
}

/** A PDF preview of a draft (no number yet): the title reads '(Entwurf)'. */
export async function draftOfferPdfResponse(doc: BillingDocument) {
  return pdfResponse(await renderOfferPdf({ ...doc, number: null }), 'Angebot-Entwurf')
}

/** A PDF preview of a draft invoice (no number, no XML attached): the title reads '(Entwurf)'. */
export async function draftInvoicePdfResponse(doc: BillingDocument) {
  return pdfResponse(await renderInvoicePdf({ ...doc, number: null }, null), 'Rechnung-Entwurf')
}
