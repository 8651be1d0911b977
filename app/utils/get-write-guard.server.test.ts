import Database from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { getSqlite, GetWriteError } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'

// The GET-write guard is a Database of its own kind (GuardedDatabase): nothing
// of better-sqlite3 is replaced on an instance, and every way to run a writing
// statement during a GET meets the guard.
const get = <T>(fn: () => T) => runWithRequestContext({ method: 'GET', remoteAddress: null, flyClientIp: null }, fn)
const post = <T>(fn: () => T) => runWithRequestContext({ method: 'POST', remoteAddress: null, flyClientIp: null }, fn)

describe('the GET-write guard', () => {
  beforeAll(() => void getSqlite())

  it('is a better-sqlite3 Database whose prepare is its class’s own, not patched onto the handle', () => {
    const sqlite = getSqlite()
    expect(sqlite).toBeInstanceOf(Database)
    expect(Object.hasOwn(sqlite, 'prepare')).toBe(false)
  })

  it('stops a statement prepared before the request and run during a GET, in every way of running it', () => {
    const insert = getSqlite().prepare(
      `insert into "rate_limits" ("key", "window_start", "count") values ('guard-a', 0, 1) returning "key"`,
    )
    expect(() => get(() => insert.run())).toThrow(GetWriteError)
    expect(() => get(() => insert.get())).toThrow(GetWriteError)
    expect(() => get(() => insert.all())).toThrow(GetWriteError)
    expect(() => get(() => [...insert.iterate()])).toThrow(GetWriteError)
    expect(() => get(() => insert.raw().all())).toThrow(GetWriteError)
    expect(() => get(() => insert.pluck().get())).toThrow(GetWriteError)
    expect(getSqlite().prepare(`select count(*) from "rate_limits" where "key" = 'guard-a'`).pluck().get()).toBe(0)
  })

  it('lets reads through during a GET and the same writing statement during a POST', () => {
    const insert = getSqlite().prepare(
      `insert into "rate_limits" ("key", "window_start", "count") values ('guard-b', 0, 1) returning "key"`,
    )
    expect(post(() => insert.pluck().get())).toBe('guard-b')
    const count = getSqlite().prepare(`select count(*) from "rate_limits" where "key" = ?`).pluck()
    expect(get(() => count.get('guard-b'))).toBe(1)
    expect(insert.reader).toBe(true)
    expect(insert.columns().map((c) => c.name)).toEqual(['key'])
  })
})
