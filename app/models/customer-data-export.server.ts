import { and, asc, eq, inArray } from 'drizzle-orm'
import { cartItems, endCustomers, events, files, messages, offerRequests, services } from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { findOwn } from './find-own.server'

// An end customer's rights under the GDPR (Art. 15, 20): all their data as
// one export. Reads only that tenant's rows.

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
