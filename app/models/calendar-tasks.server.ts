import { and, asc, eq, gte, isNull } from 'drizzle-orm'
import { eventTasks, events } from '~/db/schema'
import { taskEntry } from '~/domain/calendar/task-entries'
import { getDb } from '~/utils/db.server'

// The feed holder's open tasks for a calendar feed with 'Aufgaben' ticked.
// Only the holder's own tasks of their own tenant, open ones, due on or after `fromYmd`.

export function openTaskEntries(tenantId: string, userId: string, fromYmd: string) {
  return getDb()
    .select({
      id: eventTasks.id,
      title: eventTasks.title,
      dueOn: eventTasks.dueOn,
      eventId: eventTasks.eventId,
      eventName: events.name,
      createdAt: eventTasks.createdAt,
    })
    .from(eventTasks)
    .innerJoin(events, and(eq(events.id, eventTasks.eventId), eq(events.tenantId, eventTasks.tenantId)))
    .where(
      and(
        eq(eventTasks.tenantId, tenantId),
        eq(eventTasks.assigneeUserId, userId),
        isNull(eventTasks.doneAt),
        gte(eventTasks.dueOn, fromYmd),
      ),
    )
    .orderBy(asc(eventTasks.dueOn), asc(eventTasks.id))
    .all()
    .map(taskEntry)
}
