import { renderToString } from 'react-dom/server'
import type { MarkupOf } from './kept-markup'

// Item markup kept by its inputs (app/utils/kept-markup.tsx, ADR 146k). The
// key is the item's content, so an entry is never stale: a changed item has
// a new key. The least recently shown entries give way once the kept keys and
// HTML pass MAX_CHARS (about 8 MB at two bytes a character, e.g. a card with
// '€'; a card is ~1,600 characters of HTML and ~700 of key, a calendar week
// ~11,000 and ~3,000), and an item whose key and HTML are over MAX_ITEM_CHARS
// (a very long description, a week of long titles) is rendered each time
// instead of kept.
const MAX_CHARS = 4_000_000
const MAX_ITEM_CHARS = 32_000

// A hit only stamps its entry (a counter, no allocation): moving the entry
// to the end of the Map would store this request's key string in the
// long-lived Map and hash table, and so carry per-request strings into the
// old generation on every view (ADR 147b). The least recently shown entry is
// found by a scan when one has to give way, which only an insert can cause.
type Kept = { html: string; size: number; shown: number }

export function keptMarkup({ maxChars = MAX_CHARS, maxItemChars = MAX_ITEM_CHARS } = {}): MarkupOf {
  const kept = new Map<string, Kept>()
  let chars = 0
  let clock = 0
  return (key, render) => {
    const hit = kept.get(key)
    if (hit !== undefined) {
      hit.shown = ++clock
      return hit.html
    }
    // renderToString, not renderToStaticMarkup: the same text separators
    // (<!-- -->) as the page's own render, so the browser's hydration matches.
    // Its result is a string of many joined pieces; copied flat once, the
    // list joins it per view without walking the pieces again (half the time).
    const html = Buffer.from(renderToString(render())).toString()
    const size = key.length + html.length
    if (size > maxItemChars) return html
    kept.set(key, { html, size, shown: ++clock })
    chars += size
    while (chars > maxChars && kept.size > 0) chars -= dropLeastRecent(kept)
    return html
  }
}

/** Removes the entry shown longest ago and returns its size. */
function dropLeastRecent(kept: Map<string, Kept>) {
  let oldestKey = ''
  let oldest: Kept | undefined
  for (const [key, entry] of kept) {
    if (!oldest || entry.shown < oldest.shown) {
      oldestKey = key
      oldest = entry
    }
  }
  if (!oldest) return 0
  kept.delete(oldestKey)
  return oldest.size
}
