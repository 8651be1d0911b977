import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { tenants } from './accounts'

/**
 * A tenant's logo (ADR 124b): at most one, an image of at most
 * 512 KB whose type was decided by its content (PNG, JPEG, WebP). Kept in
 * the database: small, replaced in one statement, part of every backup and
 * gone with its tenant (docs/decisions/124b-phone-brand-lighthouse.md).
 */
export const tenantLogos = sqliteTable('tenant_logos', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: integer('updated_at').notNull(),
})
