import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as ablauf from '~/routes/tenant.events_.$eventId_.ablauf'
import * as aufgaben from '~/routes/tenant.events_.$eventId_.aufgaben'
import * as templateAblauf from '~/routes/tenant.templates_.$templateId_.ablauf'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Moving and deleting rows answer alike on the event's Ablaufplan, its tasks
// and a template's defaults: a move without direction is a German message at
// the form and changes nothing, the last row does not move past the end, a row
// of another event or tenant is a 404 and stays.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

async function world() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_planner')
  const cookie = await staffCookie(user.id, tenant.id)
  const event = createEvent(tenant.id, { name: 'Sommerfest', eventDate: Date.UTC(2031, 5, 19, 10) })
  const template = createTemplate(tenant.id)
  return { tenant, user, cookie, event, template }
}

const eventOrder = (eventId: string) =>
  getDb()
    .select()
    .from(s.runOfShowEntries)
    .where(eq(s.runOfShowEntries.eventId, eventId))
    .all()
    .sort((a, b) => a.position - b.position)
    .map((r) => r.title)
const templateOrder = (templateId: string) =>
  getDb()
    .select()
    .from(s.templateRunOfShowEntries)
    .where(eq(s.templateRunOfShowEntries.templateId, templateId))
    .all()
    .sort((a, b) => a.position - b.position)
    .map((r) => r.title)

describe('moving and deleting rows of the planner’s lists', () => {
  it('the event’s Ablaufplan', async () => {
    const w = await world()
    const other = await world()
    const post = (form: Record<string, string>, eventId = w.event.id) =>
      call(h(ablauf.action), makeRequest(`/tenant/events/${eventId}/ablauf`, { cookie: w.cookie, form }), { eventId })
    for (const title of ['Empfang', 'Essen']) await post({ intent: 'add', title })
    const [empfang, essen] = getDb()
      .select()
      .from(s.runOfShowEntries)
      .where(eq(s.runOfShowEntries.eventId, w.event.id))
      .all()
      .sort((a, b) => a.position - b.position)
    const noDirection = await post({ intent: 'move', entry_id: essen!.id })
    expect(noDirection.status).toBe(400)
    expect(JSON.stringify(noDirection.data)).toContain('Bitte wählen Sie nach oben oder nach unten.')
    expect((await post({ intent: 'move', entry_id: essen!.id, direction: 'down' })).status).toBe(302)
    expect(eventOrder(w.event.id)).toEqual(['Empfang', 'Essen'])
    expect((await post({ intent: 'move', entry_id: essen!.id, direction: 'up' })).status).toBe(302)
    expect(eventOrder(w.event.id)).toEqual(['Essen', 'Empfang'])
    // another tenant's entry: 404 for move and delete, and it stays where it is
    await call(
      h(ablauf.action),
      makeRequest(`/tenant/events/${other.event.id}/ablauf`, {
        cookie: other.cookie,
        form: { intent: 'add', title: 'Fremd' },
      }),
      { eventId: other.event.id },
    )
    const foreign = getDb()
      .select()
      .from(s.runOfShowEntries)
      .where(eq(s.runOfShowEntries.eventId, other.event.id))
      .get()!
    expect((await post({ intent: 'move', entry_id: foreign.id, direction: 'up' })).status).toBe(404)
    expect((await post({ intent: 'delete', entry_id: foreign.id })).status).toBe(404)
    expect(eventOrder(other.event.id)).toEqual(['Fremd'])
    const deleted = await post({ intent: 'delete', entry_id: empfang!.id })
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe(`/tenant/events/${w.event.id}/ablauf`)
    expect(eventOrder(w.event.id)).toEqual(['Essen'])
    expect((await post({ intent: 'delete', entry_id: empfang!.id })).status).toBe(404)
  })

  it('the event’s tasks', async () => {
    const w = await world()
    const other = await world()
    const task = getDb()
      .insert(s.eventTasks)
      .values({ tenantId: w.tenant.id, eventId: w.event.id, title: 'Zelt', dueOn: '2031-06-01' })
      .returning()
      .get()
    const foreign = getDb()
      .insert(s.eventTasks)
      .values({ tenantId: other.tenant.id, eventId: other.event.id, title: 'Fremd', dueOn: '2031-06-01' })
      .returning()
      .get()
    const post = (form: Record<string, string>) =>
      call(h(aufgaben.action), makeRequest(`/tenant/events/${w.event.id}/aufgaben`, { cookie: w.cookie, form }), {
        eventId: w.event.id,
      })
    expect((await post({ intent: 'delete', task_id: foreign.id })).status).toBe(404)
    expect(getDb().select().from(s.eventTasks).where(eq(s.eventTasks.id, foreign.id)).get()).toBeTruthy()
    const deleted = await post({ intent: 'delete', task_id: task.id })
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe(`/tenant/events/${w.event.id}/aufgaben`)
    expect(getDb().select().from(s.eventTasks).where(eq(s.eventTasks.id, task.id)).get()).toBeUndefined()
  })

  it('a template’s default Ablaufplan and tasks', async () => {
    const w = await world()
    const other = await world()
    const post = (form: Record<string, string>) =>
      call(
        h(templateAblauf.action),
        makeRequest(`/tenant/templates/${w.template.id}/ablauf`, { cookie: w.cookie, form }),
        { templateId: w.template.id },
      )
    for (const title of ['Aufbau', 'Empfang'])
      await post({ intent: 'add-entry', title, offset_minutes: '0', offset_direction: 'before' })
    const aufbau = getDb()
      .select()
      .from(s.templateRunOfShowEntries)
      .where(eq(s.templateRunOfShowEntries.templateId, w.template.id))
      .all()
      .find((r) => r.title === 'Aufbau')!
    const noDirection = await post({ intent: 'move-entry', row_id: aufbau.id, direction: 'seitwärts' })
    expect(noDirection.status).toBe(400)
    expect(JSON.stringify(noDirection.data)).toContain('Bitte wählen Sie nach oben oder nach unten.')
    expect((await post({ intent: 'move-entry', row_id: aufbau.id, direction: 'up' })).status).toBe(302)
    expect(templateOrder(w.template.id)).toEqual(['Aufbau', 'Empfang'])
    expect((await post({ intent: 'move-entry', row_id: aufbau.id, direction: 'down' })).status).toBe(302)
    expect(templateOrder(w.template.id)).toEqual(['Empfang', 'Aufbau'])
    const foreignEntry = getDb()
      .insert(s.templateRunOfShowEntries)
      .values({
        tenantId: other.tenant.id,
        templateId: other.template.id,
        position: 0,
        offsetMinutes: 0,
        title: 'Fremd',
      })
      .returning()
      .get()
    const foreignTask = getDb()
      .insert(s.templateTasks)
      .values({ tenantId: other.tenant.id, templateId: other.template.id, title: 'Fremd', daysBefore: 3 })
      .returning()
      .get()
    expect((await post({ intent: 'move-entry', row_id: foreignEntry.id, direction: 'up' })).status).toBe(404)
    expect((await post({ intent: 'delete-entry', row_id: foreignEntry.id })).status).toBe(404)
    expect((await post({ intent: 'delete-task', row_id: foreignTask.id })).status).toBe(404)
    expect(templateOrder(other.template.id)).toEqual(['Fremd'])
    expect(getDb().select().from(s.templateTasks).where(eq(s.templateTasks.id, foreignTask.id)).get()).toBeTruthy()
    expect((await post({ intent: 'delete-entry', row_id: aufbau.id })).status).toBe(302)
    expect(templateOrder(w.template.id)).toEqual(['Empfang'])
  })
})
