import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, signIn } from '../../scripts/bench/client.js'
import { ensureBuild, killGroup, sleep, startServer, waitHealthy, workerPids } from '../../scripts/bench/server.js'

// `npm start`'s multi-worker server (scripts/serve.js) with 2 workers: both
// serve and see each other's writes at once, a killed worker is replaced
// (with its background role), SIGTERM during a burst of posts loses nothing.

const PORT = 4360
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-cluster-'))
const dbPath = path.join(dataDir, 'festplan.db')
let serverBuild = ''
let server: ReturnType<typeof startServer> | undefined

beforeAll(() => {
  serverBuild = ensureBuild()
})

afterAll(() => {
  if (server) killGroup(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Answer = { status: number; worker: string; body: string }

/** One request on a keep-alive agent with a single socket, i.e. always the same worker. */
function request(
  agent: http.Agent,
  method: string,
  urlPath: string,
  cookie: string,
  form?: Record<string, string>,
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        headers: {
          cookie,
          ...(body
            ? {
                origin: `http://127.0.0.1:${PORT}`,
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-festplan-worker']), body: text }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Keep-alive connections until there is one on each of two different workers. */
async function agentsOnTwoWorkers(cookie: string) {
  const found = new Map<string, http.Agent>()
  for (let i = 0; i < 40 && found.size < 2; i++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const { worker } = await request(agent, 'GET', '/healthz', cookie)
    if (!found.has(worker)) found.set(worker, agent)
    else agent.destroy()
  }
  expect(found.size).toBe(2)
  return [...found.values()]
}

function demoIds() {
  const db = new Database(dbPath, { readonly: true })
  try {
    const tenant = db.prepare("SELECT id FROM tenants WHERE subdomain = 'demo'").pluck().get() as string
    return {
      template: db
        .prepare('SELECT id FROM templates WHERE tenant_id = ? AND is_active = 1 LIMIT 1')
        .pluck()
        .get(tenant) as string,
      customer: db.prepare('SELECT id FROM end_customers WHERE tenant_id = ? LIMIT 1').pluck().get(tenant) as string,
      planner: db.prepare("SELECT id FROM users WHERE email = 'admin@demo.example'").pluck().get() as string,
    }
  } finally {
    db.close()
  }
}

const counter = (html: string) =>
  Number(/data-testid="counter-Veranstaltungen gesamt">([\d.]+)</.exec(html)?.[1].replace('.', '') ?? NaN)
const environOf = (pid: number) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
const backgroundPids = (pids: number[]) => pids.filter((pid) => environOf(pid).includes('FESTPLAN_BACKGROUND=1'))
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('mehrere Server-Prozesse (WEB_CONCURRENCY=2)', () => {
  it('beide Worker antworten, und ein Schreibvorgang im einen ist im anderen sofort sichtbar (auch die zwischengespeicherten Zähler)', async () => {
    server = startServer({ serverBuild, port: PORT, dataDir })
    await waitHealthy(server)
    // /healthz answers as soon as the first worker listens; 'bereit' comes when both do
    for (let i = 0; i < 600 && !server.output().includes('Festplan bereit'); i++) await sleep(50)
    expect(server.output()).toMatch(/Festplan bereit: .* – 2 Prozesse/)
    expect(server.output().match(/Festplan bereit/g)).toHaveLength(1)
    const cookie = await signIn(server.base)
    const [a, b] = await agentsOnTwoWorkers(cookie)

    const before = await request(b, 'GET', '/tenant/events', cookie)
    expect(before.status).toBe(200)
    const ids = demoIds()
    const created = await request(a, 'POST', '/tenant/events/new', cookie, {
      name: 'Sommerfest im anderen Worker',
      event_type: 'Firmenfeier',
      template_id: ids.template,
      end_customer_id: ids.customer,
      event_date: inDays(40),
      deadline_at: inDays(30),
      assigned_planner_id: ids.planner,
      guest_count: '80',
      budget: '1234,56',
    })
    expect(created.status, created.body.slice(0, 500)).toBe(302)
    expect(created.worker).not.toBe(before.worker)

    const after = await request(b, 'GET', '/tenant/events', cookie)
    expect(after.worker).toBe(before.worker)
    expect(after.body).toContain('Sommerfest im anderen Worker')
    expect(counter(after.body)).toBe(counter(before.body) + 1)
  })

  it('ersetzt einen mit kill -9 beendeten Worker; die Hintergrundaufgaben laufen danach wieder in genau einem', async () => {
    const pids = workerPids(server!)
    expect(pids).toHaveLength(2)
    const [background] = backgroundPids(pids)
    expect(backgroundPids(pids)).toHaveLength(1)
    process.kill(background, 'SIGKILL')
    let now: number[] = []
    for (let i = 0; i < 400; i++) {
      now = workerPids(server!)
      if (now.length === 2 && !now.includes(background)) break
      await sleep(25)
    }
    expect(now).toHaveLength(2)
    expect(now).not.toContain(background)
    await waitHealthy({ ...server!, startedAt: Date.now() })
    expect(backgroundPids(now)).toHaveLength(1)
    expect(server!.output()).toContain(
      `Prozess ${background} beendet (Signal SIGKILL), wird ersetzt (übernimmt die Hintergrundaufgaben)`,
    )
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server!.base}/healthz`)))
    expect(answers.every((res) => res.status === 200)).toBe(true)
  })

  it('SIGTERM während 200 POSTs: jeder bestätigte Kunde ist gespeichert, Exit-Code 0 binnen 10 s, WAL zurückgeschrieben', async () => {
    const cookie = await signIn(server!.base)
    const acked: string[] = []
    const failures: string[] = []
    let next = 0
    let signalled = 0
    const writer = async () => {
      while (next < 200) {
        const email = `term-${next++}@cluster.example`
        try {
          const result = await createCustomer(server!.base, cookie, email, { timeoutMs: 15_000 })
          if (result.ok) acked.push(email)
          else if (result.status >= 500) failures.push(`${email}: ${result.status}`)
        } catch {
          // refused after the server stopped accepting: not acknowledged
        }
        if (acked.length >= 40 && !signalled) {
          signalled = Date.now()
          server!.child.kill('SIGTERM')
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, writer))
    const output = server!.output
    const { code } = await server!.exited
    const exitedAfter = Date.now() - signalled
    server = undefined

    expect(signalled).toBeGreaterThan(0)
    // a failing stop says why in the servers' own words
    expect(code, `Exit-Code; Ausgabe der Server:\n${output().slice(-4000)}`).toBe(0)
    expect(exitedAfter).toBeLessThan(10_000)
    expect(failures).toEqual([])
    const wal = `${dbPath}-wal`
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0)
    const db = new Database(dbPath, { readonly: true })
    const stored = new Set(
      db.prepare("SELECT email FROM end_customers WHERE email LIKE '%@cluster.example'").pluck().all() as string[],
    )
    db.close()
    expect(acked.length).toBeGreaterThanOrEqual(40)
    expect(acked.filter((email) => !stored.has(email))).toEqual([])
  })
  it('SIGTERM, während ein ersetzter Worker noch startet: auch er hört die Aufforderung, Exit-Code 0 binnen 10 s', async () => {
    server = startServer({ serverBuild, port: PORT, dataDir, seedDemo: false })
    await waitHealthy(server)
    for (let i = 0; i < 600 && !server.output().includes('Festplan bereit'); i++) await sleep(50)
    const pids = workerPids(server)
    expect(pids).toHaveLength(2)
    const [background] = backgroundPids(pids)
    process.kill(background, 'SIGKILL')
    // the replacement is forked at once; the stop comes while it still imports the build
    let replacement: number | undefined
    for (let i = 0; i < 400 && !replacement; i++) {
      replacement = workerPids(server).find((pid) => !pids.includes(pid))
      if (!replacement) await sleep(5)
    }
    expect(replacement).toBeDefined()
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const output = server.output
    const { code } = await server.exited
    const exitedAfter = Date.now() - signalled
    server = undefined
    expect(code, `Exit-Code; Ausgabe der Server:\n${output().slice(-4000)}`).toBe(0)
    expect(exitedAfter).toBeLessThan(10_000)
    expect(() => process.kill(replacement!, 0)).toThrow()
  })
})
