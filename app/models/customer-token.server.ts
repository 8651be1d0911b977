import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm'
import { endCustomerAuthTokens } from '~/db/schema'
import { getDb, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'

// Login links for end customers: 32 random bytes, only the SHA-256 stored,
// valid 7 days, single use. A new link retires the customer's older ones of
// the same kind: a login link (target_path null) the older login links, a
// document link (an offer or invoice mail: target_path is where it lands)
// the older links to the same document. A mailed invoice does not void the
// login link the customer just got, and the other way round.

export const CUSTOMER_TOKEN_DAYS = 7
const DAY_MS = 86_400_000

/**
 * In one write transaction: refuse when `limit` links were issued within
 * `windowMs`, else mark every unused older link used and store a new one.
 * Returns the token (to mail) or null when over the limit.
 */
export function issueCustomerToken(
  tenantId: string,
  endCustomerId: string,
  limit: { max: number; windowMs: number },
  now = Date.now(),
  targetPath: string | null = null,
) {
  return writeTransaction((tx) => {
    const recent =
      tx
        .select({ n: count() })
        .from(endCustomerAuthTokens)
        .where(
          and(
            eq(endCustomerAuthTokens.tenantId, tenantId),
            eq(endCustomerAuthTokens.endCustomerId, endCustomerId),
            gt(endCustomerAuthTokens.createdAt, now - limit.windowMs),
            sameTarget(targetPath),
          ),
        )
        .get()?.n ?? 0
    if (recent >= limit.max) return null
    return insertToken(tx, tenantId, endCustomerId, targetPath, now)
  })
}

/**
 * The sign-in link of a document mail (offer, invoice, reminder): lands on
 * `targetPath` after sign-in. Not counted against the login-link limit (the
 * tenant mail limits count the mail itself).
 */
export function issueDocumentToken(tenantId: string, endCustomerId: string, targetPath: string, now = Date.now()) {
  return writeTransaction((tx) => insertToken(tx, tenantId, endCustomerId, targetPath, now))
}

function sameTarget(targetPath: string | null): SQL {
  return targetPath === null
    ? isNull(endCustomerAuthTokens.targetPath)
    : eq(endCustomerAuthTokens.targetPath, targetPath)
}

function insertToken(tx: Tx, tenantId: string, endCustomerId: string, targetPath: string | null, now: number) {
  retireTokens(tx, tenantId, endCustomerId, now, targetPath)
  const { token, hash } = createToken()
  tx.insert(endCustomerAuthTokens)
    .values({
      tenantId,
      endCustomerId,
      tokenHash: hash,
      targetPath,
      expiresAt: now + CUSTOMER_TOKEN_DAYS * DAY_MS,
      createdAt: now,
    })
    .run()
  return token
}

type Writer = Db | Tx

/** Marks unused links used: of one kind (`targetPath`, see above), or every one (`undefined`). */
function retireTokens(db: Writer, tenantId: string, endCustomerId: string, now: number, targetPath?: string | null) {
  db.update(endCustomerAuthTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(endCustomerAuthTokens.tenantId, tenantId),
        eq(endCustomerAuthTokens.endCustomerId, endCustomerId),
        isNull(endCustomerAuthTokens.usedAt),
        targetPath === undefined ? undefined : sameTarget(targetPath),
      ),
    )
    .run()
}

/** A deactivated customer's unused links stop working, document links too. */
export function retireCustomerTokens(tenantId: string, endCustomerId: string, now = Date.now()) {
  retireTokens(getDb(), tenantId, endCustomerId, now)
}

/**
 * Whose link this was, whether used, expired or still good (for 'send me a
 * new one' on a spent link). Scoped to the host's tenant when there is one.
 */
export function tokenOwner(tokenHash: string, hostTenantId: string | null) {
  const row = getDb()
    .select({
      tenantId: endCustomerAuthTokens.tenantId,
      endCustomerId: endCustomerAuthTokens.endCustomerId,
      targetPath: endCustomerAuthTokens.targetPath,
    })
    .from(endCustomerAuthTokens)
    .where(eq(endCustomerAuthTokens.tokenHash, tokenHash))
    .get()
  if (!row || (hostTenantId && row.tenantId !== hostTenantId)) return null
  return row
}
