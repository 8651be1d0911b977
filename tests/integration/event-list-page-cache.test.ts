import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { listEvents } from '~/models/event-list.server'
import { getDb } from '~/utils/db.server'
import { endCustomers, events } from '~/db/schema'
import { createEndCustomer, createEvent, createTenant } from '../support/factories'

// The events grid's pages are kept between views (until-write.server.ts);
// every change must show on the next view: a write of this process, a write
// of another process on the same file, a change to a joined row.

const names = (tenantId: string, page = 1) => listEvents(tenantId, { page }).rows.map((e) => e.name)

describe('events grid page between changes', () => {
  it('follows a new event, a rename and a delete of this process', () => {
    const tenant = createTenant()
    createEvent(tenant.id, { name: 'Erstes Fest', createdAt: 1_000 })
    expect(names(tenant.id)).toEqual(['Erstes Fest'])
    const second = createEvent(tenant.id, { name: 'Zweites Fest', createdAt: 2_000 })
    expect(names(tenant.id)).toEqual(['Zweites Fest', 'Erstes Fest'])
    getDb().update(events).set({ name: 'Sommerfest' }).where(eq(events.id, second.id)).run()
    expect(names(tenant.id)).toEqual(['Sommerfest', 'Erstes Fest'])
    getDb().delete(events).where(eq(events.id, second.id)).run()
    expect(names(tenant.id)).toEqual(['Erstes Fest'])
  })

  it("follows a customer's new name (a joined row) and a write of another connection", () => {
    const tenant = createTenant()
    const customer = createEndCustomer(tenant.id, { name: 'Frau Alt' })
    createEvent(tenant.id, { name: 'Hochzeit', endCustomerId: customer.id, createdAt: 1_000 })
    expect(listEvents(tenant.id).rows[0]?.customerName).toBe('Frau Alt')
    getDb().update(endCustomers).set({ name: 'Frau Neu' }).where(eq(endCustomers.id, customer.id)).run()
    expect(listEvents(tenant.id).rows[0]?.customerName).toBe('Frau Neu')
    const other = new Database(process.env.DATABASE_PATH!)
    try {
      other
        .prepare('INSERT INTO events (id, tenant_id, name, event_type, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(crypto.randomUUID(), tenant.id, 'Von nebenan', 'Messe', 'draft', 5_000)
    } finally {
      other.close()
    }
    expect(names(tenant.id)).toEqual(['Von nebenan', 'Hochzeit'])
  })

  it('reads a page once while nothing is written', () => {
    const tenant = createTenant()
    createEvent(tenant.id, { name: 'Gala' })
    const first = listEvents(tenant.id).rows
    // the same rows, not a new read
    expect(listEvents(tenant.id).rows).toBe(first)
    createEvent(tenant.id, { name: 'Ball' })
    expect(listEvents(tenant.id).rows).not.toBe(first)
  })

  it('keeps tenants and pages apart', () => {
    const a = createTenant()
    const b = createTenant()
    for (let i = 1; i <= 25; i++) createEvent(a.id, { name: `A ${i}`, createdAt: i * 1_000 })
    createEvent(b.id, { name: 'B 1' })
    expect(names(a.id)).toHaveLength(24)
    expect(names(a.id)[0]).toBe('A 25')
    expect(names(a.id, 2)).toEqual(['A 1'])
    expect(names(b.id)).toEqual(['B 1'])
    expect(names(a.id)[0]).toBe('A 25')
  })
})
