import { storedLineNetCents } from '~/domain/billing/stored-line'
import { formatE4, unitPriceE4 } from '~/domain/pricing/engine'
import { formatCents } from '~/utils/format'
import { LinesTable } from './lines-table'

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

/** The stored lines of an offer; a Kleinunternehmer's documents have no 'USt.' column. */
export function DocumentLinesTable({ lines, smallBusiness = false }: { lines: Line[]; smallBusiness?: boolean }) {
  return (
    <LinesTable
      vat={!smallBusiness}
      plainLabels={smallBusiness}
      rows={lines.map((l) => ({
        key: l.id,
        position: l.position,
        text: l.text,
        quantityMilli: l.quantityMilli,
        unitLabel: l.unitLabel,
        unitPrice: unitPrice(l),
        vatRate: l.vatRate,
        netCents: storedLineNetCents(l),
      }))}
    />
  )
}
