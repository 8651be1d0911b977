import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { formatDateTime, isoTime } from '~/utils/format'

export type ThreadRow = {
  eventId: string
  eventName: string
  customerName: string | null
  customerEmail: string | null
  lastAt: number
  unread: number
  total: number
}

/** The tenant's threads, unread first, then newest; each links to its event page. */
export function ThreadList({ rows, searching }: { rows: ThreadRow[]; searching: boolean }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        {searching ? 'Keine Unterhaltung gefunden.' : 'Noch keine Nachrichten.'}
      </p>
    )
  }
  return (
    <ul className="divide-y rounded-lg border">
      {rows.map((t) => (
        <li key={t.eventId} data-testid="thread" className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="grid">
            <Link
              to={`/tenant/events/${t.eventId}#nachrichten`}
              className={t.unread > 0 ? 'font-semibold underline' : 'underline'}
            >
              {t.eventName}
            </Link>
            <span className="text-sm text-muted-foreground">{t.customerName || t.customerEmail || 'Kein Kunde'}</span>
          </div>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            {t.unread > 0 ? <Badge data-testid="thread-unread">{t.unread} ungelesen</Badge> : null}
            <span>
              {t.total} {t.total === 1 ? 'Nachricht' : 'Nachrichten'}
            </span>
            <time dateTime={isoTime(t.lastAt)}>{formatDateTime(t.lastAt)}</time>
          </div>
        </li>
      ))}
    </ul>
  )
}
