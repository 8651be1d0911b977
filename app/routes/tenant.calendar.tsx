import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AgendaList } from '~/components/calendar/agenda-list'
import { calendarHref, type CalendarParams } from '~/components/calendar/calendar-href'
import { CalendarToolbar } from '~/components/calendar/calendar-toolbar'
import { MonthGrid } from '~/components/calendar/month-grid'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { groupByDay, visibleOfDay } from '~/domain/calendar/entries'
import { holidaysBetween, bundeslandName } from '~/domain/calendar/holidays'
import { berlinRange, dayTitle, formatMonth, gridDays, monthGrid, monthTitle, parseMonth, shiftMonth } from '~/domain/calendar/month'
import { isValidYmd, todayYmd } from '~/domain/event-dates'
import { isEventStatus } from '~/domain/event-status'
import { calendarEntries } from '~/models/calendar-sources.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { cn } from '~/utils/cn'

// Kalender (issue 18): month grid and agenda of event dates, deadlines and
// holidays. ?month=YYYY-MM (malformed → this month), view=month|agenda (none:
// agenda on narrow screens, grid on wide ones, by CSS), mine=1, status=…,
// day=YYYY-MM-DD (that day's full list, the target of '+N weitere').

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
  const entries = calendarEntries(staff.tenantId, { ...berlinRange(first, last), plannerId: mine ? staff.userId : null, status })
  const view = viewParam === 'month' || viewParam === 'agenda' ? viewParam : null
  // the grid alone needs only what a cell shows (plus the count for '+N weitere'); the lists need all
  const byDay: Record<string, { uid: string; kind: string; ymd: string; title: string; href: string; status: string | null; cancelled: boolean }[]> = {}
  const totals: Record<string, number> = {}
  for (const [ymd, list] of groupByDay(entries)) {
    const keep = view === 'month' && ymd !== day ? visibleOfDay(list).shown : list
    byDay[ymd] = keep.map(({ uid, kind, title, href, status: s, cancelled }) => ({ uid, kind, ymd, title, href, status: s, cancelled }))
    totals[ymd] = list.length
  }
  return {
    params: { month: formatMonth(ym), view, mine, status, day } satisfies CalendarParams,
    title: monthTitle(ym),
    prev: formatMonth(shiftMonth(ym, -1)),
    next: formatMonth(shiftMonth(ym, 1)),
    current: today.slice(0, 7),
    today,
    weeks: monthGrid(ym),
    entries: byDay,
    totals,
    holidays: Object.fromEntries(holidaysBetween(first, last, staff.tenant.bundesland)),
    bundesland: bundeslandName(staff.tenant.bundesland),
  }
}

export default function CalendarPage() {
  const data = useLoaderData<typeof loader>()
  const { params, weeks, today, entries, totals, holidays } = data
  const monthDays = weeks.flatMap((w) => w.days.filter((d) => d.inMonth).map((d) => d.ymd))
  const dayHref = (ymd: string) => calendarHref({ ...params, day: ymd })
  return (
    <section className="mx-auto max-w-7xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Kalender</h1>
        <Link to="/tenant/settings/calendar" className="text-sm underline">Kalender-Abo</Link>
      </div>
      <CalendarToolbar params={params} prev={data.prev} next={data.next} current={data.current} title={data.title} />
      <p className="text-xs text-muted-foreground">
        Feiertage: bundesweit{data.bundesland ? ` und ${data.bundesland}` : ''}.
      </p>
      {params.day ? (
        <section aria-labelledby="day-title" className="rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="day-title" className="text-lg font-semibold">Alle Einträge am {dayTitle(params.day)}</h2>
            <Link to={calendarHref({ ...params, day: null })} className="text-sm underline">Schließen</Link>
          </div>
          <div className="mt-3">
            <AgendaList days={[params.day]} today={today} entries={entries} holidays={holidays} label={`Einträge am ${dayTitle(params.day)}`} />
          </div>
        </section>
      ) : null}
      {params.view !== 'agenda' ? (
        <div className={cn('overflow-x-auto', params.view === null && 'hidden md:block')} data-view="month">
          <MonthGrid weeks={weeks} today={today} entries={entries} totals={totals} holidays={holidays} dayHref={dayHref} />
        </div>
      ) : null}
      {params.view !== 'month' ? (
        <div className={cn(params.view === null && 'md:hidden')} data-view="agenda">
          <h2 className="sr-only">Liste</h2>
          <AgendaList days={monthDays} today={today} entries={entries} holidays={holidays} label={`Einträge im ${data.title}`} />
        </div>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
