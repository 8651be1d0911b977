import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from '~/db/schema'
import { getEnv } from './env.server'
import { GuardedDatabase } from './get-write-guard.server'

export { GetWriteError, writeTarget } from './get-write-guard.server'

export type Db = BetterSQLite3Database<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

type Handle = { sqlite: Database.Database; db: Db; path: string }

let handle: Handle | undefined

export function migrationsFolder() {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle')
}

export function openDatabase(file: string): Handle {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new GuardedDatabase(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = drizzle(sqlite, { schema })
  return { sqlite, db, path: file }
}

export function migrateDatabase(h: Handle) {
  migrate(h.db, { migrationsFolder: migrationsFolder() })
}

function getHandle(): Handle {
  const file = getEnv().DATABASE_PATH
  if (!handle || handle.path !== file) {
    handle?.sqlite.close()
    handle = openDatabase(file)
    // Replicated: Litestream holds a read transaction and checkpoints itself
    // (PASSIVE from 1000 WAL pages, RESTART from 10000) right after it copied
    // the WAL; checkpoints of ours could restart the WAL before it did and
    // force a full new snapshot (docs/decisions/134-litestream.md).
    if (getEnv().REPLICATED) handle.sqlite.pragma('wal_autocheckpoint = 0')
    // under `npm start` only the first worker migrates, before the others start
    if (process.env.FESTPLAN_BOOT !== '0') migrateDatabase(handle)
  }
  return handle
}

export function getDb(): Db {
  return getHandle().db
}

export function getSqlite(): Database.Database {
  return getHandle().sqlite
}

/** Writes that span statements: one IMMEDIATE transaction (no async work inside). */
export function writeTransaction<T>(fn: (tx: Tx) => T): T {
  return getDb().transaction(fn, { behavior: 'immediate' })
}

/**
 * Closes the connection. With `checkpoint` the WAL is copied into the
 * database file first (TRUNCATE; the last connection to close removes it),
 * unless Litestream replicates the database and checkpoints it itself.
 * A checkpoint that other processes' readers hold up is left to them: it
 * waits at most 250 ms, so a worker stopping beside others still serving
 * neither waits the full busy timeout nor holds their writes up that long.
 */
export function closeDatabase({ checkpoint = false } = {}) {
  if (handle && checkpoint && !getEnv().REPLICATED) {
    try {
      handle.sqlite.pragma('busy_timeout = 250')
      handle.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    } catch (error) {
      if (!/SQLITE_BUSY|locked/i.test(error instanceof Error ? error.message : String(error))) throw error
    }
  }
  handle?.sqlite.close()
  handle = undefined
}

/**
 * A drizzle query compiled once per database connection (`.prepare()`), so a
 * hot path neither builds SQL nor compiles a statement per request.
 */
export function preparedQuery<T>(build: (db: Db) => T): () => T {
  const byDb = new WeakMap<Db, T>()
  return () => {
    const db = getDb()
    let query = byDb.get(db)
    if (query === undefined) byDb.set(db, (query = build(db)))
    return query
  }
}

/**
 * Planner statistics for tables and indexes that lack them or changed a lot
 * (SQLite's advice for long-lived connections: `PRAGMA optimize=0x10002` when
 * opening). Without them the planner may pick a (tenant_id, …) index that
 * reads all of a tenant's rows where a narrower index reads twelve.
 * `analysis_limit` keeps this to milliseconds on big databases.
 */
export function refreshPlannerStats() {
  const sqlite = getSqlite()
  sqlite.pragma('analysis_limit = 1000')
  sqlite.pragma('optimize = 0x10002')
}
