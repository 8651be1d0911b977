import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { DAY_MS } from '~/domain/trial'
import { todayYmd, dayBefore } from '~/domain/event-dates'
import { loader as listLoader } from '~/routes/tenant.events'
import { action as newAction } from '~/routes/tenant.events_.new'
import { action as editAction, loader as editLoader } from '~/routes/tenant.events_.$eventId_.edit'
import { action as deleteAction, loader as deleteLoader } from '~/routes/tenant.events.$eventId.delete'
import { createEndCustomer, createEvent, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

function plusDays(days: number) {
  return new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
}

async function tenantWithStaff(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const { user } = createStaff(tenant.id, 'tenant_planner')
  const template = createTemplate(tenant.id)
  const customer = createEndCustomer(tenant.id)
  return { tenant, user, template, customer, cookie: await staffCookie(user.id, tenant.id) }
}

function form(
  t: { user: { id: string }; template: { id: string }; customer: { id: string } },
  extra: Record<string, string> = {},
) {
  return {
    name: 'Sommerfest',
    event_type: 'Firmenfeier',
    template_id: t.template.id,
    end_customer_id: t.customer.id,
    event_date: plusDays(30),
    deadline_at: plusDays(20),
    assigned_planner_id: t.user.id,
    guest_count: '80',
    budget: '1234,56',
    ...extra,
  }
}

function fieldErrors(result: { data: unknown }) {
  return ((result.data as { result: { error?: Record<string, string[]> } }).result.error ?? {}) as Record<
    string,
    string[]
  >
}

describe('creating an event', () => {
  it('stores a draft with budget in cents and dates at Berlin noon', async () => {
    const t = await tenantWithStaff()
    const result = await call(
      h(newAction),
      makeRequest('/tenant/events/new', { form: form(t, { status: 'confirmed' }), cookie: t.cookie }),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant/events')
    const row = getDb().select().from(s.events).where(eq(s.events.tenantId, t.tenant.id)).get()!
    expect(row).toMatchObject({
      name: 'Sommerfest',
      status: 'draft',
      budgetCents: 123456,
      guestCount: 80,
      assignedPlannerId: t.user.id,
    })
    expect(new Date(row.eventDate!).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin' })).toBe('12:00:00')
  })

  it('puts each validation message on its own field', async () => {
    const t = await tenantWithStaff()
    const empty = await call(
      h(newAction),
      makeRequest('/tenant/events/new', { form: { contact_email: 'kaputt' }, cookie: t.cookie }),
    )
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty)).toEqual({
      name: ['Name ist erforderlich'],
      event_type: ['Veranstaltungstyp ist erforderlich'],
      template_id: ['Vorlage ist erforderlich'],
      end_customer_id: ['Kunde ist erforderlich'],
      assigned_planner_id: ['Ansprechpartner ist erforderlich'],
      event_date: ['Veranstaltungsdatum ist erforderlich'],
      deadline_at: ['Fristdatum ist erforderlich'],
      contact_email: ['Ungültige E-Mail-Adresse'],
    })
    const sameDay = await call(
      h(newAction),
      makeRequest('/tenant/events/new', { form: form(t, { deadline_at: plusDays(30) }), cookie: t.cookie }),
    )
    expect(fieldErrors(sameDay).deadline_at).toEqual(['Fristdatum muss vor dem Veranstaltungsdatum liegen'])
    expect(getDb().select().from(s.events).where(eq(s.events.tenantId, t.tenant.id)).all()).toHaveLength(0)
  })

  it('refuses past dates, bad guest counts and budgets on the server', async () => {
    const t = await tenantWithStaff()
    const yesterday = dayBefore(todayYmd())
    const result = await call(
      h(newAction),
      makeRequest('/tenant/events/new', {
        form: form(t, { event_date: yesterday, deadline_at: dayBefore(yesterday), guest_count: '0', budget: '-5' }),
        cookie: t.cookie,
      }),
    )
    const errors = fieldErrors(result)
    expect(errors.event_date).toEqual(['Das Veranstaltungsdatum darf nicht in der Vergangenheit liegen'])
    expect(errors.deadline_at).toEqual(['Das Fristdatum darf nicht in der Vergangenheit liegen'])
    expect(errors.guest_count).toEqual(['Gästeanzahl muss mindestens 1 sein'])
    expect(errors.budget).toEqual(['Budget darf nicht negativ sein'])
  })

  it('is refused with a German message when the trial has expired or the tenant is not active', async () => {
    for (const overrides of [{ trialExpiresAt: Date.now() - 1000 }, { status: 'trial_expired' as const }]) {
      const t = await tenantWithStaff(overrides)
      const result = await call(h(newAction), makeRequest('/tenant/events/new', { form: form(t), cookie: t.cookie }))
      expect(result.status).toBe(403)
      // the read-only gate answers before the form is read (app/domain/read-only-gate.ts)
      expect(String(result.data)).toMatch(/Testzeitraum ist abgelaufen/)
      expect(getDb().select().from(s.events).where(eq(s.events.tenantId, t.tenant.id)).all()).toHaveLength(0)
    }
  })
})

describe('tenant isolation', () => {
  it("staff of B cannot read, edit or delete A's event (404, unchanged)", async () => {
    const a = await tenantWithStaff()
    const b = await tenantWithStaff()
    const event = createEvent(a.tenant.id, { name: 'Geheim A' })
    const params = { eventId: event.id }
    expect(
      (await call(h(editLoader), makeRequest(`/tenant/events/${event.id}/edit`, { cookie: b.cookie }), params)).status,
    ).toBe(404)
    expect(
      (await call(h(deleteLoader), makeRequest(`/tenant/events/${event.id}/delete`, { cookie: b.cookie }), params))
        .status,
    ).toBe(404)
    const edit = await call(
      h(editAction),
      makeRequest(`/tenant/events/${event.id}/edit`, {
        form: form(b, { name: 'Übernommen', status: 'confirmed' }),
        cookie: b.cookie,
      }),
      params,
    )
    expect(edit.status).toBe(404)
    const del = await call(
      h(deleteAction),
      makeRequest(`/tenant/events/${event.id}/delete`, { form: {}, cookie: b.cookie }),
      params,
    )
    expect(del.status).toBe(404)
    const list = await call(h(listLoader), makeRequest('/tenant/events?q=Geheim', { cookie: b.cookie }))
    expect((list.data as { events: unknown[] }).events).toHaveLength(0)
    expect(getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()).toEqual(event)
  })

  it("staff of B cannot attach A's template, customer or planner", async () => {
    const a = await tenantWithStaff()
    const b = await tenantWithStaff()
    const create = await call(
      h(newAction),
      makeRequest('/tenant/events/new', {
        form: form(b, { template_id: a.template.id, end_customer_id: a.customer.id, assigned_planner_id: a.user.id }),
        cookie: b.cookie,
      }),
    )
    expect(create.status).toBe(400)
    expect(fieldErrors(create)).toMatchObject({
      template_id: ['Diese Vorlage gibt es nicht'],
      end_customer_id: ['Diesen Kunden gibt es nicht'],
      assigned_planner_id: ['Diesen Ansprechpartner gibt es nicht'],
    })
    const own = createEvent(b.tenant.id, { templateId: b.template.id, endCustomerId: b.customer.id })
    const edit = await call(
      h(editAction),
      makeRequest(`/tenant/events/${own.id}/edit`, {
        form: form(b, { template_id: a.template.id, end_customer_id: a.customer.id, status: 'draft' }),
        cookie: b.cookie,
      }),
      { eventId: own.id },
    )
    expect(edit.status).toBe(400)
    expect(getDb().select().from(s.events).where(eq(s.events.id, own.id)).get()).toEqual(own)
    expect(getDb().select().from(s.events).where(eq(s.events.tenantId, b.tenant.id)).all()).toHaveLength(1)
  })
})

describe('editing and deleting', () => {
  it('changes fields and status, keeps a past date that was already stored', async () => {
    const t = await tenantWithStaff()
    const past = Date.now() - 10 * DAY_MS
    const event = createEvent(t.tenant.id, { eventDate: past, deadlineAt: past - DAY_MS, templateId: t.template.id })
    const pastYmd = new Date(past).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
    const pastDeadline = new Date(past - DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
    const result = await call(
      h(editAction),
      makeRequest(`/tenant/events/${event.id}/edit`, {
        form: form(t, { event_date: pastYmd, deadline_at: pastDeadline, status: 'completed', name: 'Nachher' }),
        cookie: t.cookie,
      }),
      { eventId: event.id },
    )
    expect(result.status).toBe(302)
    expect(getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()).toMatchObject({
      name: 'Nachher',
      status: 'completed',
    })
  })

  it('offers only the four statuses, but keeps a stored unknown one', async () => {
    const t = await tenantWithStaff()
    const event = createEvent(t.tenant.id, { status: 'active', templateId: t.template.id })
    const bogus = await call(
      h(editAction),
      makeRequest(`/tenant/events/${event.id}/edit`, { form: form(t, { status: 'bogus' }), cookie: t.cookie }),
      { eventId: event.id },
    )
    expect(fieldErrors(bogus).status).toEqual(['Bitte wählen Sie einen Status'])
    const keep = await call(
      h(editAction),
      makeRequest(`/tenant/events/${event.id}/edit`, { form: form(t, { status: 'active' }), cookie: t.cookie }),
      { eventId: event.id },
    )
    expect(keep.status).toBe(302)
    expect(getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()!.status).toBe('active')
  })

  it('deletes only after the confirm POST', async () => {
    const t = await tenantWithStaff()
    const event = createEvent(t.tenant.id)
    const page = await call(h(deleteLoader), makeRequest(`/tenant/events/${event.id}/delete`, { cookie: t.cookie }), {
      eventId: event.id,
    })
    expect(page.data).toEqual({ name: event.name, fileCount: 0 })
    expect(getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()).toBeDefined()
    const result = await call(
      h(deleteAction),
      makeRequest(`/tenant/events/${event.id}/delete`, { form: {}, cookie: t.cookie }),
      { eventId: event.id },
    )
    expect(result.location).toBe('/tenant/events')
    expect(getDb().select().from(s.events).where(eq(s.events.id, event.id)).get()).toBeUndefined()
  })
})
