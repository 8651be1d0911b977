import { centsToInput } from '~/domain/pricing'
import { e4ToInput } from '~/domain/pricing/engine'
import { milliToInput, unitKeyOf } from './line-units'

// Stored document lines as the line editor's form values (offer and invoice
// drafts): quantity and unit price as typed, on the side they were entered.

type StoredLine = {
  text: string
  quantityMilli: number
  unitLabel: string
  unitPriceCents: number
  unitPriceE4: number | null
  priceBasis: string | null
  vatRate: number
  groupKey: string | null
}

export function lineFormDefaults(lines: StoredLine[]) {
  return lines.map((l) => ({
    text: l.text,
    quantity: milliToInput(l.quantityMilli),
    unit: unitKeyOf(l.unitLabel, l.unitPriceCents),
    unit_price:
      l.unitPriceE4 == null
        ? centsToInput(Math.abs(l.unitPriceCents)).replace('.', ',')
        : e4ToInput(Math.abs(l.unitPriceE4)),
    price_basis: l.priceBasis === 'gross' ? 'gross' : 'net',
    vat_rate: String(l.vatRate),
    group: l.groupKey ?? '',
  }))
}
