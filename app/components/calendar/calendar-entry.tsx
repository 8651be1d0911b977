import type { MouseEventHandler } from 'react'
import { eventStatusLabel } from '~/domain/event-status'

export type EntryView = {
  uid: string
  kind: string
  title: string
  href: string
  /** the event's status; 'cancelled' is shown struck through */
  status: string | null
}

// Colour by status, always with the status as text (not colour alone).
const STATUS_CLASS: Record<string, string> = {
  confirmed: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  completed: 'border-sky-700 bg-sky-50 text-sky-950',
  cancelled: 'border-red-700 bg-red-50 text-red-950',
  draft: 'border-slate-500 bg-slate-50 text-slate-900',
}
const DEADLINE_CLASS = 'border-amber-700 bg-amber-50 text-amber-950 border-dashed'

export function entryClass(entry: EntryView) {
  if (entry.kind === 'deadline') return DEADLINE_CLASS
  return STATUS_CLASS[entry.status ?? ''] ?? 'border-violet-700 bg-violet-50 text-violet-950'
}

const LINK_CLASS =
  'block rounded-sm border-l-4 px-1.5 py-0.5 text-xs leading-snug hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring'

/**
 * An entry as a plain anchor: a month shows a few hundred of them, so they
 * share the page's one click handler (usePlainLinkClick) instead of each
 * running a `<Link>`'s hooks in every server render.
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
      className={`${LINK_CLASS} ${entryClass(entry)} ${compact ? 'truncate' : 'text-sm'}`}
      title={status ? `${entry.title} (${status})` : entry.title}
    >
      <span className={entry.status === 'cancelled' ? 'line-through' : undefined}>{entry.title}</span>
      {status ? (
        <span className={compact ? 'sr-only ml-1 font-semibold sm:not-sr-only' : 'ml-1 font-semibold'}>· {status}</span>
      ) : null}
    </a>
  )
}
