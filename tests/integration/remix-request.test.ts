import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRemixRequest } from '@remix-run/express/dist/server.js'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'

// The worker's Remix requests do not hand their AbortSignal to undici's
// Request (docs/decisions/147f-request-signal-and-gc-threads.md): the request
// answers `signal` with the adapter's own. Loaders and the server render must
// see what they saw before: the method, address, headers and body, and a
// signal that aborts when the client goes away before the answer is written,
// and only then.
let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

type Seen = { request: Request; res: express.Response }

async function serve(answer: (seen: Seen) => Promise<void> | void) {
  const app = express()
  app.all('*', async (req, res) => {
    const request = createRemixRequest(req, res)
    await answer({ request, res })
  })
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('createRemixRequest', () => {
  it('gives Remix a Request with the method, address, headers and body the client sent', async () => {
    let seen: { url: string; method: string; cookie: string | null; body: string; isRequest: boolean } | null = null
    const base = await serve(async ({ request, res }) => {
      seen = {
        url: request.url,
        method: request.method,
        cookie: request.headers.get('cookie'),
        body: await request.text(),
        isRequest: request instanceof Request,
      }
      res.status(204).end()
    })
    const response = await fetch(`${base}/tenant/events?q=M%C3%BCller`, {
      method: 'POST',
      headers: { cookie: 'festplan_session=abc', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Gr%C3%BC%C3%9Fe',
    })
    expect(response.status).toBe(204)
    expect(seen).toEqual({
      url: `${base}/tenant/events?q=M%C3%BCller`,
      method: 'POST',
      cookie: 'festplan_session=abc',
      body: 'name=Gr%C3%BC%C3%9Fe',
      isRequest: true,
    })
  })

  it("aborts the request's signal when the client leaves before the answer", async () => {
    let aborted: Promise<boolean> | null = null
    const base = await serve(({ request }) => {
      aborted = new Promise((resolve) =>
        request.signal.addEventListener('abort', () => resolve(request.signal.aborted)),
      )
      // no answer: the client gives up
    })
    const client = new AbortController()
    const sent = fetch(`${base}/langsam`, { signal: client.signal }).catch((error: Error) => error.name)
    while (!aborted) await new Promise((resolve) => setTimeout(resolve, 5))
    client.abort()
    expect(await sent).toBe('AbortError')
    expect(await aborted).toBe(true)
  })

  it('keeps the signal unaborted once the answer was written', async () => {
    const signals: AbortSignal[] = []
    const base = await serve(({ request, res }) => {
      signals.push(request.signal)
      res.send('fertig')
    })
    const agent = new http.Agent({ keepAlive: false })
    const text = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/schnell`, { agent }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk))
          res.on('end', () => resolve(body))
        })
        .on('error', reject)
    })
    expect(text).toBe('fertig')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(signals).toHaveLength(1)
    expect(signals[0].aborted).toBe(false)
  })
})
