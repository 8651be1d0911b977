import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { eventTasks, runOfShowEntries } from '~/db/schema'
import { preparedQuery } from '~/utils/db.server'

// The event page's 'Ablauf vor Ort' card counts the event's run-of-show
// entries and its open tasks on every view: both compiled once per connection.

const countsQueries = preparedQuery((db) => ({
  entries: db
    .select({ n: count() })
    .from(runOfShowEntries)
    .where(
      and(
        eq(runOfShowEntries.tenantId, sql.placeholder('tenantId')),
        eq(runOfShowEntries.eventId, sql.placeholder('eventId')),
      ),
    )
    .prepare(),
  openTasks: db
    .select({ n: count() })
    .from(eventTasks)
    .where(
      and(
        eq(eventTasks.tenantId, sql.placeholder('tenantId')),
        eq(eventTasks.eventId, sql.placeholder('eventId')),
        isNull(eventTasks.doneAt),
      ),
    )
    .prepare(),
}))

/** How many run-of-show entries and open tasks the tenant's event has. */
export function eventDayCounts(tenantId: string, eventId: string) {
  const queries = countsQueries()
  return {
    entries: queries.entries.get({ tenantId, eventId })?.n ?? 0,
    openTasks: queries.openTasks.get({ tenantId, eventId })?.n ?? 0,
  }
}
