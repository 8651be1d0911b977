import type Database from 'better-sqlite3'
import { getSqlite } from './db.server'

// Answers that stay true until the database changes. `PRAGMA data_version`
// moves when another connection (another server process, a backup restore)
// commits; `total_changes()` moves with every row this connection writes.
// Together they say whether anything may have changed since a value was read.

type Probe = { dataVersion: Database.Statement; totalChanges: Database.Statement }
const probes = new WeakMap<Database.Database, Probe>()

function probeOf(sqlite: Database.Database) {
  let probe = probes.get(sqlite)
  if (!probe) {
    probe = {
      dataVersion: sqlite.prepare('PRAGMA data_version').pluck(),
      totalChanges: sqlite.prepare('SELECT total_changes()').pluck(),
    }
    probes.set(sqlite, probe)
  }
  return probe
}

function versionOf(sqlite: Database.Database) {
  const probe = probeOf(sqlite)
  return `${String(probe.dataVersion.get())}:${String(probe.totalChanges.get())}`
}

type Entry<T> = { version: string; validUntil: number; value: T }

/**
 * A small cache of reads by key, dropped as soon as anything is written.
 * `read` returns the value and until when (epoch ms) it holds without a write,
 * for answers that depend on the clock (e.g. "deadline passed").
 */
export function cacheUntilWrite<T>(maxEntries = 1000) {
  const byConnection = new WeakMap<Database.Database, Map<string, Entry<T>>>()
  return (key: string, now: number, read: () => { value: T; validUntil: number }): T => {
    const sqlite = getSqlite()
    let entries = byConnection.get(sqlite)
    if (!entries) byConnection.set(sqlite, (entries = new Map()))
    const version = versionOf(sqlite)
    const hit = entries.get(key)
    if (hit && hit.version === version && now < hit.validUntil) return hit.value
    const { value, validUntil } = read()
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, { version, validUntil, value })
    return value
  }
}
