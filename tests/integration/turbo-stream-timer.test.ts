import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Remix encodes every page's loader data with a ~5-s timer that bounds the
// wait for promises in the data; it was cleared only when the request's
// signal aborted, which the Express adapter never does after a finished
// response, so each request's timer and data lived ~5 s (400 live timers at
// 75 req/s). The patch (patches/@remix-run+server-runtime, ADR 146t) clears
// it when the encoded stream ends. Loaded as the server loads it (CommonJS).

const require = createRequire(import.meta.url)
const runtime = path.dirname(require.resolve('@remix-run/server-runtime/package.json'))
const { encodeViaTurboStream } = require(path.join(runtime, 'dist/single-fetch.js')) as {
  encodeViaTurboStream: (
    data: unknown,
    signal: AbortSignal,
    timeout: number | undefined,
    mode: string,
  ) => ReadableStream
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length

async function readAll(stream: ReadableStream) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value as Uint8Array, { stream: true })
  }
}

describe('loader data encoding (turbo-stream)', () => {
  it('leaves no timer behind once the data is written, and still writes it whole', async () => {
    const before = timers()
    const streams = Array.from({ length: 20 }, (_, i) =>
      encodeViaTurboStream({ name: `Gala ${i}`, cents: 12_345 }, new AbortController().signal, undefined, 'production'),
    )
    expect(timers()).toBeGreaterThanOrEqual(before + 20)
    const texts = await Promise.all(streams.map(readAll))
    expect(texts[7]).toContain('Gala 7')
    expect(texts[7]).toContain('12345')
    expect(timers()).toBe(before)
  })

  it('still waits for a promise in the data and writes what it resolves to', async () => {
    const before = timers()
    const later = new Promise((resolve) => setTimeout(() => resolve('später'), 20))
    const text = await readAll(encodeViaTurboStream({ later }, new AbortController().signal, undefined, 'production'))
    expect(text).toContain('später')
    expect(timers()).toBe(before)
  })
})
