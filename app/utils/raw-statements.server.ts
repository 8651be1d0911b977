import type Database from 'better-sqlite3'
import { getSqlite } from './db.server'

/**
 * Hand-written statements compiled once per connection and key, returning
 * rows as arrays (`.raw(true)`): for hot reads where better-sqlite3 building a
 * keyed object per row, or drizzle's row mapping, costs more than SQLite's work.
 * `text` is called only the first time a key is seen on a connection.
 */
export function rawStatements() {
  const byConnection = new WeakMap<Database.Database, Map<string, Database.Statement>>()
  return (key: string, text: () => string): Database.Statement => {
    const sqlite = getSqlite()
    let byKey = byConnection.get(sqlite)
    if (!byKey) byConnection.set(sqlite, (byKey = new Map()))
    let stmt = byKey.get(key)
    if (!stmt) byKey.set(key, (stmt = sqlite.prepare(text()).raw(true)))
    return stmt
  }
}
