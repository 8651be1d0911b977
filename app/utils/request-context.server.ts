import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import { CROSS_ORIGIN_MESSAGE, isCrossOrigin } from '~/domain/same-origin'
import { uploadBodyLimit } from './upload-limit.server'

// @remix-run/serve is a fixed Express app with no room for middleware, and a
// Fetch Request does not carry the socket address. We wrap the Node HTTP
// server's 'request' event instead (docs/decisions/003-request-context.md):
// every request then runs inside an AsyncLocalStorage context that knows its
// method (for the GET-write guard) and its socket address (for rate limits).

export type RequestContext = {
  method: string
  remoteAddress: string | null
  flyClientIp: string | null
  /** tables a GET may write to inside `withBookkeepingWrites` (ADR 118), else none */
  bookkeepingTables?: readonly string[]
}

const storage = new AsyncLocalStorage<RequestContext>()

export const MAX_BODY_BYTES = 1024 * 1024

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore()
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}

/**
 * The one sanctioned exception to "GET never writes" (docs/decisions/118-calendar-libraries.md):
 * a GET that no browser form can turn into a POST (a calendar program polling
 * its feed) may write bookkeeping rows that change nothing a user decides on
 * (a rate-limit counter, a feed's "last used" stamp), and only to the tables
 * named here, only inside `fn`. Any other write still trips the guard.
 */
export function withBookkeepingWrites<T>(tables: readonly string[], fn: () => T): T {
  const current = storage.getStore()
  if (!current) return fn()
  return storage.run({ ...current, bookkeepingTables: tables }, fn)
}

let allowedProtocols: string[] = ['http:', 'https:']

function crossOrigin(req: http.IncomingMessage) {
  const header = (name: string) => {
    const value = req.headers[name]
    return typeof value === 'string' ? value : null
  }
  return isCrossOrigin({
    origin: header('origin'),
    secFetchSite: header('sec-fetch-site'),
    host: header('host') ?? '',
    protocols: allowedProtocols,
  })
}

const PATCHED = Symbol.for('festplan.requestContextPatched')

/** Installs the wrapper once per process; safe to call from every module load. */
export function installRequestContext(publicProtocol?: string) {
  if (publicProtocol) allowedProtocols = [...new Set([publicProtocol, 'http:'])]
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: boolean }
  if (proto[PATCHED]) return
  proto[PATCHED] = true
  const originalEmit = proto.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean
  proto.emit = function emit(this: http.Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return originalEmit.call(this, event, ...args)
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
    // Bodies over 1 MB are refused before anything reads them.
    // Exception (issue 19): the upload routes, which stream to disk with their own cap.
    const length = Number(req.headers['content-length'] ?? 0)
    const uploadLimit = uploadBodyLimit((req.method ?? 'GET').toUpperCase(), req.url ?? '')
    if (Number.isFinite(length) && length > (uploadLimit ?? MAX_BODY_BYTES)) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
      res.end(uploadLimit ? 'Anfrage zu groß.' : 'Anfrage zu groß (höchstens 1 MB).')
      req.resume()
      return true
    }
    // Cross-origin writes are refused here too: Remix itself would answer 500.
    const method = (req.method ?? 'GET').toUpperCase()
    if (method !== 'GET' && method !== 'HEAD' && crossOrigin(req)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(CROSS_ORIGIN_MESSAGE)
      req.resume()
      return true
    }
    const fly = req.headers['fly-client-ip']
    const context: RequestContext = {
      method,
      remoteAddress: req.socket?.remoteAddress ?? null,
      flyClientIp: typeof fly === 'string' && fly.trim() ? fly.trim() : null,
    }
    return storage.run(context, () => originalEmit.call(this, event, ...args))
  } as typeof proto.emit
}
