import { and, eq, inArray } from 'drizzle-orm'
import { offerLines, services } from '~/db/schema'
import { LINE_UNITS, splitServiceLine, unitOfPricing, type LineUnit } from '~/domain/billing/line-units'
import { parseOfferSnapshot } from '~/domain/offer-snapshot'
import { netFromGross } from '~/domain/pricing'
import { e4ToCents, unitPriceE4, type PriceBasis, type UnitPrice } from '~/domain/pricing/engine'
import type { OfferFormValue } from '~/forms/offer'
import type { Tx } from '~/utils/db.server'

// The lines of offers and invoice drafts as they are stored: from the editor's
// form, from an offer request's snapshot, priced on the side they were entered.

export type NewLine = {
  text: string
  quantityMilli: number
  unit: LineUnit
  /** the unit price in cents, net (shown; exact unless unitPriceE4 is set) */
  unitPriceCents: number
  vatRate: number
  group: string | null
  /** the exact unit price (euros × 10 000) on the side it was entered (ADR 128) */
  unitPriceE4?: number | null
  priceBasis?: PriceBasis | null
}

/** Cents and exact columns of a unit price: a net price in whole cents needs no exact column. */
export function priceColumns(price: UnitPrice, rate: number) {
  const exact = price.basis === 'gross' || price.e4 % 100 !== 0
  return {
    unitPriceCents: e4ToCents(unitPriceE4(price, rate, 'net')),
    unitPriceE4: exact ? price.e4 : null,
    priceBasis: exact ? price.basis : null,
  }
}

/** The stored columns of an entered line (offer or invoice draft); a discount is stored negative. */
export function lineRow(l: NewLine) {
  return {
    text: l.text,
    quantityMilli: l.quantityMilli,
    unitCode: LINE_UNITS[l.unit].code,
    unitLabel: LINE_UNITS[l.unit].label,
    unitPriceCents: l.unit === 'discount' ? -Math.abs(l.unitPriceCents) : l.unitPriceCents,
    vatRate: l.vatRate,
    groupKey: l.group,
    unitPriceE4: l.unitPriceE4 == null ? null : l.unit === 'discount' ? -Math.abs(l.unitPriceE4) : l.unitPriceE4,
    priceBasis: l.unitPriceE4 == null ? null : (l.priceBasis ?? 'net'),
  }
}

/** Form lines (offer editor, invoice draft) as lines to store, priced on the side they were entered. */
export function formLines(lines: OfferFormValue['lines']): NewLine[] {
  return lines.map((l) => ({
    text: l.text,
    quantityMilli: l.quantity,
    unit: l.unit,
    vatRate: l.vat_rate,
    group: l.group || null,
    ...priceColumns({ basis: l.price_basis ?? 'net', e4: l.unit_price_e4 ?? l.unit_price * 100 }, l.vat_rate),
  }))
}

/** Stores an offer's lines in their order (positions from 1). */
export function insertOfferLines(tx: Tx, tenantId: string, offerId: string, lines: NewLine[]) {
  if (!lines.length) return
  tx.insert(offerLines)
    .values(lines.map((l, i) => ({ tenantId, offerId, position: i + 1, ...lineRow(l) })))
    .run()
}

/**
 * Lines of an offer request's snapshot. Each engine piece becomes one line
 * that keeps its quantity, unit, service name and exact unit price; the two
 * pieces of a drinks share are one group. Requests made before the engine
 * (no pieces) keep the old reading.
 */
export function linesFromRequest(tenantId: string, snapshotJson: string, tx: Tx): NewLine[] {
  const snapshot = parseOfferSnapshot(snapshotJson)
  if (!snapshot) return []
  const legacy = snapshot.lines.filter((l) => !l.pieces?.length)
  const ids = legacy.map((l) => l.serviceId)
  const splits = new Map(
    ids.length
      ? tx
          .select({ id: services.id, split: services.vatSplitPercent })
          .from(services)
          .where(and(eq(services.tenantId, tenantId), inArray(services.id, ids)))
          .all()
          .map((s) => [s.id, s.split])
      : [],
  )
  return snapshot.lines.flatMap((l, i): NewLine[] => {
    if (l.pieces?.length) {
      const pieces = l.pieces
      const named = pieces.length > 1
      return pieces.map((p) => ({
        text: named ? `${l.name} – ${p.label}` : l.name,
        quantityMilli: p.quantity * 1000,
        unit: p.unit,
        vatRate: p.rate,
        group: pieces.some((x) => x.share) ? `g${i + 1}` : null,
        ...priceColumns(p.price, p.rate),
      }))
    }
    const exact = l.unitPriceCents * l.quantity === l.lineTotalCents && l.quantity > 0
    const base: NewLine = {
      text: l.name,
      quantityMilli: exact ? l.quantity * 1000 : 1000,
      unit: exact ? unitOfPricing(l.unit) : 'flat',
      unitPriceCents: netFromGross(exact ? l.unitPriceCents : l.lineTotalCents, l.taxRate),
      vatRate: [19, 7, 0].includes(l.taxRate) ? l.taxRate : 19,
      group: null,
    }
    return splitServiceLine(base, splits.get(l.serviceId) ?? null, `g${i + 1}`)
  })
}
