import { documentFonts } from '~/utils/einvoice/fonts.server'
import { collectPdf } from '~/utils/einvoice/document-layout.server'
import { pdfKit } from '~/utils/libraries.server'
import { durationLabel, endClock, type RunOfShowLineFacts } from '~/domain/event-day/run-of-show'

// The printed Ablaufplan (A4, DejaVu Sans as in offers and invoices, so
// umlauts and „“ print): the tenant's logo and name, the event with venue and
// times, then one block per entry in the planner's order.

export type RunOfShowPdfData = {
  tenantName: string
  primaryColor: string | null
  logo: { mimeType: string; bytes: Buffer } | null
  event: { name: string; date: string; venue: string[]; times: string[] }
  entries: Array<RunOfShowLineFacts & { visibleToCustomer: boolean }>
  /** the customer's copy leaves out internal notes and responsibles */
  forCustomer?: boolean
}

const LEFT = 56
const RIGHT = 539.28
const WIDTH = RIGHT - LEFT
const TEXT = '#1f2937'
const MUTED = '#4b5563'

export async function runOfShowPdf(data: RunOfShowPdfData): Promise<Uint8Array> {
  const fonts = documentFonts()
  const color = data.primaryColor && /^#[0-9a-f]{6}$/i.test(data.primaryColor) ? data.primaryColor : '#7c3aed'
  const PDFDocument = pdfKit()
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 56, left: LEFT, right: 595.28 - RIGHT },
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: `Ablaufplan – ${data.event.name}`,
      Author: data.tenantName,
      Creator: data.tenantName,
      Producer: 'PDFKit',
    },
  })
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  let top = 48
  // PDFKit draws PNG and JPEG; another logo format is left out rather than failing the document
  if (data.logo && /^image\/(png|jpe?g)$/.test(data.logo.mimeType)) {
    try {
      pdf.image(data.logo.bytes, RIGHT - 120, top, { fit: [120, 48], align: 'right' })
    } catch {
      // a broken image file: the plan prints without it
    }
  }
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(data.tenantName, LEFT, top, { width: WIDTH - 130 })
  top += 56
  pdf.font('bold').fontSize(20).fillColor(color).text('Ablaufplan', LEFT, top)
  pdf.font('bold').fontSize(13).fillColor(TEXT).text(data.event.name, { width: WIDTH })
  pdf.font('regular').fontSize(10).fillColor(TEXT)
  pdf.text(data.event.date)
  for (const line of data.event.venue) pdf.text(line, { width: WIDTH })
  for (const line of data.event.times) pdf.text(line, { width: WIDTH })
  pdf.moveDown(1)
  if (data.entries.length === 0) pdf.fillColor(MUTED).text('Noch keine Einträge.')
  for (const entry of data.entries) {
    if (pdf.y > 760) pdf.addPage()
    const y = pdf.y
    const end = endClock(entry.time, entry.durationMinutes)
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#d1d5db').stroke()
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor(color)
      .text(entry.time ? `${entry.time}${end ? `–${end}` : ''}` : '–', LEFT, y + 6, { width: 80 })
    pdf
      .font('bold')
      .fontSize(11)
      .fillColor(TEXT)
      .text(entry.title, LEFT + 90, y + 6, { width: WIDTH - 90 })
    const facts = [
      entry.durationMinutes ? durationLabel(entry.durationMinutes) : null,
      entry.location,
      !data.forCustomer && entry.responsible ? `Verantwortlich: ${entry.responsible}` : null,
    ]
      .filter(Boolean)
      .join(' · ')
    pdf.font('regular').fontSize(9).fillColor(MUTED)
    if (facts) pdf.text(facts, LEFT + 90, pdf.y, { width: WIDTH - 90 })
    if (entry.notes && !data.forCustomer) pdf.fillColor(TEXT).text(entry.notes, LEFT + 90, pdf.y, { width: WIDTH - 90 })
    if (!data.forCustomer && !entry.visibleToCustomer)
      pdf.fillColor(MUTED).text('intern', LEFT + 90, pdf.y, { width: WIDTH - 90 })
    pdf.x = LEFT
    pdf.moveDown(0.6)
  }
  return collectPdf(pdf)
}
