import { Writable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import type { EntryContext, HandleDocumentRequestFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { boot, shutdownServerProcess } from '~/boot.server'
import { applyPrivateCaching, securityHeaders } from './utils/security-headers.server'
import { NonceProvider } from './utils/nonce-provider'
import { afterHydrationModulesLoaded } from './utils/after-hydration'
import { KeptMarkupProvider } from './utils/kept-markup'
import { keptMarkup } from './utils/kept-markup.server'

// Runs when the server build is imported, before @remix-run/serve listens:
// environment check, migrations, seed.
boot()

/** Called by scripts/worker.js on SIGTERM/SIGINT after the last request has finished. */
export const shutdown = shutdownServerProcess

/** GET /healthz, answered by scripts/worker.js before the Remix request handler. */
export { HEALTH_HEADERS, healthCheck } from '~/services/health/health-check.server'

const ABORT_DELAY = 5_000

/** Server markup of list items, kept by their inputs (app/utils/kept-markup.tsx). */
const markupOf = keptMarkup()

// Components split off the first JavaScript (app/utils/after-hydration.tsx)
// render synchronously on the server: their modules are loaded before the
// first document is rendered, never while rendering.
const handleRequest: HandleDocumentRequestFunction = (request, responseStatusCode, responseHeaders, remixContext) => {
  const loading = afterHydrationModulesLoaded()
  if (loading) return loading.then(() => renderDocument(request, responseStatusCode, responseHeaders, remixContext))
  return renderDocument(request, responseStatusCode, responseHeaders, remixContext)
}

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
  const nonce = randomBytes(16).toString('base64')
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  return new Promise((resolve, reject) => {
    let shellRendered = false
    // An error inside a Suspense boundary (a part split off with afterHydration)
    // before the shell is ready: the page goes out without that part, as a 500,
    // and the error is logged with it. A shell error is rejected (Remix logs it).
    const beforeShell: unknown[] = []
    const { pipe, abort } = renderToPipeableStream(
      <KeptMarkupProvider value={markupOf}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </KeptMarkupProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond()
        },
        onAllReady() {
          clearTimeout(timer)
          if (waitForAll) respond()
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
          else beforeShell.push(error)
        },
      },
    )
    // The document is collected and sent as one buffer with a Content-Length.
    // Our loaders hand React everything up front (nothing is deferred), so
    // streaming gains nothing and costs a chain of stream hops for each of
    // React's flushes. The status is the one when the shell was ready.
    function respond() {
      shellRendered = true
      for (const error of beforeShell.splice(0)) console.error(error)
      const status = responseStatusCode
      const chunks: Buffer[] = []
      // No 'close' event: React listens for it to abort the render, and at
      // the end of every answer would end the finished sink a second time
      // (an error object with a formatted message, per request).
      const sink = new Writable({
        emitClose: false,
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk)
          callback()
        },
        final(callback) {
          clearTimeout(timer)
          const body = Buffer.concat(chunks)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          responseHeaders.set('Content-Length', String(body.length))
          for (const [key, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(key, value)
          applyPrivateCaching(request, responseHeaders)
          resolve(new Response(body, { headers: responseHeaders, status }))
          callback()
        },
      })
      pipe(sink)
    }
    // Cleared once everything has rendered (React calls back later, never
    // synchronously): a pending timer would keep the whole render (data,
    // React tree, stream) alive for ABORT_DELAY.
    const timer = setTimeout(abort, ABORT_DELAY)
  })
}

export default handleRequest

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  for (const [key, value] of Object.entries(securityHeaders(null))) {
    if (!response.headers.has(key)) response.headers.set(key, value)
  }
  applyPrivateCaching(request, response.headers)
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  if (error instanceof Response) return
  console.error(error)
}
