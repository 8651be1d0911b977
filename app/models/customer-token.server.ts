import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { endCustomerAuthTokens } from '~/db/schema'
import { getDb, writeTransaction, type Db, type Tx } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'

// Login links for end customers: 32 random bytes, only the SHA-256 stored,
// valid 7 days, single use. A new link retires the customer's older ones.

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
          ),
        )
        .get()?.n ?? 0
    if (recent >= limit.max) return null
    retireTokens(tx, tenantId, endCustomerId, now)
    const { token, hash } = createToken()
    tx.insert(endCustomerAuthTokens)
      .values({ tenantId, endCustomerId, tokenHash: hash, expiresAt: now + CUSTOMER_TOKEN_DAYS * DAY_MS, createdAt: now })
      .run()
    return token
  })
}

type Writer = Db | Tx

function retireTokens(db: Writer, tenantId: string, endCustomerId: string, now: number) {
  db.update(endCustomerAuthTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(endCustomerAuthTokens.tenantId, tenantId),
        eq(endCustomerAuthTokens.endCustomerId, endCustomerId),
        isNull(endCustomerAuthTokens.usedAt),
      ),
    )
    .run()
}

/** A deactivated customer's unused links stop working. */
export function retireCustomerTokens(tenantId: string, endCustomerId: string, now = Date.now()) {
  retireTokens(getDb(), tenantId, endCustomerId, now)
}
