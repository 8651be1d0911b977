import { titleKey, type CalendarEntry, type CalendarQuery } from '~/domain/calendar/entries'
import { deadlineTitle, eventTitle } from '~/domain/calendar/event-titles'
import { rawStatements } from '~/utils/raw-statements.server'
import type { DateColumn } from './calendar-event-rows.server'

// The month grid's cells: per day its first entries and its count, read in
// one pass over the tenant's events of the month.

/** A day of the month grid: its Berlin 'YYYY-MM-DD' and the instants [from, to) it spans. */
export type GridDay = { ymd: string; from: number; to: number }

export type DayTops = {
  /** per day, its first `limit` entries in the page's order (kind, titleKey, uid), lean */
  tops: CalendarEntry[]
  /** per day, how many entries it has in all */
  totals: Map<string, number>
}

/**
 * The first `limit` event dates or deadlines of each day, and each day's
 * count: one index range (events_tenant_date_idx, events_tenant_deadline_idx)
 * with the four columns a cell needs; each row is counted on its day and
 * kept only while it is among the day's first `limit` in the page's order
 * (titleKey of the title, then the uid, as sortEntries). The month is not
 * sorted, and only the kept rows become entries. (Ranking the rows in SQLite
 * with ROW_NUMBER() over the days cost more than reading them: its sorters
 * and a key function called from SQL outweighed the rows it did not send.)
 */
export function dayTops(
  tenantId: string,
  column: DateColumn,
  q: Pick<CalendarQuery, 'plannerId' | 'status'>,
  days: GridDay[],
  limit: number,
): DayTops {
  const tops: CalendarEntry[] = []
  const totals = new Map<string, number>()
  if (days.length === 0) return { tops, totals }
  const params: Record<string, unknown> = { tenantId, from: days[0]!.from, to: days.at(-1)!.to }
  if (q.plannerId) params.plannerId = q.plannerId
  if (q.status) params.status = q.status
  const deadline = column === 'deadline_at'
  const suffix = deadline ? '-deadline@festplan' : '-date@festplan'
  const counts = new Array<number>(days.length).fill(0)
  const kept: Kept[][] = days.map(() => [])
  for (const [id, name, status, startsAt, at] of topsStatement(column, q).all(params) as [
    string,
    string,
    string,
    string | null,
    number,
  ][]) {
    const i = dayIndex(days, at)
    if (i < 0) continue
    counts[i]!++
    const title = deadline ? deadlineTitle(name) : eventTitle(name, startsAt)
    const key = titleKey(title)
    const list = kept[i]!
    const uid = `${id}${suffix}`
    if (list.length === limit && !before(key, uid, list[limit - 1]!)) continue
    let j = list.length
    while (j > 0 && before(key, uid, list[j - 1]!)) j--
    list.splice(j, 0, { key, uid, id, title, status })
    if (list.length > limit) list.pop()
  }
  days.forEach(({ ymd }, i) => {
    if (counts[i] === 0) return
    totals.set(ymd, counts[i]!)
    // lean, as the page's other entries: the feed's fields are constants
    for (const { uid, id, title, status } of kept[i]!) {
      tops.push({
        uid,
        kind: deadline ? 'deadline' : 'event',
        ymd,
        title,
        href: `/tenant/events/${id}`,
        eventId: id,
        status,
        cancelled: status === 'cancelled',
        sequence: 0,
        lastModified: 0,
        description: '',
        plannerId: null,
      })
    }
  })
  return { tops, totals }
}

type Kept = { key: string; uid: string; id: string; title: string; status: string }

const before = (key: string, uid: string, other: Kept) => key < other.key || (key === other.key && uid < other.uid)

/** The index of the day [from, to) holding the instant (days sorted and adjoining), -1 outside. */
function dayIndex(days: GridDay[], at: number) {
  let lo = 0
  let hi = days.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const day = days[mid]!
    if (at < day.from) hi = mid - 1
    else if (at >= day.to) lo = mid + 1
    else return mid
  }
  return -1
}

const topsStatements = rawStatements()

function topsStatement(column: DateColumn, q: Pick<CalendarQuery, 'plannerId' | 'status'>) {
  const key = [column, !!q.plannerId, !!q.status].join(':')
  return topsStatements(
    key,
    () => `select e.id, e.name, e.status, e.starts_at, e.${column} from events e
      where e.tenant_id = @tenantId and e.${column} >= @from and e.${column} < @to${q.plannerId ? ' and e.assigned_planner_id = @plannerId' : ''}${q.status ? ' and e.status = @status' : ''}`,
  )
}
