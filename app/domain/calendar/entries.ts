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

/** Events before deadlines before other kinds (billing). */
const kindOrder = (kind: string) => KIND_ORDER[kind] ?? 2

const NON_ASCII = /[\u0080-\uffff]/
const COMBINING_MARKS = /[\u0300-\u036f]/g

/**
 * A title's sort key: lower case, accents and umlauts folded to their base
 * letter and ß to ss (German dictionary order, DIN 5007-1: 'Äpfel' beside
 * 'Apfel', both before 'Birne'). Compared by code unit, it orders the day's
 * list here and picks the first entries of each grid cell
 * (app/models/calendar.server.ts), so a cell shows what its list begins with.
 */
export function titleKey(title: string) {
  const lower = title.toLowerCase()
  return NON_ASCII.test(lower) ? lower.replace(/ß/g, 'ss').normalize('NFD').replace(COMBINING_MARKS, '') : lower
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Day, then events before deadlines before other kinds, then title (titleKey), then uid. */
export function sortEntries(entries: CalendarEntry[]) {
  return entries
    .map((entry) => ({ entry, kind: kindOrder(entry.kind), key: titleKey(entry.title) }))
    .sort(
      (a, b) =>
        byCodeUnit(a.entry.ymd, b.entry.ymd) ||
        a.kind - b.kind ||
        byCodeUnit(a.key, b.key) ||
        byCodeUnit(a.entry.uid, b.entry.uid),
    )
    .map(({ entry }) => entry)
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

/** What a cell shows of a day with `total` entries, given its first entries in order (at least ENTRIES_PER_DAY, or all). */
export function cellEntries<T>(first: T[], total: number, max = ENTRIES_PER_DAY) {
  return first.slice(0, total <= max ? max : max - 1)
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
 * One page of a list of days (the agenda of a month, or one day), from each
 * day's count alone: `entriesOf` is asked only for the days the page touches
 * (their full sorted lists), so a month of thousands of entries reads one or
 * two days for a page of 50. A page holds `size` entries, a day may run over
 * two pages; days without entries (holidays) are shown on the page whose span
 * they fall in. `requested` beyond the last page gives the last.
 */
export function pagedList<T>(
  days: string[],
  countOf: (ymd: string) => number,
  entriesOf: (spanned: string[]) => ReadonlyMap<string, T[]>,
  isMarked: (ymd: string) => boolean,
  requested: number,
  size = LIST_PAGE_SIZE,
): ListPage<T> {
  const counts = days.map(countOf)
  const total = counts.reduce((sum, n) => sum + n, 0)
  const pageCount = Math.max(1, Math.ceil(total / size))
  const page = Math.min(Math.max(1, requested), pageCount)
  const start = (page - 1) * size
  const end = page * size
  // per day touched: how many of its entries lie before the page, and how many on it
  const spans: { ymd: string; skip: number; take: number }[] = []
  let nextFirst: string | undefined
  let offset = 0
  days.forEach((ymd, i) => {
    const dayStart = offset
    const dayEnd = (offset += counts[i]!)
    if (dayEnd > dayStart && dayEnd > start && dayStart < end)
      spans.push({ ymd, skip: Math.max(0, start - dayStart), take: Math.min(end, dayEnd) - Math.max(start, dayStart) })
    if (nextFirst === undefined && dayStart <= end && end < dayEnd) nextFirst = ymd
  })
  const byDay = spans.length > 0 ? entriesOf(spans.map((s) => s.ymd)) : new Map<string, T[]>()
  const entries: Record<string, T[]> = {}
  for (const { ymd, skip, take } of spans) entries[ymd] = (byDay.get(ymd) ?? []).slice(skip, skip + take)
  // holiday-only days belong to the page whose span they fall in: from its first entry's day (page 1: the first day) to the next page's first entry's day
  const from = page === 1 || spans.length === 0 ? days[0]! : spans[0]!.ymd
  const shown = days.filter(
    (d) => entries[d] !== undefined || (isMarked(d) && d >= from && (nextFirst === undefined || d < nextFirst)),
  )
  return { days: shown, entries, page, pageCount, total }
}
