import type Database from 'better-sqlite3'
import { getSqlite } from '~/utils/db.server'

// The matrices and fuzzers compare table dumps before and after every call.
// Most calls write nothing, and a dump of a database nobody wrote to is the
// dump taken before. SQLite counts every row this connection inserts, updates
// or deletes, triggers included (`total_changes()`), and `PRAGMA data_version`
// moves when another connection commits; the app under test writes through
// the one connection of `getSqlite()`. While both stand still (on the same
// connection), the remembered value is returned instead of reading again.
// A write of any table moves the counter, so a changed row is never missed;
// at worst a volatile write (a rate-limit counter) makes the dump read again.

type Mark = { sqlite: Database.Database; version: string }

const probes = new WeakMap<Database.Database, Database.Statement>()

function markNow(): Mark {
  const sqlite = getSqlite()
  let probe = probes.get(sqlite)
  if (!probe)
    probes.set(
      sqlite,
      (probe = sqlite
        .prepare("select (select data_version from pragma_data_version) || ':' || total_changes()")
        .pluck()),
    )
  return { sqlite, version: String(probe.get()) }
}

/** `read`, computed again only when the database was written since the last time. */
export function untilWritten<T>(read: () => T): () => T {
  let last: { mark: Mark; value: T } | undefined
  return () => {
    const mark = markNow()
    if (last && last.mark.sqlite === mark.sqlite && last.mark.version === mark.version) return last.value
    const value = read()
    // the reads above write nothing, so the mark taken before them still holds
    last = { mark, value }
    return value
  }
}
