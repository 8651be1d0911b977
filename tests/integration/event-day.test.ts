import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as ablauf from '~/routes/tenant.events_.$eventId_.ablauf'
import * as aufgaben from '~/routes/tenant.events_.$eventId_.aufgaben'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

async function world() {
  const tenant = createTenant()
  const { user: planner } = createStaff(tenant.id, 'tenant_planner', {
    email: `planer-${crypto.randomUUID()}@example.com`,
    fullName: 'Paula Planer',
  })
  const cookie = await staffCookie(planner.id, tenant.id)
  // 19 June 2031, noon Berlin
  const event = createEvent(tenant.id, { name: 'Sommerfest', eventDate: Date.UTC(2031, 5, 19, 10) })
  return { tenant, planner, cookie, event }
}

const titles = (eventId: string) =>
  getDb()
    .select()
    .from(s.runOfShowEntries)
    .where(eq(s.runOfShowEntries.eventId, eventId))
    .all()
    .sort((a, b) => a.position - b.position)
    .map((r) => r.title)

describe('Ablaufplan and Aufgaben', () => {
  it('adds entries, moves one up without JavaScript and takes a dragged order', async () => {
    const w = await world()
    const post = (form: Record<string, string | string[]>) =>
      call(ablauf.action, makeRequest(`/tenant/events/${w.event.id}/ablauf`, { cookie: w.cookie, form }), {
        eventId: w.event.id,
      })
    for (const title of ['Sektempfang', 'Essen', 'Tanz'])
      expect((await post({ intent: 'add', title, time: '18:00' })).status).toBe(302)
    const rows = getDb().select().from(s.runOfShowEntries).where(eq(s.runOfShowEntries.eventId, w.event.id)).all()
    const tanz = rows.find((r) => r.title === 'Tanz')!
    expect((await post({ intent: 'move', entry_id: tanz.id, direction: 'up' })).status).toBe(302)
    expect(titles(w.event.id)).toEqual(['Sektempfang', 'Tanz', 'Essen'])
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.id]))
    expect(
      (await post({ intent: 'reorder', order: [byTitle.Essen!, byTitle.Sektempfang!, byTitle.Tanz!] })).status,
    ).toBe(302)
    expect(titles(w.event.id)).toEqual(['Essen', 'Sektempfang', 'Tanz'])
    // an order that leaves an entry out is refused and changes nothing
    expect((await post({ intent: 'reorder', order: [byTitle.Tanz!] })).status).toBe(409)
    expect(titles(w.event.id)).toEqual(['Essen', 'Sektempfang', 'Tanz'])
    // a bad time comes back at its field, nothing saved
    const bad = await post({ intent: 'add', title: 'Torte', time: '25:00' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Bitte geben Sie eine Uhrzeit ein (HH:MM)')
    expect(titles(w.event.id)).toHaveLength(3)
  })

  it('refuses a task due after the event at the field and records who completed one', async () => {
    const w = await world()
    const post = (form: Record<string, string>) =>
      call(aufgaben.action, makeRequest(`/tenant/events/${w.event.id}/aufgaben`, { cookie: w.cookie, form }), {
        eventId: w.event.id,
      })
    const late = await post({
      intent: 'add',
      title: 'Dankeskarten',
      due_on: '2031-06-25',
      assignee_user_id: w.planner.id,
    })
    expect(late.status).toBe(400)
    expect(JSON.stringify(late.data)).toContain('erst nach der Veranstaltung fällig')
    expect(getDb().select().from(s.eventTasks).where(eq(s.eventTasks.eventId, w.event.id)).all()).toHaveLength(0)
    expect(
      (await post({ intent: 'add', title: 'Blumen bestellen', due_on: '2031-06-05', assignee_user_id: w.planner.id }))
        .status,
    ).toBe(302)
    const task = getDb().select().from(s.eventTasks).where(eq(s.eventTasks.eventId, w.event.id)).get()!
    expect((await post({ intent: 'done', task_id: task.id })).status).toBe(302)
    const done = getDb().select().from(s.eventTasks).where(eq(s.eventTasks.id, task.id)).get()!
    expect(done.doneByUserId).toBe(w.planner.id)
    expect(done.doneAt).not.toBeNull()
  })
})
