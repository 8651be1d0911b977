import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'

// Built once per run by the migrator; every test file copies it (fast, isolated).
export const TMP_DIR = path.resolve('tests/.tmp')
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

export default function setup() {
  fs.rmSync(TMP_DIR, { recursive: true, force: true })
  fs.mkdirSync(TMP_DIR, { recursive: true })
  const sqlite = new Database(TEMPLATE_DB)
  sqlite.pragma('journal_mode = DELETE')
  migrate(drizzle(sqlite), { migrationsFolder: path.resolve('drizzle') })
  sqlite.close()
  return () => fs.rmSync(TMP_DIR, { recursive: true, force: true })
}
