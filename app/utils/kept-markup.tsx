import { createContext, useContext, type ReactElement } from 'react'

// The server render of a long list repeats the same item markup on every
// view: the events grid is 24 cards, three quarters of the page's elements.
// The server keeps each item's HTML by the item's inputs (ADR 146k) and puts
// the kept strings into the list element; the browser renders the items as
// React elements over that HTML, which is the same markup, so hydration
// matches. Items must be pure: their markup a function of `keyOf`'s inputs,
// without context, ids or anything read from the clock or the request.

/** Renders an item to HTML, or returns the HTML kept for the same key. */
export type MarkupOf = (key: string, render: () => ReactElement) => string

const KeptMarkupContext = createContext<MarkupOf | null>(null)

/** Given by the server entry only: in the browser the items always render. */
export const KeptMarkupProvider = KeptMarkupContext.Provider

/** The elements a kept list can be: a block, a table body, a list. */
type ListTag = 'div' | 'tbody' | 'ul'

/**
 * A list element (`as`, a `<div>` unless given) of items whose server markup
 * is kept by `keyOf(item)` under `name`; `keyOf` must cover everything the
 * item's markup depends on.
 */
export function KeptMarkupList<T>({
  name,
  as: Tag = 'div',
  className,
  items,
  keyOf,
  render,
}: {
  name: string
  as?: ListTag
  className?: string
  items: readonly T[]
  keyOf: (item: T) => string
  render: (item: T) => ReactElement
}) {
  const markupOf = useContext(KeptMarkupContext)
  if (!markupOf) return <Tag className={className}>{items.map(render)}</Tag>
  const html = items.map((item) => markupOf(`${name}\n${keyOf(item)}`, () => render(item))).join('')
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
