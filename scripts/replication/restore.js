// Restore from the replica into an empty data folder: Litestream rebuilds the
// database (newest, or as it was at a moment), integrity_check and Festplan's
// tables are checked, then every file the restored rows name is fetched from
// <replica>/files/. Used by `npm run restore -- --from-replica` and by the
// start of a server whose database is missing (scripts/serve.js).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { inspect } from '../bench/sqlite-file.js'
import { storageKeys } from '../files-store.js'
import { litestreamBinary, writeLitestreamConfig } from './config.js'
import { fileObjects } from './file-objects.js'

export class NoReplicaBackup extends Error {}

/**
 * @param {string} binary
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(binary, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** The moment to restore, as Litestream reads it (RFC 3339, UTC); throws for anything that is no point in time. @param {string} value */
export function parseTimestamp(value) {
  const ms = Date.parse(value)
  if (!value || Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw new Error(`--timestamp ist ungültig: "${value}" (Beispiel: 2026-11-26T09:30:00Z)`)
  }
  return new Date(ms).toISOString()
}

/**
 * @param {{ dbPath: string, filesDir: string, config: import('./config.js').ReplicaConfig, timestamp?: string }} options
 * @returns {Promise<{ counts: ReturnType<typeof inspect>, files: number, fetched: number, missing: { id: string, name: string, key: string }[], ms: number }>}
 */
export async function restoreFromReplica({ dbPath, filesDir, config, timestamp }) {
  const started = Date.now()
  const target = path.resolve(dbPath)
  for (const file of [target, `${target}-wal`]) {
    if (fs.existsSync(file)) {
      throw new Error(
        `${file} existiert schon. Aus dem Replikat wird nur in einen leeren Datenordner wiederhergestellt: den alten Ordner wegschieben (oder DATABASE_PATH auf einen neuen zeigen lassen) und erneut versuchen.`,
      )
    }
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const configFile = writeLitestreamConfig(target, config)
  const tmp = `${target}.replica-${process.pid}`
  fs.rmSync(tmp, { force: true })
  try {
    const args = ['restore', '-config', configFile, '-o', tmp]
    if (timestamp) args.push('-timestamp', timestamp)
    const result = await run(litestreamBinary(), [...args, target])
    if (result.code !== 0 || !fs.existsSync(tmp)) {
      if (/no matching backups found/.test(result.output)) {
        throw new NoReplicaBackup(`Im Replikat liegt keine Sicherung${timestamp ? ` vor ${timestamp}` : ''}`)
      }
      throw new Error(`Litestream: ${result.output.trim().split('\n').pop()}`)
    }
    const counts = inspect(tmp)

    // the files the restored rows name; each is final once uploaded, so any copy is the right one
    const rows = storageKeys(tmp)
    fs.mkdirSync(filesDir, { recursive: true })
    const objects = fileObjects(config)
    /** @type {import('../files-store.js').FileRow[]} */
    const missing = []

    let fetched = 0
    for (const row of rows) {
      const file = path.join(filesDir, row.key)
      if (fs.existsSync(file)) continue
      const part = `${file}.replica-${process.pid}`
      if (await objects.get(row.key, part)) {
        fs.renameSync(part, file)
        fetched++
      } else missing.push(row)
    }
    const fd = fs.openSync(tmp, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(tmp, target)
    return { counts, files: rows.length, fetched, missing, ms: Date.now() - started }
  } finally {
    fs.rmSync(tmp, { force: true })
    fs.rmSync(configFile, { force: true })
  }
}
