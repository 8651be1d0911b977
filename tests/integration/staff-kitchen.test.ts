import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as ablauf from '~/routes/tenant.events_.$eventId_.ablauf'
import * as kueche from '~/routes/tenant.events_.$eventId_.kueche'
import * as kuechePdf from '~/routes/tenant.events_.$eventId_.kueche[.pdf]'
import * as personal from '~/routes/tenant.events_.$eventId_.personal'
import * as roster from '~/routes/tenant.staff'
import * as hours from '~/routes/tenant.staff_.hours[.csv]'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEvent, createService, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Personal and Küchenzettel through their routes, as a planner uses them.

async function world() {
  const tenant = createTenant()
  const { user: planner } = createStaff(tenant.id, 'tenant_planner', {
    email: `planer-${crypto.randomUUID()}@example.com`,
    fullName: 'Paula Planer',
  })
  const cookie = await staffCookie(planner.id, tenant.id)
  const event = createEvent(tenant.id, {
    name: 'Sommerfest',
    eventDate: Date.UTC(2031, 4, 1, 10),
    guestCount: 40,
    venueName: 'Gut Blumenhof',
    startsAt: '2031-05-01T18:00',
  })
  const other = createEvent(tenant.id, { name: 'Firmenfeier', eventDate: Date.UTC(2031, 4, 1, 10) })
  return { tenant, planner, cookie, event, other }
}
type World = Awaited<ReturnType<typeof world>>

const person = (tenantId: string, name: string, hourlyCostCents: number | null = null) =>
  getDb().insert(s.staffMembers).values({ tenantId, name, role: 'service', hourlyCostCents }).returning().get()

const postPersonal = (w: World, eventId: string, form: Record<string, string>, search = '') =>
  call(personal.action, makeRequest(`/tenant/events/${eventId}/personal${search}`, { cookie: w.cookie, form }), {
    eventId,
  })

const shiftsOf = (eventId: string) => getDb().select().from(s.shifts).where(eq(s.shifts.eventId, eventId)).all()

describe('Personal: people and shifts through the routes', () => {
  it('edits a person; a bad e-mail comes back at its field and nothing changes; a person of another tenant is 404', async () => {
    const w = await world()
    const post = (form: Record<string, string>) =>
      call(roster.action, makeRequest('/tenant/staff', { cookie: w.cookie, form }), {})
    expect((await post({ intent: 'create', name: 'Jonas Koch', role: 'kitchen', hourly_cost: '15,50' })).status).toBe(
      302,
    )
    const jonas = getDb().select().from(s.staffMembers).where(eq(s.staffMembers.tenantId, w.tenant.id)).get()!
    const edit = await call(roster.loader, makeRequest(`/tenant/staff?edit=${jonas.id}`, { cookie: w.cookie }))
    expect(JSON.stringify(edit.data)).toContain('"hourly_cost":"15,50"')

    const bad = await post({
      intent: 'update',
      staff_id: jonas.id,
      name: 'Jonas Koch-Berger',
      role: 'kitchen',
      email: 'kein-mail',
      hourly_cost: '16',
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    expect(JSON.stringify(bad.data)).toContain('Jonas Koch-Berger')
    expect(getDb().select().from(s.staffMembers).where(eq(s.staffMembers.id, jonas.id)).get()!.name).toBe('Jonas Koch')

    expect(
      (
        await post({
          intent: 'update',
          staff_id: jonas.id,
          name: 'Jonas Koch-Berger',
          role: 'bar',
          email: 'Jonas@Example.com',
          hourly_cost: '16',
        })
      ).status,
    ).toBe(302)
    const saved = getDb().select().from(s.staffMembers).where(eq(s.staffMembers.id, jonas.id)).get()!
    expect([saved.name, saved.role, saved.email, saved.hourlyCostCents, saved.isActive]).toEqual([
      'Jonas Koch-Berger',
      'bar',
      'jonas@example.com',
      1600,
      false,
    ])

    const stranger = person(createTenant().id, 'Fremde Person')
    expect((await post({ intent: 'update', staff_id: stranger.id, name: 'Übernommen', role: 'bar' })).status).toBe(404)
    expect(
      (await call(roster.loader, makeRequest(`/tenant/staff?edit=${stranger.id}`, { cookie: w.cookie }))).status,
    ).toBe(404)
    expect(getDb().select().from(s.staffMembers).where(eq(s.staffMembers.id, stranger.id)).get()!.name).toBe(
      'Fremde Person',
    )
  })

  it('warns about an overlapping shift, saves it once confirmed, and edits a shift without warning about itself', async () => {
    const w = await world()
    const anna = person(w.tenant.id, 'Anna Service')
    const shift = {
      role: 'service',
      staff_id: anna.id,
      starts_at: '2031-05-01T16:00',
      ends_at: '2031-05-01T22:00',
      break_minutes: '30',
    }
    expect((await postPersonal(w, w.other.id, { intent: 'create-shift', ...shift })).status).toBe(302)

    const warned = await postPersonal(w, w.event.id, {
      intent: 'create-shift',
      ...shift,
      starts_at: '2031-05-01T20:00',
      ends_at: '2031-05-01T23:00',
    })
    expect(warned.status).toBe(400)
    expect(JSON.stringify(warned.data)).toContain(
      'Anna Service hat zu dieser Zeit schon eine Schicht: „Firmenfeier“ am 01.05.2031, 16:00–22:00 Uhr.',
    )
    expect(JSON.stringify(warned.data)).toContain('Bitte bestätigen Sie, wenn die Schicht trotzdem gelten soll.')
    expect(shiftsOf(w.event.id)).toHaveLength(0)

    expect(
      (
        await postPersonal(w, w.event.id, {
          intent: 'create-shift',
          ...shift,
          starts_at: '2031-05-01T20:00',
          ends_at: '2031-05-01T23:00',
          confirm_overlap: 'on',
        })
      ).status,
    ).toBe(302)
    const [saved] = shiftsOf(w.event.id)
    expect(saved!.staffMemberId).toBe(anna.id)

    // moved to after the other shift: no warning, and its own old times do not count
    const moved = await postPersonal(
      w,
      w.event.id,
      {
        intent: 'update-shift',
        shift_id: saved!.id,
        ...shift,
        starts_at: '2031-05-01T22:00',
        ends_at: '2031-05-02T01:00',
        break_minutes: '0',
      },
      `?edit=${saved!.id}`,
    )
    expect(moved.status).toBe(302)
    const after = getDb().select().from(s.shifts).where(eq(s.shifts.id, saved!.id)).get()!
    expect([after.startsAt, after.endsAt, after.breakMinutes]).toEqual([
      Date.UTC(2031, 4, 1, 20),
      Date.UTC(2031, 4, 1, 23),
      0,
    ])

    // an edit that ends before it starts: at the field, nothing changed
    const bad = await postPersonal(w, w.event.id, {
      intent: 'update-shift',
      shift_id: saved!.id,
      ...shift,
      starts_at: '2031-05-01T23:00',
      ends_at: '2031-05-01T22:00',
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Das Ende muss nach dem Beginn liegen')
    expect(getDb().select().from(s.shifts).where(eq(s.shifts.id, saved!.id)).get()!.startsAt).toBe(
      Date.UTC(2031, 4, 1, 20),
    )

    // a shift of another event is not found through this event's page
    const [elsewhere] = shiftsOf(w.other.id)
    expect(
      (await postPersonal(w, w.event.id, { intent: 'update-shift', shift_id: elsewhere!.id, ...shift, staff_id: '' }))
        .status,
    ).toBe(404)
    expect(
      (
        await call(
          personal.loader,
          makeRequest(`/tenant/events/${w.event.id}/personal?edit=${elsewhere!.id}`, { cookie: w.cookie }),
          { eventId: w.event.id },
        )
      ).status,
    ).toBe(404)
    expect(getDb().select().from(s.shifts).where(eq(s.shifts.id, elsewhere!.id)).get()!.staffMemberId).toBe(anna.id)
  })

  it('answers the month hours as CSV for German Excel: BOM, semicolons, decimal comma', async () => {
    const w = await world()
    const anna = person(w.tenant.id, 'Anna Service', 1550)
    // 16:00–22:30 with 30 min break = 6 h; 10:00–14:15 = 4,25 h; together 10,25 h at 15,50 € = 158,875 → 158,88 €
    for (const [from, to, pause] of [
      ['2031-05-01T16:00', '2031-05-01T22:30', '30'],
      ['2031-05-10T10:00', '2031-05-10T14:15', '0'],
    ] as const) {
      expect(
        (
          await postPersonal(w, w.event.id, {
            intent: 'create-shift',
            role: 'service',
            staff_id: anna.id,
            starts_at: from,
            ends_at: to,
            break_minutes: pause,
            confirm_overlap: 'on',
          })
        ).status,
      ).toBe(302)
    }
    const request = makeRequest('/tenant/staff/hours.csv?month=2031-05', { cookie: w.cookie })
    const response = (await runWithRequestContext(
      { method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null },
      () => hours.loader({ request, params: {}, context: {} }),
    )) as Response
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="personal-stunden-2031-05.csv"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
    expect(text.split('\r\n')).toEqual([
      'Monat;Name;Rolle;E-Mail;Schichten;Stunden;Stundensatz (EUR);Kosten (EUR)',
      '2031-05;Anna Service;Service;;2;10,25;15,50;158,88',
      '',
    ])
  })

  it('turns the shifts into offer lines on a draft offer of the event', async () => {
    const w = await world()
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await postPersonal(w, w.event.id, {
            intent: 'create-shift',
            role: 'service',
            starts_at: '2031-05-01T16:00',
            ends_at: '2031-05-01T22:00',
          })
        ).status,
      ).toBe(302)
    }
    const draft = getDb()
      .insert(s.offers)
      .values({ tenantId: w.tenant.id, eventId: w.event.id, eventName: 'Sommerfest', validUntil: '2099-12-31' })
      .returning()
      .get()
    const answer = await postPersonal(w, w.event.id, {
      intent: 'to-offer',
      offer_id: draft.id,
      hourly_rate: '30,00',
      vat_rate: '19',
    })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe(`/tenant/offers/${draft.id}`)
    const lines = getDb()
      .select()
      .from(s.offerLines)
      .where(and(eq(s.offerLines.tenantId, w.tenant.id), eq(s.offerLines.offerId, draft.id)))
      .all()
    expect(lines.map((l) => [l.text, l.quantityMilli, l.unitLabel, l.unitPriceCents, l.vatRate])).toEqual([
      ['Servicepersonal, 4 × 6 Std.', 24000, 'Std.', 3000, 19],
    ])
  })
})

describe('Küchenzettel through its routes', () => {
  it('shows the run of show with a staff person responsible and the newest accepted version after a Nachtrag', async () => {
    const w = await world()
    const jonas = person(w.tenant.id, 'Jonas Koch')
    const post = (form: Record<string, string>) =>
      call(ablauf.action, makeRequest(`/tenant/events/${w.event.id}/ablauf`, { cookie: w.cookie, form }), {
        eventId: w.event.id,
      })
    // a person of another tenant's staff is refused at the field
    const stranger = person(createTenant().id, 'Fremde Köchin')
    const refused = await post({
      intent: 'add',
      title: 'Buffet eröffnen',
      time: '19:30',
      responsible_staff_id: stranger.id,
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Diese Person gehört nicht zu Ihrem Personal')
    const both = await post({
      intent: 'add',
      title: 'Buffet eröffnen',
      time: '19:30',
      responsible_staff_id: jonas.id,
      responsible_text: 'DJ Max',
    })
    expect(both.status).toBe(400)
    expect(JSON.stringify(both.data)).toContain('nur eines davon')
    expect(
      getDb().select().from(s.runOfShowEntries).where(eq(s.runOfShowEntries.eventId, w.event.id)).all(),
    ).toHaveLength(0)
    expect(
      (
        await post({
          intent: 'add',
          title: 'Buffet eröffnen',
          time: '19:30',
          duration_minutes: '90',
          location: 'Scheune',
          responsible_staff_id: jonas.id,
        })
      ).status,
    ).toBe(302)
    expect(
      (await post({ intent: 'add', title: 'Sektempfang', time: '18:00', responsible_text: 'DJ Max' })).status,
    ).toBe(302)

    createService(w.tenant.id, { name: 'Rinderbraten', kind: 'food', allergensJson: JSON.stringify(['celery']) })
    const base = {
      tenantId: w.tenant.id,
      eventId: w.event.id,
      eventName: 'Sommerfest',
      validUntil: '2099-12-31',
      status: 'accepted' as const,
    }
    const first = getDb()
      .insert(s.offers)
      .values({ ...base, version: 1, number: 'AN-1', decidedAt: Date.UTC(2031, 0, 10) })
      .returning()
      .get()
    const nachtrag = getDb()
      .insert(s.offers)
      .values({ ...base, version: 2, number: 'AN-1-2', decidedAt: Date.UTC(2031, 1, 10) })
      .returning()
      .get()
    const line = {
      tenantId: w.tenant.id,
      position: 1,
      text: 'Rinderbraten',
      unitLabel: 'Portion',
      unitPriceCents: 2500,
      vatRate: 7,
    }
    getDb()
      .insert(s.offerLines)
      .values([
        { ...line, offerId: first.id, quantityMilli: 40_000 },
        { ...line, offerId: nachtrag.id, quantityMilli: 45_000 },
      ])
      .run()

    const page = await call(kueche.loader, makeRequest(`/tenant/events/${w.event.id}/kueche`, { cookie: w.cookie }), {
      eventId: w.event.id,
    })
    expect(page.status).toBe(200)
    const body = page.data as {
      order: { version: number }
      sheet: { food: Array<{ text: string; quantityMilli: number; allergens: Array<{ label: string }> }> }
      day: {
        venue: string[]
        times: string[]
        runOfShow: Array<{ clock: string; title: string; location: string | null; responsible: string | null }>
      }
    }
    expect(body.order.version).toBe(2)
    expect(body.sheet.food.map((l) => [l.text, l.quantityMilli, l.allergens.map((a) => a.label)])).toEqual([
      ['Rinderbraten', 45_000, ['Sellerie']],
    ])
    expect(body.day.venue).toEqual(['Gut Blumenhof'])
    expect(body.day.times).toEqual(['Beginn: 18:00 Uhr'])
    expect(body.day.runOfShow.map((e) => [e.clock, e.title, e.location, e.responsible])).toEqual([
      ['19:30–21:00 Uhr', 'Buffet eröffnen', 'Scheune', 'Jonas Koch'],
      ['18:00 Uhr', 'Sektempfang', null, 'DJ Max'],
    ])

    const pdf = await call(
      kuechePdf.loader,
      makeRequest(`/tenant/events/${w.event.id}/kueche.pdf`, { cookie: w.cookie }),
      { eventId: w.event.id },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')

    // deleting the person leaves the entry without a responsible, it is not lost
    expect(
      (
        await call(
          roster.action,
          makeRequest('/tenant/staff', { cookie: w.cookie, form: { intent: 'delete', staff_id: jonas.id } }),
          {},
        )
      ).status,
    ).toBe(302)
    const entry = getDb()
      .select()
      .from(s.runOfShowEntries)
      .where(eq(s.runOfShowEntries.title, 'Buffet eröffnen'))
      .all()
      .find((r) => r.eventId === w.event.id)!
    expect(entry.responsibleStaffId).toBeNull()
  })
})
