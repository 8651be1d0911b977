import type { MouseEventHandler } from 'react'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { buttonClass } from '~/components/ui/button'
import { formatCents, formatDate, formatNumber } from '~/utils/format'
import type { EventCard as EventListRow } from '~/models/event-list.server'
import { EventStatusBadge } from './event-status-badge'

/** A row of the events list as its loader sends it: without the internal fields, with the deadline's state. */
export type EventCardData = Omit<EventListRow, 'createdAt' | 'customerEmail'> & { deadlineExpired: boolean }

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

/**
 * One event in the grid: every field docs/product.md §2.10 lists, edit and delete.
 * Its four links are plain anchors sharing the grid's click handler (usePlainLinkClick).
 * The server keeps its markup by its props (KeptMarkupList, ADR 146k): it must stay
 * a pure function of them, without context, ids or the clock.
 */
export function EventCard({
  event,
  search,
  onLinkClick,
}: {
  event: EventCardData
  search: string
  onLinkClick: MouseEventHandler<HTMLAnchorElement>
}) {
  const href = `/tenant/events/${event.id}`
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="event-card" aria-labelledby={`event-${event.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`event-${event.id}`} className="text-lg font-semibold">
          <a href={href} className="hover:underline" data-discover="true" onClick={onLinkClick}>
            {event.name}
          </a>
        </h2>
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{event.eventType}</Badge>
          <EventStatusBadge status={event.status} />
          {event.deadlineExpired ? <Badge variant="destructive">Frist abgelaufen</Badge> : null}
        </div>
      </div>
      <dl className="facts facts-end text-sm">
        <Row label="Datum" value={event.eventDate ? formatDate(event.eventDate) : 'Datum noch nicht festgelegt'} />
        <Row label="Frist" value={event.deadlineAt ? formatDate(event.deadlineAt) : '–'} />
        <Row label="Gäste" value={event.guestCount !== null ? formatNumber(event.guestCount) : '–'} />
        <Row label="Budget" value={event.budgetCents !== null ? formatCents(event.budgetCents) : '–'} />
        <Row label="Kunde" value={event.customerName ?? '–'} />
        <Row label="Vorlage" value={event.templateName ?? '–'} />
        <Row label="Ansprechpartner" value={event.plannerName || '–'} />
      </dl>
      {event.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p> : null}
      <div className="mt-auto flex gap-2">
        <a
          href={href}
          className={buttonClass('default', 'sm')}
          aria-label={`${event.name} öffnen`}
          data-discover="true"
          onClick={onLinkClick}
        >
          Öffnen
        </a>
        <a
          href={`${href}/edit`}
          className={buttonClass('outline', 'sm')}
          aria-label={`${event.name} bearbeiten`}
          data-discover="true"
          onClick={onLinkClick}
        >
          Bearbeiten
        </a>
        <a
          href={`${href}/delete${search}`}
          className={buttonClass('destructive', 'sm')}
          aria-label={`${event.name} löschen`}
          data-discover="true"
          data-prevent-scroll-reset=""
          onClick={onLinkClick}
        >
          Löschen
        </a>
      </div>
    </Card>
  )
}
