import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/tenant._index'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// The overview's stat cards are kept until something is written (app/models/event.server.ts): a write shows at once.

type Handler = Parameters<typeof call>[0]
type Data = { stats: { active: number; drafts: number; customers: number }; recent: { name: string }[] }

describe('Übersicht', () => {
  it('zeigt neue Events und Kunden sofort in den Kennzahlen, nur die Felder der Liste', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const other = createTenant()
    createEvent(other.id, { status: 'confirmed' })
    const view = async () => (await call(loader as unknown as Handler, makeRequest('/tenant', { cookie }))).data as Data

    createEvent(tenant.id, { status: 'draft', name: 'Erstes' })
    expect((await view()).stats).toMatchObject({ active: 0, drafts: 1, customers: 0 })
    createEvent(tenant.id, { status: 'confirmed', name: 'Zweites' })
    createEndCustomer(tenant.id)
    const after = await view()
    expect(after.stats).toMatchObject({ active: 1, drafts: 1, customers: 1 })
    expect(after.recent.map((e) => e.name).sort()).toEqual(['Erstes', 'Zweites'])
    expect(Object.keys(after.recent[0]).sort()).toEqual(['eventDate', 'id', 'name', 'status'])
  })
})
