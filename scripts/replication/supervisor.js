// The replication beside the server, run by the primary of scripts/serve.js
// (so by `npm start` and the container alike) when LITESTREAM_REPLICA_URL is set:
//
// - Litestream (`litestream replicate`) ships the database's WAL to the
//   replica every second; it is restarted when it dies, and stopped after the
//   server processes have closed the database (its last sync goes out then).
// - Uploaded files: every new file in FILES_DIR is copied to <replica>/files/
//   within a second of appearing (a watch on the folder, and a pass every second).
// - The state goes to <db>-replication.json, which /healthz reports: how old
//   the oldest write is that the replica has not confirmed yet (lag), and how
//   many files wait for their upload.
//
// Lag, precisely: Litestream copies new WAL frames into its shadow WAL
// (beside the database) and uploads from there. A write is confirmed once a
// WAL segment upload that started after the shadow WAL last changed has
// finished, and the shadow WAL is at least as new as the database's WAL.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isStorageKey } from '../files-store.js'
import { describeReplica, litestreamBinary, shadowDirFor, statusFileFor, writeLitestreamConfig } from './config.js'
import { fileObjects } from './file-objects.js'

const POLL_MS = 250
const QUIET_MS = 3_000
const RESTART_DELAY_MS = 1_000
const STOP_LIMIT_MS = 8_000
/** per-segment lines: every second under writes, so they are read here and not printed */
const SEGMENT_LINE = /msg="(write wal segment|wal segment written|write snapshot|snapshot written)"/
const LOG_TIME = /^time=(\S+)/

/**
 * @param {{ dbPath: string, filesDir: string, config: import('./config.js').ReplicaConfig, log: (line: string) => void }} options
 */
export function startReplication({ dbPath, filesDir, config, log }) {
  const binary = litestreamBinary()
  const configFile = writeLitestreamConfig(dbPath, config)
  const statusFile = statusFileFor(dbPath)
  const objects = fileObjects(config)
  const state = {
    replica: describeReplica(config),
    running: false,
    startedAt: new Date().toISOString(),
    /** ms of the last confirmed upload's start (Litestream's own clock in its log) */
    confirmedThrough: 0,
    uploadStartedAt: 0,
    spawnedAt: 0,
    lastErrorAt: 0,
    pendingSince: /** @type {number | null} */ (null),
    lastUploadAt: /** @type {string | null} */ (null),
    lastError: /** @type {string | null} */ (null),
    pendingFiles: 0,
    oldestPendingFileAt: /** @type {number | null} */ (null),
    filesUploaded: 0,
  }
  /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> | null} */
  let child = null
  let stopping = false
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer = undefined

  function spawnLitestream() {
    child = spawn(binary, ['replicate', '-config', configFile], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    state.running = true
    state.spawnedAt = Date.now()
    let buffered = ''
    const onData = (/** @type {Buffer} */ chunk) => {
      buffered += chunk
      let nl
      while ((nl = buffered.indexOf('\n')) !== -1) {
        onLine(buffered.slice(0, nl))
        buffered = buffered.slice(nl + 1)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', (error) => log(`Litestream startet nicht: ${error.message}`))
    child.on('exit', (code, signal) => {
      state.running = false
      child = null
      if (stopping) return
      log(`Litestream beendet (${signal ? `Signal ${signal}` : `Code ${code}`}), wird neu gestartet`)
      restartTimer = setTimeout(spawnLitestream, RESTART_DELAY_MS)
    })
  }

  /** @param {string} line */
  function onLine(line) {
    const segment = SEGMENT_LINE.exec(line)
    if (!segment) {
      if (line.trim()) log(`Litestream: ${line.replace(LOG_TIME, '').trim()}`)
      if (/level=ERROR/.test(line)) {
        state.lastError = line.replace(LOG_TIME, '').trim()
        state.lastErrorAt = Date.now()
      }
      return
    }
    const at = Date.parse(LOG_TIME.exec(line)?.[1] ?? '') || Date.now()
    if (segment[1] === 'write wal segment' || segment[1] === 'write snapshot') state.uploadStartedAt = at
    else {
      state.confirmedThrough = Math.max(state.confirmedThrough, state.uploadStartedAt)
      state.lastUploadAt = new Date(at).toISOString()
      state.lastError = null
    }
  }

  /** newest modification (ms) of Litestream's shadow WAL files; 0 when there are none yet */
  function shadowMtime() {
    let newest = 0
    const generations = path.join(shadowDirFor(dbPath), 'generations')
    let names = []
    try {
      names = fs.readdirSync(generations)
    } catch {
      return 0
    }
    for (const generation of names) {
      const walDir = path.join(generations, generation, 'wal')
      try {
        for (const name of fs.readdirSync(walDir))
          newest = Math.max(newest, fs.statSync(path.join(walDir, name)).mtimeMs)
      } catch {
        // a generation being removed
      }
    }
    return newest
  }

  /** @param {string} file */
  function mtime(file) {
    try {
      return fs.statSync(file).mtimeMs
    } catch {
      return 0
    }
  }

  function updateLag() {
    const now = Date.now()
    const wal = mtime(`${path.resolve(dbPath)}-wal`)
    const shadow = shadowMtime()
    // Litestream compares its shadow WAL with the replica every second and uploads
    // what is missing: running quietly for QUIET_MS without an error or an open
    // upload, with a shadow WAL older than that, means the replica has it all
    // (after a restart with nothing new to ship, no upload is logged at all).
    const quiet =
      state.running &&
      now - state.spawnedAt > QUIET_MS &&
      now - state.lastErrorAt > QUIET_MS &&
      state.uploadStartedAt <= state.confirmedThrough &&
      now - shadow > QUIET_MS
    if (quiet) state.confirmedThrough = Math.max(state.confirmedThrough, shadow)
    const upToDate =
      (shadow > 0 && wal <= shadow && shadow <= state.confirmedThrough) || (quiet && now - wal > QUIET_MS)
    if (upToDate || wal === 0) state.pendingSince = null
    else state.pendingSince ??= wal
  }

  // ---- uploaded files ----
  /** @type {Set<string> | null} */
  let uploaded = null
  /** @type {Promise<void> | null} */
  let syncing = null
  let again = false
  const failedAt = new Map()

  function syncFiles() {
    if (syncing) {
      again = true
      return syncing
    }
    // cleared in .finally (a microtask later): a pass with nothing to do ends without awaiting
    syncing = (async () => {
      do {
        again = false
        try {
          uploaded ??= await objects.list()
          /** @type {string[]} */
          let names = []
          try {
            names = fs.readdirSync(filesDir).filter(isStorageKey)
          } catch {
            // no uploads yet
          }
          const known = uploaded
          const todo = names.filter((name) => !known.has(name))
          state.pendingFiles = todo.length
          state.oldestPendingFileAt = todo.length
            ? Math.min(...todo.map((name) => mtime(path.join(filesDir, name))))
            : null
          for (const name of todo) {
            await objects.put(name, path.join(filesDir, name))
            known.add(name)
            failedAt.delete(name)
            state.filesUploaded++
            state.pendingFiles--
          }
          state.oldestPendingFileAt = null
        } catch (/** @type {any} */ error) {
          const message = `Dateien ins Replikat: ${error.message}`
          if (state.lastError !== message) log(message)
          state.lastError = message
        }
      } while (again && !stopping)
    })().finally(() => {
      syncing = null
    })
    return syncing
  }

  /** @type {fs.FSWatcher | null} */
  let watcher = null
  function watchFiles() {
    try {
      fs.mkdirSync(filesDir, { recursive: true })
      watcher = fs.watch(filesDir, () => void syncFiles())
      watcher.on('error', () => undefined)
    } catch {
      // the pass every second still finds them
    }
  }

  /**
   * Files in FILES_DIR not yet in the replica, on every poll, so /healthz never
   * misses a new one. The folder is listed again only when its mtime moved (an
   * upload renames its file into it); otherwise the last list is filtered.
   */
  let listedAt = -1
  /** @type {string[]} */
  let present = []
  function countPendingFiles() {
    const known = uploaded
    if (!known) return
    const dirMtime = mtime(filesDir)
    if (dirMtime !== listedAt) {
      listedAt = dirMtime
      try {
        present = fs.readdirSync(filesDir).filter(isStorageKey)
      } catch {
        present = []
      }
    }
    const todo = present.filter((name) => !known.has(name))

    state.pendingFiles = todo.length
    state.oldestPendingFileAt = todo.length ? Math.min(...todo.map((name) => mtime(path.join(filesDir, name)))) : null
  }

  function writeStatus() {
    const now = Date.now()
    const oldest = Math.min(state.pendingSince ?? Infinity, state.oldestPendingFileAt ?? Infinity)
    const status = {
      replica: state.replica,
      running: state.running,
      updatedAt: new Date(now).toISOString(),
      lastUploadAt: state.lastUploadAt,
      lagSeconds: Number.isFinite(oldest) ? Math.max(0, (now - oldest) / 1000) : 0,
      pendingFiles: state.pendingFiles,
      filesUploaded: state.filesUploaded,
      lastError: state.lastError,
    }
    const tmp = `${statusFile}.${process.pid}`
    try {
      fs.writeFileSync(tmp, JSON.stringify(status))
      fs.renameSync(tmp, statusFile)
    } catch {
      // the data folder is gone or read-only: /healthz then reports the file as stale
    }
  }

  let tick = 0
  const timer = setInterval(() => {
    updateLag()
    countPendingFiles()
    if (++tick % Math.round(1000 / POLL_MS) === 0) void syncFiles()
    writeStatus()
  }, POLL_MS)

  log(`Replikation nach ${state.replica} (Litestream ${path.relative(process.cwd(), binary)})`)
  spawnLitestream()
  watchFiles()
  void syncFiles()
  writeStatus()

  // the primary may end through process.exit on any path: Litestream never outlives it
  const killOnExit = () => child?.kill('SIGTERM')
  process.on('exit', killOnExit)

  return {
    /** After the server processes closed the database: last file pass, Litestream's last sync, stop. */
    async stop() {
      if (stopping) return
      stopping = true
      clearTimeout(restartTimer)
      watcher?.close()
      await syncFiles()
      clearInterval(timer)
      const running = child
      if (running) {
        const exited = new Promise((resolve) => running.once('exit', resolve))
        running.kill('SIGTERM')
        const limit = new Promise((resolve) => setTimeout(resolve, STOP_LIMIT_MS).unref())
        if ((await Promise.race([exited.then(() => 'exited'), limit])) !== 'exited') {
          log('Litestream nach 8 s nicht beendet, wird abgebrochen')
          running.kill('SIGKILL')
        }
      }
      state.running = false
      writeStatus()
      process.off('exit', killOnExit)
      fs.rmSync(configFile, { force: true })
      log('Replikation beendet')
    },
  }
}
