import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closedLoopLoad } from '../../scripts/bench/closed-loop.js'

// The bench's closed loop on the lean client (scripts/bench/closed-loop.js),
// against a server in this process that counts the requests in flight and
// the connections. Only what the load generator sends and counts is
// asserted, no speed.

let server: http.Server
let base = ''
let inFlight = 0
let mostInFlight = 0
let connections = 0
let answered = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    setTimeout(() => {
      inFlight--
      answered++
      // /drop: every fifth connection is dropped without an answer
      if (req.url === '/drop' && answered % 5 === 0) return req.socket.destroy()
      // every seventh request of /mixed fails
      const status = req.url === '/mixed' && answered % 7 === 0 ? 500 : 200
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end('x'.repeat(60_000))
    }, 5)
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  mostInFlight = 0
  connections = 0
  answered = 0
})

describe('Benchmark im geschlossenen Kreis (schlanker Client)', () => {
  it('hält genau so viele Anfragen unterwegs wie Verbindungen und zählt jede Antwort', async () => {
    const result = await closedLoopLoad({ url: `${base}/`, amount: 200, connections: 8 })
    expect(result.requests).toBe(200)
    expect(answered).toBe(200)
    expect(result.errors).toBe(0)
    expect(result.statusCodes).toEqual({ 200: 200 })
    // a closed loop: never more in flight than connections (and more than one at a time)
    expect(mostInFlight).toBeLessThanOrEqual(8)
    expect(mostInFlight).toBeGreaterThan(1)
    // keep-alive: the eight connections carry all 200 requests
    expect(connections).toBe(8)
    // 25 rounds of at least 5 ms each
    expect(result.activeMs).toBeGreaterThanOrEqual(125)
    expect(result.rps).toBeCloseTo(200 / (result.activeMs / 1000), 0)
    expect(result.p50).toBeGreaterThanOrEqual(5)
    expect(result.p99).toBeGreaterThanOrEqual(result.p50)
  })

  it('zählt Antworten mit anderem Status als Fehler', async () => {
    const result = await closedLoopLoad({ url: `${base}/mixed`, amount: 70, connections: 3 })
    expect(result.requests).toBe(70)
    expect(result.errors).toBe(10)
    expect(result.statusCodes).toEqual({ 200: 60, 500: 10 })
  })

  it('zählt eine abgebrochene Verbindung als Fehler und macht mit einer neuen weiter', async () => {
    const result = await closedLoopLoad({ url: `${base}/drop`, amount: 50, connections: 2 })
    expect(result.requests).toBe(50)
    expect(result.errors).toBe(10)
    expect(result.statusCodes).toEqual({ 200: 40, Fehler: 10 })
  })

  it('lehnt eine Last ohne Anfragen oder Verbindungen ab, statt zu warten', async () => {
    await expect(closedLoopLoad({ url: `${base}/`, amount: 0 })).rejects.toThrow('über 0')
    await expect(closedLoopLoad({ url: `${base}/`, amount: 5, connections: 0 })).rejects.toThrow('über 0')
  })

  it('öffnet nicht mehr Verbindungen als Anfragen', async () => {
    const result = await closedLoopLoad({ url: `${base}/`, amount: 3, connections: 10 })
    expect(result.requests).toBe(3)
    expect(connections).toBe(3)
  })
})
