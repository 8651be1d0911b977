import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { TestProject } from 'vitest/node'

// Built once per run by the migrator; every test file copies it (fast, isolated).
// Each run has its own folder, so runs side by side never delete each other's files.
export const TMP_DIR = path.resolve('tests/.tmp')
const STALE_MS = 6 * 3_600_000

declare module 'vitest' {
  export interface ProvidedContext {
    festplanRunDir: string
  }
}

export default function setup(project: TestProject) {
  fs.mkdirSync(TMP_DIR, { recursive: true })
  for (const entry of fs.readdirSync(TMP_DIR)) {
    const full = path.join(TMP_DIR, entry)
    if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { recursive: true, force: true })
  }
  const runDir = path.join(TMP_DIR, `run-${process.pid}-${Date.now()}`)
  fs.mkdirSync(runDir, { recursive: true })
  const sqlite = new Database(path.join(runDir, 'template.db'))
  sqlite.pragma('journal_mode = DELETE')
  migrate(drizzle(sqlite), { migrationsFolder: path.resolve('drizzle') })
  sqlite.close()
  project.provide('festplanRunDir', runDir)
  return () => fs.rmSync(runDir, { recursive: true, force: true })
}
