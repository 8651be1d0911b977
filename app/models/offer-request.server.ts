import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { events, offerRequests, profiles, users } from '~/db/schema'
import { cartLockReason } from '~/domain/cart'
import type { OfferSnapshot } from '~/domain/offer-snapshot'
import { getDb, writeTransaction } from '~/utils/db.server'
import { openOfferRequest } from './cart.server'
import { recordEventActivity, type ActivityActor } from './event-activity.server'
import { enqueueWebhook } from './webhook-outbox.server'
import { findOwn, ownRow } from './find-own.server'
import { moveOfferRequest } from './offer-request-move.server'

// Offer requests: a frozen copy of the cart (lines, unit prices, VAT per rate,
// totals). While one is open for an event, its cart is locked.

export type NewOfferRequest = {
  eventId: string
  endCustomerId: string
  customerName: string | null
  customerEmail: string
}

export type OfferResult =
  | { ok: true; id: string; createdAt: number; grossCents: number }
  | { ok: false; reason: 'deadline' | 'offer' | 'not-found' | 'empty' }

/** Re-checks the lock and builds the snapshot inside one write transaction. */
export function createOfferRequest(
  tenantId: string,
  input: NewOfferRequest,
  buildSnapshot: () => OfferSnapshot,
  now = Date.now(),
): OfferResult {
  return writeTransaction((tx) => {
    const event = tx
      .select()
      .from(events)
      .where(
        and(eq(events.tenantId, tenantId), eq(events.id, input.eventId), eq(events.endCustomerId, input.endCustomerId)),
      )
      .get()
    if (!event) return { ok: false, reason: 'not-found' }
    const lock = cartLockReason(event, openOfferRequest(tenantId, event.id, tx)?.createdAt ?? null, now)
    if (lock) return { ok: false, reason: lock }
    const snapshot = buildSnapshot()
    if (snapshot.lines.length === 0) return { ok: false, reason: 'empty' }
    const row = tx
      .insert(offerRequests)
      .values({
        tenantId,
        eventId: event.id,
        endCustomerId: input.endCustomerId,
        status: 'open',
        eventName: event.name,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        snapshotJson: JSON.stringify(snapshot),
        netCents: snapshot.totals.netCents,
        vatCents: snapshot.totals.vatCents,
        grossCents: snapshot.totals.grossCents,
        createdAt: now,
      })
      .returning({ id: offerRequests.id, createdAt: offerRequests.createdAt, grossCents: offerRequests.grossCents })
      .get()
    const actor = {
      type: 'customer' as const,
      id: input.endCustomerId,
      name: input.customerName || input.customerEmail,
    }
    recordEventActivity(
      tenantId,
      { eventId: event.id, kind: 'offer-requested', actor, details: { grossCents: row.grossCents }, at: now },
      tx,
    )
    const data = {
      id: row.id,
      event_id: event.id,
      end_customer_id: input.endCustomerId,
      status: 'open',
      gross_cents: row.grossCents,
      created_at: new Date(now).toISOString(),
    }
    enqueueWebhook(tenantId, 'offer_request.created', data, tx, now)
    return { ok: true, ...row }
  })
}

export const OFFERS_PER_PAGE = 50

/** One page of the tenant's offer requests, newest first. */
export function listOfferRequests(tenantId: string, { page = 1, perPage = OFFERS_PER_PAGE } = {}) {
  const db = getDb()
  const total = db.select({ n: count() }).from(offerRequests).where(eq(offerRequests.tenantId, tenantId)).get()!.n
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const requests = db
    .select({
      id: offerRequests.id,
      eventName: offerRequests.eventName,
      customerName: offerRequests.customerName,
      customerEmail: offerRequests.customerEmail,
      status: offerRequests.status,
      grossCents: offerRequests.grossCents,
      createdAt: offerRequests.createdAt,
    })
    .from(offerRequests)
    .where(eq(offerRequests.tenantId, tenantId))
    .orderBy(desc(offerRequests.createdAt), desc(offerRequests.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all()
  return { requests, total, page: current, pageCount }
}

export function findOfferRequest(tenantId: string, offerId: string) {
  return findOwn(offerRequests, tenantId, offerId)
}

/** Who hears of a new request: the tenant's admins and the event's planner. */
export function offerRecipients(tenantId: string, plannerUserId: string | null) {
  const rows = getDb()
    .select({ userId: users.id, email: users.email, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, ['tenant_admin', 'tenant_planner'])))
    .all()
  const emails = rows.filter((r) => r.role === 'tenant_admin' || r.userId === plannerUserId).map((r) => r.email)
  return [...new Set(emails)]
}

/**
 * Who hears that a customer accepted or declined an offer: the event's
 * assigned planner (while still on the team), else the tenant's admins.
 */
export function orderMailRecipients(tenantId: string, eventId: string | null) {
  const db = getDb()
  const planner = eventId
    ? db
        .select({ email: users.email })
        .from(events)
        .innerJoin(profiles, and(eq(profiles.userId, events.assignedPlannerId), eq(profiles.tenantId, tenantId)))
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            eq(events.tenantId, tenantId),
            eq(events.id, eventId),
            inArray(profiles.role, ['tenant_admin', 'tenant_planner']),
          ),
        )
        .get()
    : undefined
  if (planner) return [planner.email]
  const admins = db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'tenant_admin')))
    .all()
  return [...new Set(admins.map((a) => a.email))]
}

/** The most recent answer to this event's requests, for the customer's cart panel. */
export function latestDecidedOffer(tenantId: string, eventId: string) {
  return (
    getDb()
      .select({
        status: offerRequests.status,
        createdAt: offerRequests.createdAt,
        decidedAt: offerRequests.decidedAt,
        grossCents: offerRequests.grossCents,
      })
      .from(offerRequests)
      .where(
        and(
          eq(offerRequests.tenantId, tenantId),
          eq(offerRequests.eventId, eventId),
          inArray(offerRequests.status, ['ordered', 'declined']),
        ),
      )
      .orderBy(desc(offerRequests.decidedAt))
      .limit(1)
      .get() ?? null
  )
}

export type OfferDecision = 'declined'

/**
 * Staff decline a request nobody has made an offer from (open or with a
 * draft only). Declining ends the cart lock; an order only ever comes from the
 * customer accepting an offer. Returns the declined row and the event's
 * deadline (read in the same transaction), or null when the request was not
 * undecided: only the first decision counts. The transaction has committed
 * when this returns, so mails go out after it.
 */
export function decideOfferRequest(
  tenantId: string,
  offerId: string,
  decision: OfferDecision,
  now = Date.now(),
  actor: ActivityActor = { type: 'system' },
) {
  return writeTransaction((tx) => {
    const offer = moveOfferRequest(tx, tenantId, offerId, decision, { from: ['open', 'drafted'], decidedAt: now })
    if (!offer) return null
    if (offer.eventId) {
      recordEventActivity(
        tenantId,
        { eventId: offer.eventId, kind: 'offer-declined', actor, details: { grossCents: offer.grossCents }, at: now },
        tx,
      )
    }
    const event = offer.eventId
      ? tx
          .select({ deadlineAt: events.deadlineAt })
          .from(events)
          .where(ownRow(events, tenantId, offer.eventId))
          .get()
      : undefined
    return { offer, event: event ?? null }
  })
}

export type DecidedOffer = NonNullable<ReturnType<typeof decideOfferRequest>>
