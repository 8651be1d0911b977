import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, randomIp, signIn } from '../../scripts/bench/client.js'
import { ensureBuild, root, sleep, startServer, stopServer, waitHealthy } from '../../scripts/bench/server.js'
import { runScript } from './run-script'

// Off-site replication with Litestream (docs/operations.md): a real S3 API
// (s3rver on loopback) and a file:// replica. Rows and uploads are written,
// the whole server (primary, workers, Litestream) is killed with SIGKILL, the
// data folder is thrown away, and `npm run restore -- --from-replica` brings
// back every acknowledged row and file; a point-in-time restore returns the
// state of that moment. Ports 4261 (server) and 4262 (S3).

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-replication-'))
const S3_PORT = 4262
let serverBuild = ''
let s3: ChildProcess | undefined
const servers: ReturnType<typeof startServer>[] = []

function s3Env(prefix: string) {
  return {
    LITESTREAM_REPLICA_URL: `s3://festplan/${prefix}`,
    LITESTREAM_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    LITESTREAM_ACCESS_KEY_ID: 'S3RVER',
    LITESTREAM_SECRET_ACCESS_KEY: 'S3RVER',
  }
}

beforeAll(async () => {
  serverBuild = ensureBuild()
  s3 = spawn(
    process.execPath,
    [path.join(root, 'tests/durability/support/s3-server.js'), String(S3_PORT), path.join(work, 's3'), 'festplan'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    s3!.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('s3 bereit')) resolve()
    })
    s3!.stderr!.on('data', (chunk) => (output += chunk))
    s3!.on('exit', () => reject(new Error(`s3rver beendet: ${output}`)))
  })
})

afterEach(async () => {
  for (const server of servers.splice(0)) await stopServer(server, 'SIGKILL')
})

afterAll(() => {
  s3?.kill('SIGKILL')
  fs.rmSync(work, { recursive: true, force: true })
})

function start(dataDir: string, env: Record<string, string>, workers = 1) {
  const server = startServer({ serverBuild, port: 4261, dataDir, env, workers })
  servers.push(server)
  return server
}

type Health = {
  status: string
  replication?: {
    lagSeconds: number
    pendingFiles: number
    running: boolean
    checkedAt: string | null
    lastError: string | null
  }
}

async function health(server: ReturnType<typeof startServer>): Promise<Health> {
  const res = await fetch(`${server.base}/healthz`)
  return (await res.json()) as Health
}

/** Polls /healthz until the replica has confirmed everything written before `since`; returns when it said so. */
async function waitReplicated(server: ReturnType<typeof startServer>, since: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let last: Health | undefined
  while (Date.now() < deadline) {
    last = await health(server)
    const r = last.replication
    if (r?.running && r.checkedAt && Date.parse(r.checkedAt) > since && r.lagSeconds === 0 && r.pendingFiles === 0)
      return Date.parse(r.checkedAt)
    await sleep(50)
  }
  throw new Error(`Replikat holt nicht auf: ${JSON.stringify(last)}\n${server.output().slice(-2000)}`)
}

function demoEventId(dbPath: string) {
  const db = new Database(dbPath, { readonly: true })
  try {
    return db
      .prepare("SELECT e.id FROM events e JOIN tenants t ON t.id = e.tenant_id WHERE t.subdomain = 'demo' LIMIT 1")
      .pluck()
      .get() as string
  } finally {
    db.close()
  }
}

async function upload(
  server: ReturnType<typeof startServer>,
  cookie: string,
  eventId: string,
  name: string,
  content: Buffer,
) {
  const boundary = '----festplanReplica'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await fetch(`${server.base}/tenant/events/${eventId}/files?tenant=demo`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: cookie,
      Origin: server.base,
      'Fly-Client-IP': randomIp(),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  })
  await res.arrayBuffer()
  expect([302, 303]).toContain(res.status)
}

async function writeCustomers(server: ReturnType<typeof startServer>, cookie: string, label: string, n: number) {
  const emails: string[] = []
  for (let i = 0; i < n; i++) {
    const email = `${label}-${i}@replica.example`
    const result = await createCustomer(server.base, cookie, email)
    expect(result.status).toBe(302)
    emails.push(email)
  }
  return emails
}

function restoredState(dbPath: string) {
  const db = new Database(dbPath, { readonly: true })
  try {
    const emails = new Set(
      db.prepare("SELECT email FROM end_customers WHERE email LIKE '%@replica.example'").pluck().all() as string[],
    )
    const files = db.prepare('SELECT name, storage_key AS key FROM files').all() as { name: string; key: string }[]
    return { emails, files }
  } finally {
    db.close()
  }
}

const csv = (label: string) => Buffer.from(`Name;Tisch\n${label};${randomBytes(8).toString('hex')}\n`, 'utf8')

describe('Replikation mit Litestream', () => {
  it('S3: nach kill -9 und verlorenem Datenordner stellt restore --from-replica jede bestätigte Zeile und Datei wieder her', async () => {
    const env = s3Env('app')
    const dataDir = path.join(work, 's3-live')
    const server = start(dataDir, env, 2)
    await waitHealthy(server)
    expect((await health(server)).replication).toMatchObject({ running: true })
    const cookie = await signIn(server.base)
    const eventId = demoEventId(path.join(dataDir, 'festplan.db'))

    const emails = await writeCustomers(server, cookie, 's3', 15)
    const uploads = [
      { name: 'gaeste-1.csv', content: csv('Anna') },
      { name: 'gaeste-2.csv', content: csv('Bernd') },
    ]
    for (const u of uploads) await upload(server, cookie, eventId, u.name, u.content)
    emails.push(...(await writeCustomers(server, cookie, 's3-last', 1)))
    const acked = Date.now()
    const confirmed = await waitReplicated(server, acked)
    console.log(`Replikation S3: letzte Bestätigung an den Client → Replikat bestätigt nach ${confirmed - acked} ms`)

    await stopServer(server, 'SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })

    const target = path.join(work, 's3-restored', 'festplan.db')
    const began = Date.now()
    const restore = await runScript('node', ['scripts/restore.js', '--from-replica'], { ...env, DATABASE_PATH: target })
    console.log(`Wiederherstellung S3 (Prozess bis Ende): ${Date.now() - began} ms`)
    expect(restore.output).toMatch(
      /Aus dem Replikat wiederhergestellt nach .*festplan\.db \(neuester Stand, \d+ ms\): .* integrity_check ok/,
    )
    expect(restore.output).toContain('2 Dateien in der Datenbank, 2 aus dem Replikat geladen')
    expect(restore.code).toBe(0)

    const state = restoredState(target)
    for (const email of emails) expect(state.emails.has(email)).toBe(true)
    expect(state.files.map((f) => f.name).sort()).toEqual(['gaeste-1.csv', 'gaeste-2.csv'])
    for (const u of uploads) {
      const key = state.files.find((f) => f.name === u.name)!.key
      expect(fs.readFileSync(path.join(work, 's3-restored', 'files', key)).equals(u.content)).toBe(true)
    }

    // a second restore never overwrites the database that is there now
    const refused = await runScript('node', ['scripts/restore.js', '--from-replica'], { ...env, DATABASE_PATH: target })
    expect(refused.output).toContain(
      'existiert schon. Aus dem Replikat wird nur in einen leeren Datenordner wiederhergestellt',
    )
    expect(refused.code).toBe(1)
  })

  it('file://: ein Stand zu einem Zeitpunkt bringt genau die Zeilen und Dateien dieses Moments zurück', async () => {
    const replica = path.join(work, 'replica')
    const env = { LITESTREAM_REPLICA_URL: pathToFileURL(replica).href }
    const dataDir = path.join(work, 'file-live')
    const server = start(dataDir, env)
    await waitHealthy(server)
    const cookie = await signIn(server.base)
    const eventId = demoEventId(path.join(dataDir, 'festplan.db'))

    const before = await writeCustomers(server, cookie, 'vorher', 5)
    const fileBefore = csv('Vorher')
    await upload(server, cookie, eventId, 'vorher.csv', fileBefore)
    const ackedBefore = Date.now()
    const confirmed = await waitReplicated(server, ackedBefore)
    console.log(
      `Replikation file://: letzte Bestätigung an den Client → Replikat bestätigt nach ${confirmed - ackedBefore} ms`,
    )
    const moment = new Date().toISOString()
    // S3 and file replicas date WAL segments to the second: the next writes go out in a later second
    await sleep(1_200)
    const after = await writeCustomers(server, cookie, 'nachher', 5)
    await upload(server, cookie, eventId, 'nachher.csv', csv('Nachher'))
    await waitReplicated(server, Date.now())
    await stopServer(server, 'SIGKILL')

    const atMoment = path.join(work, 'file-pit', 'festplan.db')
    const pit = await runScript('node', ['scripts/restore.js', '--from-replica', '--timestamp', moment], {
      ...env,
      DATABASE_PATH: atMoment,
    })
    expect(pit.output).toContain(`Stand ${moment}`)
    expect(pit.code).toBe(0)
    const old = restoredState(atMoment)
    for (const email of before) expect(old.emails.has(email)).toBe(true)
    for (const email of after) expect(old.emails.has(email)).toBe(false)
    expect(old.files.map((f) => f.name)).toEqual(['vorher.csv'])
    expect(fs.readFileSync(path.join(work, 'file-pit', 'files', old.files[0].key)).equals(fileBefore)).toBe(true)
    expect(fs.readdirSync(path.join(work, 'file-pit', 'files')).filter((n) => n !== '.tmp')).toEqual([old.files[0].key])

    const newest = path.join(work, 'file-newest', 'festplan.db')
    const latest = await runScript('node', ['scripts/restore.js', '--from-replica'], { ...env, DATABASE_PATH: newest })
    expect(latest.code).toBe(0)
    const now = restoredState(newest)
    for (const email of [...before, ...after]) expect(now.emails.has(email)).toBe(true)
    expect(now.files.map((f) => f.name).sort()).toEqual(['nachher.csv', 'vorher.csv'])
  })

  it('ein Server ohne Datenbank stellt beim Start den neuesten Stand aus dem Replikat her', async () => {
    const env = { LITESTREAM_REPLICA_URL: pathToFileURL(path.join(work, 'replica')).href }
    const server = start(path.join(work, 'file-boot'), env)
    await waitHealthy(server)
    expect(server.output()).toMatch(/Datenbank fehlte, aus dem Replikat wiederhergestellt \(\d+ ms, 2 Dateien\)/)
    const cookie = await signIn(server.base)
    const page = await fetch(`${server.base}/tenant/customers?q=nachher-4`, { headers: { Cookie: cookie } })
    expect(await page.text()).toContain('nachher-4@replica.example')
    // SIGTERM: the workers close the database, then Litestream's last sync, then exit 0
    await stopServer(server)
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain('Festplan: Replikation beendet')
  })

  it('ohne LITESTREAM_REPLICA_URL meldet /healthz keine Replikation und es läuft kein Litestream', async () => {
    const server = start(path.join(work, 'plain'), {})
    await waitHealthy(server)
    const body = await health(server)
    expect(body.status).toBe('ok')
    expect(body).not.toHaveProperty('replication')
    expect(server.output()).not.toContain('Replikation')
    expect(
      fs.readdirSync(path.join(work, 'plain')).filter((n) => n.includes('litestream') || n.includes('replication')),
    ).toEqual([])
    await stopServer(server)
  })

  it('verweigert --from-replica ohne LITESTREAM_REPLICA_URL und eine ungültige Zeitangabe', async () => {
    const target = path.join(work, 'nothing', 'festplan.db')
    const none = await runScript('node', ['scripts/restore.js', '--from-replica'], { DATABASE_PATH: target })
    expect(none.output).toContain('LITESTREAM_REPLICA_URL ist nicht gesetzt')
    expect(none.code).toBe(1)
    const bad = await runScript('node', ['scripts/restore.js', '--from-replica', '--timestamp', 'gestern'], {
      DATABASE_PATH: target,
      LITESTREAM_REPLICA_URL: pathToFileURL(path.join(work, 'replica')).href,
    })
    expect(bad.output).toContain('--timestamp ist ungültig: "gestern"')
    expect(bad.code).toBe(1)
    expect(fs.existsSync(target)).toBe(false)
  })
})
