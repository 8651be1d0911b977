// The GET-write guard (docs/security.md): a GET or HEAD request never writes,
// except the bookkeeping tables a scope names (withBookkeepingWrites). The
// database handle is a GuardedDatabase: a better-sqlite3 Database whose
// prepare() hands out statements that check the request method each time they
// run. Drizzle and raw SQL both go through it, and a statement prepared before
// a request is checked when the request runs it.
import Database from 'better-sqlite3'
import { getEnv } from './env.server'
import { getRequestContext } from './request-context.server'

export class GetWriteError extends Error {
  constructor(sql: string) {
    super(`Schreibzugriff während einer GET-Anfrage: ${sql.slice(0, 80)}`)
  }
}

/** Where the GET-write guard throws: in tests and development; production logs. */
function guardMode(): 'throw' | 'log' {
  const mode = process.env.FESTPLAN_GET_WRITE_GUARD
  if (mode === 'throw' || mode === 'log') return mode
  return getEnv().NODE_ENV === 'production' ? 'log' : 'throw'
}

const WRITE_TARGET =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update(?:\s+or\s+\w+)?|delete\s+from|replace\s+into)\s+[`"]?(\w+)/i

/** The table a single INSERT/UPDATE/DELETE writes to, or null for anything else. */
export function writeTarget(sql: string) {
  return WRITE_TARGET.exec(sql)?.[1] ?? null
}

function assertWriteAllowed(sql: string) {
  const context = getRequestContext()
  const method = context?.method
  if (method !== 'GET' && method !== 'HEAD') return
  const target = context?.bookkeepingTables ? writeTarget(sql) : null
  if (target && context?.bookkeepingTables?.includes(target)) return
  const error = new GetWriteError(sql)
  if (guardMode() === 'throw') throw error
  console.error(error.message)
}

const RUNS = new Set<PropertyKey>(['run', 'get', 'all', 'iterate'])

/**
 * A view of a writing statement: run/get/all/iterate check the request first;
 * the chaining setters (raw, pluck, expand, safeIntegers, bind) answer with
 * this view again, so a chain never leaves the guard.
 */
function guardedStatement<S extends Database.Statement>(stmt: S, source: string): S {
  const guarded: S = new Proxy(stmt, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (RUNS.has(property)) {
        return (...args: unknown[]) => {
          assertWriteAllowed(source)
          return value.apply(target, args)
        }
      }
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args)
        return result === target ? guarded : result
      }
    },
  })
  return guarded
}

/** A better-sqlite3 Database whose writing statements meet the GET-write guard. */
export class GuardedDatabase extends Database {
  override prepare<Params extends unknown[] | object = unknown[], Result = unknown>(source: string) {
    const stmt = super.prepare<Params, Result>(source)
    return stmt.readonly ? stmt : guardedStatement(stmt, source)
  }
}
