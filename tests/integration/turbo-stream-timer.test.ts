import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Remix encodes every page's loader data with a ~5-s timer that bounds the
// wait for promises in the data; it was cleared only when the request's
// signal aborted, which the Express adapter never does after a finished
// response, so each request's timer and data lived ~5 s (400 live timers at
// 75 req/s). The patches (@remix-run/server-runtime and turbo-stream, ADR 146t) clear
// it when the encoding ends. Loaded as the server loads it (CommonJS).

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

// The encoder's own timers, told apart from other files' timers in this
// shared worker by their delay (Remix's default bound when no streamTimeout
// is given); a timer counts as left behind when it was never cleared.
const ENCODE_TIMEOUT_MS = 4950

function watchEncodeTimers() {
  const created = new Set<unknown>()
  const cleared = new Set<unknown>()
  const realSet = globalThis.setTimeout
  const realClear = globalThis.clearTimeout
  const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    fn: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const timer = realSet(fn, ms, ...args)
    if (ms === ENCODE_TIMEOUT_MS) created.add(timer)
    return timer
  }) as typeof setTimeout)
  const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((timer?: NodeJS.Timeout) => {
    cleared.add(timer)
    realClear(timer)
  }) as typeof clearTimeout)
  return {
    created: () => created.size,
    leftBehind: () => [...created].filter((t) => !cleared.has(t)).length,
    restore() {
      set.mockRestore()
      clear.mockRestore()
    },
  }
}

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
  let watch: ReturnType<typeof watchEncodeTimers>
  beforeEach(() => {
    watch = watchEncodeTimers()
  })
  afterEach(() => watch.restore())

  it('leaves no timer behind once the data is written, and still writes it whole', async () => {
    const streams = Array.from({ length: 20 }, (_, i) =>
      encodeViaTurboStream({ name: `Gala ${i}`, cents: 12_345 }, new AbortController().signal, undefined, 'production'),
    )
    expect(watch.created()).toBe(20)
    expect(watch.leftBehind()).toBe(20)
    const texts = await Promise.all(streams.map(readAll))
    expect(texts[7]).toContain('Gala 7')
    expect(texts[7]).toContain('12345')
    expect(watch.leftBehind()).toBe(0)
  })

  it('still waits for a promise in the data and writes what it resolves to', async () => {
    const later = new Promise((resolve) => setTimeout(() => resolve('später'), 20))
    const text = await readAll(encodeViaTurboStream({ later }, new AbortController().signal, undefined, 'production'))
    expect(text).toContain('später')
    expect(watch.created()).toBe(1)
    expect(watch.leftBehind()).toBe(0)
  })
})
