// npm run backup -- <datei> [--db <pfad>] [--force]
// Online backup while the server runs: VACUUM INTO reads one consistent
// snapshot (WAL readers never block the server's writers) into a temporary
// file beside the target; after integrity_check it is renamed into place.
// Uploaded files go to <datei>.files/: every file a row of the
// snapshot names (files never change after upload, so this agrees with the
// snapshot); a row whose file was deleted meanwhile leaves the snapshot too.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseArgs } from './bench/args.js'
import { databasePath, describe, inspect } from './bench/sqlite-file.js'
import { filesDirFor, linkOrCopy, storageKeys } from './files-store.js'

function main() {
  const opts = parseArgs(process.argv.slice(2), { db: '', force: false })
  const [target] = opts._
  if (!target) throw new Error('Aufruf: npm run backup -- <datei> [--db <pfad>] [--force]')
  const source = databasePath(opts.db)
  const file = path.resolve(target)
  if (!fs.existsSync(source)) throw new Error(`Datenbank ${source} nicht gefunden`)
  if (fs.existsSync(file) && !opts.force) throw new Error(`${file} existiert schon (mit --force überschreiben)`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.tmp-${process.pid}`
  fs.rmSync(tmp, { force: true })
  const started = Date.now()
  const db = new Database(source, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('VACUUM INTO ?').run(tmp)
  } finally {
    db.close()
  }
  try {
    const fd = fs.openSync(tmp, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    const copied = backupFiles(tmp, filesDirFor(source), `${file}.files`)
    const counts = inspect(tmp)
    fs.renameSync(tmp, file)
    console.log(
      `Sicherung ${file} geschrieben (${(fs.statSync(file).size / 1024).toFixed(0)} KB, ${Date.now() - started} ms): ${describe(counts)}, ${copied} Dateien, integrity_check ok`,
    )
  } catch (error) {
    fs.rmSync(tmp, { force: true })
    throw error
  }
}

/**
 * Copies the snapshot's files into target (a fresh directory); returns how many.
 * @param {string} snapshot
 * @param {string} sourceDir
 * @param {string} target
 */
function backupFiles(snapshot, sourceDir, target) {
  const rows = storageKeys(snapshot)
  const staging = `${target}.tmp-${process.pid}`
  fs.rmSync(staging, { recursive: true, force: true })
  fs.mkdirSync(staging, { recursive: true })
  /** @type {string[]} */
  const gone = []

  for (const row of rows) {
    try {
      linkOrCopy(path.join(sourceDir, row.key), path.join(staging, row.key))
    } catch {
      gone.push(row.id)
    }
  }
  if (gone.length) {
    // deleted between the snapshot and the copy: the backup leaves them out as well
    const db = new Database(snapshot)
    try {
      const del = db.prepare('DELETE FROM files WHERE id = ?')
      db.transaction(() => gone.forEach((id) => del.run(id)))()
    } finally {
      db.close()
    }
  }
  fs.rmSync(target, { recursive: true, force: true })
  fs.renameSync(staging, target)
  return rows.length - gone.length
}

try {
  main()
} catch (/** @type {any} */ error) {
  console.error(`Sicherung fehlgeschlagen: ${error.message}`)
  process.exitCode = 1
}
