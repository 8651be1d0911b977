// The primary process of `npm start` (scripts/start.js runs it; the bench,
// crash and concurrency scripts start it directly): WEB_CONCURRENCY server
// processes (scripts/worker.js) share the port through node:cluster.
//
// - The first worker sets the database up (migrations, demo seed, owner)
//   before it listens; the others are forked only after it is listening and
//   skip that (FESTPLAN_BOOT=0). 'Festplan bereit' is printed once, when every
//   worker is listening.
// - Exactly one worker runs the background jobs (FESTPLAN_BACKGROUND=1, the
//   others 0); a worker that dies is replaced and logged, with its role.
//   FESTPLAN_BACKGROUND=0 for this process: none runs them (a second server
//   on the same database, as the bench's 1-against-2-workers comparison).
// - SIGTERM/SIGINT: every worker stops accepting, finishes its requests (at
//   most 10 s), closes the database; then this process exits 0.
// - With LITESTREAM_REPLICA_URL this process also runs the replication
//   (scripts/replication/supervisor.js): Litestream and the file sync start
//   before the first worker and stop after the last one closed the database.
//   A missing database is first restored from the replica when it has one.
//
//   node scripts/serve.js build/server/index.js
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { filesDirFor } from './files-store.js'
import { replicationConfig } from './replication/config.js'
import { NoReplicaBackup, restoreFromReplica } from './replication/restore.js'
import { startReplication } from './replication/supervisor.js'
import { serverNodeFlags } from './server-flags.js'

const MAX_WORKERS = 8
const SHUTDOWN_LIMIT_MS = 12_000

/** WEB_CONCURRENCY, else the CPUs (at most 8); an error message for anything but a whole number from 1. */
export function workerCount(env = process.env) {
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw) return Math.min(MAX_WORKERS, Math.max(1, os.availableParallelism()))
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`WEB_CONCURRENCY ist ungültig: "${raw}" muss eine ganze Zahl ab 1 sein`)
  return Number(raw)
}

const log = (/** @type {string} */ line) => console.log(`Festplan: ${line}`)

/**
 * Starts the replication when LITESTREAM_REPLICA_URL is set (null otherwise).
 * A database that is missing is restored from the replica first; an empty
 * replica means a first start. A replica that cannot be read stops the start:
 * a fresh database would otherwise become the replica's newest state.
 * @param {import('./replication/config.js').ReplicaConfig | null} config
 */
async function startReplicationIfSet(config) {
  if (!config) return null
  const dbPath = path.resolve(process.env.DATABASE_PATH || './data/festplan.db')
  const filesDir = filesDirFor(dbPath)
  if (!fs.existsSync(dbPath)) {
    try {
      const result = await restoreFromReplica({ dbPath, filesDir, config })
      log(
        `Datenbank fehlte, aus dem Replikat wiederhergestellt (${result.ms} ms, ${result.fetched} Dateien${result.missing.length ? `, ${result.missing.length} fehlen im Replikat` : ''})`,
      )
    } catch (/** @type {any} */ error) {
      if (!(error instanceof NoReplicaBackup))
        throw new Error(`Wiederherstellung aus dem Replikat fehlgeschlagen: ${error.message}`)
    }
  }
  return startReplication({ dbPath, filesDir, config, log })
}

/** @param {string} serverBuild path of the Remix server build */
export function runPrimary(serverBuild) {
  /** @type {number} */
  let count
  /** @type {import('./replication/config.js').ReplicaConfig | null} */
  let config
  try {
    count = workerCount()
    config = replicationConfig()
  } catch (/** @type {any} */ error) {
    console.error(`Festplan kann nicht starten: ${error.message}`)
    process.exit(1)
  }
  /** @type {null | { stop(): Promise<void> }} */
  let replication = null
  /** Exits once the replication has shipped what the workers wrote last. */
  const finish = (/** @type {number} */ code) => {
    if (!replication) process.exit(code)
    replication.stop().then(
      () => process.exit(code),
      () => process.exit(1),
    )
  }
  const runsJobs = process.env.FESTPLAN_BACKGROUND !== '0'
  const workerScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.js')
  cluster.setupPrimary({
    exec: workerScript,
    args: [serverBuild],
    execArgv: [...serverNodeFlags(), ...process.execArgv],
  })

  /** role of each live worker: { background, slot } @type {Map<number, { slot: number, background: boolean, forkedAt: number }>} */
  const roles = new Map()
  /** @type {string | null} */
  let ready = null
  let started = false
  let stopping = false
  let listening = 0
  let failedStop = false

  /** @param {{ slot: number, background: boolean, boot: boolean }} role */
  function fork({ slot, background, boot }) {
    const worker = cluster.fork({
      FESTPLAN_WORKER: '1',
      FESTPLAN_BOOT: boot ? '1' : '0',
      FESTPLAN_BACKGROUND: background ? '1' : '0',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    })
    roles.set(worker.id, { slot, background, forkedAt: Date.now() })
    worker.on('message', (/** @type {any} */ message) => {
      // a worker still loading when the stop began may have missed it: every word from it gets the stop again
      if (stopping) worker.send({ type: 'festplan:shutdown' }, () => {})
      if (message?.type === 'festplan:booted') ready ??= message.ready
      if (message?.type === 'festplan:listening') onListening(worker, slot)
    })
    return worker
  }

  /** @param {import('node:cluster').Worker} worker @param {number} slot */
  function onListening(worker, slot) {
    if (started) return
    listening++
    if (slot === 0) for (let s = 1; s < count; s++) fork({ slot: s, background: false, boot: false })
    if (listening === count) {
      started = true
      console.log(`${ready ?? 'Festplan bereit'} – ${count} ${count === 1 ? 'Prozess' : 'Prozesse'}`)
    }
  }

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id)
    roles.delete(worker.id)
    if (stopping) {
      if (code !== 0) failedStop = true
      if (roles.size === 0) finish(failedStop ? 1 : 0)
      return
    }
    // The first worker failing before it listens (bad environment, port taken,
    // failed migration) has said why: the start fails.
    if (!started && role?.slot === 0 && listening === 0) process.exit(code || 1)
    const how = signal ? `Signal ${signal}` : `Code ${code}`
    log(
      `Prozess ${worker.process.pid} beendet (${how}), wird ersetzt${role?.background ? ' (übernimmt die Hintergrundaufgaben)' : ''}`,
    )
    // a worker that dies right after its start is not restarted in a tight loop
    const delay = role && Date.now() - role.forkedAt < 5_000 ? 1_000 : 0
    setTimeout(() => {
      if (!stopping) fork({ slot: role?.slot ?? 0, background: role?.background ?? false, boot: false })
    }, delay)
  })

  /** @param {string} signal */
  function stop(signal) {
    if (stopping) return
    stopping = true
    log(`${signal} empfangen: laufende Anfragen werden beendet, dann die Datenbank geschlossen`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: 'festplan:shutdown' }, () => {})
    if (roles.size === 0) finish(0)
    setTimeout(() => {
      log('Prozesse nach 12 s nicht beendet, werden abgebrochen')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal))

  if (!config) {
    fork({ slot: 0, background: runsJobs, boot: true })
    return
  }
  startReplicationIfSet(config).then(
    (started) => {
      replication = started
      if (!stopping) fork({ slot: 0, background: runsJobs, boot: true })
      else finish(0)
    },
    (error) => {
      console.error(`Festplan kann nicht starten: ${error.message}`)
      process.exit(1)
    },
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runPrimary(path.resolve(process.argv[2] ?? 'build/server/index.js'))
}
