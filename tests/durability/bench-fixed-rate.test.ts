import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedRateLoad } from '../../scripts/bench/fixed-rate.js'
import { AnswerReader } from '../../scripts/bench/raw-get.js'

// The bench's fixed request rate (scripts/bench/fixed-rate.js) against a
// server in this process that notes when each request arrives. No speed of
// the app is asserted here, only what the load generator sends and counts.

let server: http.Server
let base = ''
let arrivals: number[] = []
/** answers are held until this time (performance.now()), then sent after `delayMs` */
let stalledUntil = 0
const delayMs = 10

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const now = performance.now()
    arrivals.push(now)
    const answer = () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    setTimeout(answer, Math.max(0, stalledUntil - now) + delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  arrivals = []
  stalledUntil = 0
})

describe('Benchmark mit fester Rate', () => {
  it('sendet gleichmäßig verteilt statt in Schüben zu Beginn jeder Sekunde', async () => {
    const result = await fixedRateLoad({ url: `${base}/`, rate: 100, duration: 1.5 })
    expect(result.requests).toBe(150)
    expect(result.errors).toBe(0)
    expect(arrivals).toHaveLength(150)
    // one request every 10 ms: a 200-ms window holds about 20, never the
    // second's 100 (autocannon's overallRate sends a second's share back to
    // back on its connections, ten at a time, then waits for the next
    // second); the margin is for a busy machine delaying the timers
    const busiest = Math.max(...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 200).length))
    expect(busiest).toBeLessThanOrEqual(45)
    const span = arrivals.at(-1)! - arrivals[0]!
    expect(span).toBeGreaterThan(1_400)
    expect(span).toBeLessThan(1_700)
    // latency = the server's 10 ms plus the trip
    expect(result.p50).toBeGreaterThanOrEqual(delayMs)
    expect(result.p50).toBeLessThan(60)
  })

  it('sendet weiter, während der Server hängt, und zählt die Wartezeit ab dem geplanten Zeitpunkt', async () => {
    stalledUntil = performance.now() + 300
    const result = await fixedRateLoad({ url: `${base}/`, rate: 100, duration: 1 })
    expect(result.requests).toBe(100)
    expect(result.errors).toBe(0)
    // open loop: the requests due during the stall were sent then (a closed
    // loop of 10 connections would have sent 10 and waited)
    const duringStall = arrivals.filter((t) => t < stalledUntil).length
    expect(duringStall).toBeGreaterThanOrEqual(20)
    // the first request waited out the whole stall, counted from when it was due
    expect(result.p99).toBeGreaterThanOrEqual(250)
  })

  it('liest Antworten in Teilen (chunked), mit Länge und bis zum Verbindungsende, über mehrere Anfragen je Verbindung', async () => {
    const connections = new Set<unknown>()
    const framed = http.createServer((req, res) => {
      connections.add(req.socket)
      if (req.url === '/chunked') {
        // two chunks with a pause between: the answer arrives in several reads
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        res.write('ä'.repeat(5000))
        setTimeout(() => res.end('<p>Ende</p>'), 2)
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Content-Length': '9' }).end('not found')
      }
    })
    await new Promise<void>((resolve) => framed.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(framed.address() as AddressInfo).port}`
    try {
      const chunked = await fixedRateLoad({ url: `${origin}/chunked`, rate: 100, duration: 0.5 })
      expect(chunked.statusCodes).toEqual({ 200: 50 })
      expect(chunked.errors).toBe(0)
      // keep-alive: the 50 answers came over far fewer connections
      expect(connections.size).toBeLessThan(25)
      // an answer without length or chunks ends with the connection (node:http would send it chunked)
      const untilClose = net.createServer((socket) =>
        socket.once('data', () => socket.end('HTTP/1.1 201 Created\r\nConnection: close\r\n\r\nbis zum Ende')),
      )
      await new Promise<void>((resolve) => untilClose.listen(0, '127.0.0.1', resolve))
      try {
        const port = (untilClose.address() as AddressInfo).port
        const close = await fixedRateLoad({ url: `http://127.0.0.1:${port}/`, rate: 50, duration: 0.2, expect: [201] })
        expect(close.statusCodes).toEqual({ 201: 10 })
        expect(close.errors).toBe(0)
      } finally {
        await new Promise<void>((resolve) => untilClose.close(() => resolve()))
      }
      const missing = await fixedRateLoad({ url: `${origin}/missing`, rate: 50, duration: 0.2 })
      expect(missing.statusCodes).toEqual({ 404: 10 })
      expect(missing.errors).toBe(10)
    } finally {
      framed.closeAllConnections()
      await new Promise<void>((resolve) => framed.close(() => resolve()))
    }
  })

  it('zählt Fehlerantworten und nicht erreichbare Server als Fehler', async () => {
    const unreachable = await fixedRateLoad({ url: 'http://127.0.0.1:9/', rate: 50, duration: 0.2, timeout: 2 })
    expect(unreachable.requests).toBe(10)
    expect(unreachable.errors).toBe(10)
    const notFound = await fixedRateLoad({ url: `${base}/`, rate: 50, duration: 0.2, expect: [204] })
    expect(notFound.errors).toBe(10)
    expect(notFound.statusCodes).toEqual({ 200: 10 })
  })

  it('liest eine Antwort auch Byte für Byte: Länge, Teile mit Erweiterung und Trailer, ohne Inhalt, bis zum Ende der Verbindung', () => {
    /** feeds `text` one byte at a time; the byte count after which the reader said "complete" */
    const feed = (text: string) => {
      const reader = new AnswerReader()
      const bytes = Buffer.from(text, 'latin1')
      for (let i = 0; i < bytes.length; i++) if (reader.push(bytes.subarray(i, i + 1))) return { reader, at: i + 1 }
      return { reader, at: -1 }
    }
    const sized = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhallo'
    expect(feed(sized).at).toBe(sized.length)
    expect(feed(sized).reader.status).toBe(200)
    expect(feed(sized).reader.keepAlive).toBe(true)
    const chunked =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Trailer: 1\r\n\r\n'
    expect(feed(chunked).at).toBe(chunked.length)
    const empty = 'HTTP/1.1 204 No Content\r\n\r\n'
    expect(feed(empty).at).toBe(empty.length)
    const untilClose = feed('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nbis zum Ende')
    expect(untilClose.at).toBe(-1)
    expect(untilClose.reader.keepAlive).toBe(false)
    expect(untilClose.reader.status).toBe(200)
  })
})
