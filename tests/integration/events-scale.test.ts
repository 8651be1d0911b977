import { describe, expect, it } from 'vitest'
import { getSqlite } from '~/utils/db.server'
import { DAY_MS } from '~/domain/trial'
import { loader as listLoader } from '~/routes/tenant.events'
import { createEndCustomer, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// 10,000 events in one tenant, 100 in another: one page of 24, exact counters
// over all rows, and search over name, type, customer and template.

type Handler = Parameters<typeof call>[0]
type ListData = {
  total: number
  page: number
  pageCount: number
  counters: { total: number; confirmed: number; expired: number; averageGuests: number }
  events: Array<{ name: string }>
}

function seed() {
  const a = createTenant()
  const b = createTenant()
  const staffA = createStaff(a.id, 'tenant_admin')
  const staffB = createStaff(b.id, 'tenant_admin')
  const mueller = createEndCustomer(a.id, { name: 'Familie Müller' })
  const other = createEndCustomer(a.id, { name: 'Firma Schulz' })
  const gala = createTemplate(a.id, { name: 'Übersee-Gala' })
  const basic = createTemplate(a.id, { name: 'Standard' })
  const bTemplate = createTemplate(b.id, { name: 'Übersee-Gala B' })
  const now = Date.now()
  const expected = { confirmed: 0, expired: 0, guestSum: 0, guestN: 0 }
  const insert = getSqlite().prepare(
    `INSERT INTO events (id, tenant_id, name, event_type, template_id, end_customer_id, event_date, deadline_at, guest_count, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  getSqlite().transaction(() => {
    for (let i = 1; i <= 10_000; i++) {
      const name = i === 5000 ? '100% Spaß_Party' : i % 100 === 0 ? `Gartenparty Nr ${i}` : `Event ${i}`
      const type = i % 1000 === 0 ? 'Messe' : 'Hochzeit'
      const customer = i % 250 === 0 ? mueller.id : other.id
      const template = i % 500 === 0 ? gala.id : basic.id
      const status = i % 4 === 0 ? 'confirmed' : 'draft'
      const deadline = i % 10 === 0 ? now - DAY_MS : now + 30 * DAY_MS
      const guests = i % 2 === 0 ? 10 + (i % 7) : null
      if (status === 'confirmed') expected.confirmed++
      if (deadline < now) expected.expired++
      if (guests !== null) {
        expected.guestSum += guests
        expected.guestN++
      }
      insert.run(
        crypto.randomUUID(),
        a.id,
        name,
        type,
        template,
        customer,
        now + 60 * DAY_MS,
        deadline,
        guests,
        status,
        now - (10_000 - i) * 1000,
      )
    }
    for (let i = 1; i <= 100; i++) {
      insert.run(
        crypto.randomUUID(),
        b.id,
        `Gartenparty B ${i}`,
        'Messe',
        bTemplate.id,
        null,
        null,
        now - DAY_MS,
        500,
        'confirmed',
        now,
      )
    }
  })()
  return { a, b, staffA, staffB, expected }
}

describe('events list at scale', () => {
  it('shows 24 per page, exact counters and finds the right events', async () => {
    const { a, b, staffA, staffB, expected } = seed()
    const cookieA = await staffCookie(staffA.user.id, a.id)
    const cookieB = await staffCookie(staffB.user.id, b.id)
    const list = async (query: string, cookie = cookieA) =>
      (await call(listLoader as unknown as Handler, makeRequest(`/tenant/events${query}`, { cookie }))).data as ListData

    const first = await list('')
    expect(first.events).toHaveLength(24)
    expect(first.events[0]!.name).toBe('Gartenparty Nr 10000')
    expect(first).toMatchObject({ total: 10_000, page: 1, pageCount: 417 })
    expect(first.counters).toEqual({
      total: 10_000,
      confirmed: expected.confirmed,
      expired: expected.expired,
      averageGuests: Math.round(expected.guestSum / expected.guestN),
    })
    expect(first.counters).toEqual({ total: 10_000, confirmed: 2500, expired: 1000, averageGuests: 13 })

    // a page in the middle: the 24 events after the first 199 pages, newest first
    const middle = await list('?page=200')
    expect(middle.events.map((e) => e.name)).toEqual(
      Array.from({ length: 24 }, (_, k) => 10_000 - 199 * 24 - k).map((i) =>
        i === 5000 ? '100% Spaß_Party' : i % 100 === 0 ? `Gartenparty Nr ${i}` : `Event ${i}`,
      ),
    )

    const last = await list('?page=417')
    expect(last.events).toHaveLength(10_000 - 416 * 24)
    expect(last.events.at(-1)!.name).toBe('Event 1')

    // name
    const garden = await list('?q=GARTENPARTY')
    expect(garden.total).toBe(99)
    expect(garden.events).toHaveLength(24)
    expect(garden.events.every((e) => e.name.startsWith('Gartenparty Nr'))).toBe(true)
    expect(garden.counters.total).toBe(10_000)
    // customer name, German case folding
    expect((await list('?q=M%C3%9CLLER')).total).toBe(40)
    // template name
    expect((await list('?q=%C3%BCbersee')).total).toBe(20)
    // event type
    expect((await list('?q=messe')).total).toBe(10)
    // LIKE wildcards are literal
    expect((await list('?q=%25')).events.map((e) => e.name)).toEqual(['100% Spaß_Party'])
    expect((await list('?q=_')).total).toBe(1)
    expect((await list('?q=nichts-passt')).total).toBe(0)

    const other = await list('?q=gartenparty', cookieB)
    expect(other.total).toBe(100)
    expect(other.counters).toEqual({ total: 100, confirmed: 100, expired: 100, averageGuests: 500 })
  }, 60_000)
})
