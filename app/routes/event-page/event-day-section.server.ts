import { and, count, eq, isNull } from 'drizzle-orm'
import type { Event } from '~/db/schema'
import { eventTasks, runOfShowEntries } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { timeRows, venueLines } from '~/domain/event-day/venue'
import { getDb } from '~/utils/db.server'

// The event page's 'Ablauf vor Ort' card: venue, times, description, internal
// notes (staff only) and the ways to the Ablaufplan and the Aufgaben.

export function eventDaySection(tenantId: string, event: Event) {
  const db = getDb()
  const entries = db
    .select({ n: count() })
    .from(runOfShowEntries)
    .where(and(eq(runOfShowEntries.tenantId, tenantId), eq(runOfShowEntries.eventId, event.id)))
    .get()!.n
  const openTasks = db
    .select({ n: count() })
    .from(eventTasks)
    .where(and(eq(eventTasks.tenantId, tenantId), eq(eventTasks.eventId, event.id), isNull(eventTasks.doneAt)))
    .get()!.n
  return {
    eventId: event.id,
    venue: venueLines(event, { internal: true }),
    times: timeRows(event, event.eventDate === null ? null : berlinYmd(event.eventDate), { internal: true }),
    description: event.description,
    notes: event.notes,
    entries,
    openTasks,
  }
}

export type EventDaySection = ReturnType<typeof eventDaySection>
