import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { WITHDRAWABLE_REQUEST_STATUSES } from '~/domain/offer-request-status'
import { endCustomers, events, offerRequests, profiles, templates, users } from '~/db/schema'
import { canTransition } from '~/domain/event-status'
import { ACTIVE_EVENT_STATUSES } from '~/domain/plans'
import { preparedQuery, writeTransaction } from '~/utils/db.server'
import { recordEventActivity, type ActivityActor } from './event-activity.server'
import { enqueueEventChange } from './webhook-outbox.server'
import { assertBelowLimit, type PlanGuard } from './plan-usage.server'
import { ownRow, ownsRow } from './find-own.server'

// The event page's own reads and writes: facts with customer, planner and
// template; the event's offer requests; status change, deadline and unlock,
// each with its timeline entry in the same transaction.

// The page's reads compiled once per connection (preparedQuery): no SQL
// building per request.
const factsQuery = preparedQuery((db) =>
  db
    .select({
      event: events,
      customer: {
        id: endCustomers.id,
        name: endCustomers.name,
        email: endCustomers.email,
        phone: endCustomers.phone,
        company: endCustomers.company,
      },
      templateName: templates.name,
      plannerName: profiles.fullName,
      plannerEmail: users.email,
    })
    .from(events)
    .leftJoin(endCustomers, and(eq(endCustomers.id, events.endCustomerId), eq(endCustomers.tenantId, events.tenantId)))
    .leftJoin(templates, and(eq(templates.id, events.templateId), eq(templates.tenantId, events.tenantId)))
    .leftJoin(profiles, and(eq(profiles.userId, events.assignedPlannerId), eq(profiles.tenantId, events.tenantId)))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(events.tenantId, sql.placeholder('tenantId')), eq(events.id, sql.placeholder('eventId'))))
    .prepare(),
)

export function eventFacts(tenantId: string, eventId: string) {
  return factsQuery().get({ tenantId, eventId }) ?? null
}

export type EventFacts = NonNullable<ReturnType<typeof eventFacts>>

const offerRequestsQuery = preparedQuery((db) =>
  db
    .select({
      id: offerRequests.id,
      status: offerRequests.status,
      grossCents: offerRequests.grossCents,
      createdAt: offerRequests.createdAt,
      decidedAt: offerRequests.decidedAt,
    })
    .from(offerRequests)
    .where(
      and(
        eq(offerRequests.tenantId, sql.placeholder('tenantId')),
        eq(offerRequests.eventId, sql.placeholder('eventId')),
      ),
    )
    .orderBy(desc(offerRequests.createdAt))
    .limit(20)
    .prepare(),
)

/** The event's offer requests, newest first (at most 20: a handful per event in practice). */
export function eventOfferRequests(tenantId: string, eventId: string) {
  return offerRequestsQuery().all({ tenantId, eventId })
}

export type StaffActor = Extract<ActivityActor, { type: 'staff' }>
type Change = { ok: true } | { ok: false; reason: 'not-found' | 'refused' }

/** Only the transitions of app/domain/event-status.ts; the event must still be in the status read. */
const isActive = (status: string) => (ACTIVE_EVENT_STATUSES as readonly string[]).includes(status)

/** Changes the status; re-opening an event counts against the plan's active events (PlanLimitError). */
export function changeEventStatus(
  tenantId: string,
  eventId: string,
  to: string,
  actor: StaffActor,
  guard: PlanGuard | undefined,
  now = Date.now(),
): Change {
  return writeTransaction((tx) => {
    const event = tx
      .select({ status: events.status })
      .from(events)
      .where(ownRow(events, tenantId, eventId))
      .get()
    if (!event) return { ok: false, reason: 'not-found' }
    if (!canTransition(event.status, to)) return { ok: false, reason: 'refused' }
    if (!isActive(event.status) && isActive(to)) assertBelowLimit(tenantId, 'activeEvents', guard, tx)
    const row = tx
      .update(events)
      .set({ status: to })
      .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), eq(events.status, event.status)))
      .returning()
      .get()
    if (row) enqueueEventChange(tenantId, row, event.status, tx)
    recordEventActivity(tenantId, { eventId, kind: 'status', actor, details: { from: event.status, to }, at: now }, tx)
    return { ok: true }
  })
}

export function changeDeadline(
  tenantId: string,
  eventId: string,
  deadlineAt: number,
  actor: StaffActor,
  now = Date.now(),
): Change {
  return writeTransaction((tx) => {
    const event = tx
      .select({ deadlineAt: events.deadlineAt })
      .from(events)
      .where(ownRow(events, tenantId, eventId))
      .get()
    if (!event) return { ok: false, reason: 'not-found' }
    if (event.deadlineAt === deadlineAt) return { ok: true }
    tx.update(events)
      .set({ deadlineAt })
      .where(ownRow(events, tenantId, eventId))
      .run()
    recordEventActivity(
      tenantId,
      { eventId, kind: 'deadline', actor, details: { from: event.deadlineAt, to: deadlineAt }, at: now },
      tx,
    )
    return { ok: true }
  })
}

/** Withdraws the open offer request that locks the cart; refused when none is open. */
export function unlockCart(tenantId: string, eventId: string, actor: StaffActor, now = Date.now()): Change {
  return writeTransaction((tx) => {
    if (!ownsRow(events, tenantId, eventId, tx)) return { ok: false, reason: 'not-found' }
    const withdrawn = tx
      .update(offerRequests)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(
        and(
          eq(offerRequests.tenantId, tenantId),
          eq(offerRequests.eventId, eventId),
          inArray(offerRequests.status, [...WITHDRAWABLE_REQUEST_STATUSES]),
        ),
      )
      .run().changes
    if (withdrawn === 0) return { ok: false, reason: 'refused' }
    recordEventActivity(tenantId, { eventId, kind: 'cart-unlocked', actor, details: {}, at: now }, tx)
    return { ok: true }
  })
}
