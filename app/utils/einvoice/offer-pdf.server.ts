import type { BillingDocument } from '~/domain/billing/document'
import { collectPdf, createPdf, drawDocument } from './document-layout.server'

/** The offer as a PDF (same layout as the invoices: lines, totals per VAT rate, valid-until). */
export async function renderOfferPdf(doc: BillingDocument): Promise<Uint8Array> {
  if (doc.kind !== 'offer') throw new Error('renderOfferPdf druckt nur Angebote.')
  const pdf = createPdf(doc, { pdfA: false })
  drawDocument(pdf, doc)
  return collectPdf(pdf)
}
