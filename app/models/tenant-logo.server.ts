import { eq, sql } from 'drizzle-orm'
import { tenantLogos } from '~/db/schema'
import { getDb, preparedQuery } from '~/utils/db.server'

// The tenant's logo (ADR 124b); every query by tenant_id.

const logoVersionQuery = preparedQuery((db) =>
  db
    .select({ updatedAt: tenantLogos.updatedAt })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, sql.placeholder('tenantId')))
    .prepare(),
)

/**
 * The version to put in the logo's address (changes with every upload), or
 * null without a logo. On every page of the tenant area: compiled once per connection.
 */
export function logoVersion(tenantId: string): number | null {
  return logoVersionQuery().get({ tenantId })?.updatedAt ?? null
}

export function findLogo(tenantId: string) {
  return getDb().select().from(tenantLogos).where(eq(tenantLogos.tenantId, tenantId)).get()
}

export function saveLogo(tenantId: string, logo: { mimeType: string; bytes: Buffer }) {
  const row = {
    tenantId,
    mimeType: logo.mimeType,
    bytes: logo.bytes,
    sizeBytes: logo.bytes.byteLength,
    updatedAt: Date.now(),
  }
  getDb()
    .insert(tenantLogos)
    .values(row)
    .onConflictDoUpdate({
      target: tenantLogos.tenantId,
      set: { mimeType: row.mimeType, bytes: row.bytes, sizeBytes: row.sizeBytes, updatedAt: row.updatedAt },
    })
    .run()
}

export function removeLogo(tenantId: string) {
  return getDb().delete(tenantLogos).where(eq(tenantLogos.tenantId, tenantId)).run().changes
}
