import { and, asc, count, desc, eq, or, sql, sum, type SQL } from 'drizzle-orm'
import { events, files } from '~/db/schema'
import { getDb, preparedQuery } from '~/utils/db.server'
import { containsText } from './text-search.server'

// The lists of files: /tenant/files, the event page and the customer's portal;
// every list is scoped by tenant_id and joins the file's event in the same tenant.

/** A file's event, in the file's tenant. */
export const fileEvent = and(eq(events.id, files.eventId), eq(events.tenantId, files.tenantId))

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
    .innerJoin(events, fileEvent)
    .where(where)
    .orderBy(
      ...(order === 'size' ? [desc(files.sizeBytes), desc(files.createdAt)] : [desc(files.createdAt), asc(files.name)]),
    )
    .limit(limit)
    .offset(offset)
    .all()
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

// the event page reads it on every view: compiled once per connection, in the order of listed(…, 'date')
const eventFilesQuery = preparedQuery((db) =>
  db
    .select(listColumns)
    .from(files)
    .innerJoin(events, fileEvent)
    .where(and(eq(files.tenantId, sql.placeholder('tenantId')), eq(files.eventId, sql.placeholder('eventId'))))
    .orderBy(desc(files.createdAt), asc(files.name))
    .limit(500)
    .prepare(),
)

/** The event page's list (staff see every file of the event). */
export function listEventFiles(tenantId: string, eventId: string): FileListItem[] {
  return eventFilesQuery().all({ tenantId, eventId })
}

/** What the event's customer may see: shared files and their own uploads. */
export function customerVisible(endCustomerId: string) {
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

/** What the event page's loader hands to <EventFilesSection> (the lead wires it in at merge). */
export function eventFilesSectionData(tenantId: string, eventId: string, maxUploadMb: number) {
  return { eventId, files: listEventFiles(tenantId, eventId), maxUploadMb }
}

/** The filter's choices on /tenant/files: events that have files. */
export function eventsWithFiles(tenantId: string) {
  return getDb()
    .selectDistinct({ id: events.id, name: events.name })
    .from(files)
    .innerJoin(events, fileEvent)
    .where(eq(files.tenantId, tenantId))
    .orderBy(asc(events.name))
    .all()
}
