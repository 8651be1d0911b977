import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, signIn } from '../../scripts/bench/client.js'
import { ensureBuild, startServer, stopServer, waitHealthy } from '../../scripts/bench/server.js'
import { runScript } from './run-script'

// npm run backup / npm run restore against a running server under write load.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-backup-'))
const dbPath = path.join(dataDir, 'festplan.db')
const backupFile = path.join(dataDir, 'sicherung', 'festplan-backup.db')
const env = { DATABASE_PATH: dbPath }
let serverBuild = ''
let server: ReturnType<typeof startServer> | undefined

beforeAll(() => {
  serverBuild = ensureBuild()
})

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function emails(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    return new Set(
      db.prepare("SELECT email FROM end_customers WHERE email LIKE '%@backup.example'").pluck().all() as string[],
    )
  } finally {
    db.close()
  }
}

describe('Sicherung und Wiederherstellung', () => {
  it('sichert online unter Schreiblast, verweigert die Wiederherstellung bei laufendem Server und stellt danach her', async () => {
    server = startServer({ serverBuild, port: 4340, dataDir })
    await waitHealthy(server)
    const cookie = await signIn(server.base)
    // sent: when the request left; at: when its answer came. Committed before
    // its answer, it is in a snapshot that began after `at`; sent after the
    // backup ended, it cannot be in it. An answer that arrives just after the
    // backup's exit may still be from a commit before it, so `at` alone
    // cannot say "not in the snapshot".
    const acked: { email: string; sent: number; at: number }[] = []
    let writing = true
    let n = 0
    const writers = [0, 1, 2].map(async (w) => {
      while (writing) {
        const email = `b-${w}-${n++}@backup.example`
        const sent = Date.now()
        const result = await createCustomer(server!.base, cookie, email)
        expect(result.status).toBe(302)
        acked.push({ email, sent, at: Date.now() })
      }
    })
    while (acked.length < 10) await new Promise((r) => setTimeout(r, 50))

    const backupStarted = Date.now()
    const backup = await runScript('npm', ['run', '-s', 'backup', '--', backupFile], env)
    const backupEnded = Date.now()
    expect(backup.output).toMatch(/Sicherung .* geschrieben .* integrity_check ok/)
    expect(backup.code).toBe(0)
    const afterBackup = acked.length
    while (acked.length < afterBackup + 5) await new Promise((r) => setTimeout(r, 50))

    // while the server runs, restore refuses and changes nothing
    const refused = await runScript('npm', ['run', '-s', 'restore', '--', backupFile], env)
    expect(refused.output).toContain('ist in Benutzung (läuft der Server?)')
    expect(refused.code).toBe(1)
    writing = false
    await Promise.all(writers)
    const live = emails(dbPath)
    for (const { email } of acked) expect(live.has(email)).toBe(true)

    await stopServer(server)
    server = undefined
    const restored = await runScript('npm', ['run', '-s', 'restore', '--', backupFile], env)
    expect(restored.output).toMatch(
      /Wiederhergestellt nach .*festplan\.db: .* Die vorige Datenbank liegt in .*festplan\.db\.bak/,
    )
    expect(restored.code).toBe(0)

    // the database now holds the snapshot: everything acknowledged before the backup began, nothing sent after it ended
    const now = emails(dbPath)
    const before = acked.filter((a) => a.at < backupStarted)
    const after = acked.filter((a) => a.sent > backupEnded)
    expect(before.length).toBeGreaterThan(0)
    expect(after.length).toBeGreaterThan(0)
    for (const { email } of before) expect(now.has(email)).toBe(true)
    for (const { email } of after) expect(now.has(email)).toBe(false)
    // the previous database is kept whole
    expect(emails(`${dbPath}.bak`)).toEqual(live)

    // the restored database serves: sign in and see a customer from before the backup
    server = startServer({ serverBuild, port: 4340, dataDir })
    await waitHealthy(server)
    const again = await signIn(server.base)
    const page = await fetch(`${server.base}/tenant/customers?q=${encodeURIComponent(before[0].email)}`, {
      headers: { Cookie: again },
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(before[0].email)
  })

  it('verweigert eine beschädigte Sicherung und lässt die Datenbank unverändert', async () => {
    const broken = path.join(dataDir, 'kaputt.db')
    fs.writeFileSync(broken, 'keine Datenbank')
    const before = fs.readFileSync(dbPath)
    const result = await runScript('npm', ['run', '-s', 'restore', '--', broken], { DATABASE_PATH: dbPath })
    expect(result.output).toContain('Wiederherstellung abgebrochen')
    expect(result.code).toBe(1)
    expect(fs.readFileSync(dbPath).equals(before)).toBe(true)
  })
})
