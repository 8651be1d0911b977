import { and, count, eq, sum } from 'drizzle-orm'
import { files } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// What a tenant's files use against its plan's quota and the per-tenant and
// per-customer caps.

/** Bytes the tenant keeps (the quota's use). */
export function storageUsed(tenantId: string, db: Reader = getDb()) {
  return fileUsage(tenantId, null, db).tenantBytes
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
