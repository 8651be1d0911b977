// npm run restore -- <sicherung> [--db <pfad>]
// npm run restore -- --from-replica [--timestamp ISO] [--db <pfad>]
//   (from LITESTREAM_REPLICA_URL into an empty data folder: scripts/replication/restore.js)
// Restores a backup made by `npm run backup`. Checks first: the backup passes
// integrity_check and has Festplan's tables. Refuses while the database is in
// use (a running server keeps it open; a restore under it would be lost), so:
// stop the server, restore, start it again. The backup is copied to a
// temporary file beside the database, checked again, and renamed over it in
// one step; the previous database stays as <db>.bak. The uploaded files of
// the backup (<sicherung>.files/) replace FILES_DIR the same way
// (the previous ones stay as <FILES_DIR>.bak); then rows and files are checked.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseArgs } from './bench/args.js'
import { databasePath, describe, inspect } from './bench/sqlite-file.js'
import { checkFiles, describeCheck, filesDirFor, linkOrCopy } from './files-store.js'
import { replicationConfig } from './replication/config.js'
import { parseTimestamp, restoreFromReplica } from './replication/restore.js'

/** Holds an exclusive lock (fails at once if any other connection has the file open), folds the WAL in. @param {string} file */
function lockExclusive(file) {
  const db = new Database(file, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 0')
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    db.pragma('wal_checkpoint(TRUNCATE)')
    return db
  } catch (/** @type {any} */ error) {
    db.close()
    if (/locked|busy/i.test(error.message)) {
      throw new Error(`${file} ist in Benutzung (läuft der Server?). Bitte den Server stoppen und erneut versuchen.`)
    }
    throw error
  }
}

const USAGE =
  'Aufruf: npm run restore -- <sicherung> [--db <pfad>]  oder  npm run restore -- --from-replica [--timestamp ISO] [--db <pfad>]'

async function main() {
  const opts = parseArgs(process.argv.slice(2), { db: '', fromReplica: false, timestamp: '' })
  if (opts.fromReplica) return fromReplica(opts)
  if (opts.timestamp) throw new Error('--timestamp gilt nur mit --from-replica')
  const [backup] = opts._
  if (!backup) throw new Error(USAGE)
  const source = path.resolve(backup)
  const target = databasePath(opts.db)
  if (!fs.existsSync(source)) throw new Error(`Sicherung ${source} nicht gefunden`)
  if (source === target) throw new Error('Sicherung und Datenbank sind dieselbe Datei')
  const counts = inspect(source)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const hadOld = fs.existsSync(target)
  let lock = hadOld ? lockExclusive(target) : null
  const tmp = `${target}.restore-${process.pid}`
  const filesBackup = `${source}.files`
  const filesDir = filesDirFor(target)
  const filesStaging = `${filesDir}.restore-${process.pid}`
  try {
    if (fs.existsSync(filesBackup)) {
      fs.rmSync(filesStaging, { recursive: true, force: true })
      fs.mkdirSync(filesStaging, { recursive: true })
      for (const name of fs.readdirSync(filesBackup))
        linkOrCopy(path.join(filesBackup, name), path.join(filesStaging, name))
    }
    fs.copyFileSync(source, tmp)
    const fd = fs.openSync(tmp, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    inspect(tmp)
    if (hadOld) {
      fs.rmSync(`${target}.bak`, { force: true })
      fs.linkSync(target, `${target}.bak`)
    }
    // one atomic step: the path holds either the old or the restored database
    fs.renameSync(tmp, target)
    lock?.close()
    lock = null
    // the old database's (checkpointed, empty) WAL must never meet the restored file
    for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true })
    if (fs.existsSync(filesStaging)) {
      fs.rmSync(`${filesDir}.bak`, { recursive: true, force: true })
      if (fs.existsSync(filesDir)) fs.renameSync(filesDir, `${filesDir}.bak`)
      fs.renameSync(filesStaging, filesDir)
    }
  } catch (error) {
    fs.rmSync(tmp, { force: true })
    fs.rmSync(filesStaging, { recursive: true, force: true })
    throw error
  } finally {
    lock?.close()
  }
  const kept = hadOld ? ` Die vorige Datenbank liegt in ${target}.bak.` : ''
  console.log(`Wiederhergestellt nach ${target}: ${describe(counts)}.${kept}`)
  if (!fs.existsSync(filesBackup))
    console.log(`Die Sicherung enthält keine Dateien (${filesBackup} fehlt); ${filesDir} bleibt unverändert.`)
  const check = checkFiles(target, filesDir)
  console.log(describeCheck(check))
  if (check.missing.length) process.exitCode = 1
}

/** @param {{ _: string[], db: string, timestamp: string }} opts */
async function fromReplica(opts) {
  if (opts._.length) throw new Error(USAGE)
  const config = replicationConfig()
  if (!config)
    throw new Error('LITESTREAM_REPLICA_URL ist nicht gesetzt: ohne Replikat gibt es nichts wiederherzustellen')
  const timestamp = opts.timestamp ? parseTimestamp(opts.timestamp) : undefined
  const target = databasePath(opts.db)
  const filesDir = filesDirFor(target)
  const result = await restoreFromReplica({ dbPath: target, filesDir, config, timestamp })
  console.log(
    `Aus dem Replikat wiederhergestellt nach ${target} (${timestamp ? `Stand ${timestamp}` : 'neuester Stand'}, ${result.ms} ms): ${describe(result.counts)}, integrity_check ok`,
  )
  console.log(`${result.files} Dateien in der Datenbank, ${result.fetched} aus dem Replikat geladen nach ${filesDir}`)
  for (const m of result.missing) console.log(`Fehlt im Replikat: Datei ${m.id} („${m.name}“, ${m.key})`)
  if (result.missing.length) process.exitCode = 1
  else console.log('Datenbank und Dateien stimmen überein.')
}

try {
  await main()
} catch (/** @type {any} */ error) {
  console.error(`Wiederherstellung abgebrochen: ${error.message}`)
  process.exitCode = 1
}
