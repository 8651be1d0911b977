import { and, asc, eq } from 'drizzle-orm'
import { files } from '~/db/schema'
import { getDb, type Tx } from '~/utils/db.server'

// Where files are stored, for removing their bytes with an event, a customer's
// data or a tenant, and for the tenant's data export.

export function eventStorageKeys(tenantId: string, eventId: string) {
  return getDb()
    .select({ key: files.storageKey })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.eventId, eventId)))
    .all()
    .map((r) => r.key)
}

/** Every stored file of a tenant (its erasure removes the bytes after the rows). */
export function tenantStorageKeys(tenantId: string) {
  return getDb()
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.tenantId, tenantId))
    .all()
    .map((r) => r.key)
}

/** A customer's own uploads: erased with the customer's personal data (docs/features/plans-and-privacy.md). */
export function customerUploadStorageKeys(tenantId: string, endCustomerId: string) {
  return getDb()
    .select({ key: files.storageKey })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.uploaderType, 'customer'), eq(files.uploaderId, endCustomerId)))
    .all()
    .map((r) => r.key)
}

export function deleteCustomerUploadRows(tx: Tx, tenantId: string, endCustomerId: string) {
  tx.delete(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.uploaderType, 'customer'), eq(files.uploaderId, endCustomerId)))
    .run()
}

/** Every file of a tenant for its data export: where it is stored and the name to give it. */
export function tenantFilesForExport(tenantId: string) {
  return getDb()
    .select({ id: files.id, name: files.name, storageKey: files.storageKey, eventId: files.eventId })
    .from(files)
    .where(eq(files.tenantId, tenantId))
    .orderBy(asc(files.createdAt))
    .all()
}
