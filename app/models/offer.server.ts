import { and, desc, eq, sql } from 'drizzle-orm'
import { offerLines, offers } from '~/db/schema'
import type { BillingDocument } from '~/domain/billing/document'
import { computeTotals } from '~/domain/billing/totals'
import type { OfferFormValue } from '~/forms/offer'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import {
  addDays,
  berlinDate,
  buyerOf,
  offerLineRows,
  sellerOf,
  serviceDateOf,
  toDocumentLine,
} from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { recordEventActivity } from './event-activity.server'
import { nextDocumentNumber } from './number-sequence.server'
import { formLines, insertOfferLines } from './offer-lines.server'
import { findOwn, ownRow } from './find-own.server'
import { moveOfferRequest } from './offer-request-move.server'

// Offers: draft (editable) → sent (number, frozen document) → accepted /
// declined by the customer in the portal; a new version supersedes a sent one.

export type Offer = typeof offers.$inferSelect

export function findOffer(tenantId: string, offerId: string) {
  return findOwn(offers, tenantId, offerId)
}

export function findOfferWithLines(tenantId: string, offerId: string) {
  const offer = findOffer(tenantId, offerId)
  return offer ? { offer, lines: offerLineRows(tenantId, offer.id) } : null
}

export type SaveResult = { ok: true } | { ok: false; reason: 'not-draft' }

export function saveOfferDraft(tenantId: string, offerId: string, value: OfferFormValue): SaveResult {
  return writeTransaction((tx) => {
    const updated = tx
      .update(offers)
      .set({ validUntil: value.valid_until, intro: value.intro, closing: value.closing })
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), eq(offers.status, 'draft')))
      .run().changes
    if (!updated) return { ok: false, reason: 'not-draft' }
    tx.delete(offerLines)
      .where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offerId)))
      .run()
    insertOfferLines(tx, tenantId, offerId, formLines(value.lines))
    return { ok: true }
  })
}

export function offerDocument(
  tenantId: string,
  offer: Offer,
  number: string | null,
  issueDate: string,
  tx?: Tx,
): BillingDocument {
  const lines = offerLineRows(tenantId, offer.id, tx).map((l, i) => toDocumentLine(l, i + 1))
  return {
    kind: 'offer',
    number,
    issueDate,
    dueDate: offer.validUntil,
    serviceDate: serviceDateOf(tenantId, offer.eventId, issueDate, tx),
    currency: 'EUR',
    seller: sellerOf(tenantId, tx),
    buyer: buyerOf(tenantId, offer.endCustomerId, offer.customerName, tx),
    eventName: offer.eventName,
    intro: offer.intro,
    closing: offer.closing,
    lines,
    paymentTermsText: null,
  }
}

export type SendResult =
  { ok: true; offer: Offer } | { ok: false; reason: 'not-draft' | 'empty' | 'no-customer' | 'expired' }

/** Assigns the number, freezes the document; a replaced version becomes 'superseded'. */
export function sendOffer(
  tenantId: string,
  offerId: string,
  actor: { id: string; name: string },
  now = Date.now(),
): SendResult {
  return writeTransaction((tx) => {
    const offer = findOwn(offers, tenantId, offerId, tx)
    if (!offer || offer.status !== 'draft') return { ok: false, reason: 'not-draft' }
    if (!offer.endCustomerId) return { ok: false, reason: 'no-customer' }
    const today = berlinDate(now)
    if (offer.validUntil && offer.validUntil < today) return { ok: false, reason: 'expired' }
    const lines = offerLineRows(tenantId, offer.id, tx)
    if (!lines.length || lines.every((l) => l.unitPriceCents === 0)) return { ok: false, reason: 'empty' }
    const year = Number(today.slice(0, 4))
    const pattern = findBillingProfile(tenantId, tx)?.offerPattern ?? 'AN-{YYYY}-{NNNN}'
    const number = nextDocumentNumber(tx, tenantId, 'offer', pattern, year)
    const doc = offerDocument(tenantId, offer, number, today, tx)
    const totals = computeTotals(doc)
    const sent = tx
      .update(offers)
      .set({
        status: 'sent',
        number,
        issueDate: today,
        sentAt: now,
        documentJson: JSON.stringify(doc),
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
      })
      .where(eq(offers.id, offer.id))
      .returning()
      .get()
    if (offer.replacesOfferId) {
      // a sent version is replaced now; an accepted one stays the order until its Nachtrag is accepted
      tx.update(offers)
        .set({ status: 'superseded' })
        .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.replacesOfferId), eq(offers.status, 'sent')))
        .run()
    }
    if (offer.offerRequestId) {
      moveOfferRequest(tx, tenantId, offer.offerRequestId, 'sent', { from: ['open', 'drafted', 'declined'] })
    }
    if (offer.eventId) {
      recordEventActivity(
        tenantId,
        {
          eventId: offer.eventId,
          kind: 'offer-sent',
          actor: { type: 'staff', ...actor },
          details: { number, summary: `Angebot ${number} versendet` },
          at: now,
        },
        tx,
      )
    }
    return { ok: true, offer: sent }
  })
}

/**
 * A new draft version (same lines) of a sent, declined or accepted offer; of
 * an accepted one it is a Nachtrag: the accepted version stays the order until
 * the customer accepts the new one. A draft that already replaces this offer
 * is returned instead of a second one.
 */
export function newOfferVersion(tenantId: string, offerId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const offer = findOwn(offers, tenantId, offerId, tx)
    if (!offer || !['sent', 'declined', 'accepted'].includes(offer.status)) return null
    const pending = tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.replacesOfferId, offer.id), eq(offers.status, 'draft')))
      .get()
    if (pending) return pending.id
    const copy = tx
      .insert(offers)
      .values({
        tenantId,
        eventId: offer.eventId,
        endCustomerId: offer.endCustomerId,
        offerRequestId: offer.offerRequestId,
        replacesOfferId: offer.id,
        version: offer.version + 1,
        eventName: offer.eventName,
        customerName: offer.customerName,
        validUntil: addDays(berlinDate(now), 30),
        intro: offer.intro,
        closing: offer.closing,
        createdAt: now,
      })
      .returning({ id: offers.id })
      .get()
    const lines = offerLineRows(tenantId, offer.id, tx)
    if (lines.length)
      tx.insert(offerLines)
        .values(lines.map(({ id: _id, offerId: _o, ...l }) => ({ ...l, offerId: copy.id })))
        .run()
    return copy.id
  })
}

/** The version a draft replaces (number and version), for the line 'Nachtrag zu …'. */
export function replacedVersion(tenantId: string, offer: Pick<Offer, 'replacesOfferId'>) {
  if (!offer.replacesOfferId) return null
  const row = getDb()
    .select({
      id: offers.id,
      number: offers.number,
      version: offers.version,
      status: offers.status,
      signerName: offers.signerName,
    })
    .from(offers)
    .where(ownRow(offers, tenantId, offer.replacesOfferId))
    .get()
  return row
    ? { id: row.id, number: row.number, version: row.version, status: row.status, wasOrder: row.signerName !== null }
    : null
}

export type DeleteDraftResult = { ok: true; eventId: string | null } | { ok: false; reason: 'not-draft' }

/**
 * Deletes a draft offer (never a sent one). A request whose only offer was
 * this draft is open again, so 'Angebot erstellen' shows once more.
 */
export function deleteOfferDraft(tenantId: string, offerId: string): DeleteDraftResult | null {
  return writeTransaction((tx): DeleteDraftResult | null => {
    const offer = findOwn(offers, tenantId, offerId, tx)
    if (!offer) return null
    if (offer.status !== 'draft') return { ok: false, reason: 'not-draft' }
    tx.delete(offerLines)
      .where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offer.id)))
      .run()
    tx.delete(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.id), eq(offers.status, 'draft')))
      .run()
    if (offer.offerRequestId) {
      const others = tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, offer.offerRequestId)))
        .get()
      if (!others) moveOfferRequest(tx, tenantId, offer.offerRequestId, 'open', { from: ['drafted'] })
    }
    return { ok: true, eventId: offer.eventId }
  })
}

/** The customer's sent offers (never drafts), newest first. */
export function listCustomerOffers(tenantId: string, endCustomerId: string) {
  return getDb()
    .select({
      id: offers.id,
      number: offers.number,
      status: offers.status,
      eventName: offers.eventName,
      issueDate: offers.issueDate,
      validUntil: offers.validUntil,
      grossCents: offers.grossCents,
    })
    .from(offers)
    .where(
      and(eq(offers.tenantId, tenantId), eq(offers.endCustomerId, endCustomerId), sql`${offers.number} is not null`),
    )
    .orderBy(desc(offers.createdAt))
    .all()
}
