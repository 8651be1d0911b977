// The uploaded files beside the database (docs/features/files.md): where they live and
// whether rows and files agree. Used by backup, restore and files:check.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

const KEY = /^[0-9a-f]{48}$/
export const TMP_DIRNAME = '.tmp'

/** FILES_DIR, else `files/` beside the database (as app/utils/env.server.ts). @param {string} dbPath */
export function filesDirFor(dbPath) {
  return path.resolve(process.env.FILES_DIR || path.join(path.dirname(dbPath), 'files'))
}

/** @typedef {{ id: string, name: string, key: string }} FileRow */

/**
 * The storage keys of the file rows in a database (none when it predates the files table).
 * @param {string} dbFile
 * @returns {FileRow[]}
 */
export function storageKeys(dbFile, { writable = false } = {}) {
  const db = new Database(dbFile, { readonly: !writable, fileMustExist: true })
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'files'").get()
    if (!hasTable) return []
    return /** @type {FileRow[]} */ (db.prepare('SELECT id, name, storage_key AS key FROM files').all())
  } finally {
    db.close()
  }
}

/**
 * Rows without a file and files without a row. With clean, files without a
 * row and leftover uploads in .tmp are removed when older than minAgeMs (an
 * upload in progress is younger).
 * @param {string} dbFile
 * @param {string} dir
 */
export function checkFiles(dbFile, dir, { clean = false, minAgeMs = 10 * 60 * 1000, now = Date.now() } = {}) {
  const rows = storageKeys(dbFile)
  const known = new Set(rows.map((r) => r.key))
  const present = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : []
  const presentSet = new Set(present)
  const missing = rows.filter((r) => !presentSet.has(r.key))
  const orphans = present.filter((name) => !known.has(name))
  const tmp = path.join(dir, TMP_DIRNAME)
  const temps = fs.existsSync(tmp) ? fs.readdirSync(tmp).map((name) => path.join(TMP_DIRNAME, name)) : []
  /** @type {string[]} */
  const removed = []
  if (clean) {
    for (const rel of [...orphans, ...temps]) {
      const full = path.join(dir, rel)
      try {
        if (now - fs.statSync(full).mtimeMs < minAgeMs) continue
        fs.rmSync(full, { force: true })
        removed.push(rel)
      } catch {
        // gone meanwhile
      }
    }
  }
  return { rows: rows.length, missing, orphans: [...orphans, ...temps], removed }
}

/** @param {ReturnType<typeof checkFiles>} result */
export function describeCheck(result) {
  const lines = [`${result.rows} Dateien in der Datenbank`]
  for (const m of result.missing) lines.push(`Zeile ohne Datei: ${m.id} („${m.name}“, ${m.key})`)
  for (const o of result.orphans) lines.push(`Datei ohne Zeile: ${o}${result.removed.includes(o) ? ' (entfernt)' : ''}`)
  if (!result.missing.length && !result.orphans.length) lines.push('Datenbank und Dateien stimmen überein.')
  return lines.join('\n')
}

/**
 * Hard link when the file system allows, else a copy (files are never changed after upload).
 * @param {string} from
 * @param {string} to
 */
export function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}

/** @param {string} name */
export function isStorageKey(name) {
  return KEY.test(name)
}
