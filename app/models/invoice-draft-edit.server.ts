import { and, eq, ne } from 'drizzle-orm'
import { invoiceLines, invoices } from '~/db/schema'
import { writeTransaction } from '~/utils/db.server'
import { lineRow, type NewLine } from './offer-lines.server'
import { findOwn } from './find-own.server'

// Editing and deleting an invoice draft; a finalised invoice is never changed
// or deleted.

export type InvoiceDraftValue = {
  lines: NewLine[]
  issueDate: string | null
  serviceFrom: string | null
  serviceTo: string | null
  intro: string | null
  closing: string | null
}

/** Saves a draft's lines, dates and texts; a finalised invoice is never changed. */
export function saveInvoiceDraft(tenantId: string, invoiceId: string, value: InvoiceDraftValue): { ok: boolean } {
  return writeTransaction((tx) => {
    const updated = tx
      .update(invoices)
      .set({
        issueDate: value.issueDate,
        serviceFrom: value.serviceFrom,
        serviceTo: value.serviceFrom ? (value.serviceTo ?? value.serviceFrom) : null,
        intro: value.intro,
        closing: value.closing,
      })
      .where(
        and(
          eq(invoices.tenantId, tenantId),
          eq(invoices.id, invoiceId),
          eq(invoices.status, 'draft'),
          ne(invoices.kind, 'cancellation'),
        ),
      )
      .run().changes
    if (!updated) return { ok: false }
    tx.delete(invoiceLines)
      .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, invoiceId)))
      .run()
    if (value.lines.length)
      tx.insert(invoiceLines)
        .values(value.lines.map((l, i) => ({ ...lineRow(l), tenantId, invoiceId, position: i + 1 })))
        .run()
    return { ok: true }
  })
}

export type DeleteInvoiceResult =
  { ok: true; offerId: string | null; eventId: string | null } | { ok: false; reason: 'not-draft' }

/** Deletes a draft invoice with its lines; a finalised or cancelled one never. */
export function deleteInvoiceDraft(tenantId: string, invoiceId: string): DeleteInvoiceResult | null {
  return writeTransaction((tx): DeleteInvoiceResult | null => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    if (inv.status !== 'draft') return { ok: false, reason: 'not-draft' }
    tx.delete(invoiceLines)
      .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, inv.id)))
      .run()
    tx.delete(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, inv.id), eq(invoices.status, 'draft')))
      .run()
    return { ok: true, offerId: inv.offerId, eventId: inv.eventId }
  })
}
