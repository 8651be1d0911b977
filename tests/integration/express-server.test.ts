import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { expressServer } from '../../scripts/express-server.js'

// The worker's server builds requests and answers on Express's prototypes
// (ADR 147b). Express must not notice: its request and response API, the
// app behind them and middleware that wraps the answer all work as on
// `app.listen`, request after request.
let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

async function serve(app: express.Express) {
  const server = expressServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => new Promise((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('expressServer', () => {
  it("serves an Express app with Express's request and response API", async () => {
    const app = express()
    app.disable('x-powered-by')
    app.use(compression({ threshold: 0 }))
    app.use((_req, res, next) => {
      res.locals.seen = 'ja'
      next()
    })
    app.get('/hallo/:name', (req, res) => {
      res.status(201).json({
        name: req.params.name,
        q: req.query.q,
        host: req.get('host') === new URL(`http://${req.headers.host}`).host,
        sameApp: req.app === app && res.app === app,
        seen: res.locals.seen,
        accepts: req.accepts(['json', 'html']),
      })
    })
    const base = await serve(app)
    for (const name of ['Ada', 'Grace']) {
      const answer = await fetch(`${base}/hallo/${name}?q=1`, { headers: { 'accept-encoding': 'gzip' } })
      expect(answer.status).toBe(201)
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(await answer.json()).toEqual({ name, q: '1', host: true, sameApp: true, seen: 'ja', accepts: 'json' })
    }
    const missing = await fetch(`${base}/nirgends`)
    expect(missing.status).toBe(404)
  })
})
