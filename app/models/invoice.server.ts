import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { invoiceLines, invoices, offers } from '~/db/schema'
import { missingBusinessData } from '~/domain/billing/business-data'
import type { BillingDocument, DeductedDeposit, VatRate } from '~/domain/billing/document'
import { computeTotals, lineNetCents } from '~/domain/billing/totals'
import { buildXRechnungCii } from '~/domain/billing/xrechnung-cii'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import {
  addDays,
  berlinDate,
  buyerOf,
  invoiceLineRows,
  offerLineRows,
  sellerOf,
  serviceDateOf,
  toDocumentLine,
} from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { recordEventActivity } from './event-activity.server'
import { nextDocumentNumber } from './number-sequence.server'
import { invoiceJson } from '~/domain/api/serialize'
import { enqueueWebhook } from './webhook-outbox.server'
import { findOwn, ownRow } from './find-own.server'

// Invoices from an accepted offer: single, deposit (Abschlag, percent or
// amount), final (Schlussrechnung, deducts the deposits per rate) and the
// cancellation (Storno). Drafts have no number; finalising assigns the next
// number inside one IMMEDIATE transaction and freezes the document.

export type Invoice = typeof invoices.$inferSelect
type Db = Tx | ReturnType<typeof getDb>
export type InvoiceKind = 'single' | 'deposit' | 'final' | 'cancellation'

const DOC_KIND = {
  single: 'invoice',
  deposit: 'deposit_invoice',
  final: 'final_invoice',
  cancellation: 'cancellation',
} as const

export function findInvoice(tenantId: string, invoiceId: string) {
  return findOwn(invoices, tenantId, invoiceId)
}

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
function depositsOf(tx: Db, tenantId: string, offerId: string): DeductedDeposit[] {
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
      netCentsByRate[l.vatRate as VatRate] = (netCentsByRate[l.vatRate as VatRate] ?? 0) + lineNetCents(netInput(l))
    // the VAT per rate as the deposit invoice charged it (its frozen document)
    const vatCentsByRate: Partial<Record<VatRate, number>> = {}
    if (r.documentJson)
      for (const rate of computeTotals(JSON.parse(r.documentJson) as BillingDocument).byRate)
        vatCentsByRate[rate.rate] = (vatCentsByRate[rate.rate] ?? 0) + rate.vatCents
    return { number: r.number!, issueDate: r.issueDate!, netCentsByRate, ...(r.documentJson ? { vatCentsByRate } : {}) }
  })
}

export type CreateResult =
  { ok: true; id: string } | { ok: false; reason: 'not-accepted' | 'deposit-invalid' | 'deposits-exceed' | 'has-final' }

/** The deposit lines: per VAT rate of the offer, the share of its net. */
function depositLines(
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

export function createInvoiceFromOffer(
  tenantId: string,
  offerId: string,
  kind: 'single' | 'deposit' | 'final',
  deposit: { percent?: number; grossCents?: number } = {},
  now = Date.now(),
): CreateResult | null {
  return writeTransaction((tx) => {
    const offer = findOwn(offers, tenantId, offerId, tx)
    if (!offer) return null
    if (offer.status !== 'accepted') return { ok: false, reason: 'not-accepted' }
    const existing = tx
      .select({ kind: invoices.kind, status: invoices.status })
      .from(invoices)
      .where(
        and(
          eq(invoices.tenantId, tenantId),
          inArray(invoices.offerId, orderChainIds(tx, tenantId, offerId)),
          ne(invoices.status, 'cancelled'),
          inArray(invoices.kind, ['single', 'final']),
        ),
      )
      .all()
    if (existing.length) return { ok: false, reason: 'has-final' }
    const lines = offerLineRows(tenantId, offer.id, tx)
    const smallBusiness = findBillingProfile(tenantId, tx)?.smallBusiness ?? false
    let rows: Array<{
      text: string
      quantityMilli: number
      unitCode: string
      unitLabel: string
      unitPriceCents: number
      vatRate: number
      groupKey: string | null
    }>
    if (kind === 'deposit') {
      const byRate = netByRate(lines)
      const d = depositLines(byRate, offer.number ?? '', deposit, smallBusiness)
      if (!(d.factor > 0) || d.factor >= 1) return { ok: false, reason: 'deposit-invalid' }
      const already = depositsOf(tx, tenantId, offer.id).reduce(
        (s, dep) => s + Object.values(dep.netCentsByRate).reduce((a, b) => a + (b ?? 0), 0),
        0,
      )
      if (already + d.lines.reduce((s, l) => s + l.unitPriceCents, 0) > d.totalNet)
        return { ok: false, reason: 'deposits-exceed' }
      rows = d.lines
    } else {
      rows = lines.map(({ id: _id, offerId: _o, tenantId: _t, position: _p, ...l }) => l)
      if (kind === 'final') {
        const deducted = depositsOf(tx, tenantId, offer.id)
        const totalNet = [...netByRate(rows).values()].reduce((a, b) => a + b, 0)
        const depositNet = deducted.reduce(
          (s, dep) => s + Object.values(dep.netCentsByRate).reduce((a, b) => a + (b ?? 0), 0),
          0,
        )
        if (depositNet > totalNet) return { ok: false, reason: 'deposits-exceed' }
      }
    }
    const inv = tx
      .insert(invoices)
      .values({
        tenantId,
        offerId: offer.id,
        eventId: offer.eventId,
        endCustomerId: offer.endCustomerId,
        kind,
        eventName: offer.eventName,
        customerName: offer.customerName,
        depositPercent: deposit.percent ?? null,
        intro: offer.intro,
        closing: offer.closing,
        createdAt: now,
      })
      .returning({ id: invoices.id })
      .get()
    if (rows.length)
      tx.insert(invoiceLines)
        .values(rows.map((l, i) => ({ ...l, tenantId, invoiceId: inv.id, position: i + 1 })))
        .run()
    return { ok: true, id: inv.id }
  })
}

/** The document of an invoice as it is frozen when finalised (number null: the draft as it stands). */
export function invoiceDocument(
  tx: Db,
  tenantId: string,
  inv: Invoice,
  number: string | null,
  issueDate: string,
  dueDate: string,
  paymentDays: number,
): BillingDocument {
  const lines = invoiceLineRows(tenantId, inv.id, tx).map((l, i) => toDocumentLine(l, i + 1))
  const cancelled = inv.cancelsInvoiceId ? findOwn(invoices, tenantId, inv.cancelsInvoiceId, tx) : undefined
  const original = cancelled?.documentJson ? (JSON.parse(cancelled.documentJson) as BillingDocument) : null
  return {
    kind: DOC_KIND[inv.kind as InvoiceKind],
    number,
    issueDate,
    dueDate,
    serviceDate:
      original?.serviceDate ??
      (inv.serviceFrom
        ? { from: inv.serviceFrom, to: inv.serviceTo ?? inv.serviceFrom }
        : serviceDateOf(tenantId, inv.eventId, issueDate, tx)),
    currency: 'EUR',
    seller: original?.seller ?? sellerOf(tenantId, tx),
    buyer: original?.buyer ?? buyerOf(tenantId, inv.endCustomerId, inv.customerName, tx),
    eventName: inv.eventName,
    intro: inv.intro,
    closing: inv.closing,
    lines: original ? original.lines : lines,
    deposits: inv.kind === 'final' && inv.offerId ? depositsOf(tx, tenantId, inv.offerId) : original?.deposits,
    cancels: original ? { number: original.number!, issueDate: original.issueDate, kind: original.kind } : null,
    paymentTermsText:
      inv.kind === 'cancellation'
        ? null
        : paymentDays
          ? `Zahlbar innerhalb von ${paymentDays} Tagen ohne Abzug bis ${dueDate.split('-').reverse().join('.')}.`
          : 'Zahlbar sofort ohne Abzug.',
  }
}

type PricedRow = {
  quantityMilli: number
  unitPriceCents: number
  vatRate: number
  unitPriceE4?: number | null
  priceBasis?: string | null
}

/** A stored line as the pricing engine reads it: the exact unit price and its side when the line has one. */
const netInput = (l: PricedRow) => ({
  quantityMilli: l.quantityMilli,
  unitPriceNetCents: l.unitPriceCents,
  unitPriceE4: l.unitPriceE4 ?? null,
  priceBasis: l.priceBasis === 'gross' ? ('gross' as const) : l.priceBasis === 'net' ? ('net' as const) : null,
  vatRate: l.vatRate,
})

const netByRate = (rows: PricedRow[]) => {
  const byRate = new Map<number, number>()
  for (const l of rows) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + lineNetCents(netInput(l)))
  return byRate
}

/** Whether this deposit and the finalised deposits of its order together exceed the order's net at any rate. */
function depositsExceedOrder(tx: Tx, tenantId: string, inv: Invoice): boolean {
  const order = netByRate(offerLineRows(tenantId, inv.offerId!, tx))
  const deposits = netByRate(invoiceLineRows(tenantId, inv.id, tx))
  for (const dep of depositsOf(tx, tenantId, inv.offerId!)) {
    for (const [rate, net] of Object.entries(dep.netCentsByRate))
      deposits.set(Number(rate), (deposits.get(Number(rate)) ?? 0) + (net ?? 0))
  }
  return [...deposits.entries()].some(([rate, net]) => net > 0 && net > (order.get(rate) ?? 0))
}

export type FinalizeResult =
  | { ok: true; invoice: Invoice }
  | { ok: false; reason: 'already' | 'missing'; missing?: string[] }
  | { ok: false; reason: 'deposits-exceed' | 'issue-date' }

/** The latest invoice date of the tenant's finalised invoices ('' when none): numbers follow the dates. */
export function latestInvoiceDate(db: Db, tenantId: string) {
  const row = db
    .select({ d: sql<string | null>`max(${invoices.issueDate})` })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.status, ['final', 'cancelled'])))
    .get()
  return row?.d ?? ''
}

/** Assigns the next number and freezes the invoice, all in one IMMEDIATE transaction. */
export function finalizeInvoice(
  tenantId: string,
  invoiceId: string,
  actor: { type: 'staff'; id: string; name: string } | { type: 'system' },
  now = Date.now(),
  tx0?: Tx,
): FinalizeResult | null {
  const run = (tx: Tx): FinalizeResult | null => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    if (inv.status !== 'draft') return { ok: false, reason: 'already' }
    const profile = findBillingProfile(tenantId, tx)
    const missing = missingBusinessData(profile)
    if (missing.length) return { ok: false, reason: 'missing', missing }
    if (inv.kind === 'deposit' && inv.offerId && depositsExceedOrder(tx, tenantId, inv))
      return { ok: false, reason: 'deposits-exceed' }
    if (inv.issueDate && inv.issueDate < latestInvoiceDate(tx, tenantId)) return { ok: false, reason: 'issue-date' }
    // the invoice date chosen on the draft, else today
    const issueDate = inv.issueDate ?? berlinDate(now)
    const year = Number(issueDate.slice(0, 4))
    const dueDate = addDays(issueDate, profile!.paymentDays)
    const number = nextDocumentNumber(tx, tenantId, 'invoice', profile!.invoicePattern, year)
    const doc = invoiceDocument(
      tx,
      tenantId,
      inv,
      number,
      issueDate,
      inv.kind === 'cancellation' ? issueDate : dueDate,
      profile!.paymentDays,
    )
    const totals = computeTotals(doc)
    if (inv.kind === 'final' && totals.grossCents < 0) throw new DepositsExceed()
    const xml = buildXRechnungCii(doc)
    const done = tx
      .update(invoices)
      .set({
        status: 'final',
        number,
        issueDate,
        dueDate: doc.dueDate,
        documentJson: JSON.stringify(doc),
        xml,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
        payableCents: inv.kind === 'cancellation' ? 0 : totals.dueCents,
        finalizedAt: now,
      })
      .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'draft')))
      .returning()
      .get()
    if (inv.eventId) {
      recordEventActivity(
        tenantId,
        {
          eventId: inv.eventId,
          kind: 'invoice-finalized',
          actor,
          details: { number, summary: `Rechnung ${number} erstellt` },
          at: now,
        },
        tx,
      )
    }
    enqueueWebhook(tenantId, 'invoice.finalized', invoiceJson(done), tx, now)
    return { ok: true, invoice: done }
  }
  try {
    return tx0 ? run(tx0) : writeTransaction(run)
  } catch (error) {
    if (error instanceof DepositsExceed) return { ok: false, reason: 'deposits-exceed' }
    throw error
  }
}

class DepositsExceed extends Error {}

export function invoiceLinesOf(tenantId: string, invoiceId: string) {
  return invoiceLineRows(tenantId, invoiceId)
}

export function offerInvoices(tenantId: string, offerId: string) {
  return getDb()
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.offerId, offerId)))
    .orderBy(asc(invoices.createdAt))
    .all()
}

/** The customer's finalised invoices, newest first. */
export function listCustomerInvoices(tenantId: string, endCustomerId: string) {
  return getDb()
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      eventName: invoices.eventName,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
      payableCents: invoices.payableCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(
      and(eq(invoices.tenantId, tenantId), eq(invoices.endCustomerId, endCustomerId), ne(invoices.status, 'draft')),
    )
    .orderBy(asc(invoices.finalizedAt))
    .all()
}
