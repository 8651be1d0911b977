import { BorderedTable, TableHead } from '~/components/ui/table'
import { formatCents } from '~/utils/format'

/** One row of a document's table, its figures already worked out. */
export type LinesTableRow = {
  key: string | number
  position: number
  text: string
  quantityMilli: number
  unitLabel: string
  /** the net unit price as shown */
  unitPrice: string
  vatRate: number
  netCents: number
  testId?: string
}

/**
 * The lines of an offer or an invoice. Without VAT (a Kleinunternehmer) there
 * is no 'USt.' column; `plainLabels` then also drops 'netto' from the headers.
 */
export function LinesTable({
  rows,
  vat,
  plainLabels = false,
}: {
  rows: LinesTableRow[]
  vat: boolean
  plainLabels?: boolean
}) {
  return (
    <BorderedTable caption="Positionen">
      <TableHead
        columns={[
          'Pos.',
          'Bezeichnung',
          { label: 'Menge', right: true },
          'Einheit',
          { label: plainLabels ? 'Einzelpreis' : 'Einzelpreis netto', right: true },
          vat && { label: 'USt.', right: true },
          { label: plainLabels ? 'Betrag' : 'Netto', right: true },
        ]}
      />
      <tbody>
        {rows.map((l) => (
          <tr key={l.key} className="border-t" data-testid={l.testId}>
            <td className="p-3">{l.position}</td>
            <td className="p-3">{l.text}</td>
            <td className="p-3 text-right">{(l.quantityMilli / 1000).toLocaleString('de-DE')}</td>
            <td className="p-3">{l.unitLabel}</td>
            <td className="p-3 text-right">{l.unitPrice}</td>
            {vat ? <td className="p-3 text-right">{l.vatRate} %</td> : null}
            <td className="p-3 text-right">{formatCents(l.netCents)}</td>
          </tr>
        ))}
      </tbody>
    </BorderedTable>
  )
}
