import { invoices } from '~/db/schema'
import type { BillingDocument } from '~/domain/billing/document'
import { buyerOf, invoiceLineRows, sellerOf, serviceDateOf, toDocumentLine } from './billing-document.server'
import { findOwn } from './find-own.server'
import { depositsOf } from './invoice-deposits.server'
import type { Db, Invoice, InvoiceKind } from './invoice.server'
import { formatDay } from '~/utils/format'

const DOC_KIND = {
  single: 'invoice',
  deposit: 'deposit_invoice',
  final: 'final_invoice',
  cancellation: 'cancellation',
} as const

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
          ? `Zahlbar innerhalb von ${paymentDays} Tagen ohne Abzug bis ${formatDay(dueDate)}.`
          : 'Zahlbar sofort ohne Abzug.',
  }
}
