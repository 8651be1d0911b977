import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { EventDaySection } from '~/routes/event-page/event-day-section.server'

/** Where and when, what it is about, the team's notes, and the way to Ablaufplan and Aufgaben. */
export function EventDayCard({ day }: { day: EventDaySection }) {
  return (
    <Card id="ablauf-vor-ort" data-testid="event-day-card">
      <CardHeader>
        <CardTitle level={2}>Ort und Ablauf</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1" data-testid="event-venue">
          <h3 className="font-semibold">Veranstaltungsort</h3>
          {day.venue.length ? (
            day.venue.map((line, i) => <p key={i}>{line}</p>)
          ) : (
            <p className="text-muted-foreground">Noch kein Ort eingetragen.</p>
          )}
        </div>
        {day.times.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="event-times">
            {day.times.map((t) => (
              <div key={t.field} className="contents">
                <dt className="text-muted-foreground">{t.label}</dt>
                <dd>{t.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">Noch keine Uhrzeiten eingetragen.</p>
        )}
        {day.description ? (
          <div className="grid gap-1">
            <h3 className="font-semibold">Beschreibung</h3>
            <p className="whitespace-pre-line" data-testid="event-description">
              {day.description}
            </p>
          </div>
        ) : null}
        {day.notes ? (
          <div className="grid gap-1 rounded-md border border-dashed p-3">
            <h3 className="font-semibold">
              Interne Notizen <span className="font-normal text-muted-foreground">(nur für Ihr Team)</span>
            </h3>
            <p className="whitespace-pre-line" data-testid="event-notes">
              {day.notes}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/tenant/events/${day.eventId}/ablauf`} className={buttonClass('outline')}>
            Ablaufplan ({day.entries} {day.entries === 1 ? 'Eintrag' : 'Einträge'})
          </Link>
          <Link to={`/tenant/events/${day.eventId}/aufgaben`} className={buttonClass('outline')}>
            Aufgaben ({day.openTasks} offen)
          </Link>
        </div>
      </CardContent>
    </Card>
  )
}
