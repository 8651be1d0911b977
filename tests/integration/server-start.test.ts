import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureBuild } from '../../scripts/bench/server.js'

// Runs the production build: spawned (one server process, scripts/worker.js,
// as `npm start` forks it) to
// prove what only a process can show (the generated session secret survives a
// restart, a bad PUBLIC_URL stops the start with one line), and in-process
// against an unreadable database (/healthz 503, a 500 page without a stack).

const root = path.resolve('.')
let serverBuild = ''
const workerScript = path.join(root, 'scripts/worker.js')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-server-'))
const OWNER = { email: 'start@festplan.example', password: 'start-passwort-123' }
const running: ChildProcess[] = []

beforeAll(() => {
  // the shared production build (build/), made now only when it is older than the sources
  serverBuild = ensureBuild()
  fs.mkdirSync(dataDir, { recursive: true })
}, 300_000)

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A clean environment: no VITEST (boot would skip migrations), no SESSION_SECRET. */
function serverEnv(extra: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    DATABASE_PATH: path.join(dataDir, 'festplan.db'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    SEED_DEMO: 'false',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    ...extra,
  }
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [workerScript, serverBuild], {
    cwd: root,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function startAndWait(port: number) {
  const server = start(serverEnv({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` }))
  const deadline = Date.now() + 30_000
  // the worker prints nothing when it listens (it tells scripts/serve.js over IPC): ask /healthz
  while (
    !(await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`Server startet nicht:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return server
}

async function stop(server: Started) {
  server.child.kill('SIGTERM')
  await server.exited
}

describe('the production server', () => {
  it('without SESSION_SECRET makes a secret once and reuses it: a session survives a restart', async () => {
    const port = await freePort()
    const origin = `http://localhost:${port}`
    const secretFile = path.join(dataDir, '.session-secret')
    expect(fs.existsSync(secretFile)).toBe(false)

    const first = await startAndWait(port)
    // the process answers /healthz itself (before Remix), as the route would: after a real count, never cached
    const health = await fetch(`${origin}/healthz`)
    expect(health.status).toBe(200)
    expect(health.headers.get('content-type')).toBe('application/json')
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(await health.json()).toEqual({ status: 'ok', tenants: 0 })
    const signIn = await fetch(`${origin}/owner-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(OWNER).toString(),
    })
    expect(signIn.status).toBe(302)
    expect(signIn.headers.get('location')).toBe('/owner')
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('festplan_session='))!
      .split(';')[0]!
    const secret = fs.readFileSync(secretFile, 'utf8')
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect((await fetch(`${origin}/owner`, { redirect: 'manual', headers: { Cookie: cookie } })).status).toBe(200)
    await stop(first)

    const second = await startAndWait(port)
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret)
    const again = await fetch(`${origin}/owner`, { redirect: 'manual', headers: { Cookie: cookie } })
    expect(again.status).toBe(200)
    expect(await fetch(`${origin}/owner`, { redirect: 'manual' }).then((r) => r.status)).toBe(302)

    // With another secret the same cookie is worthless: the reuse above is what kept it valid.
    await stop(second)
    fs.writeFileSync(secretFile, 'f'.repeat(64))
    const third = await startAndWait(port)
    expect((await fetch(`${origin}/owner`, { redirect: 'manual', headers: { Cookie: cookie } })).status).toBe(302)
    await stop(third)
  }, 180_000)

  it('sends a page whole: its bytes as Content-Length, umlauts and dashes intact, the same gzipped, none for HEAD', async () => {
    const port = await freePort()
    const server = await startAndWait(port)
    const raw = (method: string, headers: Record<string, string> = {}) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.request({ host: 'localhost', port, path: '/owner-login', method, headers }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        })
        request.on('error', reject)
        request.end()
      })
    const plain = await raw('GET')
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    const html = plain.body.toString('utf8')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('</html>')
    expect(html).toContain('Plattform-Anmeldung – Festplan')
    expect(html).toContain('Nur für den Betreiber von Festplan.')
    expect(html).not.toContain('\uFFFD')
    const zipped = await raw('GET', { 'Accept-Encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const unzipped = zlib.gunzipSync(zipped.body).toString('utf8')
    // the nonce differs per answer
    const withoutNonce = (page: string) => page.replace(/nonce="[^"]*"/g, 'nonce=""')
    expect(withoutNonce(unzipped)).toBe(withoutNonce(html))
    const head = await raw('HEAD')
    expect(head.body.length).toBe(0)
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8')
    await stop(server)
  }, 60_000)

  it.each([['ftp://festplan.app'], ['kaputt'], ['https://festplan.app/unterpfad']])(
    'PUBLIC_URL=%j stops the start with exactly one line naming PUBLIC_URL',
    async (value) => {
      const port = await freePort()
      const server = start(serverEnv({ PORT: String(port), PUBLIC_URL: value }))
      const code = await server.exited
      expect(code).not.toBe(0)
      const lines = server.output().trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Festplan kann nicht starten: PUBLIC_URL ist ungültig/)
    },
    30_000,
  )
})

describe('the production build on an unreadable database', () => {
  let handler: (request: Request) => Promise<Response>
  let logged: ReturnType<typeof vi.fn>

  beforeAll(async () => {
    const broken = path.join(dataDir, 'broken.db')
    fs.writeFileSync(broken, 'Das ist keine SQLite-Datei. '.repeat(200))
    const previous = process.env.DATABASE_PATH
    process.env.DATABASE_PATH = broken
    try {
      // The build's own modules read the environment once, at import.
      const build = (await import(`${serverBuild}?broken`)) as unknown as ServerBuild
      handler = createRequestHandler(build, 'production')
    } finally {
      process.env.DATABASE_PATH = previous
    }
  })

  async function request(pathname: string) {
    logged = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(logged)
    return handler(new Request(`http://localhost:3000${pathname}`, { headers: { Host: 'localhost:3000' } }))
  }

  it('/healthz answers 503', async () => {
    const response = await request('/healthz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error' })
    expect(logged).toHaveBeenCalled()
  })

  it('a page that fails shows the German 500 page with no stack trace or error message', async () => {
    const response = await request('/?tenant=demo')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Fehler beim Laden')
    expect(html).toContain('Ein unerwarteter Fehler ist aufgetreten')
    expect(html).toContain('lang="de"')
    expect(html).not.toMatch(/not a database|SqliteError|\bat [\w.<>]+ \(|node_modules|\.js:\d+/)
    expect(logged).toHaveBeenCalled()
  })
})
