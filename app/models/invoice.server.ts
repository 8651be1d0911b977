import { and, asc, eq, ne } from 'drizzle-orm'
import { invoices } from '~/db/schema'
import { getDb, type Tx } from '~/utils/db.server'
import { invoiceLineRows } from './billing-document.server'
import { findOwn } from './find-own.server'

// Invoices from an accepted offer: single, deposit (Abschlag, percent or
// amount), final (Schlussrechnung, deducts the deposits per rate) and the
// cancellation (Storno). Creating: ./invoice-create.server.ts; deposits:
// ./invoice-deposits.server.ts; the frozen document:
// ./invoice-document.server.ts; finalising: ./invoice-finalize.server.ts.

export type Invoice = typeof invoices.$inferSelect
export type Db = Tx | ReturnType<typeof getDb>
export type InvoiceKind = 'single' | 'deposit' | 'final' | 'cancellation'

export function findInvoice(tenantId: string, invoiceId: string) {
  return findOwn(invoices, tenantId, invoiceId)
}

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
