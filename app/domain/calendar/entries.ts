// What the calendar page, the feed and the customer .ics show: entries from a
// list of providers (app/models/calendar-sources.server.ts). Pure types and
// helpers; every provider returns the same shape, so a new kind (offer validity,
// invoice due date) needs only a provider.

export type CalendarEntry = {
  /** stable across feed regenerations, e.g. '<eventId>-date@festplan' */
  uid: string
  /** 'event' | 'deadline' | a billing kind ('offer-valid-until', 'invoice-due', …) */
  kind: string
  /** the Berlin calendar day, 'YYYY-MM-DD' */
  ymd: string
  /** 'Hochzeit Müller' or 'Frist: Hochzeit Müller' */
  title: string
  /** path of the page the entry links to (the event page) */
  href: string
  eventId: string | null
  /** event status (colour + German label), null when the kind has none */
  status: string | null
  cancelled: boolean
  /** iCalendar SEQUENCE: rises with every change of the entry's source */
  sequence: number
  /** ms of the last change (LAST-MODIFIED) */
  lastModified: number
  /** one line for the feed's DESCRIPTION (never customer e-mail or phone) */
  description: string
  /** the assigned planner's user id ('Nur meine', feed scope 'mine') */
  plannerId: string | null
}

/** [from, to) in ms; to null = open-ended (the feed). */
export type CalendarQuery = {
  from: number
  to: number | null
  /** only entries of this planner ('Nur meine') */
  plannerId: string | null
  /** only events of this status */
  status: string | null
  /** only this event's entries (the customer's .ics) */
  eventId?: string
}

export type CalendarProvider = (tenantId: string, query: CalendarQuery) => CalendarEntry[]

const KIND_ORDER: Record<string, number> = { event: 0, deadline: 1 }

/** Day, then events before deadlines before other kinds, then title. */
export function sortEntries(entries: CalendarEntry[]) {
  return [...entries].sort(
    (a, b) =>
      a.ymd.localeCompare(b.ymd) ||
      (KIND_ORDER[a.kind] ?? 2) - (KIND_ORDER[b.kind] ?? 2) ||
      a.title.localeCompare(b.title, 'de') ||
      a.uid.localeCompare(b.uid),
  )
}

export function groupByDay(entries: CalendarEntry[]) {
  const days = new Map<string, CalendarEntry[]>()
  for (const entry of sortEntries(entries)) {
    const list = days.get(entry.ymd)
    if (list) list.push(entry)
    else days.set(entry.ymd, [entry])
  }
  return days
}

/** The grid shows this many entries per day, then '+N weitere'. */
export const ENTRIES_PER_DAY = 3

export function visibleOfDay<T>(entries: T[], max = ENTRIES_PER_DAY) {
  if (entries.length <= max) return { shown: entries, more: 0 }
  return { shown: entries.slice(0, max - 1), more: entries.length - (max - 1) }
}
