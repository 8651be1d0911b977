import { useLazyModule } from '~/utils/use-lazy-module'
import { RunOfShowRow, type RunOfShowItem } from './run-of-show-row'

export type { RunOfShowItem } from './run-of-show-row'

type ListProps = { items: RunOfShowItem[]; editHref: (id: string) => string }

/**
 * The entries in order. Without JavaScript each row has 'Nach oben' / 'Nach
 * unten' forms; with it, drag and drop (run-of-show-dnd.tsx) is loaded after
 * the page has hydrated and replaces the list with one that has drag handles.
 */
export function RunOfShowList({ items, editHref }: ListProps) {
  const dnd = useLazyModule(() => import('./run-of-show-dnd'))
  if (dnd) return <dnd.DndRunOfShowList items={items} editHref={editHref} />
  return (
    <ol className="grid gap-2" aria-label="Ablaufplan">
      {items.map((item, index) => (
        <RunOfShowRow key={item.id} item={item} index={index} count={items.length} editHref={editHref(item.id)} />
      ))}
    </ol>
  )
}
