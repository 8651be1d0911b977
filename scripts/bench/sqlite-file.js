// Helpers for the backup and restore scripts: where the database lives and
// whether a file is a sound Festplan database.
import path from 'node:path'
import Database from 'better-sqlite3'
import { root } from './server.js'

/** --db, else DATABASE_PATH, else the default of docs/contracts.md §3. */
/** @param {string} [option] */
export function databasePath(option) {
  return path.resolve(root, option || process.env.DATABASE_PATH || './data/festplan.db')
}

/** @typedef {{ tenants: number, users: number, events: number, customers: number }} RowCounts */

/**
 * Opens read-only and checks integrity and the tables; returns row counts.
 * @param {string} file
 * @returns {RowCounts}
 */
export function inspect(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`integrity_check meldet: ${integrity}`)
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all())
    for (const name of ['tenants', 'users', 'events', 'end_customers']) {
      if (!tables.has(name)) throw new Error(`keine Festplan-Datenbank: Tabelle ${name} fehlt`)
    }
    const count = (/** @type {string} */ table) => /** @type {number} */ (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get())
    return { tenants: count('tenants'), users: count('users'), events: count('events'), customers: count('end_customers') }
  } finally {
    db.close()
  }
}

/** @param {RowCounts} counts */
export function describe(counts) {

  return `${counts.tenants} Mandanten, ${counts.users} Nutzer, ${counts.events} Events, ${counts.customers} Kunden`
}

/**
 * Puts the demo tenant on the Business plan (no customer limit). The crash and
 * concurrency runs create customers as fast as the server takes them; on a fast
 * machine they pass the trial's limit of 1,000 (it counts as Pro), and every
 * further POST would be refused with 403 instead of testing durability.
 * @param {string} file
 */
export function demoTenantWithoutLimits(file) {
  const db = new Database(file, { fileMustExist: true, timeout: 10_000 })
  try {
    const changed = db
      .prepare("UPDATE tenants SET status = 'active_paid', plan = 'business' WHERE subdomain = 'demo'")
      .run().changes
    if (changed !== 1) throw new Error('Demo-Mandant nicht gefunden')
  } finally {
    db.close()
  }
}
