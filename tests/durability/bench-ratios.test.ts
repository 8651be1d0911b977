import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureRatios } from '../../scripts/bench/ratios.js'

// The bench's interleaved ratio slices (scripts/bench/ratios.js) against a
// server in this process: one page that answers at once, one that answers
// after 40 ms. No speed of the app is asserted here, only what the
// measurement counts.

let server: http.Server
let base = ''
let answered = 0
let abandoned = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.on('close', () => {
      if (res.writableFinished) answered++
      else abandoned++
    })
    const answer = () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    if (req.url === '/slow') setTimeout(answer, 40)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Benchmark-Verhältnisse', () => {
  it('zählt je Scheibe die Zeit vom ersten Request bis zur letzten Antwort, ohne Start und Takt von autocannon, und bricht keinen Request ab', async () => {
    const pids = () => [process.pid]
    const ratios = await measureRatios(
      [
        { key: 'fast', name: 'sofort', url: `${base}/fast`, cookie: '', pids },
        { key: 'slow', name: '40 ms', url: `${base}/slow`, cookie: '', pids },
      ],
      { rounds: 2, slice: 0.3, warmUpSeconds: 0.3 },
    )
    // autocannon ends a run of a fixed number of requests only at its next
    // 1-s tick: timed around the call, a slice could never exceed its size
    // per second, and 0.3 s of a page answering at once are far more than
    // 400 requests only when the slice's own answering time is counted
    expect(ratios.fast.rps).toBeGreaterThan(400)
    expect(ratios.fast.errors).toBe(0)
    // 10 connections, each answer 40 ms or more: 250 req/s at most; a slice
    // of about 75 requests answered in about 0.3 s, not in a second
    expect(ratios.slow.rps).toBeLessThanOrEqual(250)
    expect(ratios.slow.rps).toBeGreaterThan(100)
    expect(ratios.slow.errors).toBe(0)
    expect(ratios.slow.requests % 2).toBe(0) // two slices of one fixed size
    // every request the load generator sent was answered (none cut off at a slice's end)
    expect(abandoned).toBe(0)
    expect(answered).toBeGreaterThanOrEqual(ratios.fast.requests + ratios.slow.requests)
  })

  it('ruft vor jeder Scheibe (und dem Aufwärmen) den Schritt der Seite auf, z. B. wo der Lastgenerator läuft', async () => {
    const pids = () => [process.pid]
    const calls: string[] = []
    const served: string[] = []
    const seen = http.createServer((req, res) => {
      served.push(`${calls.at(-1)} ${req.url}`)
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    })
    await new Promise<void>((resolve) => seen.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(seen.address() as AddressInfo).port}`
    try {
      await measureRatios(
        [
          { key: 'one', name: 'eins', url: `${origin}/one`, cookie: '', pids, before: () => calls.push('one') },
          { key: 'two', name: 'zwei', url: `${origin}/two`, cookie: '', pids, before: () => calls.push('two') },
        ],
        { rounds: 2, slice: 0.1, warmUpSeconds: 0.1 },
      )
      expect(calls).toEqual(['one', 'two', 'one', 'two', 'one', 'two'])
      // every request of a page came after its own step
      expect(served.filter((s) => s.endsWith('/one')).every((s) => s.startsWith('one '))).toBe(true)
      expect(served.filter((s) => s.endsWith('/two')).every((s) => s.startsWith('two '))).toBe(true)
    } finally {
      seen.closeAllConnections()
      await new Promise<void>((resolve) => seen.close(() => resolve()))
    }
  })
})
