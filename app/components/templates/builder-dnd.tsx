import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'
import { useEffect, type ReactNode } from 'react'
import { indexKeyboardCoordinates } from '~/components/ui/dnd-keyboard'
import type { DropTargetProps, ModuleDropData } from './module-card'
import { ServiceCard, type BuilderService } from './service-list'

// Drag a service (draggable 'service:<id>') onto a module (droppable
// 'module:<key>'). Keyboard: Space/Enter picks up, the arrow keys jump from
// module to module (not pixel by pixel), Space/Enter drops, Escape cancels.
// Loaded by template-builder.tsx with a dynamic import once the page runs
// JavaScript, so @dnd-kit is not part of the page's first JavaScript (ADR 142j).

export type ServiceDragData = { type: 'service'; serviceId: string; name: string }

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
    useSensor(KeyboardSensor, { coordinateGetter: indexKeyboardCoordinates }),
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

/** A service of the left column that can be dragged. */
export function DraggableService({ service }: { service: BuilderService }) {
  const data: ServiceDragData = { type: 'service', serviceId: service.id, name: service.name }
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `service:${service.id}`,
    data,
  })
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
  return (
    <ServiceCard
      service={service}
      drag={{ nodeRef: setNodeRef, style, isDragging, handle: { ...attributes, ...listeners } }}
    />
  )
}

/**
 * Makes a module card (its element in `node`) a drop target; renders nothing,
 * so the card is not rebuilt when drag and drop arrives.
 */
export function DropTarget({ node, id, data, onOver }: DropTargetProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data })
  // a passive effect: the card's own ref is attached only after its children's layout effects
  useEffect(() => {
    setNodeRef(node.current)
    return () => setNodeRef(null)
  }, [node, setNodeRef])
  useEffect(() => onOver(isOver), [isOver, onOver])
  return null
}
