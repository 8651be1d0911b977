import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { ymdToStored } from '~/domain/event-dates'
import { loader as calendarLoader } from '~/routes/tenant.calendar'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// The month's grid and list page are kept between requests until anything is
// written: every change must show on the next request, whether this process
// wrote it or another one (a second server on the same file).

type Entry = { title: string; status: string | null }
type MonthData = {
  entries: Record<string, Entry[]>
  totals: Record<string, number>
  list: { entries: Record<string, Entry[]>; total: number }
}

async function setup() {
  const tenant = createTenant()
  const admin = createStaff(tenant.id, 'tenant_admin')
  const gala = createEvent(tenant.id, { name: 'Gala', status: 'draft', eventDate: ymdToStored('2026-12-12') })
  return { tenant, gala, cookie: await staffCookie(admin.user.id, tenant.id) }
}

async function month(cookie: string, query = '') {
  const result = await call(
    calendarLoader as unknown as Parameters<typeof call>[0],
    makeRequest(`/tenant/calendar?month=2026-12${query}`, { cookie }),
  )
  expect(result.status).toBe(200)
  const data = result.data as MonthData
  return {
    cell: (data.entries['2026-12-12'] ?? []).map((e) => `${e.title} (${e.status})`),
    total: data.totals['2026-12-12'] ?? 0,
    list: (data.list.entries['2026-12-12'] ?? []).map((e) => e.title),
  }
}

describe('calendar month between changes', () => {
  it('follows a new event, a rename, a status change and a delete of this process', async () => {
    const t = await setup()
    expect(await month(t.cookie)).toEqual({ cell: ['Gala (draft)'], total: 1, list: ['Gala'] })
    // the same request again is answered from what was kept
    expect(await month(t.cookie)).toEqual({ cell: ['Gala (draft)'], total: 1, list: ['Gala'] })
    createEvent(t.tenant.id, { name: 'Ball', status: 'confirmed', eventDate: ymdToStored('2026-12-12') })
    expect(await month(t.cookie)).toEqual({
      cell: ['Ball (confirmed)', 'Gala (draft)'],
      total: 2,
      list: ['Ball', 'Gala'],
    })
    getDb().update(s.events).set({ name: 'Abendgala', status: 'confirmed' }).where(eq(s.events.id, t.gala.id)).run()
    expect(await month(t.cookie)).toEqual({
      cell: ['Abendgala (confirmed)', 'Ball (confirmed)'],
      total: 2,
      list: ['Abendgala', 'Ball'],
    })
    expect((await month(t.cookie, '&status=draft')).total).toBe(0)
    getDb().delete(s.events).where(eq(s.events.id, t.gala.id)).run()
    expect(await month(t.cookie)).toEqual({ cell: ['Ball (confirmed)'], total: 1, list: ['Ball'] })
  })

  it('follows writes committed by another connection', async () => {
    const t = await setup()
    expect(await month(t.cookie, '&day=2026-12-12')).toEqual({ cell: ['Gala (draft)'], total: 1, list: ['Gala'] })
    const other = new Database(process.env.DATABASE_PATH!)
    try {
      other
        .prepare(
          'INSERT INTO events (id, tenant_id, name, event_type, event_date, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(crypto.randomUUID(), t.tenant.id, 'Von nebenan', 'Messe', ymdToStored('2026-12-12'), 'draft', Date.now())
    } finally {
      other.close()
    }
    expect(await month(t.cookie, '&day=2026-12-12')).toEqual({
      cell: ['Gala (draft)', 'Von nebenan (draft)'],
      total: 2,
      list: ['Gala', 'Von nebenan'],
    })
    const again = new Database(process.env.DATABASE_PATH!)
    try {
      again.prepare('UPDATE events SET name = ? WHERE id = ?').run('Winterball', t.gala.id)
    } finally {
      again.close()
    }
    expect(await month(t.cookie, '&day=2026-12-12')).toEqual({
      cell: ['Von nebenan (draft)', 'Winterball (draft)'],
      total: 2,
      list: ['Von nebenan', 'Winterball'],
    })
  })
})
