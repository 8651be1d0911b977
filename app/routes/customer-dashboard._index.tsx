import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { usePortal } from '~/components/portal/use-portal'
import { Badge } from '~/components/ui/badge'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { eventStatusVariant } from '~/domain/event-status'
import { customerEventStatusLabel } from '~/domain/customer-status'
import { PortalEventDayCard } from '~/components/portal/event-day-card'
import { ContactCard } from '~/components/portal/contact-card'
import { formatCents, formatDate, formatDateLong } from '~/utils/format'

/** Overview: event cards and one progress tile per module (docs/product.md §2.15). */
export default function PortalOverview() {
  const { event, modules, planner, eventQuery, eventDay } = usePortal()
  if (!event) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Keine Veranstaltung gefunden</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            Ihnen wurde noch keine Veranstaltung zugewiesen. Bitte kontaktieren Sie Ihren Event-Planer.
          </p>
        </CardContent>
      </Card>
    )
  }
  const cards: Array<[string, React.ReactNode]> = [
    ['Veranstaltung', event.name],
    ['Datum', event.eventDate ? formatDateLong(event.eventDate) : 'Datum noch nicht festgelegt'],
    ['Gäste', event.guestCount ?? 'Noch offen'],
    ['Budget', event.budgetCents === null ? 'Nicht festgelegt' : formatCents(event.budgetCents)],
    [
      'Status',
      <Badge key="s" variant={eventStatusVariant(event.status)}>
        {customerEventStatusLabel(event.status)}
      </Badge>,
    ],
    ['Änderungen möglich bis', event.deadlineAt ? formatDate(event.deadlineAt) : 'Keine Frist'],
  ]
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">{event.name}</h2>
        {event.eventDate || event.deadlineAt ? (
          <a
            href={`/customer-dashboard/event.ics${eventQuery}`}
            download="veranstaltung.ics"
            className={buttonClass('outline', 'sm')}
          >
            Zum Kalender hinzufügen
          </a>
        ) : null}
      </div>
      <section aria-label="Überblick" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(([label, value]) => (
          <Card key={label}>
            <CardContent className="grid gap-1 pt-6">
              <p className="text-sm text-muted-foreground">{label}</p>
              <div className="text-lg font-semibold">{value}</div>
            </CardContent>
          </Card>
        ))}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Beschreibung</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-line">{event.description || 'Keine Beschreibung hinterlegt.'}</p>
          </CardContent>
        </Card>
        <ContactCard planner={planner} event={event} />
      </div>
      {eventDay ? <PortalEventDayCard day={eventDay} /> : null}
      <section aria-labelledby="progress-title" className="grid gap-3">
        <h3 id="progress-title" className="text-lg font-semibold">
          Planungsfortschritt
        </h3>
        {modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Für diese Veranstaltung sind noch keine Planungsmodule hinterlegt.
          </p>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {modules.map((m) => (
            <li key={m.id} data-testid="module-tile">
              <Link
                to={`/customer-dashboard/module/${encodeURIComponent(m.id)}${eventQuery}`}
                className="block rounded-lg border bg-background p-4 hover:bg-muted"
              >
                <p className="font-medium">{m.name}</p>
                <p className="text-sm text-muted-foreground">
                  {m.available} {m.available === 1 ? 'Service' : 'Services'} verfügbar · {m.selected} ausgewählt
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
