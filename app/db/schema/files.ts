import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id } from './columns'
import { tenants } from './accounts'
import { events } from './planning'

/**
 * Files of an event (ADR 119). The bytes live on disk under FILES_DIR with
 * the random `storage_key` as their name; this row is the only way to them.
 * `mime_type` was decided by the content at upload, never by the name.
 * Deleting an event deletes its rows (cascade); the model unlinks the bytes.
 */
export const files = sqliteTable(
  'files',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    note: text('note'),
    /** visible to the event's customer ('für Kunden sichtbar'); a customer's own uploads are always */
    shared: bool('shared').notNull().default(false),
    /** 'staff' | 'customer' */
    uploaderType: text('uploader_type').notNull(),
    uploaderId: text('uploader_id'),
    uploaderName: text('uploader_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_tenant_event_created_idx').on(t.tenantId, t.eventId, t.createdAt),
    index('files_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
)
