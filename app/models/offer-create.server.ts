import { and, desc, eq } from 'drizzle-orm'
import { endCustomers, events, offerRequests, offers } from '~/db/schema'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { addDays, berlinDate } from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { insertOfferLines, linesFromRequest } from './offer-lines.server'
import { findOwn } from './find-own.server'
import { moveOfferRequest } from './offer-request-move.server'

// Where offer drafts come from: a customer's request (its lines) or an event
// (one flat line); valid 30 days, with the billing profile's texts.

function offerDefaults(tenantId: string, tx: Tx) {
  const p = findBillingProfile(tenantId, tx)
  return { intro: p?.introText ?? null, closing: p?.closingText ?? null }
}

export type FromRequestResult =
  { ok: true; id: string; created: boolean } | { ok: false; reason: 'not-found' | 'closed' }

/**
 * The offer draft filled from an open request's lines; the request becomes
 * 'drafted'. A request someone already made an offer from answers with that
 * offer (its newest version), so a second click never makes a second draft.
 */
export function offerFromRequest(tenantId: string, requestId: string, now = Date.now()): FromRequestResult {
  return writeTransaction((tx): FromRequestResult => {
    const request = findOwn(offerRequests, tenantId, requestId, tx)
    if (!request) return { ok: false, reason: 'not-found' }
    if (request.status !== 'open') {
      const latest = tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, request.id)))
        .orderBy(desc(offers.version), desc(offers.createdAt))
        .limit(1)
        .get()
      return latest ? { ok: true, id: latest.id, created: false } : { ok: false, reason: 'closed' }
    }
    const offer = tx
      .insert(offers)
      .values({
        tenantId,
        eventId: request.eventId,
        endCustomerId: request.endCustomerId,
        offerRequestId: request.id,
        eventName: request.eventName,
        customerName: request.customerName,
        validUntil: addDays(berlinDate(now), 30),
        ...offerDefaults(tenantId, tx),
        createdAt: now,
      })
      .returning({ id: offers.id })
      .get()
    insertOfferLines(tx, tenantId, offer.id, linesFromRequest(tenantId, request.snapshotJson, tx))
    moveOfferRequest(tx, tenantId, request.id, 'drafted', { from: ['open'] })
    return { ok: true, id: offer.id, created: true }
  })
}

/** The id of the request's offer draft (made now, or the one made before); null when there is none to be had. */
export function createOfferFromRequest(tenantId: string, requestId: string, now = Date.now()) {
  const made = offerFromRequest(tenantId, requestId, now)
  return made.ok ? made.id : null
}

/** The newest offer made from a request (any state), or null. */
export function latestOfferOfRequest(tenantId: string, requestId: string) {
  return (
    getDb()
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, requestId)))
      .orderBy(desc(offers.version), desc(offers.createdAt))
      .limit(1)
      .get()?.id ?? null
  )
}

export function createOfferFromEvent(tenantId: string, eventId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const event = findOwn(events, tenantId, eventId, tx)
    if (!event) return null
    const customer = event.endCustomerId
      ? tx.select({ name: endCustomers.name }).from(endCustomers).where(eq(endCustomers.id, event.endCustomerId)).get()
      : undefined
    const offer = tx
      .insert(offers)
      .values({
        tenantId,
        eventId: event.id,
        endCustomerId: event.endCustomerId,
        eventName: event.name,
        customerName: customer?.name ?? null,
        validUntil: addDays(berlinDate(now), 30),
        ...offerDefaults(tenantId, tx),
        createdAt: now,
      })
      .returning({ id: offers.id })
      .get()
    insertOfferLines(tx, tenantId, offer.id, [
      { text: event.name, quantityMilli: 1000, unit: 'flat', unitPriceCents: 0, vatRate: 19, group: null },
    ])
    return offer.id
  })
}
