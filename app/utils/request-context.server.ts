import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import { CROSS_ORIGIN_MESSAGE, isCrossOrigin } from '~/domain/same-origin'
import { isApiPath, problem, PROBLEM_JSON } from './problem'
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
  /** the Node response (server only): long streams wait for it to drain */
  response?: http.ServerResponse
}

/**
 * Resolves when the client has taken what was written so far. Remix writes a
 * streamed body without waiting for 'drain', so a long stream (the ZIP
 * exports) calls this between entries: it is produced as fast as the client
 * reads it, never piled up in memory. Also yields to the event loop once, so
 * other requests of the worker are served in between.
 */
export async function responseDrained() {
  await new Promise<void>((resolve) => setImmediate(resolve))
  const res = storage.getStore()?.response
  if (!res || !res.writableNeedDrain || res.destroyed) return
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

const storage = new AsyncLocalStorage<RequestContext>()
const TIMEOUTS = Symbol.for('festplan.bodyTimeouts')

export const MAX_BODY_BYTES = 1024 * 1024
const TOO_LARGE = 'Anfrage zu groß (höchstens 1 MB).'
const TOO_SLOW = 'Die Anfrage kam zu langsam an.'

// A body must keep arriving (no pause over idleMs) and be complete within
// totalMs; remix-serve would otherwise wait for Node's 5-minute request timeout.
// The wrapper is installed once per process (on http.Server's prototype, see
// installRequestContext), so its timeouts are kept once per process as well:
// a second copy of this module (a test runner's module graph after another
// file's) then configures the wrapper that is actually installed.
const bodyTimeouts = ((globalThis as { [TIMEOUTS]?: { idleMs: number; totalMs: number } })[TIMEOUTS] ??= {
  idleMs: 10_000,
  totalMs: 60_000,
})
/** an upload of 25 MB over a slow line: up to 15 minutes, never 30 s without a byte */
const UPLOAD_TIMEOUTS = { idleMs: 30_000, totalMs: 15 * 60_000 }

/** For tests: shorter body read timeouts. */
export function configureBodyTimeouts(next: Partial<typeof bodyTimeouts>) {
  Object.assign(bodyTimeouts, next)
}

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
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const EARLY_CODES: Record<number, string> = {
  403: 'cross_origin',
  405: 'method_not_allowed',
  408: 'timeout',
  413: 'too_large',
}

/** An answer given before any route runs: plain text, or problem details under /api/v1. */
function early(req: http.IncomingMessage, status: number, message: string, headers: Record<string, string> = {}) {
  if (!isApiPath(req.url ?? ''))
    return { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: message }
  return {
    headers: { 'Content-Type': PROBLEM_JSON, ...headers },
    body: JSON.stringify(problem(status, EARLY_CODES[status] ?? 'error', message)),
  }
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string) {
  if (res.headersSent || res.writableEnded) {
    req.socket?.destroy()
    return
  }
  const answer = early(req, status, message, { Connection: 'close' })
  res.writeHead(status, answer.headers)
  // The rest of the body is dropped unread; the socket closes shortly after the
  // answer went out (at once would reset it before the client read the answer).
  res.end(answer.body, () => setTimeout(() => req.socket?.destroy(), 500).unref())
}

/**
 * Counts body bytes as Node's parser hands them over (chunked bodies have no
 * Content-Length to check up front) and times the read: over 1 MB → 413, a
 * stalled or endless body → 408; the connection is then closed.
 */
function watchBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  maxBytes = MAX_BODY_BYTES,
  timeouts = bodyTimeouts,
) {
  let size = 0
  let stopped = false
  const stop = (status: number, message: string) => {
    if (stopped) return
    stopped = true
    clearTimeout(idle)
    clearTimeout(total)
    refuse(req, res, status, message)
  }
  let idle = setTimeout(() => stop(408, TOO_SLOW), timeouts.idleMs)
  const total = setTimeout(() => stop(408, TOO_SLOW), timeouts.totalMs)
  idle.unref()
  total.unref()
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (stopped) return true
    if (chunk === null) {
      clearTimeout(idle)
      clearTimeout(total)
      return push(chunk, encoding)
    }
    size += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength
    if (size > maxBytes) {
      stop(413, maxBytes === MAX_BODY_BYTES ? TOO_LARGE : 'Anfrage zu groß.')
      return true
    }
    clearTimeout(idle)
    idle = setTimeout(() => stop(408, TOO_SLOW), timeouts.idleMs)
    idle.unref()
    return push(chunk, encoding)
  }
  const done = () => {
    clearTimeout(idle)
    clearTimeout(total)
  }
  req.once('end', done)
  req.once('close', done)
  res.once('finish', done)
}

function hasBody(req: http.IncomingMessage) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

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
    // Exception: the upload routes (ADR 119), which stream to disk with their own cap.
    const length = Number(req.headers['content-length'] ?? 0)
    const uploadLimit = uploadBodyLimit((req.method ?? 'GET').toUpperCase(), req.url ?? '')
    if (Number.isFinite(length) && length > (uploadLimit ?? MAX_BODY_BYTES)) {
      const answer = early(req, 413, uploadLimit ? 'Anfrage zu groß.' : TOO_LARGE, { Connection: 'close' })
      res.writeHead(413, answer.headers)
      res.end(answer.body)
      req.resume()
      return true
    }
    // TRACE, CONNECT and unknown methods: a Fetch Request cannot even be made
    // for some of them (Remix would answer 500).
    const method = (req.method ?? 'GET').toUpperCase()
    if (!KNOWN_METHODS.has(method)) {
      const answer = early(req, 405, 'Methode nicht erlaubt.', {
        Allow: [...KNOWN_METHODS].join(', '),
        Connection: 'close',
      })
      res.writeHead(405, answer.headers)
      res.end(answer.body)
      req.resume()
      return true
    }
    // Cross-origin writes are refused here too: Remix itself would answer 500.
    if (method !== 'GET' && method !== 'HEAD' && crossOrigin(req)) {
      const answer = early(req, 403, CROSS_ORIGIN_MESSAGE)
      res.writeHead(403, answer.headers)
      res.end(answer.body)
      req.resume()
      return true
    }
    // uploads may be larger and slower: their own cap, a longer total time
    if (hasBody(req)) watchBody(req, res, uploadLimit ?? MAX_BODY_BYTES, uploadLimit ? UPLOAD_TIMEOUTS : bodyTimeouts)
    // An upload refused before its end (quota, file count) leaves the rest of the
    // body unread: the connection closes shortly after the answer instead of
    // taking in hundreds of MB nobody reads.
    if (uploadLimit && hasBody(req)) {
      res.once('finish', () => {
        if (!req.complete) setTimeout(() => req.socket?.destroy(), 500).unref()
      })
    }
    const fly = req.headers['fly-client-ip']
    const context: RequestContext = {
      method,
      remoteAddress: req.socket?.remoteAddress ?? null,
      flyClientIp: typeof fly === 'string' && fly.trim() ? fly.trim() : null,
      response: res,
    }
    return storage.run(context, () => originalEmit.call(this, event, ...args))
  } as typeof proto.emit
}
