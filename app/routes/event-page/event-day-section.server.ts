import type { Event } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { timeRows, venueLines } from '~/domain/event-day/venue'
import { eventDayCounts } from '~/models/event-day-counts.server'

// The event page's 'Ablauf vor Ort' card: venue, times, description, internal
// notes (staff only) and the ways to the Ablaufplan and the Aufgaben.

export function eventDaySection(tenantId: string, event: Event) {
  const { entries, openTasks } = eventDayCounts(tenantId, event.id)
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
