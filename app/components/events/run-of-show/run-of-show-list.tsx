import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { Form, Link, useSubmit } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { durationLabel, endClock } from '~/domain/event-day/run-of-show'

export type RunOfShowItem = {
  id: string
  time: string | null
  durationMinutes: number | null
  title: string
  location: string | null
  responsible: string | null
  notes: string | null
  visibleToCustomer: boolean
}

const FORWARD = ['ArrowDown', 'ArrowRight']
const BACKWARD = ['ArrowUp', 'ArrowLeft']

/** Each arrow press jumps the dragged entry onto the next or previous row (not pixel by pixel). */
const rowKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code)
  if (!forward && !BACKWARD.includes(event.code)) return undefined
  event.preventDefault()
  const { droppableContainers, droppableRects, collisionRect, over } = context
  if (!collisionRect) return currentCoordinates
  const targets = droppableContainers
    .getEnabled()
    .map((c) => ({
      id: c.id,
      index: (c.data.current as { index: number } | undefined)?.index ?? 0,
      rect: droppableRects.get(c.id),
    }))
    .filter((t) => t.rect)
    .sort((a, b) => a.index - b.index)
  if (targets.length === 0) return currentCoordinates
  const at = over ? targets.findIndex((t) => t.id === over.id) : -1
  const next = at === -1 ? 0 : Math.min(Math.max(at + (forward ? 1 : -1), 0), targets.length - 1)
  const rect = targets[next]!.rect!
  return {
    x: currentCoordinates.x + (rect.left + rect.width / 2) - (collisionRect.left + collisionRect.width / 2),
    y: currentCoordinates.y + (rect.top + rect.height / 2) - (collisionRect.top + collisionRect.height / 2),
  }
}

const titleOf = (data: unknown) => (data as { title?: string } | undefined)?.title ?? 'Eintrag'
const placeOf = (data: unknown) => ((data as { index?: number } | undefined)?.index ?? 0) + 1

const announcements: Announcements = {
  onDragStart: ({ active }) => `Eintrag „${titleOf(active.data.current)}“ aufgenommen.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Eintrag „${titleOf(active.data.current)}“ ist an Position ${placeOf(over.data.current)}.`
      : `Eintrag „${titleOf(active.data.current)}“ ist außerhalb der Liste.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `Eintrag „${titleOf(active.data.current)}“ wurde an Position ${placeOf(over.data.current)} gelegt.`
      : `Eintrag „${titleOf(active.data.current)}“ wurde nicht verschoben.`,
  onDragCancel: ({ active }) =>
    `Verschieben abgebrochen. Eintrag „${titleOf(active.data.current)}“ bleibt an seiner Stelle.`,
}

const screenReaderInstructions = {
  draggable:
    'Drücken Sie die Leertaste oder Enter, um den Eintrag aufzunehmen. Mit den Pfeiltasten wählen Sie die neue Position, mit Leertaste oder Enter legen Sie ihn ab, mit Escape brechen Sie ab.',
}

/** The order after dropping `id` on the row at `index`. */
function moved(ids: string[], id: string, index: number) {
  const rest = ids.filter((x) => x !== id)
  rest.splice(index, 0, id)
  return rest
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

function Row({
  item,
  index,
  count,
  draggable,
  editHref,
}: {
  item: RunOfShowItem
  index: number
  count: number
  draggable: boolean
  editHref: string
}) {
  const data = { index, title: item.title }
  const drop = useDroppable({ id: item.id, data })
  const drag = useDraggable({ id: item.id, data, disabled: !draggable })
  const end = endClock(item.time, item.durationMinutes)
  const style = drag.transform
    ? { transform: `translate3d(0, ${drag.transform.y}px, 0)`, zIndex: 10, position: 'relative' as const }
    : undefined
  return (
    <li
      ref={drop.setNodeRef}
      data-testid="run-of-show-entry"
      className={`bg-card grid gap-2 rounded-md border p-3 ${drop.isOver ? 'ring-2 ring-primary' : ''}`}
    >
      <div ref={drag.setNodeRef} style={style} className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex items-start gap-2">
            {draggable ? (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={`Verschieben: ${item.title}`}
                data-testid="drag-handle"
                {...drag.listeners}
                {...drag.attributes}
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

/**
 * The entries in order. Without JavaScript each row has 'Nach oben' / 'Nach
 * unten' forms; with it, a handle drags a row (mouse, touch, or keyboard:
 * Space, arrows, Space) and the new order is posted as intent=reorder.
 */
export function RunOfShowList({ items, editHref }: { items: RunOfShowItem[]; editHref: (id: string) => string }) {
  const submit = useSubmit()
  const [hydrated, setHydrated] = useState(false)
  const [order, setOrder] = useState(items.map((i) => i.id))
  useEffect(() => setHydrated(true), [])
  useEffect(() => setOrder(items.map((i) => i.id)), [items])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates }),
  )
  const byId = new Map(items.map((i) => [i.id, i]))
  const shown = order.map((id) => byId.get(id)).filter((i): i is RunOfShowItem => Boolean(i))
  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const index = (over.data.current as { index: number }).index
    const next = moved(order, String(active.id), index)
    setOrder(next)
    const form = new FormData()
    form.set('intent', 'reorder')
    for (const id of next) form.append('order', id)
    submit(form, { method: 'post' })
  }
  return (
    <DndContext
      id="run-of-show"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ol className="grid gap-2" aria-label="Ablaufplan">
        {shown.map((item, index) => (
          <Row
            key={item.id}
            item={item}
            index={index}
            count={shown.length}
            draggable={hydrated}
            editHref={editHref(item.id)}
          />
        ))}
      </ol>
    </DndContext>
  )
}
