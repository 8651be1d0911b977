import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { invoicePdfs, invoices } from '~/db/schema'
import type { BillingDocument } from '~/domain/billing/document'
import { getDb } from '~/utils/db.server'
import { renderInvoicePdf } from '~/utils/einvoice/invoice-pdf.server'
import { withBookkeepingWrites } from '~/utils/request-context.server'

// The ZUGFeRD PDF of a finalised invoice, rendered once (about 120 ms CPU) and
// then served, mailed and exported as stored (docs/decisions/136s-stored-invoice-pdfs.md).
// The PDF is made from the frozen document_json and xml, which never change
// after finalisation; so the first stored bytes stay the invoice's PDF for good.

type Frozen = {
  id: string
  tenantId: string
  status: string
  kind: string
  payableCents: number
  documentJson: string | null
  xml: string | null
}

/** The stored bytes, or null when none were stored yet. */
export function storedInvoicePdf(tenantId: string, invoiceId: string): Buffer | null {
  const row = getDb()
    .select({ bytes: invoicePdfs.bytes })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.tenantId, tenantId), eq(invoicePdfs.invoiceId, invoiceId)))
    .get()
  return row?.bytes ?? null
}

const isFinalised = (invoice: Frozen) =>
  (invoice.status === 'final' || invoice.status === 'cancelled') && invoice.documentJson !== null

/**
 * Keeps the bytes unless some were stored already (a parallel request may
 * have been first: its bytes stay, ours are dropped) and returns the stored
 * ones. A GET (download, tax adviser ZIP) fills in a PDF that was never
 * stored: a copy of a frozen document, nothing anyone decides on, so it is
 * one of the writes a GET may make.
 */
function keep(tenantId: string, invoiceId: string, bytes: Uint8Array): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  withBookkeepingWrites(['invoice_pdfs'], () =>
    getDb()
      .insert(invoicePdfs)
      .values({ invoiceId, tenantId, bytes: buffer, sizeBytes: buffer.byteLength, createdAt: Date.now() })
      .onConflictDoNothing()
      .run(),
  )
  return storedInvoicePdf(tenantId, invoiceId) ?? buffer
}

/**
 * The PDF of a finalised invoice (or cancellation): the stored bytes, else
 * rendered from the frozen document, stored and returned. A draft is never
 * stored (it still changes): null.
 */
export async function invoicePdfBytes(invoice: Frozen): Promise<Buffer | null> {
  if (!isFinalised(invoice)) return null
  const stored = storedInvoicePdf(invoice.tenantId, invoice.id)
  if (stored) return stored
  // The stored PDF is the invoice as issued: its GiroCode asks for the whole
  // amount payable (payments come later; reminders state what is still open).
  const openCents = invoice.kind === 'cancellation' ? 0 : invoice.payableCents
  const bytes = await renderInvoicePdf(JSON.parse(invoice.documentJson!) as BillingDocument, invoice.xml, { openCents })
  return keep(invoice.tenantId, invoice.id, bytes)
}

/** What an invoice PDF is rendered from: the frozen document and its XML. */
export const pdfSourceColumns = {
  id: invoices.id,
  tenantId: invoices.tenantId,
  status: invoices.status,
  kind: invoices.kind,
  payableCents: invoices.payableCents,
  documentJson: invoices.documentJson,
  xml: invoices.xml,
}

/**
 * Renders and stores the PDFs of just-finalised invoices (after the
 * finalising transaction committed). A failure here loses nothing: the
 * invoice is final, and the first download or export renders the PDF then.
 */
export async function storeInvoicePdfs(tenantId: string, invoiceIds: string[]) {
  if (!invoiceIds.length) return
  const rows = getDb()
    .select(pdfSourceColumns)
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, invoiceIds)))
    .all()
  for (const row of rows) {
    try {
      await invoicePdfBytes(row)
    } catch (error) {
      console.error(
        `Rechnungs-PDF ${row.id} nicht gespeichert: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
}

/**
 * Stores the PDFs of up to `limit` finalised invoices that have none yet
 * (finalised before PDFs were kept, or whose storing failed), oldest first,
 * across tenants; returns how many it stored. The background job runs it in
 * small steps, so exports of older invoices find their PDFs ready too.
 */
export async function storeMissingInvoicePdfs(limit: number) {
  const rows = getDb()
    .select(pdfSourceColumns)
    .from(invoices)
    .leftJoin(invoicePdfs, and(eq(invoicePdfs.invoiceId, invoices.id), eq(invoicePdfs.tenantId, invoices.tenantId)))
    .where(
      and(
        inArray(invoices.status, ['final', 'cancelled']),
        isNotNull(invoices.documentJson),
        isNull(invoicePdfs.invoiceId),
      ),
    )
    .orderBy(asc(invoices.finalizedAt), asc(invoices.id))
    .limit(limit)
    .all()
  for (const row of rows) await storeInvoicePdfs(row.tenantId, [row.id])
  return rows.length
}
