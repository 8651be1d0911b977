import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

export type PortalEventDay = {
  venue: string[]
  times: Array<{ field: string; label: string; value: string }>
  entries: Array<{ id: string; time: string | null; end: string | null; title: string; location: string | null }>
}

/** Where and when, and the visible Ablaufplan, in the customer portal. */
export function PortalEventDayCard({ day }: { day: PortalEventDay }) {
  if (!day.venue.length && !day.times.length && !day.entries.length) return null
  return (
    <Card data-testid="portal-event-day">
      <CardHeader>
        <CardTitle>Ort und Ablauf</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {day.venue.length ? (
          <div className="grid gap-0.5">
            {day.venue.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        ) : null}
        {day.times.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {day.times.map((t) => (
              <div key={t.field} className="contents">
                <dt className="text-muted-foreground">{t.label}</dt>
                <dd>{t.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {day.entries.length ? (
          <div className="grid gap-2">
            <h4 className="font-semibold">Ablaufplan</h4>
            <ol className="grid gap-1" data-testid="portal-run-of-show">
              {day.entries.map((e) => (
                <li key={e.id} className="flex flex-wrap gap-x-3">
                  <span className="text-muted-foreground tabular-nums">
                    {e.time ? `${e.time}${e.end ? `–${e.end}` : ''} Uhr` : '–'}
                  </span>
                  <span className="font-medium">{e.title}</span>
                  {e.location ? <span className="text-muted-foreground">{e.location}</span> : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
