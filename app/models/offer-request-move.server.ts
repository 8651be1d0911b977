import { and, eq, inArray } from 'drizzle-orm'
import { offerRequests } from '~/db/schema'
import { type OfferRequestStatus } from '~/domain/offer-request-status'
import { type Tx } from '~/utils/db.server'

/**
 * Moves one request of the tenant on to `to` if it is in one of `from` (in any
 * state when `from` is left out); a decision (ordered, declined) carries the
 * moment it was made. The moved row, or undefined when nothing moved (another
 * tenant's id, or a request in another state).
 */
export function moveOfferRequest(
  tx: Tx,
  tenantId: string,
  requestId: string,
  to: OfferRequestStatus,
  { from, decidedAt }: { from?: readonly OfferRequestStatus[]; decidedAt?: number } = {},
) {
  return tx
    .update(offerRequests)
    .set(decidedAt === undefined ? { status: to } : { status: to, decidedAt })
    .where(
      and(
        eq(offerRequests.tenantId, tenantId),
        eq(offerRequests.id, requestId),
        from ? inArray(offerRequests.status, [...from]) : undefined,
      ),
    )
    .returning()
    .get()
}
