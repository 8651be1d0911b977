import { and, asc, count, desc, eq, or, sql, sum, type SQL } from 'drizzle-orm'
import { events, files, type StoredFile } from '~/db/schema'
import { MAX_BYTES_PER_CUSTOMER, MAX_FILES_PER_CUSTOMER, MAX_FILES_PER_TENANT } from '~/domain/files'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { recordEventActivity, type ActivityActor } from './event-activity.server'
import { containsText } from './text-search.server'
import { findOwn, ownRow } from './find-own.server'

// Every query of files (schema app/db/schema/files.ts); tenantId first.

export type FileSort = 'date' | 'size'
export const FILES_PER_PAGE = 50

const listColumns = {
  id: files.id,
  eventId: files.eventId,
  eventName: events.name,
  name: files.name,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  note: files.note,
  shared: files.shared,
  uploaderType: files.uploaderType,
  uploaderId: files.uploaderId,
  uploaderName: files.uploaderName,
  createdAt: files.createdAt,
}
export type FileListItem = {
  id: string
  eventId: string
  eventName: string
  name: string
  mimeType: string
  sizeBytes: number
  note: string | null
  shared: boolean
  uploaderType: string
  uploaderId: string | null
  uploaderName: string | null
  createdAt: number
}

function listed(where: SQL | undefined, order: FileSort = 'date', limit = FILES_PER_PAGE, offset = 0): FileListItem[] {
  return getDb()
    .select(listColumns)
    .from(files)
    .innerJoin(events, and(eq(events.id, files.eventId), eq(events.tenantId, files.tenantId)))
    .where(where)
    .orderBy(
      ...(order === 'size' ? [desc(files.sizeBytes), desc(files.createdAt)] : [desc(files.createdAt), asc(files.name)]),
    )
    .limit(limit)
    .offset(offset)
    .all()
}

/** Bytes the tenant keeps (the quota's use). */
export function storageUsed(tenantId: string, db: Pick<ReturnType<typeof getDb>, 'select'> = getDb()) {
  const row = db
    .select({ bytes: sum(files.sizeBytes) })
    .from(files)
    .where(eq(files.tenantId, tenantId))
    .get()
  return Number(row?.bytes ?? 0)
}

/** /tenant/files: search by name, filter by event, sort by date or size. */
export function listTenantFiles(
  tenantId: string,
  options: { query?: string; eventId?: string | null; sort?: FileSort; page?: number } = {},
) {
  const conditions: Array<SQL | undefined> = [eq(files.tenantId, tenantId)]
  if (options.eventId) conditions.push(eq(files.eventId, options.eventId))
  const found = options.query ? containsText(options.query, [files.name]) : undefined
  if (found) conditions.push(sql`(${found})`)
  const where = and(...conditions)
  const page = Math.max(1, options.page ?? 1)
  const total = getDb()
    .select({ n: count(), bytes: sum(files.sizeBytes) })
    .from(files)
    .where(where)
    .get()
  return {
    rows: listed(where, options.sort, FILES_PER_PAGE, (page - 1) * FILES_PER_PAGE),
    total: total?.n ?? 0,
    totalBytes: Number(total?.bytes ?? 0),
    page,
  }
}

/** The event page's list (staff see every file of the event). */
export function listEventFiles(tenantId: string, eventId: string) {
  return listed(and(eq(files.tenantId, tenantId), eq(files.eventId, eventId)), 'date', 500)
}

/** What the event's customer may see: shared files and their own uploads. */
function customerVisible(endCustomerId: string) {
  return and(
    eq(events.endCustomerId, endCustomerId),
    or(eq(files.shared, true), and(eq(files.uploaderType, 'customer'), eq(files.uploaderId, endCustomerId))),
  )
}

export function listCustomerFiles(tenantId: string, endCustomerId: string, eventId: string) {
  return listed(
    and(eq(files.tenantId, tenantId), eq(files.eventId, eventId), customerVisible(endCustomerId)),
    'date',
    500,
  )
}

export function findFileForStaff(tenantId: string, fileId: string): StoredFile | undefined {
  return findOwn(files, tenantId, fileId) ?? undefined
}

export function findFileForCustomer(tenantId: string, endCustomerId: string, fileId: string): StoredFile | undefined {
  const row = getDb()
    .select({ file: files })
    .from(files)
    .innerJoin(events, and(eq(events.id, files.eventId), eq(events.tenantId, files.tenantId)))
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

export function eventStorageKeys(tenantId: string, eventId: string) {
  return getDb()
    .select({ key: files.storageKey })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.eventId, eventId)))
    .all()
    .map((r) => r.key)
}

export class QuotaExceededError extends Error {}
/** over MAX_FILES_PER_TENANT ('tenant-files') or a customer's own caps ('customer-files', 'customer-bytes') */
export class FileLimitError extends Error {
  constructor(readonly limit: 'tenant-files' | 'customer-files' | 'customer-bytes') {
    super(limit)
  }
}

type Reader = Pick<ReturnType<typeof getDb>, 'select'>

/** Files and bytes the tenant keeps, and of those the ones one customer uploaded. */
export function fileUsage(tenantId: string, endCustomerId: string | null, db: Reader = getDb()) {
  const tenant = db
    .select({ files: count(), bytes: sum(files.sizeBytes) })
    .from(files)
    .where(eq(files.tenantId, tenantId))
    .get()
  const customer = endCustomerId
    ? db
        .select({ files: count(), bytes: sum(files.sizeBytes) })
        .from(files)
        .where(
          and(eq(files.tenantId, tenantId), eq(files.uploaderType, 'customer'), eq(files.uploaderId, endCustomerId)),
        )
        .get()
    : null
  return {
    tenantFiles: tenant?.files ?? 0,
    tenantBytes: Number(tenant?.bytes ?? 0),
    customerFiles: customer?.files ?? 0,
    customerBytes: Number(customer?.bytes ?? 0),
  }
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

/** What the event page's loader hands to <EventFilesSection> (the lead wires it in at merge). */
export function eventFilesSectionData(tenantId: string, eventId: string, maxUploadMb: number) {
  return { eventId, files: listEventFiles(tenantId, eventId), maxUploadMb }
}

/** The filter's choices on /tenant/files: events that have files. */
export function eventsWithFiles(tenantId: string) {
  return getDb()
    .selectDistinct({ id: events.id, name: events.name })
    .from(files)
    .innerJoin(events, and(eq(events.id, files.eventId), eq(events.tenantId, files.tenantId)))
    .where(eq(files.tenantId, tenantId))
    .orderBy(asc(events.name))
    .all()
}

/** A customer deletes one of their own uploads; returns the storage key to unlink, or null. */
export function deleteCustomerUpload(tenantId: string, endCustomerId: string, fileId: string) {
  const own = getDb()
    .select({ id: files.id })
    .from(files)
    .innerJoin(events, and(eq(events.id, files.eventId), eq(events.tenantId, files.tenantId)))
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
