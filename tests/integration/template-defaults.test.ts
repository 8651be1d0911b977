import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as page from '~/routes/tenant.templates_.$templateId_.ablauf'
import { action as newEventAction } from '~/routes/tenant.events_.new'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

async function world() {
  const tenant = createTenant()
  const { user: planner } = createStaff(tenant.id, 'tenant_planner', {
    email: `planer-${crypto.randomUUID()}@example.com`,
    fullName: 'Paula Planer',
  })
  const cookie = await staffCookie(planner.id, tenant.id)
  const template = createTemplate(tenant.id, { name: 'Hochzeit' })
  const customer = createEndCustomer(tenant.id)
  const post = (form: Record<string, string>) =>
    call(h(page.action), makeRequest(`/tenant/templates/${template.id}/ablauf`, { cookie, form }), {
      templateId: template.id,
    })
  return { tenant, planner, cookie, template, customer, post }
}

const entryTitles = (templateId: string) =>
  getDb()
    .select()
    .from(s.templateRunOfShowEntries)
    .where(eq(s.templateRunOfShowEntries.templateId, templateId))
    .all()
    .sort((a, b) => a.position - b.position)
    .map((r) => r.title)

function fieldErrors(result: { data: unknown }) {
  return ((result.data as { result: { error?: Record<string, string[]> } }).result.error ?? {}) as Record<
    string,
    string[]
  >
}

describe('a template’s Ablaufplan and tasks', () => {
  it('adds entries before and after the start, moves one without JavaScript and deletes one', async () => {
    const w = await world()
    expect(
      (
        await w.post({
          intent: 'add-entry',
          title: 'Aufbau',
          offset_minutes: '120',
          offset_direction: 'before',
          duration_minutes: '90',
        })
      ).status,
    ).toBe(302)
    expect(
      (
        await w.post({
          intent: 'add-entry',
          title: 'Sektempfang',
          offset_minutes: '0',
          offset_direction: 'before',
          visible_to_customer: 'on',
        })
      ).status,
    ).toBe(302)
    expect(
      (
        await w.post({
          intent: 'add-entry',
          title: 'Eröffnungstanz',
          offset_minutes: '150',
          offset_direction: 'after',
          location: 'Saal',
        })
      ).status,
    ).toBe(302)
    const rows = getDb()
      .select()
      .from(s.templateRunOfShowEntries)
      .where(eq(s.templateRunOfShowEntries.templateId, w.template.id))
      .all()
    expect(Object.fromEntries(rows.map((r) => [r.title, r.offsetMinutes]))).toEqual({
      Aufbau: -120,
      Sektempfang: 0,
      Eröffnungstanz: 150,
    })
    expect(rows.find((r) => r.title === 'Sektempfang')!.visibleToCustomer).toBe(true)
    const tanz = rows.find((r) => r.title === 'Eröffnungstanz')!
    expect((await w.post({ intent: 'move-entry', row_id: tanz.id, direction: 'up' })).status).toBe(302)
    expect(entryTitles(w.template.id)).toEqual(['Aufbau', 'Eröffnungstanz', 'Sektempfang'])
    expect((await w.post({ intent: 'delete-entry', row_id: tanz.id })).status).toBe(302)
    expect(entryTitles(w.template.id)).toEqual(['Aufbau', 'Sektempfang'])

    const loaded = (
      await call(h(page.loader), makeRequest(`/tenant/templates/${w.template.id}/ablauf`, { cookie: w.cookie }), {
        templateId: w.template.id,
      })
    ).data as {
      entries: { title: string; offsetMinutes: number }[]
    }
    expect(loaded.entries.map((e) => e.title)).toEqual(['Aufbau', 'Sektempfang'])
  })

  it('answers bad input at its field in German and saves nothing', async () => {
    const w = await world()
    const entry = await w.post({
      intent: 'add-entry',
      title: '',
      offset_minutes: '1,5',
      offset_direction: 'sideways',
      duration_minutes: '0',
    })
    expect(entry.status).toBe(400)
    expect(fieldErrors(entry)).toEqual({
      title: ['Titel ist erforderlich'],
      offset_minutes: ['Bitte geben Sie ganze Minuten ein'],
      offset_direction: ['Bitte wählen Sie „vor Beginn“ oder „nach Beginn“'],
      duration_minutes: ['Die Dauer liegt zwischen 1 und 1440 Minuten'],
    })
    const task = await w.post({ intent: 'add-task', title: 'Blumen bestellen', days_before: '400' })
    expect(task.status).toBe(400)
    expect(fieldErrors(task)).toEqual({ days_before: ['Höchstens 365 Tage'] })
    expect(
      getDb()
        .select()
        .from(s.templateRunOfShowEntries)
        .where(eq(s.templateRunOfShowEntries.templateId, w.template.id))
        .all(),
    ).toHaveLength(0)
    expect(
      getDb().select().from(s.templateTasks).where(eq(s.templateTasks.templateId, w.template.id)).all(),
    ).toHaveLength(0)
  })

  it('gives a new event from the template its Ablaufplan timed from the start and its tasks due before the event, for the event’s planner', async () => {
    const w = await world()
    const forms: Record<string, string>[] = [
      { title: 'Aufbau', offset_minutes: '120', offset_direction: 'before' },
      { title: 'Sektempfang', offset_minutes: '0', offset_direction: 'after', visible_to_customer: 'on' },
      { title: 'Tanz', offset_minutes: '330', offset_direction: 'after' },
      { title: 'Mitternachtssnack', offset_minutes: '390', offset_direction: 'after' },
    ]
    for (const form of forms) {
      expect((await w.post({ intent: 'add-entry', ...form })).status).toBe(302)
    }
    expect((await w.post({ intent: 'add-task', title: 'Blumen bestellen', days_before: '14' })).status).toBe(302)
    expect(
      (await w.post({ intent: 'add-task', title: 'Dankeskarten', days_before: '3', after_event: 'on' })).status,
    ).toBe(302)

    const created = await call(
      h(newEventAction),
      makeRequest('/tenant/events/new', {
        cookie: w.cookie,
        form: {
          name: 'Hochzeit Weber',
          event_type: 'Hochzeit',
          template_id: w.template.id,
          end_customer_id: w.customer.id,
          event_date: '2031-06-19',
          deadline_at: '2031-06-01',
          assigned_planner_id: w.planner.id,
          starts_at: '2031-06-19T18:00',
        },
      }),
    )
    expect(created.status).toBe(302)
    const event = getDb().select().from(s.events).where(eq(s.events.tenantId, w.tenant.id)).get()!
    const entries = getDb()
      .select()
      .from(s.runOfShowEntries)
      .where(eq(s.runOfShowEntries.eventId, event.id))
      .all()
      .sort((a, b) => a.position - b.position)
    // 18:00 − 2 h = 16:00; + 5 h 30 = 23:30; + 6 h 30 = 00:30 (after midnight)
    expect(entries.map((e) => [e.title, e.time, e.visibleToCustomer])).toEqual([
      ['Aufbau', '16:00', false],
      ['Sektempfang', '18:00', true],
      ['Tanz', '23:30', false],
      ['Mitternachtssnack', '00:30', false],
    ])
    const tasks = getDb()
      .select()
      .from(s.eventTasks)
      .where(eq(s.eventTasks.eventId, event.id))
      .all()
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
    // 19 June − 14 days = 5 June; 19 June + 3 days = 22 June
    expect(tasks.map((t) => [t.title, t.dueOn, t.daysBefore, t.assigneeUserId])).toEqual([
      ['Blumen bestellen', '2031-06-05', 14, w.planner.id],
      ['Dankeskarten', '2031-06-22', -3, w.planner.id],
    ])
  })

  it('answers 404 for another tenant’s template and row, changing nothing', async () => {
    const a = await world()
    const b = await world()
    expect((await a.post({ intent: 'add-task', title: 'Blumen bestellen', days_before: '14' })).status).toBe(302)
    const task = getDb().select().from(s.templateTasks).where(eq(s.templateTasks.templateId, a.template.id)).get()!
    const foreign = await call(
      h(page.action),
      makeRequest(`/tenant/templates/${a.template.id}/ablauf`, {
        cookie: b.cookie,
        form: { intent: 'delete-task', row_id: task.id },
      }),
      { templateId: a.template.id },
    )
    expect(foreign.status).toBe(404)
    // B's own template, A's task id: not found either
    expect((await b.post({ intent: 'delete-task', row_id: task.id })).status).toBe(404)
    expect(
      getDb().select().from(s.templateTasks).where(eq(s.templateTasks.templateId, a.template.id)).all(),
    ).toHaveLength(1)
  })
})
