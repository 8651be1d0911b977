import { renderToString } from 'react-dom/server'
import type { MarkupOf } from './kept-markup'

// Item markup kept by its inputs (app/utils/kept-markup.tsx, ADR 146k). The
// key is the item's content, so an entry is never stale: a changed item has
// a new key. The least recently shown entries give way once the kept keys and
// HTML pass MAX_CHARS (about 8 MB at two bytes a character, e.g. a card with
// '€'; a card is ~1,600 characters of HTML and ~700 of key), and an item whose
// key and HTML are over MAX_ITEM_CHARS (a long description, a long address of
// the list) is rendered each time instead of kept.
const MAX_CHARS = 4_000_000
const MAX_ITEM_CHARS = 16_000

export function keptMarkup({ maxChars = MAX_CHARS, maxItemChars = MAX_ITEM_CHARS } = {}): MarkupOf {
  const kept = new Map<string, string>()
  let chars = 0
  return (key, render) => {
    const hit = kept.get(key)
    if (hit !== undefined) {
      // most recently shown last: the oldest entries are the ones not shown for longest
      kept.delete(key)
      kept.set(key, hit)
      return hit
    }
    // renderToString, not renderToStaticMarkup: the same text separators
    // (<!-- -->) as the page's own render, so the browser's hydration matches.
    // Its result is a string of many joined pieces; copied flat once, the
    // list joins it per view without walking the pieces again (half the time).
    const html = Buffer.from(renderToString(render())).toString()
    const size = key.length + html.length
    if (size > maxItemChars) return html
    kept.set(key, html)
    chars += size
    for (const [oldKey, oldHtml] of kept) {
      if (chars <= maxChars) break
      kept.delete(oldKey)
      chars -= oldKey.length + oldHtml.length
    }
    return html
  }
}
