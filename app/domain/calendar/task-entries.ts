// A planner's open task in their calendar feed: an all-day entry on its due
// day titled 'Aufgabe: …'. Apple, Google and Outlook all show an all-day
// VEVENT in subscribed calendars; a VTODO is ignored by Google and shown by
// Apple only in Reminders, so the feed uses the VEVENT (ADR 137d).
import type { CalendarEntry } from './entries'

export type FeedTask = {
  id: string
  title: string
  dueOn: string
  eventId: string
  eventName: string
  createdAt: number
}

export function taskEntry(task: FeedTask): CalendarEntry {
  return {
    uid: `${task.id}-task@festplan`,
    kind: 'task',
    ymd: task.dueOn,
    title: `Aufgabe: ${task.title}`,
    href: `/tenant/events/${task.eventId}/aufgaben`,
    eventId: task.eventId,
    status: null,
    cancelled: false,
    // a task keeps no edit history: the feed's ETag still changes with its day and title
    sequence: 0,
    lastModified: task.createdAt,
    description: `Veranstaltung: ${task.eventName}`,
    plannerId: null,
  }
}
