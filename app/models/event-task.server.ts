import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { eventTasks, events, profiles, templateTasks } from '~/db/schema'
import { taskJson } from '~/domain/api/serialize'
import { dueFromEvent, sortTasks } from '~/domain/event-day/tasks'
import type { EventTaskValues } from '~/forms/event-task'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { deleteScopedRow } from './list-rows.server'
import { enqueueWebhook } from './webhook-outbox.server'
import { ownsRow } from './find-own.server'

// Tasks of events ('Aufgaben'). Every function takes tenantId first and filters
// by it (and by the event where one is named); another tenant's task is never found.

const assignee = alias(profiles, 'assignee')
const doneBy = alias(profiles, 'done_by')

const taskColumns = {
  id: eventTasks.id,
  eventId: eventTasks.eventId,
  title: eventTasks.title,
  notes: eventTasks.notes,
  dueOn: eventTasks.dueOn,
  daysBefore: eventTasks.daysBefore,
  assigneeUserId: eventTasks.assigneeUserId,
  assigneeName: assignee.fullName,
  doneAt: eventTasks.doneAt,
  doneByName: doneBy.fullName,
}

const mine = (tenantId: string, eventId: string) =>
  and(eq(eventTasks.tenantId, tenantId), eq(eventTasks.eventId, eventId))

function withNames() {
  return getDb()
    .select({ ...taskColumns, eventName: events.name, eventDate: events.eventDate })
    .from(eventTasks)
    .innerJoin(events, and(eq(events.id, eventTasks.eventId), eq(events.tenantId, eventTasks.tenantId)))
    .leftJoin(assignee, and(eq(assignee.userId, eventTasks.assigneeUserId), eq(assignee.tenantId, eventTasks.tenantId)))
    .leftJoin(doneBy, and(eq(doneBy.userId, eventTasks.doneByUserId), eq(doneBy.tenantId, eventTasks.tenantId)))
}

export type TaskRow = ReturnType<typeof listEventTasks>[number]

/** The event's tasks: open ones by due day, then the done ones. */
export function listEventTasks(tenantId: string, eventId: string) {
  return sortTasks(withNames().where(mine(tenantId, eventId)).all())
}

/** A planner's open tasks across events ('Meine Aufgaben'): overdue first, then by due day. */
export function listOpenTasksOf(tenantId: string, userId: string, limit = 200) {
  return withNames()
    .where(and(eq(eventTasks.tenantId, tenantId), eq(eventTasks.assigneeUserId, userId), isNull(eventTasks.doneAt)))
    .orderBy(asc(eventTasks.dueOn), asc(eventTasks.title))
    .limit(limit)
    .all()
}

/** How many open tasks the planner has (the overview shows the first few). */
export function countOpenTasksOf(tenantId: string, userId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(eventTasks)
      .where(and(eq(eventTasks.tenantId, tenantId), eq(eventTasks.assigneeUserId, userId), isNull(eventTasks.doneAt)))
      .get()?.n ?? 0
  )
}

export function findEventTask(tenantId: string, eventId: string, taskId: string) {
  return (
    getDb()
      .select()
      .from(eventTasks)
      .where(and(mine(tenantId, eventId), eq(eventTasks.id, taskId)))
      .get() ?? null
  )
}

export function addEventTask(tenantId: string, eventId: string, values: EventTaskValues) {
  return writeTransaction((tx) => {
    if (!ownsRow(events, tenantId, eventId, tx)) return null
    return tx
      .insert(eventTasks)
      .values({ ...values, tenantId, eventId })
      .returning({ id: eventTasks.id })
      .get()
  })
}

/** A changed due day is a fixed day from then on (no longer counted from the template). */
export function updateEventTask(tenantId: string, eventId: string, taskId: string, values: EventTaskValues) {
  return writeTransaction((tx) => {
    const before = tx
      .select({ dueOn: eventTasks.dueOn, daysBefore: eventTasks.daysBefore })
      .from(eventTasks)
      .where(and(mine(tenantId, eventId), eq(eventTasks.id, taskId)))
      .get()
    if (!before) return false
    const daysBefore = before.dueOn === values.dueOn ? before.daysBefore : null
    return (
      tx
        .update(eventTasks)
        .set({ ...values, daysBefore })
        .where(and(mine(tenantId, eventId), eq(eventTasks.id, taskId)))
        .run().changes > 0
    )
  })
}

export function deleteEventTask(tenantId: string, eventId: string, taskId: string) {
  return deleteScopedRow(eventTasks, mine(tenantId, eventId), taskId)
}

/** Done (with who and when) or open again; `task.completed` goes out when it becomes done. */
export function setEventTaskDone(
  tenantId: string,
  eventId: string,
  taskId: string,
  done: boolean,
  userId: string,
  now = Date.now(),
) {
  return writeTransaction((tx) => {
    const task = tx
      .select()
      .from(eventTasks)
      .where(and(mine(tenantId, eventId), eq(eventTasks.id, taskId)))
      .get()
    if (!task) return false
    if ((task.doneAt !== null) === done) return true
    const row = tx
      .update(eventTasks)
      .set(done ? { doneAt: now, doneByUserId: userId } : { doneAt: null, doneByUserId: null })
      .where(and(mine(tenantId, eventId), eq(eventTasks.id, taskId)))
      .returning()
      .get()!
    if (done) enqueueWebhook(tenantId, 'task.completed', taskJson(row), tx, now)
    return true
  })
}

/** A new event made from a template gets its tasks, due the given days before the event's day, for the given assignee. */
export function copyTemplateTasks(
  tx: Tx,
  tenantId: string,
  templateId: string,
  eventId: string,
  eventYmd: string,
  assigneeUserId: string | null = null,
) {
  const rows = tx
    .select()
    .from(templateTasks)
    .where(and(eq(templateTasks.tenantId, tenantId), eq(templateTasks.templateId, templateId)))
    .orderBy(asc(templateTasks.createdAt))
    .all()
  for (const row of rows) {
    tx.insert(eventTasks)
      .values({
        tenantId,
        eventId,
        title: row.title,
        dueOn: dueFromEvent(eventYmd, row.daysBefore),
        daysBefore: row.daysBefore,
        assigneeUserId,
      })
      .run()
  }
}
