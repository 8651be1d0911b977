import { pdfKit } from '~/utils/libraries.server'
import { documentFonts } from './fonts.server'
import { collectPdfBytes } from './sheet-pdf-collect.server'

// A plain working sheet as a PDF (staff list, Küchenzettel): the tenant's logo
// and name, a title, then sections of lines. DejaVu Sans as in the offers and
// invoices, so umlauts, ß and € print.

export type SheetSection = { heading: string; lines: string[] }
export type SheetPdf = {
  title: string
  subtitle: string
  tenantName: string
  color: string | null
  logo: { mimeType: string; bytes: Uint8Array } | null
  sections: SheetSection[]
}

const LEFT = 48
const WIDTH = 595.28 - 2 * LEFT

export async function renderSheetPdf(sheet: SheetPdf): Promise<Uint8Array> {
  const fonts = documentFonts()
  const PDFDocument = pdfKit()
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 48, left: LEFT, right: LEFT },
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: sheet.title, Author: sheet.tenantName, Creator: sheet.tenantName },
  })
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  const color = sheet.color && /^#[0-9a-f]{6}$/i.test(sheet.color) ? sheet.color : '#7c3aed'
  pdf.rect(0, 0, 595.28, 8).fill(color)
  let top = 32
  // PDFKit draws PNG and JPEG; a logo in another format is left out
  if (sheet.logo && /^image\/(png|jpeg)$/.test(sheet.logo.mimeType)) {
    try {
      pdf.image(Buffer.from(sheet.logo.bytes), LEFT, top, { fit: [140, 48] })
      top += 56
    } catch {
      // a logo PDFKit cannot read: the sheet prints without it
    }
  }
  pdf.fillColor('#4b5563').font('regular').fontSize(9).text(sheet.tenantName, LEFT, top, { width: WIDTH })
  pdf
    .fillColor(color)
    .font('bold')
    .fontSize(18)
    .text(sheet.title, LEFT, pdf.y + 4, { width: WIDTH })
  pdf
    .fillColor('#1f2937')
    .font('regular')
    .fontSize(10)
    .text(sheet.subtitle, LEFT, pdf.y + 2, { width: WIDTH })
  for (const section of sheet.sections) {
    pdf.moveDown(1)
    pdf.fillColor(color).font('bold').fontSize(12).text(section.heading, LEFT, pdf.y, { width: WIDTH })
    pdf.fillColor('#1f2937').font('regular').fontSize(10)
    if (!section.lines.length) pdf.text('–', { width: WIDTH })
    for (const line of section.lines) pdf.text(line, { width: WIDTH })
  }
  return collectPdfBytes(pdf)
}

export function sheetPdfResponse(bytes: Uint8Array, fileName: string) {
  return new Response(bytes as unknown as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`,
      'Content-Length': String(bytes.byteLength),
    },
  })
}
