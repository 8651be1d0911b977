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

/**
 * A pattern for SQLite's own LIKE that every match of `likePattern(query)`
 * under fp_fold also matches: each character outside ASCII becomes `_` (one
 * character, as SQLite counts them), and SQLite's LIKE already ignores the
 * case of A–Z. Folding keeps every other character's length and leaves no
 * character outside ASCII turning into one inside it, except İ (to i and a
 * combining dot) and the Kelvin sign (to k): a value holding one of them is
 * always handed to fp_fold (instr() for either is a byte search, much cheaper
 * than GLOB's pattern match).
 */
export function nativeLikePattern(query: string) {
  return likePattern(query).replace(/[\u0080-\u{10FFFF}]/gu, '_')
}
const [DOTTED_I, KELVIN] = ['\u0130', '\u212A']

/**
 * The condition "one of these columns contains the query", or undefined for an empty query.
 * SQLite's own LIKE picks the candidates first, and only they are folded: fp_fold is a
 * call from SQLite into JavaScript, about 1.6 µs per value here, so folding every column of
 * 10,000 events took 60–70 ms per query (ADR 147a).
 */
export function containsText(query: string, columns: Array<AnySQLiteColumn | SQL>): SQL | undefined {
  const q = query.trim()
  if (!q) return undefined
  ensureFold()
  const pattern = likePattern(q)
  const candidate = nativeLikePattern(q)
  return or(
    ...columns.map(
      (column) =>
        sql`((${column} LIKE ${candidate} ESCAPE '\\' OR instr(${column}, ${DOTTED_I}) OR instr(${column}, ${KELVIN})) AND fp_fold(${column}) LIKE ${pattern} ESCAPE '\\')`,
    ),
  )
}
