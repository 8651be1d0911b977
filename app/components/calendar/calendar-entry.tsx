import { Link } from '@remix-run/react'
import { eventStatusLabel } from '~/domain/event-status'
import { cn } from '~/utils/cn'

export type EntryView = {
  uid: string
  kind: string
  ymd: string
  title: string
  href: string
  status: string | null
  cancelled: boolean
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

export function CalendarEntryLink({ entry, compact = false }: { entry: EntryView; compact?: boolean }) {
  const status = entry.status ? eventStatusLabel(entry.status) : null
  return (
    <Link
      to={entry.href}
      data-entry-kind={entry.kind}
      data-status={entry.status ?? undefined}
      className={cn(
        'block rounded-sm border-l-4 px-1.5 py-0.5 text-xs leading-snug hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        entryClass(entry),
        compact ? 'truncate' : 'text-sm',
      )}
      title={status ? `${entry.title} (${status})` : entry.title}
    >
      <span className={entry.cancelled ? 'line-through' : undefined}>{entry.title}</span>
      {status ? (
        <span className={cn('ml-1 font-semibold', compact ? 'sr-only sm:not-sr-only' : '')}>· {status}</span>
      ) : null}
    </Link>
  )
}
