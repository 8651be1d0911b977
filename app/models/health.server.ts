import type Database from 'better-sqlite3'
import { getSqlite } from '~/utils/db.server'

// One prepared statement per connection: /healthz is polled often, and building
// the query through drizzle and preparing it cost more than SQLite's count.
const statements = new WeakMap<Database.Database, Database.Statement>()

export function pingDatabase(): number {
  const sqlite = getSqlite()
  let stmt = statements.get(sqlite)
  if (!stmt) statements.set(sqlite, (stmt = sqlite.prepare('select count(*) from tenants').pluck()))
  return Number(stmt.get() ?? 0)
}
