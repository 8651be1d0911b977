// One HTTP server process of `npm start` (forked by scripts/serve.js through
// node:cluster; the port is shared). An Express app of its own
// (docs/decisions/141d-explicit-server-dependencies.md): compression, static
// assets on their prefixes, the access log, @remix-run/express's request
// handler; and a graceful shutdown: stop accepting, let requests in flight
// finish (at most 10 s), close the database (WAL checkpoint), exit 0.
//
//   node scripts/worker.js build/server/index.js   (normally only via serve.js)
import cluster from 'node:cluster'
import path from 'node:path'
import url from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { accessLog } from './access-log.js'
import { expressServer } from './express-server.js'
import { publicFiles } from './public-files.js'

export const SHUTDOWN_GRACE_MS = 10_000

const send = (/** @type {{ type: string, message?: string }} */ message) => {
  if (process.connected) process.send?.(message)
}

// A stop can be asked for while this process is still importing the build
// (a replacement worker booting when SIGTERM reaches the primary): the request
// is heard from the first line on, or the process would serve on unstopped.
let stopAsked = false
let stop = () => {
  stopAsked = true
}
// The primary sends 'festplan:shutdown'; a terminal's Ctrl+C reaches every
// process of the group, so the signals lead to the same path.
process.on('message', (/** @type {any} */ message) => {
  if (message?.type === 'festplan:shutdown') void stop()
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop())

const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js')
process.env.NODE_ENV = process.env.NODE_ENV ?? 'production'
// Importing the build runs app/boot.server.ts (environment check, and
// in the first worker migrations, seed and owner).
const build = await import(url.pathToFileURL(buildPath).href)
installGlobals({ nativeFetch: build.future.v3_singleFetch })

let inFlight = 0
let shuttingDown = false

const app = express()
app.disable('x-powered-by')
app.use(
  (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {() => void} */ next,
  ) => {
    inFlight++
    res.once('close', () => {
      inFlight--
      if (shuttingDown) server.closeIdleConnections()
    })
    // during shutdown every answer closes its connection, so keep-alive clients reconnect elsewhere
    if (shuttingDown) res.setHeader('Connection', 'close')
    if (process.env.FESTPLAN_WORKER_HEADER === '1' && cluster.worker)
      res.setHeader('X-Festplan-Worker', String(cluster.worker.id))
    next()
  },
)
const log = process.env.FESTPLAN_ACCESS_LOG !== '0' ? accessLog() : null
// The health check first: answered here with the build's own check (the same
// function the /healthz route runs), without compression (its few bytes are
// never compressed), the static file middleware and Remix's request handling
// (a Request with its AbortSignal, route matching, the loader's Response
// turned back into a Node answer) - about half of a poll's CPU. Logged like
// any request.
const { healthCheck, HEALTH_HEADERS } = build.entry.module
app.get(
  '/healthz',
  ...(log ? [log] : []),
  (/** @type {any} */ _req, /** @type {import('node:http').ServerResponse} */ res) => {
    const { status, body } = healthCheck()
    res.writeHead(status, { ...HEALTH_HEADERS, 'Content-Length': Buffer.byteLength(body) }).end(body)
  },
)
app.use(compression())
// Static files only under their own prefixes (docs/decisions/132s-route-matching-cache.md):
// every other request (the pages) goes to the app without a stat of
// the file system. The build's assets are content-hashed: cached for a year,
// immutable, and a missing one is a plain 404 (no page render). The client
// folder's other entries (public/ as Vite copied it: /favicon.svg) for an hour.
const clientDir = build.assetsBuildDirectory
app.use(
  `${build.publicPath}assets`,
  express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
)
app.use(publicFiles(clientDir, express.static(clientDir, { maxAge: '1h' }), { except: ['assets'] }))
if (log) app.use(log)
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

if (stopAsked) {
  // asked to stop before listening: nothing is in flight, close the database and go
  await closeDatabase()
  process.exit(0)
}

const port = Number(process.env.PORT || 3000)
const server = expressServer(app)
if (process.env.HOST) server.listen(port, process.env.HOST)
else server.listen(port)
server.once('listening', () => send({ type: 'festplan:listening' }))
server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  const reason =
    error.code === 'EADDRINUSE' ? 'ist bereits belegt' : `kann nicht geöffnet werden (${error.code ?? error.message})`
  console.error(`Festplan kann nicht starten: Port ${port} ${reason}`)
  send({ type: 'festplan:listen-failed', message: error.message })
  process.exit(1)
})

/** Stops accepting, waits for requests in flight (at most SHUTDOWN_GRACE_MS), closes the database, exits 0. */
async function shutdown() {
  if (shuttingDown) return
  shuttingDown = true
  const deadline = Date.now() + SHUTDOWN_GRACE_MS
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  server.closeAllConnections()
  await closed
  await closeDatabase()
  process.exit(0)
}

/** app/utils/db.server.ts via the build's entry: stop jobs, checkpoint, close; exit 1 if that fails. */
async function closeDatabase() {
  try {
    await build.entry.module.shutdown?.()
  } catch (/** @type {any} */ error) {
    console.error(`Festplan: Fehler beim Schließen der Datenbank: ${error.message}`)
    process.exit(1)
  }
}

stop = shutdown
