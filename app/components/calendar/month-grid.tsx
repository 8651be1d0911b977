import type { MouseEventHandler } from 'react'
import { dayTitle, WEEKDAY_LONG, WEEKDAY_SHORT, type GridWeek } from '~/domain/calendar/month'
import { ENTRIES_PER_DAY, visibleOfDay } from '~/domain/calendar/entries'
import { KeptMarkupList } from '~/utils/kept-markup'
import { CalendarEntryLink, entryKey, type EntryView } from './calendar-entry'

type Props = {
  weeks: GridWeek[]
  today: string
  entries: Record<string, EntryView[]>
  /** entries per day before trimming (the grid view sends only what a cell shows) */
  totals: Record<string, number>
  holidays: Record<string, string[]>
  /** the month's address without a day: a day's list is `${dayBase}&day=YYYY-MM-DD` */
  dayBase: string
  /** the page's one click handler for its plain anchors (usePlainLinkClick) */
  onLinkClick: MouseEventHandler<HTMLAnchorElement>
}

type WeekProps = Omit<Props, 'weeks'> & { week: GridWeek }

/**
 * The month as a table: rows are ISO weeks (KW), columns Monday to Sunday.
 * Its links (a day's number, its entries, '+N weitere') are plain anchors
 * sharing one click handler, as the events grid's. A week's row is pure (a
 * function of what `weekKey` covers), so the server keeps its markup
 * (KeptMarkupList, ADR 150c): a month with thousands of events shows the
 * same rows until one of their entries changes. A cell's look is the
 * component class `cal-day` (app/styles/tailwind.css), not a dozen utilities
 * repeated in each of its 42 cells.
 */
export function MonthGrid({ weeks, ...props }: Props) {
  return (
    <table className="w-full table-fixed border-collapse text-sm" aria-label="Monatsansicht">
      <thead>
        <tr>
          <th scope="col" className="w-10 p-1 text-xs font-medium text-muted-foreground">
            <abbr title="Kalenderwoche">KW</abbr>
          </th>
          {WEEKDAY_SHORT.map((d, i) => (
            <th key={d} scope="col" className="p-1 text-xs font-medium text-muted-foreground">
              <abbr title={WEEKDAY_LONG[i]}>{d}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <KeptMarkupList
        name="calendar-week"
        as="tbody"
        items={weeks}
        keyOf={(week) => weekKey({ ...props, week })}
        render={(week) => <WeekRow key={week.days[0]!.ymd} {...props} week={week} />}
      />
    </table>
  )
}

/** Everything a week's row shows: its days, their entries, counts and holidays, today, the days' address. */
function weekKey({ week, today, entries, totals, holidays, dayBase }: Omit<WeekProps, 'onLinkClick'>) {
  const days = week.days.map((day) => [
    day.ymd,
    day.day,
    day.inMonth,
    day.ymd === today,
    totals[day.ymd] ?? null,
    holidays[day.ymd] ?? null,
    entries[day.ymd] ?? null,
  ])
  return `${dayBase}\n${week.week}\n${JSON.stringify(days)}`
}

function WeekRow({ week, today, entries, totals, holidays, dayBase, onLinkClick }: WeekProps) {
  return (
    <tr>
      <th scope="row" className="p-1 align-top text-xs font-medium text-muted-foreground">
        {week.week}
      </th>
      {week.days.map((day) => {
        const list = entries[day.ymd] ?? []
        const { shown } = visibleOfDay(list)
        const total = totals[day.ymd] ?? list.length
        const more = total > ENTRIES_PER_DAY ? total - shown.length : 0
        const names = holidays[day.ymd] ?? []
        const isToday = day.ymd === today
        const href = `${dayBase}&day=${day.ymd}`
        return (
          <td
            key={day.ymd}
            data-day={day.ymd}
            aria-current={isToday ? 'date' : undefined}
            className={day.inMonth ? 'cal-day' : 'cal-day cal-day-out'}
          >
            <div>
              <a
                href={href}
                data-discover="true"
                onClick={onLinkClick}
                aria-label={dayTitle(day.ymd) + (isToday ? ' (heute)' : '')}
              >
                {day.day}
              </a>
              {isToday ? <span>Heute</span> : null}
            </div>
            {names.map((name) => (
              <p key={name} data-holiday title={name}>
                {name}
              </p>
            ))}
            <ul>
              {shown.map((entry) => (
                <li key={entryKey(entry)}>
                  <CalendarEntryLink entry={entry} onLinkClick={onLinkClick} compact />
                </li>
              ))}
              {more > 0 ? (
                <li>
                  <a href={href} data-discover="true" onClick={onLinkClick} className="cal-more">
                    {`+${more} weitere`}
                  </a>
                </li>
              ) : null}
            </ul>
          </td>
        )
      })}
    </tr>
  )
}
