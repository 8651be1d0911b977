import type { BillingDocument, VatRate } from './document'
import { chargedRate, depositVatCents, type DocumentTotals } from './totals'
import { formatCents, formatDay } from '~/utils/format'

// What a final invoice must state besides its lines (§ 14 Abs. 5 UStG): the
// whole job with its VAT per rate, and each deducted deposit invoice with the
// VAT it contained per rate. Printed on the PDF and sent as notes in the XML;
// a cancellation of a final invoice repeats the statement of the invoice it cancels.

export function finalInvoiceStatement(doc: BillingDocument, totals: DocumentTotals): string[] {
  if (!totals.job || !doc.deposits?.length) return []
  // as the final invoice stated it (a cancellation shows the figures negated)
  const sign = totals.job.netCents < 0 ? -1 : 1
  const job = totals.job
  const taxed = job.byRate.some((r) => r.rate > 0)
  const jobVat = taxed
    ? job.byRate
        .filter((r) => r.rate > 0)
        .map((r) => `USt ${r.rate} % ${formatCents(sign * r.vatCents)}, `)
        .join('')
    : ''
  const lines = [
    taxed
      ? `Gesamtleistung: netto ${formatCents(sign * job.netCents)}, ${jobVat}brutto ${formatCents(sign * job.grossCents)}.`
      : `Gesamtleistung: ${formatCents(sign * job.grossCents)}.`,
  ]
  for (const deposit of doc.deposits) {
    const rates = (Object.keys(deposit.netCentsByRate).map(Number) as VatRate[]).sort((a, b) => b - a)
    const net = rates.reduce((sum: number, r) => sum + (deposit.netCentsByRate[r] ?? 0), 0)
    const vats = rates.map((r) => ({
      rate: chargedRate(doc, r),
      net: deposit.netCentsByRate[r] ?? 0,
      vat: depositVatCents(doc, deposit, r),
    }))
    const vat = vats.reduce((s, v) => s + v.vat, 0)
    const head = `Abzüglich Abschlagsrechnung ${deposit.number} vom ${formatDay(deposit.issueDate)}: `
    lines.push(
      taxed
        ? `${head}netto ${formatCents(net)}, darin ${vats
            .filter((v) => v.rate > 0)
            .map((v) => `USt ${v.rate} % ${formatCents(v.vat)} (netto ${formatCents(v.net)})`)
            .join(', ')}, brutto ${formatCents(net + vat)}.`
        : `${head}${formatCents(net)}.`,
    )
  }
  return lines
}
