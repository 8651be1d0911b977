import { formatCents } from '~/utils/format'

type Line = { id: string; position: number; text: string; quantityMilli: number; unitLabel: string; unitPriceCents: number; vatRate: number }

/** The frozen lines of a sent offer or an invoice. */
export function DocumentLinesTable({ lines }: { lines: Line[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Positionen</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3">Pos.</th>
            <th scope="col" className="p-3">Bezeichnung</th>
            <th scope="col" className="p-3 text-right">Menge</th>
            <th scope="col" className="p-3">Einheit</th>
            <th scope="col" className="p-3 text-right">Einzelpreis netto</th>
            <th scope="col" className="p-3 text-right">USt.</th>
            <th scope="col" className="p-3 text-right">Netto</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} className="border-t">
              <td className="p-3">{l.position}</td>
              <td className="p-3">{l.text}</td>
              <td className="p-3 text-right">{(l.quantityMilli / 1000).toLocaleString('de-DE')}</td>
              <td className="p-3">{l.unitLabel}</td>
              <td className="p-3 text-right">{formatCents(l.unitPriceCents)}</td>
              <td className="p-3 text-right">{l.vatRate} %</td>
              <td className="p-3 text-right">{formatCents(Math.round((l.quantityMilli * l.unitPriceCents) / 1000))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
