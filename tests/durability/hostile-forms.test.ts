import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../scripts/bench/client.js'
import { ensureBuild, killGroup, startServer, waitHealthy, workerPids } from '../../scripts/bench/server.js'
import { HUGE_UPDATE_INTENT, nestedNamesBody, wideNamesBody } from '../support/hostile-forms'

// The worst form posts of their kind against the production server with one
// worker: nested field names (about 790 KB, depth and width at and past the
// bounds) and Conform intents (line 100,000; and the largest one still
// accepted, line 100). Each must cost the worker under a second of CPU and
// leave it running. CPU is read from /proc/<pid>/stat (user + system time of
// the worker), not from the clock, so a busy machine does not make it flaky.

const PORT = 4231
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-hostile-'))
let server: ReturnType<typeof startServer> | undefined
const TICKS_PER_SECOND = 100 // USER_HZ on Linux

beforeAll(async () => {
  server = startServer({ serverBuild: ensureBuild(), port: PORT, dataDir, workers: 1 })
  await waitHealthy(server)
})

afterAll(() => {
  if (server) killGroup(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** CPU seconds the process has used so far (utime + stime, fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

function post(urlPath: string, body: string, cookie = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: urlPath,
        headers: {
          cookie,
          origin: `http://127.0.0.1:${PORT}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Runs one request and returns its answer with the CPU seconds the (single) worker spent meanwhile. */
async function measured(send: () => Promise<{ status: number; body: string }>) {
  const [worker] = workerPids(server!)
  const before = cpuSeconds(worker!)
  const answer = await send()
  const cpu = cpuSeconds(worker!) - before
  expect(workerPids(server!), 'the worker was not replaced').toEqual([worker])
  return { ...answer, cpu }
}

function demoEventId() {
  const db = new Database(path.join(dataDir, 'festplan.db'), { readonly: true })
  try {
    return db
      .prepare("SELECT e.id FROM events e JOIN tenants t ON t.id = e.tenant_id WHERE t.subdomain = 'demo' LIMIT 1")
      .pluck()
      .get() as string
  } finally {
    db.close()
  }
}

describe('the worst form posts cost under a second of CPU and never restart a worker', () => {
  it('nested field names: 1,990 names 49 levels deep, and 1,990 within the depth but millions of implied slots', async () => {
    for (const body of [nestedNamesBody(), wideNamesBody()]) {
      const answer = await measured(() => post('/forgot-password', body))
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('Ungültiges Formularfeld.')
      expect(answer.cpu).toBeLessThan(1)
    }
  })

  it('intents on a draft offer: line 100,000 is refused, line 100 (the largest accepted) renders', async () => {
    const cookie = await signIn(server!.base)
    const created = await post(`/tenant/offers/new?event=${demoEventId()}`, '', cookie)
    expect(created.status).toBe(302)
    const offerPath = newestDraftOffer()
    const line =
      'lines[0].text=Saal&lines[0].quantity=1&lines[0].unit=piece&lines[0].unit_price=100&lines[0].vat_rate=19'
    const huge = await measured(() =>
      post(offerPath, `${line}&__intent__=${encodeURIComponent(HUGE_UPDATE_INTENT)}`, cookie),
    )
    expect(huge.status).toBe(400)
    expect(huge.body).toContain('Ungültige Formularaktion.')
    expect(huge.cpu).toBeLessThan(1)
    const largest = JSON.stringify({
      type: 'update',
      payload: { name: 'lines', index: 100, value: { text: 'Letzte' } },
    })
    const accepted = await measured(() => post(offerPath, `${line}&__intent__=${encodeURIComponent(largest)}`, cookie))
    expect(accepted.status).toBe(200)
    expect(accepted.cpu).toBeLessThan(1)
    const health = await fetch(`${server!.base}/healthz`)
    expect(health.status).toBe(200)
  })
})

/** The newest draft offer of the demo tenant, as its page path. */
function newestDraftOffer() {
  const db = new Database(path.join(dataDir, 'festplan.db'), { readonly: true })
  try {
    const id = db
      .prepare(
        "SELECT o.id FROM offers o JOIN tenants t ON t.id = o.tenant_id WHERE t.subdomain = 'demo' AND o.status = 'draft' ORDER BY o.created_at DESC LIMIT 1",
      )
      .pluck()
      .get() as string
    return `/tenant/offers/${id}`
  } finally {
    db.close()
  }
}
