import type { InvoiceView } from '~/models/invoice-view.server'
import { formatCents } from '~/utils/format'

/** An invoice's lines as its document states them: deposit deductions of a final invoice included. */
export function InvoiceLinesTable({ view }: { view: Pick<InvoiceView, 'lines' | 'smallBusiness'> }) {
  const vat = !view.smallBusiness
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Positionen</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3">
              Pos.
            </th>
            <th scope="col" className="p-3">
              Bezeichnung
            </th>
            <th scope="col" className="p-3 text-right">
              Menge
            </th>
            <th scope="col" className="p-3">
              Einheit
            </th>
            <th scope="col" className="p-3 text-right">
              Einzelpreis netto
            </th>
            {vat ? (
              <th scope="col" className="p-3 text-right">
                USt.
              </th>
            ) : null}
            <th scope="col" className="p-3 text-right">
              Netto
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((l) => (
            <tr key={l.position} className="border-t" data-testid={l.deduction ? 'invoice-deduction' : 'invoice-line'}>
              <td className="p-3">{l.position}</td>
              <td className="p-3">{l.text}</td>
              <td className="p-3 text-right">{(l.quantityMilli / 1000).toLocaleString('de-DE')}</td>
              <td className="p-3">{l.unitLabel}</td>
              <td className="p-3 text-right">{formatCents(l.unitPriceCents)}</td>
              {vat ? <td className="p-3 text-right">{l.vatRate} %</td> : null}
              <td className="p-3 text-right">{formatCents(l.netCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
