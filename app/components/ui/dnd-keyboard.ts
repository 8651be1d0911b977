import type { KeyboardCoordinateGetter } from '@dnd-kit/core'

// Keyboard dragging over an ordered list of drop targets, shared by the
// lazily loaded drag and drop of the Ablaufplan and the template builder
// (ADR 142j): only those modules import it, so it loads with them.

const FORWARD = ['ArrowDown', 'ArrowRight']
const BACKWARD = ['ArrowUp', 'ArrowLeft']

/**
 * Each arrow press centres the dragged item on the next or previous drop
 * target, ordered by the `index` in the target's data (not pixel by pixel).
 */
export const indexKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code)
  if (!forward && !BACKWARD.includes(event.code)) return undefined
  event.preventDefault()
  const { droppableContainers, droppableRects, collisionRect, over } = context
  if (!collisionRect) return currentCoordinates
  const targets = droppableContainers
    .getEnabled()
    .map((c) => ({
      id: c.id,
      index: (c.data.current as { index?: number } | undefined)?.index ?? 0,
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
