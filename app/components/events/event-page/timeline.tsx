import { Pagination } from '~/components/pagination'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDateTime, isoTime } from '~/utils/format'

export type TimelineData = {
  page: number
  pageCount: number
  entries: Array<{ id: string; sentence: string; actorType: string; actorName: string | null; createdAt: number }>
}

const who = (e: TimelineData['entries'][number]) =>
  e.actorType === 'system' ? 'System' : (e.actorName ?? (e.actorType === 'customer' ? 'Kunde' : 'Team'))

/** What happened to the event, newest first, 50 per page. */
export function Timeline({ timeline }: { timeline: TimelineData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Verlauf</CardTitle>
      </CardHeader>
      <CardContent>
        {timeline.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Einträge.</p>
        ) : (
          <ol className="grid gap-2 text-sm" aria-label="Verlauf">
            {timeline.entries.map((e) => (
              <li key={e.id} data-testid="timeline-entry" className="timeline-entry">
                {e.sentence}
                <small>
                  {`${who(e)} · `}
                  <time dateTime={isoTime(e.createdAt)}>{formatDateTime(e.createdAt)}</time>
                </small>
              </li>
            ))}
          </ol>
        )}
        <Pagination page={timeline.page} pageCount={timeline.pageCount} />
      </CardContent>
    </Card>
  )
}
