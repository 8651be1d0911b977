import { and, count, eq } from 'drizzle-orm'
import { events, files, type StoredFile } from '~/db/schema'
import { MAX_BYTES_PER_CUSTOMER, MAX_FILES_PER_CUSTOMER, MAX_FILES_PER_TENANT } from '~/domain/files'
import { getDb, writeTransaction } from '~/utils/db.server'
import { recordEventActivity, type ActivityActor } from './event-activity.server'
import { findOwn, ownRow } from './find-own.server'
import { customerVisible, fileEvent } from './file-list.server'
import { FileLimitError, fileUsage, QuotaExceededError } from './file-usage.server'

// One file's row: found by staff or by its customer, inserted within the
// quota, deleted (schema app/db/schema/files.ts); tenantId first. Lists:
// ./file-list.server.ts; usage and limits: ./file-usage.server.ts; storage
// keys for erasure and export: ./file-keys.server.ts.

export function findFileForStaff(tenantId: string, fileId: string): StoredFile | undefined {
  return findOwn(files, tenantId, fileId) ?? undefined
}

export function findFileForCustomer(tenantId: string, endCustomerId: string, fileId: string): StoredFile | undefined {
  const row = getDb()
    .select({ file: files })
    .from(files)
    .innerJoin(events, fileEvent)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, fileId), customerVisible(endCustomerId)))
    .get()
  return row?.file
}

export function countEventFiles(tenantId: string, eventId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.eventId, eventId)))
      .get()?.n ?? 0
  )
}

export type NewFile = { storageKey: string; name: string; mimeType: string; sizeBytes: number }

/**
 * Inserts the accepted uploads of one request, all or none. The quota is
 * checked inside the same IMMEDIATE transaction, so two uploads running at
 * once cannot pass it together: the second sees the first's rows.
 */
export function insertFiles(
  tenantId: string,
  input: {
    eventId: string
    quotaBytes: number
    note: string | null
    shared: boolean
    actor: Extract<ActivityActor, { type: 'staff' | 'customer' }>
    files: NewFile[]
  },
  now = Date.now(),
) {
  return writeTransaction((tx) => {
    const adding = input.files.reduce((n, f) => n + f.sizeBytes, 0)
    const usage = fileUsage(tenantId, input.actor.type === 'customer' ? input.actor.id : null, tx)
    if (usage.tenantBytes + adding > input.quotaBytes) throw new QuotaExceededError()
    if (usage.tenantFiles + input.files.length > MAX_FILES_PER_TENANT) throw new FileLimitError('tenant-files')
    if (input.actor.type === 'customer') {
      if (usage.customerFiles + input.files.length > MAX_FILES_PER_CUSTOMER) throw new FileLimitError('customer-files')
      if (usage.customerBytes + adding > MAX_BYTES_PER_CUSTOMER) throw new FileLimitError('customer-bytes')
    }
    const rows = input.files.map((f) =>
      tx
        .insert(files)
        .values({
          tenantId,
          eventId: input.eventId,
          storageKey: f.storageKey,
          name: f.name,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
          note: input.note,
          shared: input.shared,
          uploaderType: input.actor.type,
          uploaderId: input.actor.id,
          uploaderName: input.actor.name,
          createdAt: now,
        })
        .returning()
        .get(),
    )
    for (const row of rows) {
      recordEventActivity(
        tenantId,
        {
          eventId: input.eventId,
          kind: 'file-uploaded',
          actor: input.actor,
          details: { summary: `Datei „${row.name}“ hochgeladen`, fileId: row.id, name: row.name, shared: row.shared },
          at: now,
        },
        tx,
      )
    }
    return rows
  })
}

/** Deletes one row; returns its storage key for the caller to unlink (or null: not there). */
export function deleteFileRow(tenantId: string, fileId: string) {
  const row = getDb()
    .delete(files)
    .where(ownRow(files, tenantId, fileId))
    .returning({ key: files.storageKey })
    .get()
  return row?.key ?? null
}

/** A customer deletes one of their own uploads; returns the storage key to unlink, or null. */
export function deleteCustomerUpload(tenantId: string, endCustomerId: string, fileId: string) {
  const own = getDb()
    .select({ id: files.id })
    .from(files)
    .innerJoin(events, fileEvent)
    .where(
      and(
        eq(files.tenantId, tenantId),
        eq(files.id, fileId),
        eq(events.endCustomerId, endCustomerId),
        eq(files.uploaderType, 'customer'),
        eq(files.uploaderId, endCustomerId),
      ),
    )
    .get()
  return own ? deleteFileRow(tenantId, own.id) : null
}
