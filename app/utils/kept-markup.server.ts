import { renderToString } from 'react-dom/server'
import type { MarkupOf } from './kept-markup'

// Item markup kept by its inputs (app/utils/kept-markup.tsx, ADR 146k). The
// key is the item's content, so an entry is never stale: a changed item has
// a new key, and the oldest entries give way. 2,000 entries are about 5 MB
// (a card is ~1.6 KB of HTML and ~0.8 KB of key).
const MAX_ENTRIES = 2_000

export function keptMarkup(maxEntries = MAX_ENTRIES): MarkupOf {
  const kept = new Map<string, string>()
  return (key, render) => {
    let html = kept.get(key)
    if (html === undefined) {
      // renderToString, not renderToStaticMarkup: the same text separators
      // (<!-- -->) as the page's own render, so the browser's hydration matches.
      // Its result is a string of many joined pieces; copied flat once, the
      // list joins it per view without walking the pieces again (half the time).
      html = Buffer.from(renderToString(render())).toString()
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string)
      kept.set(key, html)
    }
    return html
  }
}
