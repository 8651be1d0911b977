import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { tenants } from './accounts'
import { invoices } from './billing'

/**
 * The ZUGFeRD PDF of a finalised invoice or cancellation, rendered once and
 * kept as it was made: a finalised invoice never changes, so neither do these
 * bytes (the row is written once and never updated). About 35 KB each. Kept in
 * the database like the tenant logo, so every backup, restore and replica
 * carries the PDF together with its invoice
 * (docs/decisions/136s-stored-invoice-pdfs.md). Retained with the invoices
 * when a tenant is erased.
 */
export const invoicePdfs = sqliteTable(
  'invoice_pdfs',
  {
    invoiceId: text('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('invoice_pdfs_tenant_idx').on(t.tenantId, t.invoiceId)],
)
