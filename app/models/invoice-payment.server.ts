import { and, asc, eq } from 'drizzle-orm'
import { invoices, payments } from '~/db/schema'
import { invoiceJson } from '~/domain/api/serialize'
import { getDb, writeTransaction } from '~/utils/db.server'
import { enqueueWebhook } from './webhook-outbox.server'
import { findOwn, ownRow } from './find-own.server'

// Payments on a finalised invoice: recorded (the last one that settles it
// sends 'invoice.paid'), listed, taken back when recorded by mistake.

export type PaymentResult = { ok: true } | { ok: false; reason: 'not-open' | 'too-much' }

export function recordPayment(
  tenantId: string,
  invoiceId: string,
  paidOn: string,
  amountCents: number,
  now = Date.now(),
): PaymentResult | null {
  return writeTransaction((tx) => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    if (inv.status !== 'final' || inv.kind === 'cancellation') return { ok: false, reason: 'not-open' }
    if (amountCents > inv.payableCents - inv.paidCents) return { ok: false, reason: 'too-much' }
    tx.insert(payments).values({ tenantId, invoiceId, paidOn, amountCents, createdAt: now }).run()
    const paid = tx
      .update(invoices)
      .set({ paidCents: inv.paidCents + amountCents })
      .where(eq(invoices.id, inv.id))
      .returning()
      .get()
    if (paid.paidCents >= paid.payableCents) enqueueWebhook(tenantId, 'invoice.paid', invoiceJson(paid), tx, now)
    return { ok: true }
  })
}

export function listInvoicePayments(tenantId: string, invoiceId: string) {
  return getDb()
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.paidOn))
    .all()
}

export type DeletePaymentResult = { ok: true; amountCents: number } | { ok: false; reason: 'not-found' }

/** Takes back a wrongly recorded payment: the invoice is open by that amount again. */
export function deletePayment(tenantId: string, invoiceId: string, paymentId: string): DeletePaymentResult | null {
  return writeTransaction((tx): DeletePaymentResult | null => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    const payment = tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.invoiceId, inv.id), eq(payments.id, paymentId)))
      .get()
    if (!payment) return { ok: false, reason: 'not-found' }
    tx.delete(payments)
      .where(ownRow(payments, tenantId, payment.id))
      .run()
    tx.update(invoices)
      .set({ paidCents: Math.max(0, inv.paidCents - payment.amountCents) })
      .where(ownRow(invoices, tenantId, inv.id))
      .run()
    return { ok: true, amountCents: payment.amountCents }
  })
}

export function findPayment(tenantId: string, invoiceId: string, paymentId: string) {
  return (
    getDb()
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.invoiceId, invoiceId), eq(payments.id, paymentId)))
      .get() ?? null
  )
}
