// Concurrent writers: two servers (each the multi-worker primary with 2
// workers, so four writing processes) on ONE database file (the real
// multi-writer case), each taking form posts that create customers, while a
// third connection runs PRAGMA wal_checkpoint(TRUNCATE) in a loop. Every
// write must be acknowledged (302); no 5xx, no SQLITE_BUSY / "database is
// locked" may reach a user or the server log.
//
//   node scripts/concurrency-test.js [--seconds 60] [--port 4310] [--writers 4]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseArgs } from './bench/args.js'
import { createCustomer, signIn } from './bench/client.js'
import { demoTenantWithoutLimits } from './bench/sqlite-file.js'
import { ensureBuild, killGroup, sleep, startServer, stopServer, waitHealthy } from './bench/server.js'

const opts = parseArgs(process.argv.slice(2), { seconds: 10, port: 4310, writers: 4, keep: false })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-concurrency-'))
const dbPath = path.join(dataDir, 'festplan.db')
/** @type {import('./bench/server.js').Server[]} */
const servers = []
const BUSY = /SQLITE_BUSY|database is locked/i

/** @typedef {{ ok: string[], errors: string[], checkpoints: number, checkpointsBusy: number }} Stats */

/**
 * @param {import('./bench/server.js').Server} server
 * @param {string} cookie
 * @param {number} id
 * @param {number} until
 * @param {Stats} stats
 */
async function writer(server, cookie, id, until, stats) {
  let n = 0
  while (Date.now() < until) {
    const email = `w${server.port}-${id}-${n++}@concurrency.example`
    try {
      const result = await createCustomer(server.base, cookie, email, { timeoutMs: 30_000 })
      if (result.ok) stats.ok.push(email)
      else stats.errors.push(`${server.port}: Status ${result.status}`)
    } catch (/** @type {any} */ error) {
      stats.errors.push(`${server.port}: ${error.message}`)
    }
  }
}

/** @param {number} until @param {Stats} stats */
async function checkpointer(until, stats) {
  const db = new Database(dbPath)
  db.pragma('busy_timeout = 5000')
  try {
    while (Date.now() < until) {
      try {
        const [row] = /** @type {{ busy: number }[]} */ (db.pragma('wal_checkpoint(TRUNCATE)'))
        stats.checkpoints++
        if (row.busy) stats.checkpointsBusy++
      } catch (/** @type {any} */ error) {
        // the checkpointer is not a user; count it, do not fail on it
        if (BUSY.test(error.message)) stats.checkpointsBusy++
        else throw error
      }
      await sleep(20)
    }
  } finally {
    db.close()
  }
}

async function main() {
  const serverBuild = ensureBuild()
  console.log(`Nebenläufige Schreiber: 2 Server mit je 2 Workern auf ${dbPath}, ${opts.seconds} s`)
  // the first server creates and seeds the database, then the second joins
  // with the access log: a 5xx would show in it
  const env = { FESTPLAN_ACCESS_LOG: '1' }
  servers.push(startServer({ serverBuild, port: opts.port, dataDir, env }))
  await waitHealthy(servers[0])
  servers.push(startServer({ serverBuild, port: opts.port + 1, dataDir, env }))
  await waitHealthy(servers[1])
  // one session works on both: same database, same secret file beside it
  demoTenantWithoutLimits(dbPath)
  const cookie = await signIn(servers[0].base)
  /** @type {Stats} */
  const stats = { ok: [], errors: [], checkpoints: 0, checkpointsBusy: 0 }

  const until = Date.now() + opts.seconds * 1000
  await Promise.all([
    checkpointer(until, stats),
    ...servers.flatMap((server) =>
      Array.from({ length: opts.writers }, (_, i) => writer(server, cookie, i, until, stats)),
    ),
  ])
  for (const server of servers) await stopServer(server)
  const logged = servers
    .flatMap((s) => s.output().split('\n'))
    .filter((line) => BUSY.test(line) || / 5\d\d - /.test(line))
  const db = new Database(dbPath, { readonly: true })
  const integrity = db.pragma('integrity_check', { simple: true })
  const present = new Set(
    db.prepare("SELECT email FROM end_customers WHERE email LIKE '%@concurrency.example'").pluck().all(),
  )
  db.close()
  const missing = stats.ok.filter((email) => !present.has(email))
  console.log(
    `  ${stats.ok.length} Schreibvorgänge bestätigt (${(stats.ok.length / opts.seconds).toFixed(1)}/s), ` +
      `${stats.errors.length} Fehler beim Nutzer, ${logged.length} BUSY/5xx im Server-Log, ` +
      `${stats.checkpoints} Checkpoints (TRUNCATE, ${stats.checkpointsBusy} davon vom Schreiben ausgebremst), integrity_check ${integrity}`,
  )
  const problems = [
    ...stats.errors.slice(0, 5),
    ...logged.slice(0, 5),
    ...(missing.length ? [`${missing.length} bestätigte Kunden fehlen`] : []),
    ...(integrity === 'ok' ? [] : [`integrity_check: ${integrity}`]),
    ...(stats.ok.length === 0 ? ['kein einziger Schreibvorgang bestätigt'] : []),
    ...(stats.checkpoints === 0 ? ['kein Checkpoint gelaufen'] : []),
  ]
  if (problems.length) throw new Error(problems.join('\n  '))
  console.log('OK: 0 SQLITE_BUSY beim Nutzer')
}

main()
  .catch((error) => {
    console.error(`FEHLER: ${error.message}`)
    process.exitCode = 1
  })
  .finally(() => {
    for (const server of servers) if (server.child.exitCode === null) killGroup(server)
    if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true })
  })
