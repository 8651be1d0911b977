import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb, getSqlite } from '~/utils/db.server'
import { freshDatabase } from '../support/fresh-db'
import { createTenant } from '../support/factories'
import { untilWritten } from './until-written'

// The matrices skip a dump when nothing was written: the remembered dump must
// be read again after every kind of write, or a changed row would go unseen.

function countingTenantNames() {
  let reads = 0
  const names = untilWritten(() => {
    reads++
    return getSqlite().prepare('select name from tenants order by name').pluck().all()
  })
  return { names, reads: () => reads }
}

describe('untilWritten', () => {
  beforeEach(freshDatabase)

  it('reads once while nothing is written', () => {
    createTenant({ name: 'Alpha' })
    const { names, reads } = countingTenantNames()
    expect(names()).toEqual(['Alpha'])
    getSqlite().prepare('select count(*) from events').get()
    expect(names()).toEqual(['Alpha'])
    expect(reads()).toBe(1)
  })

  it('reads again after an insert, update or delete of this connection', () => {
    const t = createTenant({ name: 'Alpha' })
    const { names } = countingTenantNames()
    expect(names()).toEqual(['Alpha'])
    getDb().update(s.tenants).set({ name: 'Beta' }).run()
    expect(names()).toEqual(['Beta'])
    createTenant({ name: 'Gamma' })
    expect(names()).toEqual(['Beta', 'Gamma'])
    getDb().delete(s.tenants).where(eq(s.tenants.id, t.id)).run()
    expect(names()).toEqual(['Gamma'])
  })

  it('reads again after a write that a transaction rolled back', () => {
    createTenant({ name: 'Alpha' })
    const { names, reads } = countingTenantNames()
    names()
    expect(() =>
      getDb().transaction((tx) => {
        tx.update(s.tenants).set({ name: 'Beta' }).run()
        throw new Error('zurück')
      }),
    ).toThrow('zurück')
    expect(names()).toEqual(['Alpha'])
    expect(reads()).toBe(2)
  })

  it('reads again after another connection committed', () => {
    createTenant({ name: 'Alpha' })
    const { names } = countingTenantNames()
    expect(names()).toEqual(['Alpha'])
    const other = new Database(process.env.DATABASE_PATH!)
    try {
      other.prepare("update tenants set name = 'Von außen'").run()
    } finally {
      other.close()
    }
    expect(names()).toEqual(['Von außen'])
  })

  it('reads again on a new connection', () => {
    createTenant({ name: 'Alpha' })
    const { names } = countingTenantNames()
    expect(names()).toEqual(['Alpha'])
    freshDatabase()
    expect(names()).toEqual([])
  })
})
