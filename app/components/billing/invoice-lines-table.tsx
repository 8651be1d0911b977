import type { InvoiceView } from '~/models/invoice-view.server'
import { formatCents } from '~/utils/format'
import { LinesTable } from './lines-table'

/** An invoice's lines as its document states them: deposit deductions of a final invoice included. */
export function InvoiceLinesTable({ view }: { view: Pick<InvoiceView, 'lines' | 'smallBusiness'> }) {
  return (
    <LinesTable
      vat={!view.smallBusiness}
      rows={view.lines.map((l) => ({
        key: l.position,
        position: l.position,
        text: l.text,
        quantityMilli: l.quantityMilli,
        unitLabel: l.unitLabel,
        unitPrice: formatCents(l.unitPriceCents),
        vatRate: l.vatRate,
        netCents: l.netCents,
        testId: l.deduction ? 'invoice-deduction' : 'invoice-line',
      }))}
    />
  )
}
