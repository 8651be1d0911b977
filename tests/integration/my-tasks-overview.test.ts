import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { loader } from '~/routes/tenant._index'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]

describe('the overview’s Meine Aufgaben', () => {
  it('lists only the signed-in planner’s open tasks, overdue first, and counts all of them', async () => {
    const tenant = createTenant()
    const { user: paula } = createStaff(tenant.id, 'tenant_planner', {
      email: `paula-${crypto.randomUUID()}@example.com`,
      fullName: 'Paula',
    })
    const { user: otto } = createStaff(tenant.id, 'tenant_planner', {
      email: `otto-${crypto.randomUUID()}@example.com`,
      fullName: 'Otto',
    })
    const event = createEvent(tenant.id, { name: 'Sommerfest', eventDate: Date.UTC(2099, 5, 19, 10) })
    const other = createTenant()
    const { user: stranger } = createStaff(other.id, 'tenant_planner')
    const otherEvent = createEvent(other.id, { name: 'Fremdes Fest' })
    const task = (values: Partial<typeof s.eventTasks.$inferInsert> & { title: string; dueOn: string }) =>
      getDb()
        .insert(s.eventTasks)
        .values({ tenantId: tenant.id, eventId: event.id, assigneeUserId: paula.id, ...values })
        .run()
    task({ title: 'Zelt bestätigen', dueOn: '2099-06-01' })
    task({ title: 'Angebot nachfassen', dueOn: '2000-03-02' })
    task({ title: 'Blumen bestellen', dueOn: '2099-05-20' })
    task({ title: 'Erledigtes', dueOn: '2000-01-01', doneAt: Date.now(), doneByUserId: paula.id })
    task({ title: 'Ottos Aufgabe', dueOn: '2000-01-01', assigneeUserId: otto.id })
    getDb()
      .insert(s.eventTasks)
      .values({
        tenantId: other.id,
        eventId: otherEvent.id,
        title: 'Fremde Aufgabe',
        dueOn: '2000-01-01',
        assigneeUserId: stranger.id,
      })
      .run()

    const result = await call(
      loader as unknown as Handler,
      makeRequest('/tenant', { cookie: await staffCookie(paula.id, tenant.id) }),
    )
    const data = result.data as {
      myTasks: { title: string; dueLabel: string; overdue: boolean; eventName: string }[]
      myTaskCount: number
    }
    expect(data.myTasks.map((t) => [t.title, t.dueLabel, t.overdue, t.eventName])).toEqual([
      ['Angebot nachfassen', '02.03.2000', true, 'Sommerfest'],
      ['Blumen bestellen', '20.05.2099', false, 'Sommerfest'],
      ['Zelt bestätigen', '01.06.2099', false, 'Sommerfest'],
    ])
    expect(data.myTaskCount).toBe(3)
  })
})
