import type { QrMatrix } from '../girocode.server'
import type { BillingDocument } from '~/domain/billing/document'
import { computeTotals, type DocumentTotals } from '~/domain/billing/totals'
import { formatCents, formatDay } from '~/utils/format'
import { pdfKit } from '~/utils/libraries.server'
import { documentFonts } from './fonts.server'
import { documentInfoXmp } from './facturx-xmp'
import { addressLines, brandColor, FOOTER_TOP, LEFT, MUTED, RIGHT, TEXT, WIDTH, type Doc } from './document-page.server'
import { ensureSpace, lines, paragraph, totalsBlock } from './document-table.server'

// The printed page of an offer or invoice (A4, DejaVu Sans, the tenant's
// colour): sender, recipient, the § 14 UStG particulars, lines, totals per
// VAT rate, payment details and a footer with the seller's tax and bank data.
// The page's measures: ./document-page.server.ts; lines and totals:
// ./document-table.server.ts.

export const DOCUMENT_TITLES: Record<BillingDocument['kind'], string> = {
  offer: 'Angebot',
  invoice: 'Rechnung',
  deposit_invoice: 'Abschlagsrechnung',
  final_invoice: 'Schlussrechnung',
  cancellation: 'Stornorechnung',
}

export function documentTitle(doc: BillingDocument): string {
  return `${DOCUMENT_TITLES[doc.kind]} ${doc.number ?? '(Entwurf)'}`
}

export function createPdf(doc: BillingDocument, options: { pdfA: boolean }): Doc {
  const fonts = documentFonts()
  const PDFDocument = pdfKit()
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 842 - FOOTER_TOP + 10, left: LEFT, right: 595.28 - RIGHT },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    lang: 'de-DE',
    displayTitle: true,
    ...(options.pdfA ? { subset: 'PDF/A-3b' as const } : {}),
    // the document is the seller's: no platform name in it (white-label)
    info: {
      Title: documentTitle(doc),
      Author: doc.seller.legalName,
      Creator: doc.seller.legalName,
      Producer: 'PDFKit',
      CreationDate: new Date(),
    },
  })
  // PDFKit's own info XMP is replaced by one escaped block with each dc: property once
  const withInfo = pdf as unknown as { _addInfo: () => void; info: Parameters<typeof documentInfoXmp>[0] }
  withInfo._addInfo = () => pdf.appendXML(documentInfoXmp(withInfo.info))
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  pdf.font('regular')
  return pdf
}

/** The bytes of a finished document (one collector for every PDF of the app). */
export { collectPdfBytes as collectPdf } from './sheet-pdf-collect.server'

function header(pdf: Doc, doc: BillingDocument) {
  const color = brandColor(doc)
  pdf.rect(0, 0, 595.28, 8).fill(color)
  pdf.fillColor(color).font('bold').fontSize(16).text(doc.seller.legalName, LEFT, 32, { width: WIDTH })
  pdf
    .fillColor(MUTED)
    .font('regular')
    .fontSize(7.5)
    .text(addressLines(doc.seller).join(' · '), LEFT, 120, { width: 250 })
  pdf
    .moveTo(LEFT, 131)
    .lineTo(LEFT + 250, 131)
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .stroke()
  pdf.fillColor(TEXT).fontSize(10).text(addressLines(doc.buyer).join('\n'), LEFT, 138, { width: 250 })
}

function infoBlock(pdf: Doc, doc: BillingDocument) {
  const offer = doc.kind === 'offer'
  const rows: [string, string][] = []
  rows.push([offer ? 'Angebotsnummer' : 'Rechnungsnummer', doc.number ?? 'Entwurf'])
  rows.push([offer ? 'Angebotsdatum' : 'Rechnungsdatum', formatDay(doc.issueDate)])
  const { from, to } = doc.serviceDate
  rows.push(
    from === to ? ['Leistungsdatum', formatDay(from)] : ['Leistungszeitraum', `${formatDay(from)} – ${formatDay(to)}`],
  )
  if (doc.dueDate) rows.push([offer ? 'Gültig bis' : 'Fällig am', formatDay(doc.dueDate)])
  if (doc.buyer.buyerReference) rows.push(['Leitweg-ID / Referenz', doc.buyer.buyerReference])
  if (doc.orderReference) rows.push(['Auftrag / Angebot', doc.orderReference])
  if (doc.buyer.vatId) rows.push(['Ihre USt-IdNr.', doc.buyer.vatId])
  let y = 120
  for (const [label, value] of rows) {
    pdf.fillColor(MUTED).font('regular').fontSize(8).text(label, 318, y, { width: 100 })
    pdf
      .fillColor(TEXT)
      .font('bold')
      .fontSize(8)
      .text(value, 420, y, { width: RIGHT - 420, align: 'right' })
    y = Math.max(pdf.y, y + 12) + 1
  }
  return Math.max(y, 215)
}

function paymentText(doc: BillingDocument, totals: DocumentTotals): string[] {
  if (doc.kind === 'offer') return []
  const out: string[] = []
  if (doc.paymentTermsText?.trim()) out.push(doc.paymentTermsText.trim())
  if (totals.dueCents > 0 && doc.seller.iban) {
    const due = doc.dueDate ? ` bis zum ${formatDay(doc.dueDate)}` : ''
    out.push(
      `Bitte überweisen Sie ${formatCents(totals.dueCents)}${due} auf das Konto IBAN ${doc.seller.iban}${doc.seller.bic ? `, BIC ${doc.seller.bic}` : ''} mit dem Verwendungszweck ${doc.number ?? ''}.`,
    )
  }
  return out
}

function footer(pdf: Doc, doc: BillingDocument) {
  const s = doc.seller
  const tax = [s.taxNumber ? `Steuernummer: ${s.taxNumber}` : null, s.vatId ? `USt-IdNr.: ${s.vatId}` : null]
    .filter(Boolean)
    .join(' · ')
  const bank = s.iban ? `IBAN: ${s.iban}${s.bic ? ` · BIC: ${s.bic}` : ''}` : ''
  const range = pdf.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i)
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).strokeColor(brandColor(doc)).stroke()
    pdf.fillColor(MUTED).font('regular').fontSize(7)
    pdf.text(addressLines(s).join(' · '), LEFT, FOOTER_TOP + 6, { width: WIDTH - 60 })
    pdf.text(`${s.contactName} · Tel. ${s.contactPhone} · ${s.contactEmail}`, LEFT, pdf.y, { width: WIDTH - 60 })
    pdf.text([tax, bank].filter(Boolean).join(' · '), LEFT, pdf.y, { width: WIDTH - 60 })
    pdf.text(`Seite ${i - range.start + 1} von ${range.count}`, RIGHT - 60, FOOTER_TOP + 6, {
      width: 60,
      align: 'right',
    })
    pdf.page.margins.bottom = bottom
  }
}

/** The GiroCode beside a short caption: black squares on white, 80 pt wide (about 28 mm), quiet zone included. */
function giroCodeBlock(pdf: Doc, doc: BillingDocument, y: number, code: QrMatrix) {
  const side = 80
  const quiet = 4
  const cell = side / (code.size + 2 * quiet)
  y = ensureSpace(pdf, doc, y, side + 6, false)
  pdf.rect(LEFT, y, side, side).fill('#ffffff')
  for (let row = 0; row < code.size; row++) {
    for (let col = 0; col < code.size; col++) {
      if (code.dark(col, row)) pdf.rect(LEFT + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell)
    }
  }
  pdf.fill('#000000')
  pdf
    .fillColor(TEXT)
    .font('bold')
    .fontSize(9)
    .text('GiroCode', LEFT + side + 10, y + 8, { width: WIDTH - side - 10 })
  pdf
    .font('regular')
    .fillColor(MUTED)
    .text(
      'Scannen Sie den Code mit Ihrer Banking-App: Empfänger, IBAN, offener Betrag und Verwendungszweck sind dann schon ausgefüllt.',
      LEFT + side + 10,
      pdf.y + 2,
      { width: WIDTH - side - 10 },
    )
  return y + side + 6
}

/** Draws the whole document into `pdf`; returns the totals it printed. */
export function drawDocument(
  pdf: Doc,
  doc: BillingDocument,
  options: { giroCode?: QrMatrix | null } = {},
): DocumentTotals {
  const totals = computeTotals(doc)
  header(pdf, doc)
  let y = infoBlock(pdf, doc)
  pdf.fillColor(TEXT).font('bold').fontSize(14).text(documentTitle(doc), LEFT, y, { width: WIDTH })
  y = pdf.y + 2
  pdf.font('regular').fontSize(9).fillColor(MUTED).text(`Veranstaltung: ${doc.eventName}`, LEFT, y, { width: WIDTH })
  y = pdf.y + 8
  if (doc.cancels)
    y = paragraph(pdf, doc, y, `Storno zur Rechnung ${doc.cancels.number} vom ${formatDay(doc.cancels.issueDate)}.`, {
      bold: true,
    })
  if (doc.intro?.trim()) y = paragraph(pdf, doc, y, doc.intro.trim())
  y = lines(pdf, doc, totals, y + 4)
  y = totalsBlock(pdf, doc, totals, y)
  for (const note of totals.notes) y = paragraph(pdf, doc, y, note, { bold: true })
  for (const text of paymentText(doc, totals)) y = paragraph(pdf, doc, y, text)
  if (options.giroCode) y = giroCodeBlock(pdf, doc, y, options.giroCode)
  if (doc.closing?.trim()) y = paragraph(pdf, doc, y, doc.closing.trim())
  footer(pdf, doc)
  return totals
}
