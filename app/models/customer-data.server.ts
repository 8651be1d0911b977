import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import {
  cartItems,
  invoices,
  messageNotifications,
  offers,
  endCustomerAuthTokens,
  endCustomers,
  events,
  files,
  mailLog,
  messages,
  offerRequests,
  securityEvents,
  services,
  sessions,
} from '~/db/schema'
import { ERASED_NAME, ERASURE_GRACE_DAYS, withErasedBuyer } from '~/domain/retention'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { removeStoredFiles } from '~/utils/file-storage.server'
import { customerUploadStorageKeys, deleteCustomerUploadRows } from './file-keys.server'
import { findOwn, ownRow } from './find-own.server'

// An end customer's rights under the GDPR (Art. 15, 17, 20): all
// their data as one export, a deletion request, and the erasure itself. Every
// function takes tenantId first and touches only that tenant's rows.

export { ERASED_NAME }

/** Everything the tenant keeps about one customer, in the customer's words. */
export function customerDataExport(tenantId: string, endCustomerId: string, now = Date.now()) {
  const db = getDb()
  const customer = findOwn(endCustomers, tenantId, endCustomerId, db)
  if (!customer) return null
  const ownEvents = db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.endCustomerId, endCustomerId)))
    .orderBy(asc(events.eventDate))
    .all()
  const eventIds = ownEvents.map((e) => e.id)
  const selections = eventIds.length
    ? db
        .select({
          eventId: cartItems.eventId,
          service: services.name,
          quantity: cartItems.quantity,
          adults: cartItems.countAdults,
          children: cartItems.countChildren,
          toddlers: cartItems.countToddlers,
          updatedAt: cartItems.updatedAt,
        })
        .from(cartItems)
        .innerJoin(services, eq(services.id, cartItems.serviceId))
        .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.eventId, eventIds)))
        .all()
    : []
  const thread = eventIds.length
    ? db
        .select({
          eventId: messages.eventId,
          authorType: messages.authorType,
          authorName: messages.authorName,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.tenantId, tenantId), inArray(messages.eventId, eventIds)))
        .orderBy(asc(messages.createdAt))
        .all()
    : []
  const fileList = eventIds.length
    ? db
        .select({
          eventId: files.eventId,
          name: files.name,
          sizeBytes: files.sizeBytes,
          shared: files.shared,
          uploaderType: files.uploaderType,
          uploaderId: files.uploaderId,
          createdAt: files.createdAt,
        })
        .from(files)
        .where(and(eq(files.tenantId, tenantId), inArray(files.eventId, eventIds)))
        .all()
        // the customer's own uploads and what was shared with them, never the planner's internal files
        .filter((f) => f.shared || (f.uploaderType === 'customer' && f.uploaderId === endCustomerId))
    : []
  const requests = db
    .select()
    .from(offerRequests)
    .where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.endCustomerId, endCustomerId)))
    .orderBy(asc(offerRequests.createdAt))
    .all()
  return {
    exportedAt: new Date(now).toISOString(),
    profile: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      company: customer.company,
      createdAt: iso(customer.createdAt),
      lastLoginAt: iso(customer.lastLoginAt),
      deletionRequestedAt: iso(customer.deletionRequestedAt),
    },
    events: ownEvents.map((e) => ({
      id: e.id,
      name: e.name,
      eventType: e.eventType,
      status: e.status,
      eventDate: iso(e.eventDate),
      deadlineAt: iso(e.deadlineAt),
      guestCount: e.guestCount,
      budgetCents: e.budgetCents,
      description: e.description,
      contactPerson: e.contactPerson,
      contactEmail: e.contactEmail,
      contactPhone: e.contactPhone,
    })),
    selections: selections.map((s) => ({ ...s, updatedAt: iso(s.updatedAt) })),
    messages: thread.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    files: fileList.map(({ uploaderId: _u, ...f }) => ({ ...f, createdAt: iso(f.createdAt) })),
    offerRequests: requests.map((r) => ({
      id: r.id,
      eventId: r.eventId,
      eventName: r.eventName,
      status: r.status,
      createdAt: iso(r.createdAt),
      decidedAt: iso(r.decidedAt),
      netCents: r.netCents,
      vatCents: r.vatCents,
      grossCents: r.grossCents,
      lines: safeJson(r.snapshotJson),
    })),
  }
}

export type CustomerDataExport = NonNullable<ReturnType<typeof customerDataExport>>

function iso(ms: number | null) {
  return ms === null ? null : new Date(ms).toISOString()
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** 'Konto löschen' in the portal: recorded once; the first request date stays. */
export function requestCustomerDeletion(tenantId: string, endCustomerId: string, now = Date.now()) {
  return (
    getDb()
      .update(endCustomers)
      .set({ deletionRequestedAt: now })
      .where(
        and(
          eq(endCustomers.tenantId, tenantId),
          eq(endCustomers.id, endCustomerId),
          isNull(endCustomers.deletionRequestedAt),
        ),
      )
      .run().changes > 0
  )
}

/**
 * Erases a customer's personal data. The row stays, anonymised, so records
 * the tenant must keep (invoices: § 147 AO, 10 years) still point somewhere;
 * those records keep their own frozen copy and are marked retained. Login
 * links and sessions stop working at once. Safe to run twice.
 */
export function eraseCustomer(
  tenantId: string,
  endCustomerId: string,
  actor: { userId: string | null },
  now = Date.now(),
  outer?: Tx,
) {
  const run = (tx: Tx) => {
    const customer = findOwn(endCustomers, tenantId, endCustomerId, tx)
    if (!customer || customer.erasedAt) return false
    tx.update(endCustomers)
      .set({
        name: ERASED_NAME,
        email: `geloescht-${customer.id}@invalid.festplan`,
        phone: null,
        company: null,
        salutation: null,
        title: null,
        street: null,
        postcode: null,
        city: null,
        country: null,
        vatId: null,
        buyerReference: null,
        isActive: false,
        erasedAt: now,
      })
      .where(eq(endCustomers.id, customer.id))
      .run()
    tx.delete(endCustomerAuthTokens)
      .where(and(eq(endCustomerAuthTokens.tenantId, tenantId), eq(endCustomerAuthTokens.endCustomerId, customer.id)))
      .run()
    tx.delete(sessions).where(eq(sessions.endCustomerId, customer.id)).run()
    tx.update(offerRequests)
      .set({ customerName: ERASED_NAME, customerEmail: null })
      .where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.endCustomerId, customer.id)))
      .run()
    // offers and draft invoices are no retained records: their copy of the buyer goes
    const customerOffers = tx
      .select({ id: offers.id, documentJson: offers.documentJson })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.endCustomerId, customer.id)))
      .all()
    for (const offer of customerOffers) {
      tx.update(offers)
        .set({
          customerName: ERASED_NAME,
          signerName: null,
          signerIp: null,
          documentJson: withErasedBuyer(offer.documentJson),
        })
        .where(ownRow(offers, tenantId, offer.id))
        .run()
    }
    tx.update(invoices)
      .set({ customerName: ERASED_NAME })
      .where(
        and(eq(invoices.tenantId, tenantId), eq(invoices.endCustomerId, customer.id), isNull(invoices.finalizedAt)),
      )
      .run()
    tx.delete(messageNotifications)
      .where(and(eq(messageNotifications.tenantId, tenantId), eq(messageNotifications.recipient, customer.email)))
      .run()
    tx.update(events)
      .set({ contactPerson: null, contactEmail: null, contactPhone: null })
      .where(and(eq(events.tenantId, tenantId), eq(events.endCustomerId, customer.id)))
      .run()
    // earlier log lines named the address; the erasure line names only the row
    tx.update(securityEvents)
      .set({ details: '{}' })
      .where(
        and(
          eq(securityEvents.tenantId, tenantId),
          eq(securityEvents.resourceType, 'end_customer'),
          eq(securityEvents.resourceId, customer.id),
        ),
      )
      .run()
    deleteCustomerUploadRows(tx, tenantId, customer.id)
    // what the customer wrote is theirs; the planner's side of the thread stays
    tx.update(messages)
      .set({ authorName: ERASED_NAME, body: '[Nachricht gelöscht]' })
      .where(
        and(eq(messages.tenantId, tenantId), eq(messages.authorType, 'customer'), eq(messages.authorId, customer.id)),
      )
      .run()
    tx.update(mailLog)
      .set({ recipient: ERASED_NAME, subject: '[gelöscht]' })
      .where(and(eq(mailLog.tenantId, tenantId), eq(mailLog.recipient, customer.email)))
      .run()
    tx.insert(securityEvents)
      .values({
        tenantId,
        eventType: 'CUSTOMER_ERASED',
        resourceType: 'end_customer',
        resourceId: customer.id,
        details: JSON.stringify({ requested_at: customer.deletionRequestedAt }),
        actorUserId: actor.userId,
        createdAt: now,
      })
      .run()
    return true
  }
  return outer ? run(outer) : writeTransaction(run)
}

/** Customers whose deletion request is older than the grace period, across tenants (retention job). */
export function customersDueForErasure(now = Date.now()) {
  return getDb()
    .select({ id: endCustomers.id, tenantId: endCustomers.tenantId })
    .from(endCustomers)
    .where(
      and(
        isNotNull(endCustomers.deletionRequestedAt),
        isNull(endCustomers.erasedAt),
        lte(endCustomers.deletionRequestedAt, now - ERASURE_GRACE_DAYS * 86_400_000),
      ),
    )
    .all()
}

/** eraseCustomer, then the bytes of the customer's own uploads (after the commit: a crash leaves orphans that files:check cleans, never rows without bytes). */
export async function eraseCustomerWithFiles(
  tenantId: string,
  endCustomerId: string,
  actor: { userId: string | null },
  now = Date.now(),
) {
  const keys = customerUploadStorageKeys(tenantId, endCustomerId)
  const erased = eraseCustomer(tenantId, endCustomerId, actor, now)
  if (erased) await removeStoredFiles(keys)
  return erased
}

export { ERASURE_GRACE_DAYS }
