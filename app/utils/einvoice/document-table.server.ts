import type { BillingDocument } from '~/domain/billing/document'
import type { DocumentTotals, TotalsLine } from '~/domain/billing/totals'
import { formatQuantity } from '~/domain/kitchen/quantity'
import { formatE4 } from '~/domain/pricing/engine'
import { formatCents } from '~/utils/format'
import { brandColor, FOOTER_TOP, LEFT, RIGHT, TEXT, WIDTH, type Doc } from './document-page.server'

// The flowing part of a printed offer or invoice: the lines table (its header
// repeated on every page), the totals per VAT rate and paragraphs of text.

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

export function ensureSpace(pdf: Doc, doc: BillingDocument, y: number, needed: number, withTableHeader: boolean) {
  if (y + needed <= FOOTER_TOP - 10) return y
  pdf.addPage()
  return withTableHeader ? tableHeader(pdf, doc, 48) : 48
}

function vatCell(doc: BillingDocument, line: TotalsLine) {
  return line.category === 'S' || line.category === 'Z' ? `${line.vatRate} %` : '–'
}

export function lines(pdf: Doc, doc: BillingDocument, totals: DocumentTotals, startY: number) {
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

export function totalsBlock(pdf: Doc, doc: BillingDocument, totals: DocumentTotals, y: number) {
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

export function paragraph(
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
