import { Form, Link } from '@remix-run/react'
import type { CSSProperties, HTMLAttributes, Ref } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { durationLabel, endClock, type RunOfShowLineFacts } from '~/domain/event-day/run-of-show'

export type RunOfShowItem = RunOfShowLineFacts & { id: string; visibleToCustomer: boolean }

/** What drag and drop adds to a row once it has loaded (see run-of-show-dnd.tsx). */
export type RowDrag = {
  dropRef: Ref<HTMLLIElement>
  dragRef: Ref<HTMLDivElement>
  style: CSSProperties | undefined
  isOver: boolean
  handle: HTMLAttributes<HTMLButtonElement>
}

function MoveButton({
  entryId,
  direction,
  disabled,
  title,
}: {
  entryId: string
  direction: 'up' | 'down'
  disabled: boolean
  title: string
}) {
  const label = direction === 'up' ? 'Nach oben' : 'Nach unten'
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="entry_id" value={entryId} />
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="outline" size="sm" disabled={disabled} aria-label={`${label}: ${title}`}>
        {direction === 'up' ? '↑' : '↓'} <span className="sr-only sm:not-sr-only">{label}</span>
      </Button>
    </Form>
  )
}

/** One entry: its 'Nach oben' / 'Nach unten' / 'Bearbeiten' / 'Löschen' work without JavaScript; `drag` adds the handle. */
export function RunOfShowRow({
  item,
  index,
  count,
  editHref,
  drag,
}: {
  item: RunOfShowItem
  index: number
  count: number
  editHref: string
  drag?: RowDrag
}) {
  const end = endClock(item.time, item.durationMinutes)
  return (
    <li
      ref={drag?.dropRef}
      data-testid="run-of-show-entry"
      className={`bg-card grid gap-2 rounded-md border p-3 ${drag?.isOver ? 'ring-2 ring-primary' : ''}`}
    >
      <div ref={drag?.dragRef} style={drag?.style} className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex items-start gap-2">
            {drag ? (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={`Verschieben: ${item.title}`}
                data-testid="drag-handle"
                {...drag.handle}
              >
                ⠿
              </button>
            ) : null}
            <div className="grid gap-0.5">
              <p className="font-medium">
                <span className="tabular-nums">
                  {item.time ? `${item.time}${end ? `–${end}` : ''} Uhr` : 'ohne Uhrzeit'}
                </span>
                {' · '}
                <span data-testid="entry-title">{item.title}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {[
                  item.durationMinutes ? durationLabel(item.durationMinutes) : null,
                  item.location,
                  item.responsible ? `Verantwortlich: ${item.responsible}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {item.notes ? <p className="text-sm whitespace-pre-line">{item.notes}</p> : null}
            </div>
          </div>
          {item.visibleToCustomer ? (
            <Badge variant="secondary">Für Kunden sichtbar</Badge>
          ) : (
            <Badge variant="outline">Intern</Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <MoveButton entryId={item.id} direction="up" disabled={index === 0} title={item.title} />
          <MoveButton entryId={item.id} direction="down" disabled={index === count - 1} title={item.title} />
          <Link to={editHref} className={buttonClass('outline', 'sm')} aria-label={`Bearbeiten: ${item.title}`}>
            Bearbeiten
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="entry_id" value={item.id} />
            <Button type="submit" variant="outline" size="sm" aria-label={`Löschen: ${item.title}`}>
              Löschen
            </Button>
          </Form>
        </div>
      </div>
    </li>
  )
}
