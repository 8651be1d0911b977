// Shared by the crash, concurrency, backup and benchmark scripts: build the
// app once (like scripts/start.js), start the production server (the
// multi-worker primary scripts/serve.js, as `npm start` runs it) in its own
// process group, so a kill -9 of the group takes down the primary and every
// worker at once; wait for /healthz.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsStale } from '../build-state.js'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function buildDir() {
  return path.resolve(root, process.env.FESTPLAN_BUILD_DIR || 'build')
}

/** Builds into FESTPLAN_BUILD_DIR when the build is missing or older than the sources. */
export function ensureBuild({ force = false } = {}) {
  const dir = buildDir()
  const serverBuild = path.join(dir, 'server/index.js')
  if (!force && !buildIsStale(root, dir)) return serverBuild
  console.log(`Baue die App nach ${path.relative(root, dir)} …`)
  // Build beside the target and swap it in, so a server or script still using
  // the old build never sees a half-written one (/build-* is git-ignored).
  const tmp = `${dir}-tmp-${process.pid}`
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...cleanEnv(), NODE_ENV: 'production', FESTPLAN_BUILD_DIR: path.relative(root, tmp) },
  })
  if (result.status !== 0) {
    fs.rmSync(tmp, { recursive: true, force: true })
    process.stderr.write(result.stdout + result.stderr)
    throw new Error('Build fehlgeschlagen')
  }
  // the server build names its client folder (assetsBuildDirectory) by the path it was built to;
  // with lazily loaded modules the server build is split, so the name may sit in any of its chunks
  const from = JSON.stringify(`${path.relative(root, tmp)}/client`)
  const to = JSON.stringify(`${path.relative(root, dir)}/client`)
  const serverFiles = fs
    .readdirSync(path.join(tmp, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(tmp, 'server', file))
  let renamed = 0
  for (const file of serverFiles) {
    const code = fs.readFileSync(file, 'utf8')
    if (!code.includes(from)) continue
    fs.writeFileSync(file, code.replaceAll(from, to))
    renamed++
  }
  if (renamed === 0) throw new Error(`Build: ${from} in keiner Datei von ${path.join(tmp, 'server')} gefunden`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(tmp, dir)
  return serverBuild
}

/** The environment without vitest's markers (boot skips migrations under VITEST). */
export function cleanEnv() {
  const env = { ...process.env }
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV') delete env[key]
  delete env.SESSION_SECRET
  delete env.DATABASE_PATH
  delete env.MAIL_OUTBOX_DIR
  return env
}

/**
 * Starts the production server (scripts/serve.js) on the build with
 * `workers` processes (WEB_CONCURRENCY, default 2). `dataDir` holds the
 * database, the outbox and the session secret. FLY_APP_NAME makes the server
 * trust Fly-Client-IP, so clients can spread their sign-ins over several
 * addresses. No access log (one line per request would flood test logs);
 * each answer names its worker in X-Festplan-Worker.
 * @param {{ serverBuild: string, port: number, dataDir: string, dbPath?: string, seedDemo?: boolean, workers?: number,
 *   env?: Record<string, string>, nodeArgs?: string[], cpus?: string | null }} options
 * @returns {Server}
 */
export function startServer({ serverBuild, port, dataDir, dbPath = undefined, seedDemo = true, workers = 2, env = {}, nodeArgs = [], cpus = null }) {
  // nodeArgs (e.g. --cpu-prof) reach the workers too: serve.js forks them with its own execArgv.
  // cpus ('1'): taskset pins the primary and its workers to those cores.
  const argv = [...nodeArgs, path.join(root, 'scripts/serve.js'), serverBuild]
  const child = spawn(cpus ? 'taskset' : process.execPath, cpus ? ['-c', cpus, process.execPath, ...argv] : argv, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: dbPath || path.join(dataDir, 'festplan.db'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      SEED_DEMO: seedDemo ? 'true' : 'false',
      FLY_APP_NAME: 'festplan-test',
      WEB_CONCURRENCY: String(workers),
      FESTPLAN_ACCESS_LOG: '0',
      FESTPLAN_WORKER_HEADER: '1',
      ...env,
    },
  })
  let output = ''
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited, startedAt: Date.now() }
}

/**
 * A production server started by startServer.
 * @typedef {object} Server
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child the primary (scripts/serve.js)
 * @property {number} port
 * @property {string} base http://127.0.0.1:<port>
 * @property {() => string} output what the server printed (the last 100-200 kB)
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {number} startedAt ms when it was spawned
 */

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Polls /healthz until 200; returns the milliseconds since the server was spawned.
 * @param {Server} server
 */
export async function waitHealthy(server, timeoutMs = 30_000) {
  const deadline = server.startedAt + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server beendet:\n${server.output().slice(-2000)}`)
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2000) })
      if (res.status === 200) return Date.now() - server.startedAt
    } catch {
      // not listening yet
    }
    await sleep(25)
  }
  throw new Error(`/healthz antwortet nicht nach ${timeoutMs} ms:\n${server.output().slice(-2000)}`)
}

/**
 * SIGTERM: the graceful shutdown. SIGKILL: the whole process group at once, like a crash of the machine.
 * @param {Server} server
 * @param {NodeJS.Signals} [signal]
 */
export async function stopServer(server, signal = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    if (signal === 'SIGKILL') killGroup(server)
    else server.child.kill(signal)
  }
  await server.exited
}

/** SIGKILL to the primary and all its workers (they share the process group). @param {Server} server */
export function killGroup(server) {
  try {
    process.kill(-(/** @type {number} */ (server.child.pid)), 'SIGKILL')

  } catch {
    // already gone
  }
}

/** The pids of the server's workers (children of the primary). @param {Server} server */

export function workerPids(server) {
  const pid = server.child.pid
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}
