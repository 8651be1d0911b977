import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm'
import { profiles, tenants, users } from '~/db/schema'
import { CANCELLATION_GRACE_DAYS } from '~/domain/retention'
import { getDb, getSqlite, writeTransaction } from '~/utils/db.server'
import { tenantTables } from './tenant-export.server'
import { tenantStorageKeys } from './file-keys.server'
import { removeStoredFiles } from '~/utils/file-storage.server'

// Cancelling a tenant (docs/features/plans-and-privacy.md): 'Gekündigt' at once, 30 days to undo, then
// the data is erased except what tax law requires to keep (invoices).

const DAY = 86_400_000

export function cancelTenant(tenantId: string, now = Date.now()) {
  return (
    getDb()
      .update(tenants)
      .set({ status: 'cancelled', cancelledAt: now, eraseAfter: now + CANCELLATION_GRACE_DAYS * DAY, updatedAt: now })
      .where(and(eq(tenants.id, tenantId), ne(tenants.status, 'cancelled')))
      .run().changes > 0
  )
}

/** Undo within the grace period: back to the paid plan, or to the trial (which may have lapsed meanwhile). */
export function undoCancellation(tenantId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const tenant = tx.select().from(tenants).where(eq(tenants.id, tenantId)).get()
    if (!tenant || tenant.status !== 'cancelled' || tenant.cancelledAt === null || tenant.erasedAt !== null)
      return false
    const status = tenant.plan
      ? 'active_paid'
      : tenant.trialExpiresAt !== null && tenant.trialExpiresAt <= now
        ? 'trial_expired'
        : 'trial_active'
    tx.update(tenants)
      .set({ status, cancelledAt: null, eraseAfter: null, updatedAt: now })
      .where(eq(tenants.id, tenantId))
      .run()
    return true
  })
}

export function tenantsDueForErasure(now = Date.now()) {
  return getDb()
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.status, 'cancelled'),
        isNotNull(tenants.eraseAfter),
        isNull(tenants.erasedAt),
        lte(tenants.eraseAfter, now),
      ),
    )
    .all()
}

/**
 * Tables that the law requires to keep: invoices with their lines and payments
 * and their PDFs as issued (§ 147 AO, § 14b UStG: 10 years), offers as commercial letters (§ 257 HGB:
 * 6 years; invoices point at them), the numbering and the issuer's business
 * data. Everything else of the tenant is erased.
 */
export const RETAINED_TABLES =
  /^(invoices|invoice_lines|invoice_pdfs|payments|offers|offer_lines|number_sequences|tenant_billing_profiles)$/

/**
 * Erases a cancelled tenant's data. The tenant row stays (marked erased and
 * inactive, its subdomain answers 'Tenant nicht gefunden'), so retained
 * invoices keep their issuer; every other table with a tenant_id loses the
 * tenant's rows, whatever area added it. Safe to run twice.
 */
export function eraseTenant(tenantId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const tenant = tx.select().from(tenants).where(eq(tenants.id, tenantId)).get()
    if (!tenant || tenant.erasedAt !== null) return false
    const staffIds = tx
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.tenantId, tenantId))
      .all()
      .map((r) => r.id)
    const sqlite = getSqlite()
    sqlite.prepare('DELETE FROM sessions WHERE tenant_id = ?').run(tenantId)
    let pending = tenantTables()
      .map((t) => t.name)
      .filter((name) => !RETAINED_TABLES.test(name))
    // foreign keys decide the order (events before templates …): repeat until every table is empty
    for (let pass = 0; pending.length && pass < 10; pass++) {
      pending = pending.filter((name) => {
        try {
          sqlite.prepare(`DELETE FROM "${name}" WHERE tenant_id = ?`).run(tenantId)
          return false
        } catch {
          return true
        }
      })
    }
    if (pending.length) throw new Error(`Mandant ${tenantId}: Tabellen nicht geleert: ${pending.join(', ')}`)
    for (const id of staffIds) tx.delete(users).where(eq(users.id, id)).run()
    tx.update(tenants)
      .set({
        isActive: false,
        erasedAt: now,
        primaryColor: null,
        secondaryColor: null,
        fontFamily: null,
        imprintUrl: null,
        updatedAt: now,
      })
      .where(eq(tenants.id, tenantId))
      .run()
    return true
  })
}

/** eraseTenant, then the bytes of all its files (after the commit, as with events). */
export async function eraseTenantWithFiles(tenantId: string, now = Date.now()) {
  const keys = tenantStorageKeys(tenantId)
  const erased = eraseTenant(tenantId, now)
  if (erased) await removeStoredFiles(keys)
  return erased
}

export { CANCELLATION_GRACE_DAYS }
