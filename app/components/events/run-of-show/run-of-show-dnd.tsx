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
} from '@dnd-kit/core'
import { useSubmit } from '@remix-run/react'
import { indexKeyboardCoordinates } from '~/components/ui/dnd-keyboard'
import { useEffect, useState } from 'react'
import { RunOfShowRow, type RunOfShowItem } from './run-of-show-row'

// Drag and drop of the run of show, loaded by run-of-show-list.tsx with a
// dynamic import once the page runs JavaScript, so @dnd-kit is not part of
// the page's first JavaScript (ADR 142j).

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

function DndRow({
  item,
  index,
  count,
  editHref,
}: {
  item: RunOfShowItem
  index: number
  count: number
  editHref: string
}) {
  const data = { index, title: item.title }
  const drop = useDroppable({ id: item.id, data })
  const drag = useDraggable({ id: item.id, data })
  const style = drag.transform
    ? { transform: `translate3d(0, ${drag.transform.y}px, 0)`, zIndex: 10, position: 'relative' as const }
    : undefined
  return (
    <RunOfShowRow
      item={item}
      index={index}
      count={count}
      editHref={editHref}
      drag={{
        dropRef: drop.setNodeRef,
        dragRef: drag.setNodeRef,
        style,
        isOver: drop.isOver,
        handle: { ...drag.listeners, ...drag.attributes },
      }}
    />
  )
}

/** The list with drag handles (mouse, touch, or keyboard: Space, arrows, Space); the new order is posted as intent=reorder. */
export function DndRunOfShowList({ items, editHref }: { items: RunOfShowItem[]; editHref: (id: string) => string }) {
  const submit = useSubmit()
  const [order, setOrder] = useState(items.map((i) => i.id))
  useEffect(() => setOrder(items.map((i) => i.id)), [items])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: indexKeyboardCoordinates }),
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
          <DndRow key={item.id} item={item} index={index} count={shown.length} editHref={editHref(item.id)} />
        ))}
      </ol>
    </DndContext>
  )
}
