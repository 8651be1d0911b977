// Shared by the crash, concurrency, backup and benchmark scripts: build the
// app once (like scripts/start.js), start the production server as a direct
// child (so kill -9 hits the server itself), wait for /healthz.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsStale } from '../build-state.js'
import { serverNodeFlags } from '../server-flags.js'

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
  // the server build names its client folder (assetsBuildDirectory) by the path it was built to
  const tmpServer = path.join(tmp, 'server/index.js')
  const code = fs.readFileSync(tmpServer, 'utf8')
  const from = JSON.stringify(`${path.relative(root, tmp)}/client`)
  if (!code.includes(from)) throw new Error(`Build: ${from} nicht in ${tmpServer} gefunden`)
  fs.writeFileSync(tmpServer, code.replace(from, JSON.stringify(`${path.relative(root, dir)}/client`)))
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
 * Starts remix-serve on the build. `dataDir` holds the database, the outbox
 * and the session secret. FLY_APP_NAME makes the server trust Fly-Client-IP,
 * so clients can spread their sign-ins over several addresses.
 */
export function startServer({ serverBuild, port, dataDir, dbPath = undefined, seedDemo = true, env = {} }) {
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'node_modules/@remix-run/serve/dist/cli.js'), serverBuild], {
    cwd: root,
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
      ...env,
    },
  })
  let output = ''
  const keep = (chunk) => {
    output += chunk
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited, startedAt: Date.now() }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Polls /healthz until 200; returns the milliseconds since the server was spawned. */
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

export async function stopServer(server, signal = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal)
  await server.exited
}
