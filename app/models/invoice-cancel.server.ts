import { eq } from 'drizzle-orm'
import { invoices } from '~/db/schema'
import { missingBusinessData } from '~/domain/billing/business-data'
import { writeTransaction } from '~/utils/db.server'
import { findBillingProfile } from './billing-profile.server'
import { finalizeInvoice } from './invoice-finalize.server'
import { findOwn } from './find-own.server'

// The Stornorechnung: a finalised invoice that mirrors the one it cancels
// (finalizeInvoice negates every line, deduction and rate of the original).

export type CancelResult =
  | { ok: true; cancellationId: string }
  | { ok: false; reason: 'not-final' | 'has-payments' | 'missing'; missing?: string[] }

/** A Stornorechnung: a new finalised invoice with the original's amounts negated; the original is marked cancelled. */
export function cancelInvoice(
  tenantId: string,
  invoiceId: string,
  actor: { id: string; name: string },
  now = Date.now(),
): CancelResult | null {
  return writeTransaction((tx) => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    if (inv.status !== 'final' || inv.kind === 'cancellation') return { ok: false, reason: 'not-final' }
    if (inv.paidCents > 0) return { ok: false, reason: 'has-payments' }
    const missing = missingBusinessData(findBillingProfile(tenantId, tx))
    if (missing.length) return { ok: false, reason: 'missing', missing }
    const storno = tx
      .insert(invoices)
      .values({
        tenantId,
        offerId: inv.offerId,
        eventId: inv.eventId,
        endCustomerId: inv.endCustomerId,
        kind: 'cancellation',
        eventName: inv.eventName,
        customerName: inv.customerName,
        cancelsInvoiceId: inv.id,
        intro: `Stornorechnung zu Rechnung ${inv.number}.`,
        closing: null,
        createdAt: now,
      })
      .returning({ id: invoices.id })
      .get()
    const result = finalizeInvoice(tenantId, storno.id, { type: 'staff', ...actor }, now, tx)
    if (!result?.ok) throw new Error('Stornorechnung konnte nicht abgeschlossen werden')
    tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, inv.id)).run()
    return { ok: true, cancellationId: storno.id }
  })
}
