import { and, eq, inArray, ne } from 'drizzle-orm'
import { invoiceLines, invoices, offers } from '~/db/schema'
import { writeTransaction } from '~/utils/db.server'
import { offerLineRows } from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { findOwn } from './find-own.server'
import { depositLines, depositsNetCents, depositsOf, netByRate, orderChainIds } from './invoice-deposits.server'

// Invoices from an accepted offer: single, deposit (Abschlag, percent or
// amount) or final (Schlussrechnung); at most one single or final invoice per
// order, and deposits never above the order's net.

export type CreateResult =
  { ok: true; id: string } | { ok: false; reason: 'not-accepted' | 'deposit-invalid' | 'deposits-exceed' | 'has-final' }

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
      const already = depositsNetCents(depositsOf(tx, tenantId, offer.id))
      if (already + d.lines.reduce((s, l) => s + l.unitPriceCents, 0) > d.totalNet)
        return { ok: false, reason: 'deposits-exceed' }
      rows = d.lines
    } else {
      rows = lines.map(({ id: _id, offerId: _o, tenantId: _t, position: _p, ...l }) => l)
      if (kind === 'final') {
        const deducted = depositsOf(tx, tenantId, offer.id)
        const totalNet = [...netByRate(rows).values()].reduce((a, b) => a + b, 0)
        const depositNet = depositsNetCents(deducted)
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
