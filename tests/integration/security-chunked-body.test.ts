import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureBodyTimeouts, installRequestContext } from '~/utils/request-context.server'

// Regression: a chunked body (no Content-Length) skipped the early
// 413 and the server read it for minutes. Node's server wrapped by the request
// context must count bytes as they arrive and time the read.

let server: http.Server
let port = 0

beforeAll(async () => {
  installRequestContext()
  configureBodyTimeouts({ idleMs: 300, totalMs: 1500 })
  // Stands in for remix-serve: reads the whole body, then answers with its size.
  server = http.createServer((req, res) => {
    let size = 0
    req.on('data', (chunk: Buffer) => (size += chunk.byteLength))
    req.on('end', () => res.end(`gelesen ${size}`))
    req.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})

afterAll(async () => {
  configureBodyTimeouts({ idleMs: 10_000, totalMs: 60_000 })
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Sends a chunked POST by hand; resolves with the status line and body, or 'closed'. */
function chunked(send: (socket: net.Socket) => Promise<void>): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const parts: Buffer[] = []
    socket.on('data', (d: Buffer) => parts.push(d))
    socket.on('error', () => {})
    socket.on('close', () => {
      const raw = Buffer.concat(parts).toString('utf8')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0)
      resolve({ status, text: raw.split('\r\n\r\n').slice(1).join('\r\n\r\n'), ms: performance.now() - started })
    })
    socket.write(
      `POST /x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    )
    void send(socket).catch(() => {})
  })
}

const chunk = (size: number) => `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('chunked request bodies', () => {
  it('answers 413 as soon as more than 1 MB has arrived', async () => {
    const result = await chunked(async (socket) => {
      for (let i = 0; i < 200 && !socket.destroyed; i++) {
        socket.write(chunk(64 * 1024))
        await pause(2)
      }
    })
    expect(result.status).toBe(413)
    expect(result.text).toContain('Anfrage zu groß')
    expect(result.ms).toBeLessThan(1500)
  })

  it('reads a chunked body under 1 MB as before', async () => {
    const result = await chunked(async (socket) => {
      for (let i = 0; i < 8; i++) socket.write(chunk(64 * 1024))
      socket.write('0\r\n\r\n')
    })
    expect(result.status).toBe(200)
    expect(result.text).toContain(`gelesen ${8 * 64 * 1024}`)
  })

  it('answers 408 when the body stalls', async () => {
    const result = await chunked(async (socket) => {
      socket.write(chunk(10))
    })
    expect(result.status).toBe(408)
    expect(result.ms).toBeLessThan(1400)
  })

  it('answers 408 when a trickling body never ends', async () => {
    const result = await chunked(async (socket) => {
      for (let i = 0; i < 100 && !socket.destroyed; i++) {
        socket.write(chunk(1))
        await pause(100)
      }
    })
    expect(result.status).toBe(408)
    expect(result.ms).toBeLessThan(3000)
  })
})

describe('unknown request methods', () => {
  it.each(['TRACE', 'PROPFIND', 'PURGE', 'LINK'])('%s answers 405', async (method) => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      const parts: Buffer[] = []
      socket.on('data', (d: Buffer) => parts.push(d))
      socket.on('error', () => {})
      socket.on('close', () => resolve(Buffer.concat(parts).toString('utf8')))
      socket.write(`${method} /tenant HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 405/)
    expect(answer).toContain('Allow: GET, HEAD, POST')
  })

  it('under /api/v1 the answer is problem details with Allow', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      const parts: Buffer[] = []
      socket.on('data', (d: Buffer) => parts.push(d))
      socket.on('error', () => {})
      socket.on('close', () => resolve(Buffer.concat(parts).toString('utf8')))
      socket.write(`TRACE /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 405/)
    expect(answer).toMatch(/Content-Type: application\/problem\+json/i)
    expect(answer).toContain('Allow: GET, HEAD, POST')
    expect(answer).toContain('"status":405')
    expect(answer).toContain('"code":"method_not_allowed"')
  })
})
