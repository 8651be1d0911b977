import { sql } from 'drizzle-orm'
import { median } from '~/domain/analytics-period'
import { getDb } from '~/utils/db.server'
import type { Span } from './analytics-revenue.server'

// From offer request to order on /tenant/analytics: requests decided, the
// offer funnel and the orders placed in a span.

/** Offer requests created in the span: decided how, conversion and median days to decision. */
export function pipeline(tenantId: string, span: Span) {
  const db = getDb()
  const counts = db.get<{ total: number; accepted: number; declined: number; open: number }>(sql`
    select count(*) as total, coalesce(sum(status = 'ordered'), 0) as accepted,
      coalesce(sum(status = 'declined'), 0) as declined, coalesce(sum(status in ('open', 'drafted', 'sent')), 0) as open
    from offer_requests where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to}`)
  const durations = db
    .all<{ d: number }>(
      sql`
      select decided_at - created_at as d from offer_requests
      where tenant_id = ${tenantId} and created_at >= ${span.from} and created_at < ${span.to} and decided_at is not null`,
    )
    .map((r) => r.d)
  const accepted = Number(counts?.accepted ?? 0)
  const declined = Number(counts?.declined ?? 0)
  const total = Number(counts?.total ?? 0)
  return {
    total,
    accepted,
    declined,
    open: Number(counts?.open ?? 0),
    conversion: accepted + declined === 0 ? 0 : accepted / (accepted + declined),
    medianDays: days(median(durations)),
    offers: offerFunnel(tenantId, span, total),
    orders: orderCounts(tenantId, span),
  }
}

/**
 * Orders the customers placed in the span, however the offer was made: an
 * offer counts when the customer accepted it (it keeps the signer even after
 * a Nachtrag supersedes it). A new order is an acceptance whose replaced
 * version was never accepted; an accepted version of an order is a Nachtrag.
 */
function orderCounts(tenantId: string, span: Span) {
  const row = getDb().get<{ orders: number; fromRequests: number; changes: number }>(sql`
    select
      coalesce(sum(p.id is null), 0) as orders,
      coalesce(sum(p.id is null and o.offer_request_id is not null), 0) as fromRequests,
      coalesce(sum(p.id is not null), 0) as changes
    from offers o
    left join offers p on p.tenant_id = ${tenantId} and p.id = o.replaces_offer_id and p.signer_name is not null
    where o.tenant_id = ${tenantId} and o.signer_name is not null and o.decided_at >= ${span.from} and o.decided_at < ${span.to}`)
  const orders = Number(row?.orders ?? 0)
  const fromRequests = Number(row?.fromRequests ?? 0)
  return { total: orders, fromRequests, fromEvents: orders - fromRequests, changes: Number(row?.changes ?? 0) }
}

const days = (ms: number) => Math.round((ms / 86_400_000) * 10) / 10

/**
 * The requests created in the span, followed to their offers (every version):
 * request → first offer sent → offer accepted by the customer, the rates of
 * each step and the median days between the steps.
 */
function offerFunnel(tenantId: string, span: Span, requests: number) {
  const rows = getDb().all<{ created: number; sent: number | null; accepted: number | null }>(sql`
    select r.created_at as created, min(o.sent_at) as sent,
      min(case when o.status = 'accepted' then o.decided_at end) as accepted
    from offer_requests r
    left join offers o on o.tenant_id = ${tenantId} and o.offer_request_id = r.id and o.sent_at is not null
    where r.tenant_id = ${tenantId} and r.created_at >= ${span.from} and r.created_at < ${span.to}
    group by r.id`)
  const sent = rows.filter((r) => r.sent !== null)
  const accepted = sent.filter((r) => r.accepted !== null)
  return {
    sent: sent.length,
    accepted: accepted.length,
    sentRate: requests === 0 ? 0 : sent.length / requests,
    acceptRate: sent.length === 0 ? 0 : accepted.length / sent.length,
    medianDaysToOffer: days(median(sent.map((r) => Number(r.sent) - Number(r.created)))),
    medianDaysToAcceptance: days(median(accepted.map((r) => Number(r.accepted) - Number(r.sent)))),
  }
}
