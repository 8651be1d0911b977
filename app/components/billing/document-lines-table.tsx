import { documentLineNetCents, formatE4, unitPriceE4 } from '~/domain/pricing/engine'
import { formatCents } from '~/utils/format'

type Line = {
  id: string
  position: number
  text: string
  quantityMilli: number
  unitLabel: string
  unitPriceCents: number
  vatRate: number
  unitPriceE4?: number | null
  priceBasis?: string | null
}

/** The net unit price: exact (more decimals) for a line with an exact unit price. */
function unitPrice(l: Line) {
  if (l.unitPriceE4 == null) return formatCents(l.unitPriceCents)
  return formatE4(
    unitPriceE4({ basis: l.priceBasis === 'gross' ? 'gross' : 'net', e4: l.unitPriceE4 }, l.vatRate, 'net'),
  )
}

/** The lines of an offer or an invoice; a Kleinunternehmer's documents have no 'USt.' column. */
export function DocumentLinesTable({ lines, smallBusiness = false }: { lines: Line[]; smallBusiness?: boolean }) {
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
              {smallBusiness ? 'Einzelpreis' : 'Einzelpreis netto'}
            </th>
            {smallBusiness ? null : (
              <th scope="col" className="p-3 text-right">
                USt.
              </th>
            )}
            <th scope="col" className="p-3 text-right">
              {smallBusiness ? 'Betrag' : 'Netto'}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} className="border-t">
              <td className="p-3">{l.position}</td>
              <td className="p-3">{l.text}</td>
              <td className="p-3 text-right">{(l.quantityMilli / 1000).toLocaleString('de-DE')}</td>
              <td className="p-3">{l.unitLabel}</td>
              <td className="p-3 text-right">{unitPrice(l)}</td>
              {smallBusiness ? null : <td className="p-3 text-right">{l.vatRate} %</td>}
              <td className="p-3 text-right">
                {formatCents(
                  documentLineNetCents({
                    quantityMilli: l.quantityMilli,
                    unitPriceNetCents: l.unitPriceCents,
                    unitPriceE4: l.unitPriceE4,
                    priceBasis: l.priceBasis === 'gross' ? 'gross' : 'net',
                    vatRate: l.vatRate,
                  }),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
