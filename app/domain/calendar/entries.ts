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
  /** a timed entry (the event's start and end as instants); absent = all day */
  start?: number
  end?: number
  /** the feed's LOCATION (the venue) */
  location?: string
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
  /** for the page: sequence and lastModified are not needed (0 / the row's own times), so the timeline is not read */
  lean?: boolean
}

export type CalendarProvider = (tenantId: string, query: CalendarQuery) => CalendarEntry[]

const KIND_ORDER: Record<string, number> = { event: 0, deadline: 1 }

// One German collator for every comparison: `localeCompare(b, 'de')` looks the
// locale up again on each call, the slowest part of sorting a full month.
const germanTitle = new Intl.Collator('de').compare
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Day, then events before deadlines before other kinds, then title. */
export function sortEntries(entries: CalendarEntry[]) {
  return [...entries].sort(
    (a, b) =>
      byCodeUnit(a.ymd, b.ymd) ||
      (KIND_ORDER[a.kind] ?? 2) - (KIND_ORDER[b.kind] ?? 2) ||
      germanTitle(a.title, b.title) ||
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

/** Entries per page of the agenda and of a day's list. */
export const LIST_PAGE_SIZE = 50

export type ListPage<T> = {
  /** the days this page shows, in order: days with entries on it, and holidays between them */
  days: string[]
  entries: Record<string, T[]>
  page: number
  pageCount: number
  total: number
}

/**
 * One page of a list of days (the agenda of a month, or one day): `byDay`
 * holds each day's sorted entries, `days` the days in order. A page holds
 * LIST_PAGE_SIZE entries, a day may run over two pages; days without
 * entries (holidays) are shown on the page whose span they fall in. `page`
 * beyond the last gives the last.
 */
export function listPage<T>(days: string[], byDay: ReadonlyMap<string, T[]>, isMarked: (ymd: string) => boolean, requested: number, size = LIST_PAGE_SIZE): ListPage<T> {
  const flat: [string, T][] = []
  for (const ymd of days) for (const entry of byDay.get(ymd) ?? []) flat.push([ymd, entry])
  const total = flat.length
  const pageCount = Math.max(1, Math.ceil(total / size))
  const page = Math.min(Math.max(1, requested), pageCount)
  const slice = flat.slice((page - 1) * size, page * size)
  const entries: Record<string, T[]> = {}
  for (const [ymd, entry] of slice) (entries[ymd] ??= []).push(entry)
  // holiday-only days belong to the page whose span they fall in: from its first entry's day (page 1: the first day) to the next page's first entry's day
  const from = page === 1 ? days[0]! : slice[0]![0]
  const nextFirst = flat[page * size]?.[0]
  const shown = days.filter((d) => entries[d] !== undefined || (isMarked(d) && d >= from && (nextFirst === undefined || d < nextFirst)))
  return { days: shown, entries, page, pageCount, total }
}
