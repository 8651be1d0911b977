import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../scripts/bench/client.js'
import { ensureBuild, startServer, stopServer, waitHealthy } from '../../scripts/bench/server.js'
import { runScript } from './run-script'

// A server killed in the middle of an upload keeps no row, and the
// partial file it leaves is reported and removed by npm run files:check.
// Port 4305 (the files area's own port).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-files-crash-'))
const dbPath = path.join(dataDir, 'festplan.db')
const filesDir = path.join(dataDir, 'files')
let serverBuild = ''
let server: ReturnType<typeof startServer> | undefined

beforeAll(() => {
  serverBuild = ensureBuild()
})
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function demoEventId() {
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
function fileRowCount() {
  const db = new Database(dbPath, { readonly: true })
  try {
    return db.prepare('SELECT count(*) FROM files').pluck().get() as number
  } finally {
    db.close()
  }
}
const partials = () => (fs.existsSync(path.join(filesDir, '.tmp')) ? fs.readdirSync(path.join(filesDir, '.tmp')) : [])

describe('Absturz während eines Uploads', () => {
  it('hinterlässt keine Zeile; die Teildatei meldet und entfernt files:check', async () => {
    server = startServer({ serverBuild, port: 4305, dataDir })
    await waitHealthy(server)
    const cookie = await signIn(server.base)
    const eventId = demoEventId()
    const boundary = '----festplanCrash'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`
    const request = http.request(`${server.base}/tenant/events/${eventId}/files?tenant=demo`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: server.base,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(20 * 1024 * 1024),
      },
    })
    request.on('error', () => undefined) // the server dies under it
    request.write(head)
    request.write(Buffer.alloc(2 * 1024 * 1024, 0x41))
    // the upload is streaming to a partial file when the server is killed
    const deadline = Date.now() + 10_000
    while (!partials().some((p) => fs.statSync(path.join(filesDir, '.tmp', p)).size > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    expect(partials()).toHaveLength(1)
    await stopServer(server, 'SIGKILL')
    server = undefined
    request.destroy()

    expect(fileRowCount()).toBe(0)
    const env = { DATABASE_PATH: dbPath }
    const check = await runScript('node', ['scripts/files-check.js'], env)
    expect(check.output).toMatch(/Datei ohne Zeile: \.tmp\/[0-9a-f]{32}\.part/)
    const clean = await runScript('node', ['scripts/files-check.js', '--clean', '--min-age-minutes', '0'], env)
    expect(clean.output).toMatch(/\.part \(entfernt\)/)
    expect(partials()).toEqual([])
    expect(fs.readdirSync(filesDir).filter((n) => n !== '.tmp')).toEqual([])
  }, 120_000)
})
