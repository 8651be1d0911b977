import { sql } from 'drizzle-orm'
import { events } from '~/db/schema'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { ACTIVE_EVENT_STATUSES } from '~/domain/plans'
import { assertBelowLimit, type PlanGuard } from './plan-usage.server'
import type { EventValues } from '~/forms/event'
import { eventJson } from '~/domain/api/serialize'
import { enqueueEventChange, enqueueWebhook } from './webhook-outbox.server'
import { berlinYmd } from '~/domain/event-dates'
import { copyTemplateRunOfShow } from './run-of-show.server'
import { copyTemplateTasks } from './event-task.server'
import { findOwn, ownRow } from './find-own.server'

// One event: find, create, update, delete; each function takes tenantId first
// and filters by it. The list, its counters and the overview: event-list.server.ts.

export function findEvent(tenantId: string, eventId: string) {
  return findOwn(events, tenantId, eventId)
}

/** A new event is a draft; with a plan guard, refused (PlanLimitError) when the active-events limit is reached. */
export function createEvent(tenantId: string, values: EventValues, guard?: PlanGuard) {
  const { status: _ignored, ...rest } = values
  return writeTransaction((tx) => {
    assertBelowLimit(tenantId, 'activeEvents', guard, tx)
    const row = tx
      .insert(events)
      .values({ ...rest, tenantId, status: 'draft' })
      .returning()
      .get()
    if (row.templateId) copyTemplateDefaults(tx, tenantId, row)
    enqueueWebhook(tenantId, 'event.created', eventJson(row), tx)
    return { id: row.id }
  })
}

/**
 * A new event made from a template starts with the template's Ablaufplan
 * (timed from the event's start when it has one) and its tasks (due the given
 * days before the event's day, for the event's planner). Later edits of the
 * template or the event copy nothing again.
 */
function copyTemplateDefaults(tx: Tx, tenantId: string, row: typeof events.$inferSelect) {
  copyTemplateRunOfShow(tx, tenantId, row.templateId!, row.id, row.startsAt)
  if (row.eventDate !== null)
    copyTemplateTasks(tx, tenantId, row.templateId!, row.id, berlinYmd(row.eventDate), row.assignedPlannerId)
}

/** Returns false when the event is not this tenant's (nothing changes). */
export function updateEvent(tenantId: string, eventId: string, values: EventValues, guard?: PlanGuard) {
  const { status, ...rest } = values
  return writeTransaction((tx) => {
    if (status && guard) reactivationGuard(tenantId, eventId, status, guard, tx)
    const before = tx
      .select({ status: events.status })
      .from(events)
      .where(ownRow(events, tenantId, eventId))
      .get()
    const row = tx
      .update(events)
      // updated_at and revision feed the calendar's LAST-MODIFIED and SEQUENCE
      .set({ ...rest, ...(status ? { status } : {}), updatedAt: Date.now(), revision: sql`${events.revision} + 1` })
      .where(ownRow(events, tenantId, eventId))
      .returning()
      .get()
    if (row) enqueueEventChange(tenantId, row, before?.status ?? row.status, tx)
    return Boolean(row)
  })
}

const isActiveStatus = (status: string) => (ACTIVE_EVENT_STATUSES as readonly string[]).includes(status)

/** Reopening a completed or cancelled event takes an active slot of the plan again. */
export function reactivationGuard(tenantId: string, eventId: string, next: string, guard: PlanGuard, tx: Tx) {
  const current = tx
    .select({ status: events.status })
    .from(events)
    .where(ownRow(events, tenantId, eventId))
    .get()
  if (current && !isActiveStatus(current.status) && isActiveStatus(next))
    assertBelowLimit(tenantId, 'activeEvents', guard, tx)
}

export function deleteEvent(tenantId: string, eventId: string) {
  return (
    getDb()
      .delete(events)
      .where(ownRow(events, tenantId, eventId))
      .run().changes > 0
  )
}
