import {
  cellEntries,
  ENTRIES_PER_DAY,
  groupByDay,
  pagedList,
  type CalendarEntry,
  type ListPage,
} from '~/domain/calendar/entries'
import { berlinRange } from '~/domain/calendar/month'
import { addDays, berlinDayStart } from '~/domain/event-dates'
import { invoiceDueEntries, offerValidityEntries } from '~/models/calendar-billing.server'
import { dayTops, type GridDay } from '~/models/calendar-day-tops.server'
import { deadlineEntries, eventDateEntries } from '~/models/calendar.server'
import { cacheUntilWrite } from '~/utils/until-write.server'

// The calendar page's month: what each grid cell shows, each day's count
// ('+N weitere') and one page of the list below (the agenda, or one day).
// Event dates and deadlines are the many: of them only a cell's worth per
// day becomes an entry, plus the day's count; the list reads the full entries
// of the one or two days its page touches. Offer and invoice dates are few
// and read for the whole grid.
//
// Both the grid and the list page are aggregates over all of the tenant's
// rows of the month, kept until anything is written (until-write.server.ts:
// a write of this connection or a commit of another process drops them), as
// the event counters are; nothing in them depends on the clock. Callers get
// the kept objects and must not change them.

export type MonthFilter = { plannerId: string | null; status: string | null }

export type CalendarMonth = {
  /** per grid day with entries: what its cell shows, in order */
  cells: Map<string, CalendarEntry[]>
  /** per grid day with entries: how many it has in all */
  totals: Record<string, number>
  list: ListPage<CalendarEntry>
}

export function calendarMonth(
  tenantId: string,
  filter: MonthFilter,
  grid: { first: string; last: string },
  list: { days: string[]; isMarked: (ymd: string) => boolean; page: number },
): CalendarMonth {
  const gridKey = `${tenantId}|${grid.first}|${grid.last}|${filter.plannerId ?? ''}|${filter.status ?? ''}`
  const month = gridCache(gridKey, 0, () => ({
    value: { ...readGrid(tenantId, filter, grid), lists: new Map() },
    validUntil: Infinity,
  }))
  // A list page is kept with the grid it was paged from: both are dropped by the
  // same write, so a page never follows another version's day counts.
  const marked = list.days.filter(list.isMarked).join(',')
  const listKey = `${list.days[0] ?? ''}|${list.days.at(-1) ?? ''}|${list.days.length}|${list.page}|${marked}`
  let page = month.lists.get(listKey)
  if (!page) {
    page = readList(tenantId, filter, month, list)
    if (month.lists.size >= LISTS_PER_MONTH) month.lists.delete(month.lists.keys().next().value as string)
    month.lists.set(listKey, page)
  }
  return { cells: month.cells, totals: month.totals, list: page }
}

type Grid = Omit<CalendarMonth, 'list'> & { billing: Map<string, CalendarEntry[]> }

// per connection: a few hundred months, each with its last list pages (a page holds at most LIST_PAGE_SIZE entries)
const gridCache = cacheUntilWrite<Grid & { lists: Map<string, ListPage<CalendarEntry>> }>(200)
const LISTS_PER_MONTH = 20

function readGrid(tenantId: string, filter: MonthFilter, grid: { first: string; last: string }): Grid {
  const days = gridDays(grid.first, grid.last)
  const query = { ...berlinRange(grid.first, grid.last), ...filter, lean: true }
  const events = dayTops(tenantId, 'event_date', filter, days, ENTRIES_PER_DAY)
  const deadlines = dayTops(tenantId, 'deadline_at', filter, days, ENTRIES_PER_DAY)
  const billing = groupByDay([...offerValidityEntries(tenantId, query), ...invoiceDueEntries(tenantId, query)])
  // dayTops gives each day's first ones in the page's order; events before deadlines before billing
  const firsts = new Map<string, CalendarEntry[]>()
  for (const entry of [...events.tops, ...deadlines.tops]) {
    const day = firsts.get(entry.ymd)
    if (day) day.push(entry)
    else firsts.set(entry.ymd, [entry])
  }
  const cells = new Map<string, CalendarEntry[]>()
  const totals: Record<string, number> = {}
  for (const { ymd } of days) {
    const total = (events.totals.get(ymd) ?? 0) + (deadlines.totals.get(ymd) ?? 0) + (billing.get(ymd)?.length ?? 0)
    if (total === 0) continue
    totals[ymd] = total
    cells.set(ymd, cellEntries([...(firsts.get(ymd) ?? []), ...(billing.get(ymd) ?? [])], total))
  }
  return { cells, totals, billing }
}

function readList(
  tenantId: string,
  filter: MonthFilter,
  { totals, billing }: Grid,
  list: { days: string[]; isMarked: (ymd: string) => boolean; page: number },
) {
  return pagedList(
    list.days,
    (ymd) => totals[ymd] ?? 0,
    (spanned) => {
      const range = { ...berlinRange(spanned[0]!, spanned.at(-1)!), ...filter, lean: true }
      const inSpan = new Set(spanned)
      const ofBilling = [...billing.values()].flat().filter((entry) => inSpan.has(entry.ymd))
      return groupByDay([...eventDateEntries(tenantId, range), ...deadlineEntries(tenantId, range), ...ofBilling])
    },
    list.isMarked,
    list.page,
  )
}

// Berlin midnights of the days shown, kept: they never change, and a month asks for 43 of them.
const midnights = new Map<string, number>()

function midnight(ymd: string) {
  let ms = midnights.get(ymd)
  if (ms === undefined) {
    if (midnights.size > 5_000) midnights.clear()
    midnights.set(ymd, (ms = berlinDayStart(ymd)))
  }
  return ms
}

/** Each day from first to last with the instants [from, to) it spans in Berlin. */
function gridDays(first: string, last: string): GridDay[] {
  const days: GridDay[] = []
  for (let ymd = first; ymd <= last; ymd = addDays(ymd, 1))
    days.push({ ymd, from: midnight(ymd), to: midnight(addDays(ymd, 1)) })
  return days
}
