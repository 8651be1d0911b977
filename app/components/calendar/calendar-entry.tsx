import type { MouseEventHandler } from 'react'
import { eventStatusLabel } from '~/domain/event-status'

/** What the page sends of an entry; `kind` and `href` together are unique (entryKey). */
export type EntryView = {
  kind: string
  title: string
  href: string
  /** the event's status; 'cancelled' is shown struck through */
  status: string | null
}

/** An entry's React key: its kind and address (an event's date and deadline share the address, not the kind). */
export const entryKey = (entry: EntryView) => `${entry.kind} ${entry.href}`

/**
 * An entry as a plain anchor: a month shows a few hundred of them, so they
 * share the page's one click handler (usePlainLinkClick) instead of each
 * running a `<Link>`'s hooks in every server render. Its look is the
 * component class `cal-entry` (app/styles/tailwind.css): the colour follows
 * the `data-status` and `data-entry-kind` it carries anyway, so the markup of
 * each of a month's entries stays a few dozen bytes, not two hundred.
 */
export function CalendarEntryLink({
  entry,
  onLinkClick,
  compact = false,
}: {
  entry: EntryView
  onLinkClick: MouseEventHandler<HTMLAnchorElement>
  compact?: boolean
}) {
  const status = entry.status ? eventStatusLabel(entry.status) : null
  return (
    <a
      href={entry.href}
      data-discover="true"
      onClick={onLinkClick}
      data-entry-kind={entry.kind}
      data-status={entry.status ?? undefined}
      className={compact ? 'cal-entry cal-entry-compact' : 'cal-entry text-sm'}
      title={status ? `${entry.title} (${status})` : entry.title}
    >
      <span className={entry.status === 'cancelled' ? 'line-through' : undefined}>{entry.title}</span>
      {status ? <span className="cal-entry-status">{`· ${status}`}</span> : null}
    </a>
  )
}
