import type { MouseEventHandler } from 'react'
import { dayTitle, WEEKDAY_LONG, WEEKDAY_SHORT, type GridWeek } from '~/domain/calendar/month'
import { ENTRIES_PER_DAY, visibleOfDay } from '~/domain/calendar/entries'
import { cn } from '~/utils/cn'
import { CalendarEntryLink, type EntryView } from './calendar-entry'

type Props = {
  weeks: GridWeek[]
  today: string
  entries: Record<string, EntryView[]>
  /** entries per day before trimming (the grid view sends only what a cell shows) */
  totals: Record<string, number>
  holidays: Record<string, string[]>
  dayHref: (ymd: string) => string
  /** the page's one click handler for its plain anchors (usePlainLinkClick) */
  onLinkClick: MouseEventHandler<HTMLAnchorElement>
}

/**
 * The month as a table: rows are ISO weeks (KW), columns Monday to Sunday.
 * Its links (a day's number, its entries, '+N weitere') are plain anchors
 * sharing one click handler, as the events grid's.
 */
export function MonthGrid({ weeks, today, entries, totals, holidays, dayHref, onLinkClick }: Props) {
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
      <tbody>
        {weeks.map((week) => (
          <tr key={week.days[0]!.ymd}>
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
              const href = dayHref(day.ymd)
              return (
                <td
                  key={day.ymd}
                  data-day={day.ymd}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'h-28 border border-border p-1 align-top',
                    !day.inMonth && 'bg-muted/40 text-muted-foreground',
                    isToday && 'bg-primary/5 ring-2 ring-primary ring-inset',
                  )}
                >
                  <div className="flex items-baseline justify-between gap-1">
                    <a
                      href={href}
                      data-discover="true"
                      onClick={onLinkClick}
                      className="rounded-sm text-xs font-semibold hover:underline"
                      aria-label={dayTitle(day.ymd) + (isToday ? ' (heute)' : '')}
                    >
                      {day.day}
                    </a>
                    {isToday ? <span className="text-[0.65rem] font-semibold text-primary">Heute</span> : null}
                  </div>
                  {names.map((name) => (
                    <p
                      key={name}
                      className="truncate text-[0.7rem] font-medium text-rose-800"
                      data-holiday
                      title={name}
                    >
                      {name}
                    </p>
                  ))}
                  <ul className="mt-0.5 grid gap-0.5">
                    {shown.map((entry) => (
                      <li key={entry.uid}>
                        <CalendarEntryLink entry={entry} onLinkClick={onLinkClick} compact />
                      </li>
                    ))}
                    {more > 0 ? (
                      <li>
                        <a
                          href={href}
                          data-discover="true"
                          onClick={onLinkClick}
                          className="text-xs font-medium underline"
                        >
                          +{more} weitere
                        </a>
                      </li>
                    ) : null}
                  </ul>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
