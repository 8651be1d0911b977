import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { cartItems, events, offerRequests, services } from '~/db/schema'
import { cartLockReason, type CartLineSource } from '~/domain/cart'
import { CART_LOCKING_REQUEST_STATUSES } from '~/domain/offer-request-status'
import { parsePricing } from '~/domain/pricing'
import { getDb, preparedQuery, writeTransaction, type Tx } from '~/utils/db.server'
import { serviceCategory } from './service.server'
import { ownRow } from './find-own.server'

// Cart rows: one per (event, service), kept on the server. Every change runs
// in a write transaction that first re-reads the event's deadline and open
// offer request, so a change after the deadline or during an open request is
// refused by the server however it was sent.

export type CartLineRow = CartLineSource & { category: string }

// compiled once per connection (preparedQuery): the event page reads it on every view
const cartLinesQuery = preparedQuery((db) =>
  db
    .select({ item: cartItems, service: services })
    .from(cartItems)
    .innerJoin(services, and(eq(services.id, cartItems.serviceId), eq(services.tenantId, cartItems.tenantId)))
    .where(and(eq(cartItems.tenantId, sql.placeholder('tenantId')), eq(cartItems.eventId, sql.placeholder('eventId'))))
    .orderBy(asc(cartItems.createdAt))
    .prepare(),
)

export function listCartLines(tenantId: string, eventId: string): CartLineRow[] {
  return cartLinesQuery()
    .all({ tenantId, eventId })
    .map(({ item, service }) => ({
      serviceId: service.id,
      name: service.name,
      pricingJson: service.pricingJson,
      category: serviceCategory(service.assetsJson),
      available: service.isActive,
      quantity: item.quantity,
      countAdults: item.countAdults,
      countChildren: item.countChildren,
      countToddlers: item.countToddlers,
      vatSplitPercent: service.vatSplitPercent,
      followsGuests: item.followsGuests,
    }))
}

const openOfferRequestOn = (db: Tx | ReturnType<typeof getDb>) =>
  db
    .select({ id: offerRequests.id, createdAt: offerRequests.createdAt, status: offerRequests.status })
    .from(offerRequests)
    .where(
      and(
        eq(offerRequests.tenantId, sql.placeholder('tenantId')),
        eq(offerRequests.eventId, sql.placeholder('eventId')),
        inArray(offerRequests.status, [...CART_LOCKING_REQUEST_STATUSES]),
      ),
    )
    .orderBy(desc(offerRequests.createdAt))
    .limit(1)
// the event page reads it on every view: compiled once per connection
const openOfferRequestQuery = preparedQuery((db) => openOfferRequestOn(db).prepare())

/** The request that locks the cart: open, its offer in the making or sent, or ordered (newest first). */
export function openOfferRequest(tenantId: string, eventId: string, db: Tx | ReturnType<typeof getDb> = getDb()) {
  const params = { tenantId, eventId }
  return (db === getDb() ? openOfferRequestQuery().get(params) : openOfferRequestOn(db).get(params)) ?? null
}

export type CartChange = { ok: true } | { ok: false; reason: 'deadline' | 'offer' | 'not-found' | 'unavailable' }

/**
 * Runs a change after re-checking the lock inside the same transaction. The
 * change answers true (done), false (nothing to change: 404) or 'unavailable'
 * (the service was deactivated).
 */
export function changeCart(
  tenantId: string,
  eventId: string,
  change: (tx: Tx, now: number) => boolean | 'unavailable',
  now = Date.now(),
): CartChange {
  return writeTransaction((tx) => {
    const event = tx
      .select({ deadlineAt: events.deadlineAt })
      .from(events)
      .where(ownRow(events, tenantId, eventId))
      .get()
    if (!event) return { ok: false, reason: 'not-found' }
    const lock = cartLockReason(event, openOfferRequest(tenantId, eventId, tx)?.createdAt ?? null, now)
    if (lock) return { ok: false, reason: lock }
    const done = change(tx, now)
    return done === true ? { ok: true } : { ok: false, reason: done === false ? 'not-found' : done }
  })
}

const itemScope = (tenantId: string, eventId: string, serviceId: string) =>
  and(eq(cartItems.tenantId, tenantId), eq(cartItems.eventId, eventId), eq(cartItems.serviceId, serviceId))

/** Read inside the change's transaction, so a deactivation that just committed counts. */
export function isServiceActive(tx: Tx, tenantId: string, serviceId: string) {
  const row = tx
    .select({ isActive: services.isActive })
    .from(services)
    .where(ownRow(services, tenantId, serviceId))
    .get()
  return row?.isActive === true
}

/**
 * Adding a service already in the cart raises its quantity by one; an
 * inactive service is never added. A per-person service enters with the
 * event's guest count and follows it (a second add keeps it following).
 */
export function addCartItem(tx: Tx, tenantId: string, eventId: string, serviceId: string, now: number) {
  const service = tx
    .select({ isActive: services.isActive, pricingJson: services.pricingJson })
    .from(services)
    .where(ownRow(services, tenantId, serviceId))
    .get()
  if (!service?.isActive) return false
  const follows = parsePricing(service.pricingJson)?.unit === 'per_person'
  const guests = follows
    ? tx
        .select({ guestCount: events.guestCount })
        .from(events)
        .where(ownRow(events, tenantId, eventId))
        .get()?.guestCount
    : null
  tx.insert(cartItems)
    .values({
      tenantId,
      eventId,
      serviceId,
      quantity: guests && guests >= 1 ? guests : 1,
      followsGuests: follows,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [cartItems.eventId, cartItems.serviceId],
      set: {
        quantity: sql`case when ${cartItems.followsGuests} then ${cartItems.quantity} else ${cartItems.quantity} + 1 end`,
        updatedAt: now,
      },
      setWhere: eq(cartItems.tenantId, tenantId),
    })
    .run()
  return true
}

/** A line of a deactivated service can only be removed, not changed (it is not counted anyway). */
export function setCartItem(
  tx: Tx,
  tenantId: string,
  eventId: string,
  serviceId: string,
  values: {
    quantity: number
    countAdults?: number | null
    countChildren?: number | null
    countToddlers?: number | null
  },
  now: number,
): boolean | 'unavailable' {
  if (!isServiceActive(tx, tenantId, serviceId))
    return findCartItem(tenantId, eventId, serviceId, tx) ? 'unavailable' : false
  // the customer's own quantity ends following the guest count
  return (
    tx
      .update(cartItems)
      .set({ ...values, followsGuests: false, updatedAt: now })
      .where(itemScope(tenantId, eventId, serviceId))
      .run().changes > 0
  )
}

export function removeCartItem(tx: Tx, tenantId: string, eventId: string, serviceId: string) {
  return (
    tx
      .delete(cartItems)
      .where(itemScope(tenantId, eventId, serviceId))
      .run().changes > 0
  )
}

export function findCartItem(
  tenantId: string,
  eventId: string,
  serviceId: string,
  db: Tx | ReturnType<typeof getDb> = getDb(),
) {
  return (
    db
      .select()
      .from(cartItems)
      .where(itemScope(tenantId, eventId, serviceId))
      .get() ?? null
  )
}
