import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { endCustomers, events, offerLines, offerRequests, offers, services } from '~/db/schema'
import type { BillingDocument } from '~/domain/billing/document'
import { LINE_UNITS, splitServiceLine, unitOfPricing, type LineUnit } from '~/domain/billing/line-units'
import { computeTotals } from '~/domain/billing/totals'
import { parseOfferSnapshot } from '~/domain/offer-snapshot'
import { netFromGross } from '~/domain/pricing'
import { e4ToCents, unitPriceE4, type PriceBasis, type UnitPrice } from '~/domain/pricing/engine'
import type { OfferFormValue } from '~/forms/offer'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { addDays, berlinDate, buyerOf, offerLineRows, sellerOf, serviceDateOf, toDocumentLine } from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { recordEventActivity } from './event-activity.server'
import { nextDocumentNumber } from './number-sequence.server'
import { offerJson } from '~/domain/api/serialize'
import { enqueueEventChange, enqueueWebhook } from './webhook-outbox.server'

// Offers: draft (editable) → sent (number, frozen document) → accepted /
// declined by the customer in the portal; a new version supersedes a sent one.

export type Offer = typeof offers.$inferSelect
export type NewLine = {
  text: string
  quantityMilli: number
  unit: LineUnit
  /** the unit price in cents, net (shown; exact unless unitPriceE4 is set) */
  unitPriceCents: number
  vatRate: number
  group: string | null
  /** the exact unit price (euros × 10 000) on the side it was entered (ADR 128) */
  unitPriceE4?: number | null
  priceBasis?: PriceBasis | null
}

/** Cents and exact columns of a unit price: a net price in whole cents needs no exact column. */
export function priceColumns(price: UnitPrice, rate: number) {
  const exact = price.basis === 'gross' || price.e4 % 100 !== 0
  return { unitPriceCents: e4ToCents(unitPriceE4(price, rate, 'net')), unitPriceE4: exact ? price.e4 : null, priceBasis: exact ? price.basis : null }
}

/** The stored columns of an entered line (offer or invoice draft); a discount is stored negative. */
export function lineRow(l: NewLine) {
  return {
    text: l.text,
    quantityMilli: l.quantityMilli,
    unitCode: LINE_UNITS[l.unit].code,
    unitLabel: LINE_UNITS[l.unit].label,
    unitPriceCents: l.unit === 'discount' ? -Math.abs(l.unitPriceCents) : l.unitPriceCents,
    vatRate: l.vatRate,
    groupKey: l.group,
    unitPriceE4: l.unitPriceE4 == null ? null : l.unit === 'discount' ? -Math.abs(l.unitPriceE4) : l.unitPriceE4,
    priceBasis: l.unitPriceE4 == null ? null : (l.priceBasis ?? 'net'),
  }
}

/** Form lines (offer editor, invoice draft) as lines to store, priced on the side they were entered. */
export function formLines(lines: OfferFormValue['lines']): NewLine[] {
  return lines.map((l) => ({
    text: l.text,
    quantityMilli: l.quantity,
    unit: l.unit,
    vatRate: l.vat_rate,
    group: l.group || null,
    ...priceColumns({ basis: l.price_basis ?? 'net', e4: l.unit_price_e4 ?? l.unit_price * 100 }, l.vat_rate),
  }))
}

function insertLines(tx: Tx, tenantId: string, offerId: string, lines: NewLine[]) {
  if (!lines.length) return
  tx.insert(offerLines)
    .values(
      lines.map((l, i) => ({
        tenantId,
        offerId,
        position: i + 1,
        text: l.text,
        quantityMilli: l.quantityMilli,
        unitCode: LINE_UNITS[l.unit].code,
        unitLabel: LINE_UNITS[l.unit].label,
        unitPriceCents: l.unit === 'discount' ? -Math.abs(l.unitPriceCents) : l.unitPriceCents,
        vatRate: l.vatRate,
        groupKey: l.group,
        unitPriceE4: l.unitPriceE4 == null ? null : l.unit === 'discount' ? -Math.abs(l.unitPriceE4) : l.unitPriceE4,
        priceBasis: l.unitPriceE4 == null ? null : (l.priceBasis ?? 'net'),
      })),
    )
    .run()
}

function defaults(tenantId: string, tx: Tx) {
  const p = findBillingProfile(tenantId, tx)
  return { intro: p?.introText ?? null, closing: p?.closingText ?? null }
}

/**
 * Lines of an offer request's snapshot. Each engine piece becomes one line
 * that keeps its quantity, unit, service name and exact unit price; the two
 * pieces of a drinks share are one group. Requests made before the engine
 * (no pieces) keep the old reading.
 */
export function linesFromRequest(tenantId: string, snapshotJson: string, tx: Tx): NewLine[] {
  const snapshot = parseOfferSnapshot(snapshotJson)
  if (!snapshot) return []
  const legacy = snapshot.lines.filter((l) => !l.pieces?.length)
  const ids = legacy.map((l) => l.serviceId)
  const splits = new Map(
    ids.length
      ? tx.select({ id: services.id, split: services.vatSplitPercent }).from(services).where(and(eq(services.tenantId, tenantId), inArray(services.id, ids))).all().map((s) => [s.id, s.split])
      : [],
  )
  return snapshot.lines.flatMap((l, i): NewLine[] => {
    if (l.pieces?.length) {
      const pieces = l.pieces
      const named = pieces.length > 1
      return pieces.map((p) => ({
        text: named ? `${l.name} – ${p.label}` : l.name,
        quantityMilli: p.quantity * 1000,
        unit: p.unit,
        vatRate: p.rate,
        group: pieces.some((x) => x.share) ? `g${i + 1}` : null,
        ...priceColumns(p.price, p.rate),
      }))
    }
    const exact = l.unitPriceCents * l.quantity === l.lineTotalCents && l.quantity > 0
    const base: NewLine = {
      text: l.name,
      quantityMilli: exact ? l.quantity * 1000 : 1000,
      unit: exact ? unitOfPricing(l.unit) : 'flat',
      unitPriceCents: netFromGross(exact ? l.unitPriceCents : l.lineTotalCents, l.taxRate),
      vatRate: [19, 7, 0].includes(l.taxRate) ? l.taxRate : 19,
      group: null,
    }
    return splitServiceLine(base, splits.get(l.serviceId) ?? null, `g${i + 1}`)
  })
}

export type FromRequestResult = { ok: true; id: string; created: boolean } | { ok: false; reason: 'not-found' | 'closed' }

/**
 * The offer draft filled from an open request's lines; the request becomes
 * 'drafted'. A request someone already made an offer from answers with that
 * offer (its newest version), so a second click never makes a second draft.
 */
export function offerFromRequest(tenantId: string, requestId: string, now = Date.now()): FromRequestResult {
  return writeTransaction((tx): FromRequestResult => {
    const request = tx.select().from(offerRequests).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, requestId))).get()
    if (!request) return { ok: false, reason: 'not-found' }
    if (request.status !== 'open') {
      const latest = tx.select({ id: offers.id }).from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, request.id))).orderBy(desc(offers.version), desc(offers.createdAt)).limit(1).get()
      return latest ? { ok: true, id: latest.id, created: false } : { ok: false, reason: 'closed' }
    }
    const offer = tx
      .insert(offers)
      .values({ tenantId, eventId: request.eventId, endCustomerId: request.endCustomerId, offerRequestId: request.id, eventName: request.eventName, customerName: request.customerName, validUntil: addDays(berlinDate(now), 30), ...defaults(tenantId, tx), createdAt: now })
      .returning({ id: offers.id })
      .get()
    insertLines(tx, tenantId, offer.id, linesFromRequest(tenantId, request.snapshotJson, tx))
    tx.update(offerRequests).set({ status: 'drafted' }).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, request.id), eq(offerRequests.status, 'open'))).run()
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
  return getDb().select({ id: offers.id }).from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, requestId))).orderBy(desc(offers.version), desc(offers.createdAt)).limit(1).get()?.id ?? null
}

export function createOfferFromEvent(tenantId: string, eventId: string, now = Date.now()) {
  return writeTransaction((tx) => {
    const event = tx.select().from(events).where(and(eq(events.tenantId, tenantId), eq(events.id, eventId))).get()
    if (!event) return null
    const customer = event.endCustomerId ? tx.select({ name: endCustomers.name }).from(endCustomers).where(eq(endCustomers.id, event.endCustomerId)).get() : undefined
    const offer = tx
      .insert(offers)
      .values({ tenantId, eventId: event.id, endCustomerId: event.endCustomerId, eventName: event.name, customerName: customer?.name ?? null, validUntil: addDays(berlinDate(now), 30), ...defaults(tenantId, tx), createdAt: now })
      .returning({ id: offers.id })
      .get()
    insertLines(tx, tenantId, offer.id, [{ text: event.name, quantityMilli: 1000, unit: 'flat', unitPriceCents: 0, vatRate: 19, group: null }])
    return offer.id
  })
}

export function findOffer(tenantId: string, offerId: string) {
  return getDb().select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId))).get() ?? null
}

export function findOfferWithLines(tenantId: string, offerId: string) {
  const offer = findOffer(tenantId, offerId)
  return offer ? { offer, lines: offerLineRows(tenantId, offer.id) } : null
}

/** 'expired': sent and past its valid-until date (Berlin). */
export function offerState(offer: Pick<Offer, 'status' | 'validUntil'>, today: string) {
  if (offer.status === 'sent' && offer.validUntil && offer.validUntil < today) return 'expired'
  return offer.status
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
    tx.delete(offerLines).where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offerId))).run()
    insertLines(tx, tenantId, offerId, formLines(value.lines))
    return { ok: true }
  })
}

export function offerDocument(tenantId: string, offer: Offer, number: string | null, issueDate: string, tx?: Tx): BillingDocument {
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

export type SendResult = { ok: true; offer: Offer } | { ok: false; reason: 'not-draft' | 'empty' | 'no-customer' | 'expired' }

/** Assigns the number, freezes the document; a replaced version becomes 'superseded'. */
export function sendOffer(tenantId: string, offerId: string, actor: { id: string; name: string }, now = Date.now()): SendResult {
  return writeTransaction((tx) => {
    const offer = tx.select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId))).get()
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
      .set({ status: 'sent', number, issueDate: today, sentAt: now, documentJson: JSON.stringify(doc), netCents: totals.netCents, vatCents: totals.vatCents, grossCents: totals.grossCents })
      .where(eq(offers.id, offer.id))
      .returning()
      .get()
    if (offer.replacesOfferId) {
      // a sent version is replaced now; an accepted one stays the order until its Nachtrag is accepted
      tx.update(offers).set({ status: 'superseded' }).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.replacesOfferId), eq(offers.status, 'sent'))).run()
    }
    if (offer.offerRequestId) {
      tx.update(offerRequests).set({ status: 'sent' }).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, offer.offerRequestId), inArray(offerRequests.status, ['open', 'drafted', 'declined']))).run()
    }
    if (offer.eventId) {
      recordEventActivity(tenantId, { eventId: offer.eventId, kind: 'offer-sent', actor: { type: 'staff', ...actor }, details: { number, summary: `Angebot ${number} versendet` }, at: now }, tx)
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
    const offer = tx.select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId))).get()
    if (!offer || !['sent', 'declined', 'accepted'].includes(offer.status)) return null
    const pending = tx.select({ id: offers.id }).from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.replacesOfferId, offer.id), eq(offers.status, 'draft'))).get()
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
    if (lines.length) tx.insert(offerLines).values(lines.map(({ id: _id, offerId: _o, ...l }) => ({ ...l, offerId: copy.id }))).run()
    return copy.id
  })
}

/** The version a draft replaces (number and version), for the line 'Nachtrag zu …'. */
export function replacedVersion(tenantId: string, offer: Pick<Offer, 'replacesOfferId'>) {
  if (!offer.replacesOfferId) return null
  const row = getDb().select({ id: offers.id, number: offers.number, version: offers.version, status: offers.status, signerName: offers.signerName }).from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.replacesOfferId))).get()
  return row ? { id: row.id, number: row.number, version: row.version, status: row.status, wasOrder: row.signerName !== null } : null
}

export type DeleteDraftResult = { ok: true; eventId: string | null } | { ok: false; reason: 'not-draft' }

/**
 * Deletes a draft offer (never a sent one). A request whose only offer was
 * this draft is open again, so 'Angebot erstellen' shows once more.
 */
export function deleteOfferDraft(tenantId: string, offerId: string): DeleteDraftResult | null {
  return writeTransaction((tx): DeleteDraftResult | null => {
    const offer = tx.select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId))).get()
    if (!offer) return null
    if (offer.status !== 'draft') return { ok: false, reason: 'not-draft' }
    tx.delete(offerLines).where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offer.id))).run()
    tx.delete(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.id), eq(offers.status, 'draft'))).run()
    if (offer.offerRequestId) {
      const others = tx.select({ id: offers.id }).from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.offerRequestId, offer.offerRequestId))).get()
      if (!others) tx.update(offerRequests).set({ status: 'open' }).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, offer.offerRequestId), eq(offerRequests.status, 'drafted'))).run()
    }
    return { ok: true, eventId: offer.eventId }
  })
}

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
    const offer = tx.select().from(offers).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), eq(offers.endCustomerId, endCustomerId))).get()
    if (!offer) return null
    if (offer.status !== 'sent') return { ok: false, reason: 'not-open' }
    if (offerState(offer, berlinDate(now)) === 'expired') return { ok: false, reason: 'expired' }
    if (decision.kind === 'accept') {
      const c = tx.select().from(endCustomers).where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.id, endCustomerId))).get()
      if (!c?.street || !c.postcode || !c.city) return { ok: false, reason: 'address' }
    }
    const updated = tx
      .update(offers)
      .set(decision.kind === 'accept' ? { status: 'accepted', decidedAt: now, signerName: decision.signerName, signerIp: decision.ip } : { status: 'declined', decidedAt: now })
      .where(and(eq(offers.id, offer.id), eq(offers.status, 'sent')))
      .returning()
      .get()
    if (offer.eventId) {
      const label = decision.kind === 'accept' ? `Angebot ${offer.number} angenommen` : `Angebot ${offer.number} abgelehnt`
      recordEventActivity(tenantId, { eventId: offer.eventId, kind: decision.kind === 'accept' ? 'offer-accepted' : 'offer-declined', actor: { type: 'customer', id: endCustomerId, name: offer.customerName ?? '' }, details: { number: offer.number, summary: label }, at: now }, tx)
    }
    if (decision.kind === 'accept') {
      recordOrder(tx, tenantId, offer, { type: 'customer', id: endCustomerId, name: offer.customerName ?? '' }, now)
      enqueueWebhook(tenantId, 'offer.accepted', offerJson(updated), tx, now)
    } else if (offer.offerRequestId && !offer.replacesOfferId) {
      // a declined Nachtrag leaves the order as it was; a declined first offer declines the request
      tx.update(offerRequests).set({ status: 'declined', decidedAt: now }).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, offer.offerRequestId), inArray(offerRequests.status, ['open', 'drafted', 'sent']))).run()
    }
    return { ok: true, offer: updated }
  })
}

/**
 * What an accepted offer sets in motion, in the accepting transaction: the
 * version it replaces is superseded (this one is the order now), its request
 * is 'ordered', and a draft event is confirmed.
 */
function recordOrder(tx: Tx, tenantId: string, offer: Offer, actor: { type: 'customer'; id: string; name: string }, now: number) {
  if (offer.replacesOfferId) {
    tx.update(offers).set({ status: 'superseded' }).where(and(eq(offers.tenantId, tenantId), eq(offers.id, offer.replacesOfferId), inArray(offers.status, ['sent', 'accepted']))).run()
  }
  if (offer.offerRequestId) {
    tx.update(offerRequests).set({ status: 'ordered', decidedAt: now }).where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, offer.offerRequestId))).run()
  }
  if (offer.eventId) {
    const confirmed = tx.update(events).set({ status: 'confirmed' }).where(and(eq(events.tenantId, tenantId), eq(events.id, offer.eventId), eq(events.status, 'draft'))).returning().get()
    if (confirmed) {
      enqueueEventChange(tenantId, confirmed, 'draft', tx)
      recordEventActivity(tenantId, { eventId: offer.eventId, kind: 'status', actor, details: { from: 'draft', to: 'confirmed' }, at: now }, tx)
    }
  }
}

/** The customer's sent offers (never drafts), newest first. */
export function listCustomerOffers(tenantId: string, endCustomerId: string) {
  return getDb()
    .select({ id: offers.id, number: offers.number, status: offers.status, eventName: offers.eventName, issueDate: offers.issueDate, validUntil: offers.validUntil, grossCents: offers.grossCents })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.endCustomerId, endCustomerId), sql`${offers.number} is not null`))
    .orderBy(desc(offers.createdAt))
    .all()
}
