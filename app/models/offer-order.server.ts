import { and, eq, inArray } from 'drizzle-orm'
import { endCustomers, events, offers } from '~/db/schema'
import { offerJson } from '~/domain/api/serialize'
import { writeTransaction, type Tx } from '~/utils/db.server'
import { berlinDate } from './billing-document.server'
import { recordEventActivity } from './event-activity.server'
import { offerState } from '~/domain/billing/offer-state'
import { type Offer } from './offer.server'
import { enqueueEventChange, enqueueWebhook } from './webhook-outbox.server'
import { findOwn } from './find-own.server'
import { moveOfferRequest } from './offer-request-move.server'

// The customer's decision on a sent offer (portal) and the order an accepted
// one makes.

export type DecideResult = { ok: true; offer: Offer } | { ok: false; reason: 'not-open' | 'expired' | 'address' }

/** The customer accepts (name typed, time and address kept: the order confirmation) or declines. */
export function decideOffer(
  tenantId: string,
  endCustomerId: string,
  offerId: string,
  decision: { kind: 'accept'; signerName: string; ip: string | null } | { kind: 'decline' },
  now = Date.now(),
): DecideResult | null {
  return writeTransaction((tx) => {
    const offer = tx
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), eq(offers.endCustomerId, endCustomerId)))
      .get()
    if (!offer) return null
    if (offer.status !== 'sent') return { ok: false, reason: 'not-open' }
    if (offerState(offer, berlinDate(now)) === 'expired') return { ok: false, reason: 'expired' }
    if (decision.kind === 'accept') {
      const c = findOwn(endCustomers, tenantId, endCustomerId, tx)
      if (!c?.street || !c.postcode || !c.city) return { ok: false, reason: 'address' }
    }
    const updated = tx
      .update(offers)
      .set(
        decision.kind === 'accept'
          ? { status: 'accepted', decidedAt: now, signerName: decision.signerName, signerIp: decision.ip }
          : { status: 'declined', decidedAt: now },
      )
      .where(and(eq(offers.id, offer.id), eq(offers.status, 'sent')))
      .returning()
      .get()
    if (offer.eventId) {
      const label =
        decision.kind === 'accept' ? `Angebot ${offer.number} angenommen` : `Angebot ${offer.number} abgelehnt`
      recordEventActivity(
        tenantId,
        {
          eventId: offer.eventId,
          kind: decision.kind === 'accept' ? 'offer-accepted' : 'offer-declined',
          actor: { type: 'customer', id: endCustomerId, name: offer.customerName ?? '' },
          details: { number: offer.number, summary: label },
          at: now,
        },
        tx,
      )
    }
    if (decision.kind === 'accept') {
      recordOrder(tx, tenantId, offer, { type: 'customer', id: endCustomerId, name: offer.customerName ?? '' }, now)
      enqueueWebhook(tenantId, 'offer.accepted', offerJson(updated), tx, now)
    } else if (offer.offerRequestId && !offer.replacesOfferId) {
      // a declined Nachtrag leaves the order as it was; a declined first offer declines the request
      moveOfferRequest(tx, tenantId, offer.offerRequestId, 'declined', {
        from: ['open', 'drafted', 'sent'],
        decidedAt: now,
      })
    }
    return { ok: true, offer: updated }
  })
}

/**
 * What an accepted offer sets in motion, in the accepting transaction: the
 * version it replaces is superseded (this one is the order now), its request
 * is 'ordered', and a draft event is confirmed.
 */
function recordOrder(
  tx: Tx,
  tenantId: string,
  offer: Offer,
  actor: { type: 'customer'; id: string; name: string },
  now: number,
) {
  if (offer.replacesOfferId) {
    tx.update(offers)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(offers.tenantId, tenantId),
          eq(offers.id, offer.replacesOfferId),
          inArray(offers.status, ['sent', 'accepted']),
        ),
      )
      .run()
  }
  if (offer.offerRequestId) {
    moveOfferRequest(tx, tenantId, offer.offerRequestId, 'ordered', { decidedAt: now })
  }
  if (offer.eventId) {
    const confirmed = tx
      .update(events)
      .set({ status: 'confirmed' })
      .where(and(eq(events.tenantId, tenantId), eq(events.id, offer.eventId), eq(events.status, 'draft')))
      .returning()
      .get()
    if (confirmed) {
      enqueueEventChange(tenantId, confirmed, 'draft', tx)
      recordEventActivity(
        tenantId,
        { eventId: offer.eventId, kind: 'status', actor, details: { from: 'draft', to: 'confirmed' }, at: now },
        tx,
      )
    }
  }
}
