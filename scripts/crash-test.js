// Crash safety: the production server (primary and its 2 workers) is killed
// with SIGKILL at random moments while this process creates customers through
// the real form and logs every acknowledged one (a 302 after the POST). After
// each kill: PRAGMA integrity_check is ok and every acknowledged customer is
// in the database; after each restart /healthz answers within 2 seconds.
// Every fourth round kills only one worker instead: the primary replaces it
// and the server keeps answering without a restart.
//
//   node scripts/crash-test.js [--rounds 200] [--port 4300] [--writers 4]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseArgs } from './bench/args.js'
import { createCustomer, signIn } from './bench/client.js'
import { demoTenantWithoutLimits } from './bench/sqlite-file.js'
import { ensureBuild, killGroup, sleep, startServer, stopServer, waitHealthy, workerPids } from './bench/server.js'

const opts = parseArgs(process.argv.slice(2), {
  rounds: 20,
  port: 4300,
  writers: 4,
  minMs: 50,
  maxMs: 1500,
  healthMs: 2000,
  keep: false,
})

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-crash-'))
const dbPath = path.join(dataDir, 'festplan.db')
/** @type {Set<string>} */
const acked = new Set()
let attempts = 0
let unacked = 0
/** @type {import('./bench/server.js').Server} */
let server

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
/** @param {number | undefined} pid */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100)
  } catch {
    return 0
  }
}

/** CPU of the primary and its workers so far. */
const serverCpuMs = (/** @type {import('./bench/server.js').Server} */ server) =>
  [server.child.pid, ...workerPids(server)].reduce((/** @type {number} */ sum, pid) => sum + cpuMs(pid), 0)

/** Kills one worker; resolves when the primary has replaced it and the server answers. */
/** @param {number} round */
async function killOneWorker(round) {
  const before = workerPids(server)
  if (before.length < 2) throw new Error(`Runde ${round}: ${before.length} Worker statt 2`)
  process.kill(before[0], 'SIGKILL')
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const now = workerPids(server)
    if (now.length === before.length && !now.includes(before[0]))
      return waitHealthy({ ...server, startedAt: Date.now() })
    await sleep(25)
  }
  throw new Error(`Runde ${round}: der beendete Worker ${before[0]} wurde nicht ersetzt`)
}

/** Open the files exactly as the kill left them; never writes. */
/** @param {number} round */
function check(round) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`Runde ${round}: integrity_check = ${integrity}`)
    const present = new Set(db.prepare('SELECT email FROM end_customers').pluck().all())
    const missing = [...acked].filter((email) => !present.has(email))
    if (missing.length)
      throw new Error(`Runde ${round}: ${missing.length} bestätigte Kunden fehlen, z. B. ${missing[0]}`)
    return present.size
  } finally {
    db.close()
  }
}

/**
 * @param {string} base
 * @param {string} cookie
 * @param {number} id
 * @param {{ round: number, stopped: boolean, killed: boolean }} state
 */
async function writer(base, cookie, id, state) {
  let n = 0
  while (!state.stopped) {
    const email = `crash-${state.round}-${id}-${n++}-${Date.now()}@crash.example`
    attempts++
    try {
      const result = await createCustomer(base, cookie, email, { timeoutMs: 5000 })
      if (result.ok) acked.add(email)
      else throw new Error(`Status ${result.status}`)
    } catch (error) {
      unacked++
      // the server died under us: that request is simply not acknowledged
      if (!state.stopped && !state.killed) throw error
      return
    }
  }
}

async function main() {
  const serverBuild = ensureBuild()
  console.log(`Absturztest: ${opts.rounds} Runden, Daten in ${dataDir}`)
  server = startServer({ serverBuild, port: opts.port, dataDir })
  await waitHealthy(server)
  demoTenantWithoutLimits(dbPath)
  const cookie = await signIn(server.base)
  const started = Date.now()
  let slowest = 0
  let maxCpu = 0
  let starvedRestarts = 0
  let replaced = 0
  let rows = 0
  for (let round = 1; round <= opts.rounds; round++) {
    const state = { round, stopped: false, killed: false }
    const writers = Array.from({ length: opts.writers }, (_, i) => writer(server.base, cookie, i, state))
    await sleep(opts.minMs + Math.random() * (opts.maxMs - opts.minMs))
    state.killed = true
    if (round % 4 === 0) {
      await killOneWorker(round)
      state.stopped = true
      await Promise.all(writers)
      rows = check(round)
      replaced++
      continue
    }
    killGroup(server)
    await server.exited
    state.stopped = true
    await Promise.all(writers)
    rows = check(round)
    server = startServer({ serverBuild, port: opts.port, dataDir })
    const healthyAfter = await waitHealthy(server, 30_000)
    const cpu = serverCpuMs(server)
    slowest = Math.max(slowest, healthyAfter)
    maxCpu = Math.max(maxCpu, cpu)
    if (healthyAfter > opts.healthMs) {
      // A restart that used less CPU than half its wall time waited for a busy machine, not for its own work.
      const starved = cpu < healthyAfter / 2 && healthyAfter < opts.healthMs * 5
      if (!starved)
        throw new Error(
          `Runde ${round}: /healthz erst nach ${healthyAfter} ms (Grenze ${opts.healthMs} ms, CPU ${cpu} ms)`,
        )
      starvedRestarts++
    }
    rows = check(round)
    if (round % 10 === 0 || round === opts.rounds) {
      console.log(
        `  Runde ${round}: ${acked.size} bestätigt, ${rows} Kunden in der DB, langsamster Neustart ${slowest} ms`,
      )
    }
  }
  await stopServer(server)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `OK: ${opts.rounds} Abstürze (kill -9; ${replaced} davon nur eines Workers, ersetzt), ${attempts} POSTs, ${acked.size} bestätigt und alle vorhanden, ` +
      `${unacked} beim Absturz offen, integrity_check ok, /healthz spätestens ${slowest} ms nach dem Neustart ` +
      `(CPU bis dahin höchstens ${maxCpu} ms; ${starvedRestarts} Neustarts über ${opts.healthMs} ms nur wegen Maschinenlast) (${seconds} s)`,
  )
}

main()
  .catch((error) => {
    console.error(`FEHLER: ${error.message}`)
    process.exitCode = 1
  })
  .finally(() => {
    if (server && server.child.exitCode === null) killGroup(server)
    if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true })
  })
