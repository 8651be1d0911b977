import type { MouseEventHandler } from 'react'
import { dayTitle } from '~/domain/calendar/month'
import { KeptMarkupList } from '~/utils/kept-markup'
import { CalendarEntryLink, entryKey, type EntryView } from './calendar-entry'

type Props = {
  days: string[]
  today: string
  entries: Record<string, EntryView[]>
  holidays: Record<string, string[]>
  label: string
  /** the page's one click handler for its plain anchors (usePlainLinkClick) */
  onLinkClick: MouseEventHandler<HTMLAnchorElement>
}

/**
 * The agenda: every day of the month with entries or a holiday, in order. An
 * entry's markup is a function of the entry alone, so the server keeps it
 * (KeptMarkupList, ADR 150c).
 */
export function AgendaList({ days, today, entries, holidays, label, onLinkClick }: Props) {
  const shown = days.filter((d) => (entries[d]?.length ?? 0) > 0 || (holidays[d]?.length ?? 0) > 0)
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">Keine Einträge in diesem Zeitraum.</p>
  return (
    <ol className="grid gap-3" aria-label={label}>
      {shown.map((d) => (
        <li
          key={d}
          data-agenda-day={d}
          className="grid gap-1 rounded-md border border-border p-3"
          aria-current={d === today ? 'date' : undefined}
        >
          <h3 className="text-sm font-semibold">
            {dayTitle(d)}
            {d === today ? <span className="ml-2 text-primary">(Heute)</span> : null}
          </h3>
          {(holidays[d] ?? []).map((name) => (
            <p key={name} className="text-sm font-medium text-rose-800" data-holiday>
              Feiertag: {name}
            </p>
          ))}
          <KeptMarkupList
            name="agenda-entry"
            as="ul"
            className="grid gap-1"
            items={entries[d] ?? []}
            keyOf={(entry) => JSON.stringify(entry)}
            render={(entry) => (
              <li key={entryKey(entry)}>
                <CalendarEntryLink entry={entry} onLinkClick={onLinkClick} />
              </li>
            )}
          />
        </li>
      ))}
    </ol>
  )
}
