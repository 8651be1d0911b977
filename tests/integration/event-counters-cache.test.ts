import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '~/domain/trial'
import { eventCounters } from '~/models/event-list.server'
import { getDb } from '~/utils/db.server'
import { events } from '~/db/schema'
import { createEvent, createTenant } from '../support/factories'

// The event list counters (docs/product.md §9.4) are kept between page views; every change must show
// at once: a write of this process, a write of another process (a second
// server on the same file) and a deadline passing without any write.

describe('event counters between changes', () => {
  it('follow a new event, a status change and a delete of this process', () => {
    const tenant = createTenant()
    const now = Date.now()
    expect(eventCounters(tenant.id, now)).toEqual({ total: 0, confirmed: 0, expired: 0, averageGuests: 0 })
    createEvent(tenant.id, { guestCount: 40, status: 'draft' })
    expect(eventCounters(tenant.id, now)).toEqual({ total: 1, confirmed: 0, expired: 0, averageGuests: 40 })
    getDb().update(events).set({ status: 'confirmed' }).run()
    expect(eventCounters(tenant.id, now).confirmed).toBe(1)
    getDb().delete(events).run()
    expect(eventCounters(tenant.id, now).total).toBe(0)
  })

  it('follow a write committed by another connection', () => {
    const tenant = createTenant()
    const now = Date.now()
    createEvent(tenant.id, { guestCount: 10 })
    expect(eventCounters(tenant.id, now).total).toBe(1)
    const other = new Database(process.env.DATABASE_PATH!)
    try {
      other
        .prepare(
          'INSERT INTO events (id, tenant_id, name, event_type, guest_count, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(crypto.randomUUID(), tenant.id, 'Von nebenan', 'Messe', 30, 'confirmed', now)
    } finally {
      other.close()
    }
    expect(eventCounters(tenant.id, now)).toEqual({ total: 2, confirmed: 1, expired: 0, averageGuests: 20 })
  })

  it('count a deadline as passed once its time has come, with no write in between', () => {
    const tenant = createTenant()
    const now = Date.now()
    createEvent(tenant.id, { deadlineAt: now + DAY_MS })
    createEvent(tenant.id, { deadlineAt: now + 2 * DAY_MS })
    createEvent(tenant.id, { deadlineAt: now - DAY_MS })
    expect(eventCounters(tenant.id, now).expired).toBe(1)
    expect(eventCounters(tenant.id, now + DAY_MS - 1).expired).toBe(1)
    expect(eventCounters(tenant.id, now + DAY_MS + 1).expired).toBe(2)
    expect(eventCounters(tenant.id, now + 3 * DAY_MS).expired).toBe(3)
  })

  it('keep tenants apart', () => {
    const a = createTenant()
    const b = createTenant()
    createEvent(a.id)
    createEvent(a.id)
    createEvent(b.id)
    expect(eventCounters(a.id).total).toBe(2)
    expect(eventCounters(b.id).total).toBe(1)
  })
})
