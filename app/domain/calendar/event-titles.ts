import { isLocalDateTime } from '~/domain/event-day/local-time'

/** An event date's title: '18:00 Hochzeit Müller' with a known start time, else the name. */
export const eventTitle = (name: string, startsAt: string | null) =>
  startsAt && isLocalDateTime(startsAt) ? `${startsAt.slice(11)} ${name}` : name

/** A deadline's title in the calendar. */
export const deadlineTitle = (name: string) => `Frist: ${name}`
