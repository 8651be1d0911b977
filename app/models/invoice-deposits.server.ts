import { and, asc, eq, inArray } from 'drizzle-orm'
import { invoices, offers } from '~/db/schema'
import type { BillingDocument, DeductedDeposit, VatRate } from '~/domain/billing/document'
import { computeTotals } from '~/domain/billing/totals'
import { storedLineNetCents, type StoredPricedLine } from '~/domain/billing/stored-line'
import type { Tx } from '~/utils/db.server'
import { invoiceLineRows, offerLineRows } from './billing-document.server'
import { ownRow } from './find-own.server'
import type { Db, Invoice } from './invoice.server'

// Deposits (Abschlagsrechnungen) of an order: which are deducted in its final
// invoice, the lines of a new deposit, and whether deposits exceed the order.

/**
 * The order an offer belongs to: the offer and every version it replaces
 * (a Nachtrag replaces the accepted version, which may replace another).
 */
export function orderChainIds(tx: Db, tenantId: string, offerId: string): string[] {
  const ids = [offerId]
  let current: string | null = offerId
  for (let i = 0; current && i < 100; i++) {
    const row: { replaces: string | null } | undefined = tx
      .select({ replaces: offers.replacesOfferId })
      .from(offers)
      .where(ownRow(offers, tenantId, current))
      .get()
    current = row?.replaces ?? null
    if (current && !ids.includes(current)) ids.push(current)
    else current = null
  }
  return ids
}

/**
 * Finalised, not cancelled deposit invoices of an order, as deducted in its
 * final invoice: those on this offer and on every version it replaced, so
 * deposits invoiced before a Nachtrag stay deducted.
 */
export function depositsOf(tx: Db, tenantId: string, offerId: string): DeductedDeposit[] {
  const rows = tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        inArray(invoices.offerId, orderChainIds(tx, tenantId, offerId)),
        eq(invoices.kind, 'deposit'),
        eq(invoices.status, 'final'),
      ),
    )
    .orderBy(asc(invoices.finalizedAt))
    .all()
  return rows.map((r) => {
    const netCentsByRate: Partial<Record<VatRate, number>> = {}
    for (const l of invoiceLineRows(tenantId, r.id, tx))
      netCentsByRate[l.vatRate as VatRate] = (netCentsByRate[l.vatRate as VatRate] ?? 0) + storedLineNetCents(l)
    // the VAT per rate as the deposit invoice charged it (its frozen document)
    const vatCentsByRate: Partial<Record<VatRate, number>> = {}
    if (r.documentJson)
      for (const rate of computeTotals(JSON.parse(r.documentJson) as BillingDocument).byRate)
        vatCentsByRate[rate.rate] = (vatCentsByRate[rate.rate] ?? 0) + rate.vatCents
    return { number: r.number!, issueDate: r.issueDate!, netCentsByRate, ...(r.documentJson ? { vatCentsByRate } : {}) }
  })
}

/** The net of deposits together, over every rate. */
export const depositsNetCents = (deposits: DeductedDeposit[]) =>
  deposits.reduce((s, dep) => s + Object.values(dep.netCentsByRate).reduce((a, b) => a + (b ?? 0), 0), 0)

/** The deposit lines: per VAT rate of the offer, the share of its net. */
export function depositLines(
  offerLinesByRate: Map<number, number>,
  offerNumber: string,
  share: { percent?: number; grossCents?: number },
  smallBusiness: boolean,
) {
  const totalNet = [...offerLinesByRate.values()].reduce((a, b) => a + b, 0)
  const totalGross = [...offerLinesByRate.entries()].reduce(
    (a, [rate, net]) => a + net + Math.round((net * (smallBusiness ? 0 : rate)) / 100),
    0,
  )
  const factor = share.percent !== undefined ? share.percent / 100 : (share.grossCents ?? 0) / totalGross
  const label = share.percent !== undefined ? `${share.percent} %` : 'Teilbetrag'
  return {
    factor,
    totalNet,
    lines: [...offerLinesByRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, net]) => ({
        text: `Abschlag ${label} auf Angebot ${offerNumber} (${rate} % USt)`,
        quantityMilli: 1000,
        unitCode: 'LS',
        unitLabel: 'pauschal',
        unitPriceCents: Math.round(net * factor),
        vatRate: rate,
        groupKey: null,
      })),
  }
}

export const netByRate = (rows: StoredPricedLine[]) => {
  const byRate = new Map<number, number>()
  for (const l of rows) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + storedLineNetCents(l))
  return byRate
}

/** Whether this deposit and the finalised deposits of its order together exceed the order's net at any rate. */
export function depositsExceedOrder(tx: Tx, tenantId: string, inv: Invoice): boolean {
  const order = netByRate(offerLineRows(tenantId, inv.offerId!, tx))
  const deposits = netByRate(invoiceLineRows(tenantId, inv.id, tx))
  for (const dep of depositsOf(tx, tenantId, inv.offerId!)) {
    for (const [rate, net] of Object.entries(dep.netCentsByRate))
      deposits.set(Number(rate), (deposits.get(Number(rate)) ?? 0) + (net ?? 0))
  }
  return [...deposits.entries()].some(([rate, net]) => net > 0 && net > (order.get(rate) ?? 0))
}
