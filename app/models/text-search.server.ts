import { or, sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { getSqlite } from '~/utils/db.server'

// Search of the list pages (events, customers, services, templates): a
// case-insensitive substring of any of the given columns, with German case
// folding. SQLite's lower() and LIKE fold ASCII only, so 'MÜLLER' would not
// find 'Müller'; fp_fold lower-cases like the browser does (de-DE).

const registered = new WeakSet<object>()

function ensureFold() {
  const sqlite = getSqlite()
  if (registered.has(sqlite)) return
  sqlite.function('fp_fold', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : String(value).toLocaleLowerCase('de-DE'),
  )
  registered.add(sqlite)
}

/** LIKE pattern for a substring, with %, _ and \ taken literally. */
export function likePattern(query: string) {
  return `%${query.toLocaleLowerCase('de-DE').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The condition "one of these columns contains the query", or undefined for an empty query. */
export function containsText(query: string, columns: Array<AnySQLiteColumn | SQL>): SQL | undefined {
  const q = query.trim()
  if (!q) return undefined
  ensureFold()
  const pattern = likePattern(q)
  return or(...columns.map((column) => sql`fp_fold(${column}) LIKE ${pattern} ESCAPE '\\'`))
}
