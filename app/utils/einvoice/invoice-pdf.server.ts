import { giroCodeMatrix } from '../girocode.server'
import type { BillingDocument } from '~/domain/billing/document'
import { collectPdf, createPdf, drawDocument } from './document-layout.server'
import { FACTURX_FILE_NAME, facturxXmp } from './facturx-xmp'

/**
 * The invoice as a ZUGFeRD/Factur-X PDF: PDF/A-3b with `xml` (the XRechnung
 * CII of buildXRechnungCii) embedded as xrechnung.xml (AFRelationship
 * Alternative, conformance level XRECHNUNG in the XMP metadata). A draft
 * (`xml` null) is rendered as plain PDF without attachment.
 */
export async function renderInvoicePdf(
  doc: BillingDocument,
  xml: string | null,
  options: { openCents?: number } = {},
): Promise<Uint8Array> {
  if (doc.kind === 'offer') throw new Error('Für Angebote gibt es renderOfferPdf.')
  const pdfA = xml !== null
  const pdf = createPdf(doc, { pdfA })
  if (pdfA) {
    const now = new Date()
    // `relationship` (the /AFRelationship of PDF/A-3) is missing from @types/pdfkit
    const options = {
      name: FACTURX_FILE_NAME,
      type: 'text/xml',
      relationship: 'Alternative',
      description: 'Factur-X/ZUGFeRD-Rechnung (XRechnung CII)',
      creationDate: now,
      modifiedDate: now,
    }
    pdf.file(Buffer.from(xml, 'utf8'), options as PDFKit.Mixins.PDFAttachmentOptions)
    pdf.appendXML(facturxXmp())
  }
  // the GiroCode asks for what is still open (given by the caller: payments come after the document was frozen)
  const giroCode =
    pdfA && options.openCents && doc.seller.iban && doc.number
      ? giroCodeMatrix({
          bic: doc.seller.bic,
          name: doc.seller.legalName,
          iban: doc.seller.iban,
          amountCents: options.openCents,
          remittance: doc.number,
        })
      : null
  drawDocument(pdf, doc, { giroCode })
  return collectPdf(pdf)
}
