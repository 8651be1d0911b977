import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'
import type { ReactNode } from 'react'

// Drag a service (draggable 'service:<id>') onto a module (droppable
// 'module:<key>'). Keyboard: Space/Enter picks up, the arrow keys jump from
// module to module (not pixel by pixel), Space/Enter drops, Escape cancels.

export type ServiceDragData = { type: 'service'; serviceId: string; name: string }
export type ModuleDropData = { type: 'module'; index: number; name: string; serviceIds: string[] }

const FORWARD = ['ArrowDown', 'ArrowRight']
const BACKWARD = ['ArrowUp', 'ArrowLeft']

/** Each arrow press centres the dragged service on the next or previous module. */
export const moduleKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code)
  if (!forward && !BACKWARD.includes(event.code)) return undefined
  event.preventDefault()
  const { droppableContainers, droppableRects, collisionRect, over } = context
  if (!collisionRect) return currentCoordinates
  const targets = droppableContainers
    .getEnabled()
    .map((c) => ({
      id: c.id,
      index: (c.data.current as ModuleDropData | undefined)?.index ?? 0,
      rect: droppableRects.get(c.id),
    }))
    .filter((t) => t.rect)
    .sort((a, b) => a.index - b.index)
  if (targets.length === 0) return currentCoordinates
  const at = over ? targets.findIndex((t) => t.id === over.id) : -1
  const next =
    at === -1 ? (forward ? 0 : targets.length - 1) : Math.min(Math.max(at + (forward ? 1 : -1), 0), targets.length - 1)
  const rect = targets[next]!.rect!
  return {
    x: currentCoordinates.x + (rect.left + rect.width / 2) - (collisionRect.left + collisionRect.width / 2),
    y: currentCoordinates.y + (rect.top + rect.height / 2) - (collisionRect.top + collisionRect.height / 2),
  }
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : rectIntersection(args)
}

const service = (data: unknown) => (data as ServiceDragData | undefined)?.name ?? 'Service'
const module = (data: unknown) => data as ModuleDropData | undefined

export const announcements: Announcements = {
  onDragStart: ({ active }) => `Service „${service(active.data.current)}“ aufgenommen.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Service „${service(active.data.current)}“ ist über dem Modul „${module(over.data.current)?.name}“.`
      : `Service „${service(active.data.current)}“ ist über keinem Modul.`,
  onDragEnd: ({ active, over }) => {
    const name = service(active.data.current)
    const target = module(over?.data.current)
    if (!target) return `Service „${name}“ wurde abgelegt, aber keinem Modul hinzugefügt.`
    const id = (active.data.current as ServiceDragData | undefined)?.serviceId ?? ''
    if (target.serviceIds.includes(id))
      return `Service „${name}“ ist bereits im Modul „${target.name}“ und wurde nicht erneut hinzugefügt.`
    return `Service „${name}“ wurde dem Modul „${target.name}“ hinzugefügt.`
  },
  onDragCancel: ({ active }) =>
    `Ziehen abgebrochen. Service „${service(active.data.current)}“ wurde nicht hinzugefügt.`,
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Drücken Sie die Leertaste oder Enter, um den Service aufzunehmen. Mit den Pfeiltasten wechseln Sie zwischen den Modulen. Mit Leertaste oder Enter legen Sie ihn im Modul ab, mit Escape brechen Sie ab.',
}

export function BuilderDnd({
  onDrop,
  children,
}: {
  onDrop: (serviceId: string, moduleIndex: number) => void
  children: ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: moduleKeyboardCoordinates }),
  )
  function handleDragEnd({ active, over }: DragEndEvent) {
    const drag = active.data.current as ServiceDragData | undefined
    const drop = module(over?.data.current)
    if (drag?.type === 'service' && drop?.type === 'module') onDrop(drag.serviceId, drop.index)
  }
  return (
    <DndContext
      id="template-builder"
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      {children}
    </DndContext>
  )
}
