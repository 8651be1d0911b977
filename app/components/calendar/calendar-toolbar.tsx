import { Form, Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Label, Select } from '~/components/ui/input'
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from '~/domain/event-status'
import { calendarHref, type CalendarParams } from './calendar-href'

type Props = { params: CalendarParams; prev: string; next: string; current: string; title: string }

/** Month navigation, view switch and filters; plain links and a GET form (no JavaScript needed). */
export function CalendarToolbar({ params, prev, next, current, title }: Props) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <nav aria-label="Monate" className="flex flex-wrap gap-2">
          <Link
            to={calendarHref({ ...params, month: prev, day: null })}
            className={buttonClass('outline', 'sm')}
            rel="prev"
          >
            ‹ Vorheriger Monat
          </Link>
          <Link to={calendarHref({ ...params, month: current, day: null })} className={buttonClass('outline', 'sm')}>
            Heute
          </Link>
          <Link
            to={calendarHref({ ...params, month: next, day: null })}
            className={buttonClass('outline', 'sm')}
            rel="next"
          >
            Nächster Monat ›
          </Link>
        </nav>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" action="/tenant/calendar" className="flex flex-wrap items-end gap-3" aria-label="Filter">
          <input type="hidden" name="month" value={params.month} />
          {params.view ? <input type="hidden" name="view" value={params.view} /> : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="mine" value="1" defaultChecked={params.mine} className="size-4" />
            Nur meine
          </label>
          <div className="grid gap-1">
            <Label htmlFor="calendar-status">Status</Label>
            <Select id="calendar-status" name="status" defaultValue={params.status ?? ''}>
              <option value="">Alle</option>
              {EVENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EVENT_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            Filtern
          </button>
        </Form>
        <nav aria-label="Ansicht" className="flex gap-2">
          <Link
            to={calendarHref({ ...params, view: 'month', day: null })}
            className={buttonClass(params.view === 'month' ? 'default' : 'outline', 'sm')}
            aria-current={params.view === 'month' ? 'page' : undefined}
          >
            Monat
          </Link>
          <Link
            to={calendarHref({ ...params, view: 'agenda', day: null })}
            className={buttonClass(params.view === 'agenda' ? 'default' : 'outline', 'sm')}
            aria-current={params.view === 'agenda' ? 'page' : undefined}
          >
            Liste
          </Link>
        </nav>
      </div>
    </div>
  )
}
