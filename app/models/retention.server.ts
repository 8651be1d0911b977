import { and, isNotNull, lt, or } from 'drizzle-orm'
import { endCustomerAuthTokens, invitations, retentionRuns, sessions, userTokens } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'
import { customersDueForErasure, eraseCustomerWithFiles } from './customer-data.server'
import { purgeStaleSignups } from './signup.server'
import { eraseTenantWithFiles, tenantsDueForErasure } from './tenant-cancellation.server'

// The retention rules (docs/features/plans-and-privacy.md), one run at a time in the background process.
// Each step only removes what is past its date, so a second run finds nothing
// more to do. Every run is logged in retention_runs with its counts.

const DAY = 86_400_000
/** used or expired one-time links are kept a week for support questions, then removed */
const TOKEN_KEEP_MS = 7 * DAY

export type RetentionCounts = {
  sessions: number
  customerTokens: number
  userTokens: number
  invitations: number
  signups: number
  customersErased: number
  tenantsErased: number
}

export async function runRetention(now = Date.now()): Promise<RetentionCounts> {
  const startedAt = now
  const tokenCutoff = now - TOKEN_KEEP_MS
  const counts = writeTransaction((tx) => ({
    sessions: tx.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
    customerTokens: tx
      .delete(endCustomerAuthTokens)
      .where(
        or(
          lt(endCustomerAuthTokens.expiresAt, tokenCutoff),
          and(isNotNull(endCustomerAuthTokens.usedAt), lt(endCustomerAuthTokens.usedAt, tokenCutoff)),
        ),
      )
      .run().changes,
    userTokens: tx
      .delete(userTokens)
      .where(
        or(
          lt(userTokens.expiresAt, tokenCutoff),
          and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, tokenCutoff)),
        ),
      )
      .run().changes,
    invitations: tx
      .delete(invitations)
      .where(
        or(
          lt(invitations.expiresAt, tokenCutoff),
          and(isNotNull(invitations.revokedAt), lt(invitations.revokedAt, tokenCutoff)),
        ),
      )
      .run().changes,
    signups: purgeStaleSignups(tx, now),
    customersErased: 0,
    tenantsErased: 0,
  }))
  for (const c of customersDueForErasure(now))
    if (await eraseCustomerWithFiles(c.tenantId, c.id, { userId: null }, now)) counts.customersErased++
  for (const t of tenantsDueForErasure(now)) if (await eraseTenantWithFiles(t.id, now)) counts.tenantsErased++
  getDb()
    .insert(retentionRuns)
    .values({ job: 'retention', startedAt, finishedAt: Date.now(), detailsJson: JSON.stringify(counts) })
    .run()
  return counts
}
