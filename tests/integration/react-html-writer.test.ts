import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createElement, Suspense, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

// react-dom/server's production build as patched in patches/
// (docs/decisions/144w-react-html-as-one-string.md): the HTML of one flush is
// joined as a string and encoded once, so a document reaches the sink in one
// write instead of one per 2 KB, with the same bytes. Loaded by its file: under
// vitest `react-dom/server` resolves to the development build, which the
// server never runs.
const require = createRequire(import.meta.url)
const reactDom = path.dirname(require.resolve('react-dom/package.json'))
const { renderToPipeableStream } = require(path.join(reactDom, 'cjs/react-dom-server.node.production.min.js')) as {
  renderToPipeableStream: (
    node: ReactNode,
    options: { onShellReady?: () => void; onAllReady?: () => void },
  ) => { pipe: (w: Writable) => void }
}

type Written = { html: () => string; writes: Buffer[]; ended: Promise<void> }

function render(node: ReactNode, when: 'onShellReady' | 'onAllReady' = 'onAllReady'): Written {
  const writes: Buffer[] = []
  let end!: () => void
  const ended = new Promise<void>((resolve) => (end = resolve))
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk)
      callback()
    },
    final(callback) {
      end()
      callback()
    },
  })
  const { pipe } = renderToPipeableStream(node, { [when]: () => pipe(sink) })
  return { html: () => Buffer.concat(writes).toString('utf8'), writes, ended }
}

const h = createElement

describe('the patched React HTML writer', () => {
  it('sends a 100 KB page with umlauts, € and emoji as the same bytes in one write', async () => {
    const items = Array.from({ length: 2_000 }, (_, i) => i)
    const page = h(
      'main',
      { className: 'grid' },
      h('h1', null, 'Veranstaltungen – Übersicht 🎉'),
      h(
        'ul',
        null,
        items.map((i) => h('li', { key: i, className: 'card', 'data-n': i }, `Grüße ${i} € <ß> & "ä"`)),
      ),
    )
    const out = render(page)
    await out.ended
    let expected = '<main class="grid"><h1>Veranstaltungen – Übersicht 🎉</h1><ul>'
    for (const i of items) expected += `<li class="card" data-n="${i}">Grüße ${i} € &lt;ß&gt; &amp; &quot;ä&quot;</li>`
    expected += '</ul></main>'
    expect(out.html()).toBe(expected)
    expect(Buffer.byteLength(expected)).toBeGreaterThan(100_000)
    expect(out.writes).toHaveLength(1)
  })

  it('still streams: the shell goes out before a suspended part, which follows when it is ready', async () => {
    let resolve!: () => void
    const ready = new Promise<void>((r) => (resolve = r))
    let done = false
    function Later() {
      if (!done) throw ready.then(() => (done = true))
      return h('p', null, 'Später: Äpfel')
    }
    const out = render(
      h('div', null, h('h1', null, 'Kopf'), h(Suspense, { fallback: h('span', null, 'Lädt …') }, h(Later))),
      'onShellReady',
    )
    await new Promise((r) => setImmediate(r))
    expect(out.html()).toContain('<h1>Kopf</h1><!--$?--><template id="B:0"></template><span>Lädt …</span><!--/$-->')
    expect(out.html()).not.toContain('Später')
    resolve()
    await out.ended
    expect(out.html()).toContain('<div hidden id="S:0"><p>Später: Äpfel</p></div>')
    expect(out.html()).toMatch(/\$RC\("B:0","S:0"\)<\/script>$/)
    expect(out.writes.length).toBeGreaterThanOrEqual(2)
  })
})
