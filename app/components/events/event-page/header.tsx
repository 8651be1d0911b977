import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatCents, formatDate, formatNumber } from '~/utils/format'
import { EventStatusBadge } from '../event-status-badge'
import { SendAccessForm } from './send-access-form'

export type EventHeaderData = {
  id: string
  name: string
  eventType: string
  status: string
  eventDate: number | null
  deadlineAt: number | null
  deadlineNote: string | null
  guestCount: number | null
  budgetCents: number | null
  contactPerson: string | null
  contactEmail: string | null
  contactPhone: string | null
  customer: { name: string | null; email: string; phone: string | null; company: string | null } | null
  plannerName: string | null
  plannerEmail: string | null
  templateName: string | null
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  )
}

/** Name, type, status and the facts of the event, with the way to the edit form. */
export function EventHeader({ event, unread }: { event: EventHeaderData; unread: number }) {
  const expired = event.deadlineNote === 'Frist abgelaufen'
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold">{event.name}</h1>
          <div className="flex flex-wrap gap-1">
            <Badge variant="secondary">{event.eventType}</Badge>
            <EventStatusBadge status={event.status} />
            {unread > 0 ? <Badge data-testid="event-unread">{unread} ungelesen</Badge> : null}
          </div>
        </div>
        <Link to={`/tenant/events/${event.id}/edit`} className={buttonClass('outline')}>
          Bearbeiten
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle level={2}>Eckdaten</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <Row label="Datum">{event.eventDate ? formatDate(event.eventDate) : 'Datum noch nicht festgelegt'}</Row>
              <Row label="Frist" testId="event-deadline">
                {event.deadlineAt ? formatDate(event.deadlineAt) : '–'}
                {event.deadlineNote ? (
                  <span className={expired ? 'ml-2 font-semibold text-destructive' : 'ml-2 text-muted-foreground'}>
                    ({event.deadlineNote})
                  </span>
                ) : null}
              </Row>
              <Row label="Gäste">{event.guestCount !== null ? formatNumber(event.guestCount) : '–'}</Row>
              <Row label="Budget">{event.budgetCents !== null ? formatCents(event.budgetCents) : '–'}</Row>
              <Row label="Vorlage">{event.templateName ?? '–'}</Row>
              <Row label="Ansprechpartner">{event.plannerName || event.plannerEmail || '–'}</Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Kunde</CardTitle>
          </CardHeader>
          <CardContent>
            {event.customer ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="event-customer">
                <Row label="Name">{event.customer.name ?? '–'}</Row>
                {event.customer.company ? <Row label="Firma">{event.customer.company}</Row> : null}
                <Row label="E-Mail">
                  <a className="underline" href={`mailto:${event.customer.email}`}>
                    {event.customer.email}
                  </a>
                </Row>
                <Row label="Telefon">{event.customer.phone ?? '–'}</Row>
                {event.contactPerson ? <Row label="Kontaktperson">{event.contactPerson}</Row> : null}
                {event.contactEmail ? <Row label="Kontakt-E-Mail">{event.contactEmail}</Row> : null}
                {event.contactPhone ? <Row label="Kontakt-Telefon">{event.contactPhone}</Row> : null}
              </dl>
            ) : null}
            {event.customer ? (
              <SendAccessForm eventId={event.id} email={event.customer.email} />
            ) : (
              <p className="text-sm text-muted-foreground">Kein Kunde zugeordnet.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </header>
  )
}
