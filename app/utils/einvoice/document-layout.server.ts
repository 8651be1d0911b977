import type { QrMatrix } from '../girocode.server'
import PDFDocument from 'pdfkit'
import type { BillingDocument } from '~/domain/billing/document'
import { computeTotals, type DocumentTotals, type TotalsLine } from '~/domain/billing/totals'
import { formatE4 } from '~/domain/pricing/engine'
import { formatCents } from '~/utils/format'
import { documentFonts } from './fonts.server'
import { documentInfoXmp } from './facturx-xmp'

// The printed page of an offer or invoice (A4, DejaVu Sans, the tenant's
// colour): sender, recipient, the § 14 UStG particulars, lines, totals per
// VAT rate, payment details and a footer with the seller's tax and bank data.

type Doc = InstanceType<typeof PDFDocument>

const LEFT = 56
const RIGHT = 539.28
const WIDTH = RIGHT - LEFT
const FOOTER_TOP = 770
const TEXT = '#1f2937'
const MUTED = '#4b5563'

export const DOCUMENT_TITLES: Record<BillingDocument['kind'], string> = {
  offer: 'Angebot',
  invoice: 'Rechnung',
  deposit_invoice: 'Abschlagsrechnung',
  final_invoice: 'Schlussrechnung',
  cancellation: 'Stornorechnung',
}

export function germanDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

export function formatQuantity(milli: number): string {
  return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }).format(milli / 1000)
}

function brandColor(doc: BillingDocument): string {
  const color = doc.seller.primaryColor
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#7c3aed'
}

export function documentTitle(doc: BillingDocument): string {
  return `${DOCUMENT_TITLES[doc.kind]} ${doc.number ?? '(Entwurf)'}`
}

export function createPdf(doc: BillingDocument, options: { pdfA: boolean }): Doc {
  const fonts = documentFonts()
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

function addressLines(party: {
  company?: string | null
  name?: string
  legalName?: string
  address: BillingDocument['seller']['address']
}): string[] {
  const lines = party.legalName
    ? [party.legalName]
    : [party.company, party.name].filter((v): v is string => !!v?.trim())
  lines.push(party.address.street, `${party.address.postcode} ${party.address.city}`)
  if (party.address.country !== 'DE') lines.push(party.address.country)
  return lines
}

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
  rows.push([offer ? 'Angebotsdatum' : 'Rechnungsdatum', germanDate(doc.issueDate)])
  const { from, to } = doc.serviceDate
  rows.push(
    from === to
      ? ['Leistungsdatum', germanDate(from)]
      : ['Leistungszeitraum', `${germanDate(from)} – ${germanDate(to)}`],
  )
  if (doc.dueDate) rows.push([offer ? 'Gültig bis' : 'Fällig am', germanDate(doc.dueDate)])
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

const COLUMNS = {
  pos: { x: LEFT, w: 22, align: 'left' as const },
  text: { x: LEFT + 24, w: 186, align: 'left' as const },
  qty: { x: 268, w: 44, align: 'right' as const },
  unit: { x: 316, w: 48, align: 'left' as const },
  price: { x: 366, w: 62, align: 'right' as const },
  vat: { x: 430, w: 30, align: 'right' as const },
  total: { x: 462, w: RIGHT - 462, align: 'right' as const },
}
type Column = keyof typeof COLUMNS

function row(pdf: Doc, y: number, cells: Partial<Record<Column, string>>, font: 'regular' | 'bold') {
  let bottom = y
  for (const [key, value] of Object.entries(cells) as [Column, string][]) {
    const c = COLUMNS[key]
    pdf.font(font).fontSize(8.5).text(value, c.x, y, { width: c.w, align: c.align })
    bottom = Math.max(bottom, pdf.y)
  }
  return bottom
}

function tableHeader(pdf: Doc, doc: BillingDocument, y: number) {
  const color = brandColor(doc)
  pdf.fillColor(color)
  const bottom = row(
    pdf,
    y,
    {
      pos: 'Pos.',
      text: 'Leistung',
      qty: 'Menge',
      unit: 'Einheit',
      price: 'Einzelpreis',
      vat: 'USt',
      total: 'Gesamt netto',
    },
    'bold',
  )
  pdf
    .moveTo(LEFT, bottom + 2)
    .lineTo(RIGHT, bottom + 2)
    .lineWidth(0.8)
    .strokeColor(color)
    .stroke()
  pdf.fillColor(TEXT)
  return bottom + 6
}

function ensureSpace(pdf: Doc, doc: BillingDocument, y: number, needed: number, withTableHeader: boolean) {
  if (y + needed <= FOOTER_TOP - 10) return y
  pdf.addPage()
  return withTableHeader ? tableHeader(pdf, doc, 48) : 48
}

function vatCell(doc: BillingDocument, line: TotalsLine) {
  return line.category === 'S' || line.category === 'Z' ? `${line.vatRate} %` : '–'
}

function lines(pdf: Doc, doc: BillingDocument, totals: DocumentTotals, startY: number) {
  let y = tableHeader(pdf, doc, startY)
  for (const line of totals.lines) {
    const height = pdf.font('regular').fontSize(8.5).heightOfString(line.text, { width: COLUMNS.text.w })
    y = ensureSpace(pdf, doc, y, height + 4, true)
    y =
      row(
        pdf,
        y,
        {
          pos: String(line.position),
          text: line.text,
          qty: formatQuantity(line.quantityMilli),
          unit: line.unitLabel,
          // a gross-priced package part keeps its exact net unit price (up to four decimals), as the XML does
          price: line.unitPriceNetE4 % 100 === 0 ? formatCents(line.unitPriceNetCents) : formatE4(line.unitPriceNetE4),
          vat: vatCell(doc, line),
          total: formatCents(line.netCents),
        },
        'regular',
      ) + 4
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#9ca3af').stroke()
  return y + 6
}

function totalsBlock(pdf: Doc, doc: BillingDocument, totals: DocumentTotals, y: number) {
  const rows: { label: string; value: string; bold?: boolean }[] = []
  const exempt = totals.byRate.every((r) => r.category === 'E' || r.category === 'AE')
  if (totals.job && totals.deducted) {
    // a final invoice: the whole job, then the deducted deposits with the VAT they contained (§ 14 Abs. 5 UStG)
    if (!exempt) {
      for (const rate of totals.job.byRate) {
        rows.push({ label: `Gesamtleistung netto ${rate.rate} %`, value: formatCents(rate.netCents) })
        rows.push({ label: `Umsatzsteuer ${rate.rate} %`, value: formatCents(rate.vatCents) })
      }
    }
    rows.push({ label: 'Gesamtleistung brutto', value: formatCents(totals.job.grossCents), bold: true })
    if (!exempt) {
      for (const rate of totals.deducted.byRate) {
        rows.push({ label: `Abschläge netto ${rate.rate} %`, value: formatCents(-rate.netCents) })
        rows.push({ label: `darin USt ${rate.rate} %`, value: formatCents(-rate.vatCents) })
      }
    }
    rows.push({ label: 'Abschläge brutto', value: formatCents(-totals.deducted.grossCents) })
  }
  rows.push({ label: 'Summe netto', value: formatCents(totals.netCents) })
  if (!exempt) {
    for (const rate of totals.byRate) {
      rows.push({ label: `Nettobetrag ${rate.rate} %`, value: formatCents(rate.netCents) })
      rows.push({ label: `Umsatzsteuer ${rate.rate} %`, value: formatCents(rate.vatCents) })
    }
  }
  rows.push({
    label: exempt ? 'Gesamtbetrag' : 'Gesamtbetrag brutto',
    value: formatCents(totals.grossCents),
    bold: true,
  })
  if (doc.kind !== 'offer' && totals.paidCents) {
    rows.push({ label: 'Bereits bezahlt', value: formatCents(-totals.paidCents) })
    rows.push({ label: 'Offener Betrag', value: formatCents(totals.dueCents), bold: true })
  }
  y = ensureSpace(pdf, doc, y, rows.length * 13 + 6, false)
  for (const r of rows) {
    pdf
      .fillColor(TEXT)
      .font(r.bold ? 'bold' : 'regular')
      .fontSize(9)
    pdf.text(r.label, 330, y, { width: 130 })
    pdf.text(r.value, 462, y, { width: RIGHT - 462, align: 'right' })
    y += 13
  }
  return y + 6
}

function paragraph(
  pdf: Doc,
  doc: BillingDocument,
  y: number,
  text: string,
  opts: { bold?: boolean; color?: string } = {},
) {
  pdf.font(opts.bold ? 'bold' : 'regular').fontSize(9)
  const height = pdf.heightOfString(text, { width: WIDTH })
  y = ensureSpace(pdf, doc, y, height, false)
  pdf.fillColor(opts.color ?? TEXT).text(text, LEFT, y, { width: WIDTH })
  return pdf.y + 6
}

function paymentText(doc: BillingDocument, totals: DocumentTotals): string[] {
  if (doc.kind === 'offer') return []
  const out: string[] = []
  if (doc.paymentTermsText?.trim()) out.push(doc.paymentTermsText.trim())
  if (totals.dueCents > 0 && doc.seller.iban) {
    const due = doc.dueDate ? ` bis zum ${germanDate(doc.dueDate)}` : ''
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
    y = paragraph(pdf, doc, y, `Storno zur Rechnung ${doc.cancels.number} vom ${germanDate(doc.cancels.issueDate)}.`, {
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
