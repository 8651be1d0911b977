import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import {
  invoices,
  messageNotifications,
  offers,
  endCustomerAuthTokens,
  endCustomers,
  events,
  mailLog,
  messages,
  offerRequests,
  securityEvents,
  sessions,
} from '~/db/schema'
import { ERASED_NAME, ERASURE_GRACE_DAYS, withErasedBuyer } from '~/domain/retention'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { removeStoredFiles } from '~/utils/file-storage.server'
import { customerUploadStorageKeys, deleteCustomerUploadRows } from './file-keys.server'
import { findOwn, ownRow } from './find-own.server'

// An end customer's rights under the GDPR (Art. 17): a deletion request and
// the erasure itself (the export of Art. 15 and 20:
// ./customer-data-export.server.ts). Every function takes tenantId first and
// touches only that tenant's rows.

export { ERASED_NAME }

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
