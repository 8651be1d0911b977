import { beforeAll, describe, expect, it } from 'vitest'
import { getSqlite, GetWriteError, writeTarget } from '~/utils/db.server'
import { runWithRequestContext, withBookkeepingWrites } from '~/utils/request-context.server'

// ADR 118: a GET may write only the bookkeeping tables it names, only inside the scope.
const get = <T>(fn: () => T) => runWithRequestContext({ method: 'GET', remoteAddress: null, flyClientIp: null }, fn)
const insertCounter = (key: string) =>
  getSqlite().prepare('insert into "rate_limits" ("key", "window_start", "count") values (?, 0, 1)').run(key)

describe('bookkeeping writes during a GET', () => {
  // open (and migrate) the database outside any request
  beforeAll(() => void getSqlite())

  it('names the table a statement writes to', () => {
    expect(writeTarget('insert into "rate_limits" ("key") values (?)')).toBe('rate_limits')
    expect(writeTarget('update "calendar_feeds" set "last_used_at" = ?')).toBe('calendar_feeds')
    expect(writeTarget('delete from `tenants` where 1')).toBe('tenants')
    expect(writeTarget('with x as (select 1) update "tenants" set name = 1')).toBeNull()
  })

  it('allows the named tables inside the scope and nothing else', () => {
    expect(() => get(() => insertCounter('a'))).toThrow(GetWriteError)
    expect(() => get(() => withBookkeepingWrites(['rate_limits'], () => insertCounter('b')))).not.toThrow()
    expect(() => get(() => withBookkeepingWrites(['calendar_feeds'], () => insertCounter('c')))).toThrow(GetWriteError)
    expect(() =>
      get(() =>
        withBookkeepingWrites(['rate_limits'], () =>
          getSqlite().prepare(`update "tenants" set "name" = 'x' where 0`).run(),
        ),
      ),
    ).toThrow(GetWriteError)
    // after the scope, the guard is whole again
    expect(() =>
      get(() => {
        withBookkeepingWrites(['rate_limits'], () => undefined)
        insertCounter('d')
      }),
    ).toThrow(GetWriteError)
  })
})
