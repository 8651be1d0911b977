import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AgendaList } from '~/components/calendar/agenda-list'
import { calendarHref, type CalendarParams } from '~/components/calendar/calendar-href'
import { CalendarToolbar } from '~/components/calendar/calendar-toolbar'
import { MonthGrid } from '~/components/calendar/month-grid'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { usePlainLinkClick } from '~/components/ui/plain-link-click'
import type { EntryView } from '~/components/calendar/calendar-entry'
import { Pagination, pageFromUrl } from '~/components/pagination'
import type { CalendarEntry } from '~/domain/calendar/entries'
import { holidaysBetween, bundeslandName } from '~/domain/calendar/holidays'
import {
  dayTitle,
  formatMonth,
  gridDays,
  monthDays,
  monthGrid,
  monthTitle,
  parseMonth,
  shiftMonth,
} from '~/domain/calendar/month'
import { isValidYmd, todayYmd } from '~/domain/event-dates'
import { isEventStatus } from '~/domain/event-status'
import { calendarMonth } from '~/services/calendar-month.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { cn } from '~/utils/cn'

// Kalender (docs/features/calendar-and-feeds.md): month grid and agenda of event dates, deadlines and
// holidays. ?month=YYYY-MM (malformed → this month), view=month|agenda (none:
// agenda on narrow screens, grid on wide ones, by CSS), mine=1, status=…,
// day=YYYY-MM-DD (that day's full list, the target of '+N weitere'), page=N
// (the page of the agenda, or of the day's list).

export const meta: MetaFunction = () => [{ title: 'Kalender – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const today = todayYmd()
  const ym = parseMonth(url.searchParams.get('month'), today)
  const viewParam = url.searchParams.get('view')
  const statusParam = url.searchParams.get('status') ?? ''
  const mine = url.searchParams.get('mine') === '1'
  const status = isEventStatus(statusParam) ? statusParam : null
  const { first, last } = gridDays(ym)
  const dayParam = url.searchParams.get('day') ?? ''
  const day = isValidYmd(dayParam) && dayParam >= first && dayParam <= last ? dayParam : null
  const view = viewParam === 'month' || viewParam === 'agenda' ? viewParam : null
  const holidays = Object.fromEntries(holidaysBetween(first, last, staff.tenant.bundesland))
  // The grid gets only what a cell shows (plus each day's count for '+N
  // weitere'); the list below it (the agenda, or the one day asked for) gets
  // one page of LIST_PAGE_SIZE entries. A month of thousands of events stays a
  // page of a few dozen kilobytes.
  const month = calendarMonth(
    staff.tenantId,
    { plannerId: mine ? staff.userId : null, status },
    { first, last },
    { days: day ? [day] : monthDays(ym), isMarked: (ymd) => (holidays[ymd]?.length ?? 0) > 0, page: pageFromUrl(url) },
  )
  const entries: Record<string, EntryView[]> = {}
  for (const [ymd, shown] of month.cells) entries[ymd] = shown.map(toView)
  const list = {
    ...month.list,
    entries: Object.fromEntries(Object.entries(month.list.entries).map(([ymd, shown]) => [ymd, shown.map(toView)])),
  }
  return {
    params: { month: formatMonth(ym), view, mine, status, day } satisfies CalendarParams,
    title: monthTitle(ym),
    prev: formatMonth(shiftMonth(ym, -1)),
    next: formatMonth(shiftMonth(ym, 1)),
    current: today.slice(0, 7),
    today,
    entries,
    totals: month.totals,
    list,
    holidays,
    bundesland: bundeslandName(staff.tenant.bundesland),
  }
}

export default function CalendarPage() {
  const data = useLoaderData<typeof loader>()
  const { params, today, entries, totals, holidays, list } = data
  // the grid's weeks follow from the month alone (and are built once per month), so they are not sent
  const weeks = monthGrid(parseMonth(params.month, today))
  const onLinkClick = usePlainLinkClick()
  // `day` is the address's last parameter (calendarHref), and a day needs no escaping
  const withoutDay = calendarHref({ ...params, day: null })
  const pages = <Pagination page={list.page} pageCount={list.pageCount} />
  return (
    <section className="mx-auto max-w-7xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Kalender</h1>
        <Link to="/tenant/settings/calendar" className="text-sm underline">
          Kalender-Abo
        </Link>
      </div>
      <CalendarToolbar params={params} prev={data.prev} next={data.next} current={data.current} title={data.title} />
      <p className="text-xs text-muted-foreground">
        Feiertage: bundesweit{data.bundesland ? ` und ${data.bundesland}` : ''}.
      </p>
      {params.day ? (
        <section aria-labelledby="day-title" className="rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="day-title" className="text-lg font-semibold">
              Alle Einträge am {dayTitle(params.day)}
            </h2>
            <Link to={withoutDay} className="text-sm underline">
              Schließen
            </Link>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{entryCount(list.total)}</p>
          <div className="mt-3">
            <AgendaList
              days={list.days}
              today={today}
              entries={list.entries}
              holidays={holidays}
              label={`Einträge am ${dayTitle(params.day)}`}
              onLinkClick={onLinkClick}
            />
            {pages}
          </div>
        </section>
      ) : null}
      {params.view !== 'agenda' ? (
        <div className={cn('overflow-x-auto', params.view === null && 'hidden md:block')} data-view="month">
          <MonthGrid
            weeks={weeks}
            today={today}
            entries={entries}
            totals={totals}
            holidays={holidays}
            dayBase={withoutDay}
            onLinkClick={onLinkClick}
          />
        </div>
      ) : null}
      {params.view !== 'month' && !params.day ? (
        <div className={cn(params.view === null && 'md:hidden')} data-view="agenda">
          <h2 className="sr-only">Liste</h2>
          <AgendaList
            days={list.days}
            today={today}
            entries={list.entries}
            holidays={holidays}
            label={`Einträge im ${data.title}`}
            onLinkClick={onLinkClick}
          />
          {pages}
        </div>
      ) : null}
    </section>
  )
}

/** What the page sends of an entry: the feed's fields stay on the server, the day is its key. */
const toView = ({ kind, title, href, status }: CalendarEntry): EntryView => ({ kind, title, href, status })

const entryCount = (n: number) => (n === 1 ? '1 Eintrag' : `${n.toLocaleString('de-DE')} Einträge`)

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
