import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import nodeIcal from 'node-ical'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { berlinDayStart, berlinYmd, ymdToStored } from '~/domain/event-dates'
import { eventStatusLabel } from '~/domain/event-status'
import { recordEventActivity } from '~/models/event-activity.server'
import { removeMember } from '~/models/team.server'
import { feedStart } from '~/services/calendar/ics-feed.server'
import { loader as feedLoader } from '~/routes/calendar.feed.$token'
import { action as settingsAction } from '~/routes/tenant.settings_.calendar'
import { action as editAction } from '~/routes/tenant.events_.$eventId_.edit'
import { createEndCustomer, createEvent, createStaff, createTemplate, createTenant } from '../support/factories'
import { fixClockPerTest } from '../support/clock'
import { call, makeRequest, staffCookie, type CallResult } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

// The subscribable feed, read back with an independent parser (node-ical) and
// compared with the database row by row.

// The feed's window starts twelve months back from "now"; the fixtures below
// are dates of 2026, so "now" is fixed in November 2026.
fixClockPerTest('2026-11-20T10:00:00+01:00')

type Created = { created: { url: string; webcal: string } | null }

async function world() {
  const tenant = createTenant({ name: 'Feiern & Co' })
  const admin = createStaff(tenant.id, 'tenant_admin')
  const planner = createStaff(tenant.id, 'tenant_planner')
  const template = createTemplate(tenant.id)
  const customer = createEndCustomer(tenant.id, { email: 'kundin-geheim@example.com', phone: '+49 170 5550101' })
  const contact = {
    contactEmail: 'kontakt-geheim@example.com',
    contactPhone: '+49 30 5550199',
    endCustomerId: customer.id,
    templateId: template.id,
  }
  const events = {
    // the spring DST change: Sunday 29 March 2026; deadline the day before
    spring: createEvent(tenant.id, {
      name: 'Frühlingsball',
      status: 'confirmed',
      eventDate: ymdToStored('2026-03-29'),
      deadlineAt: ymdToStored('2026-03-28'),
      assignedPlannerId: planner.user.id,
      ...contact,
    }),
    // the autumn change: Sunday 25 October 2026, cancelled
    autumn: createEvent(tenant.id, {
      name: 'Herbstgala',
      status: 'cancelled',
      eventDate: ymdToStored('2026-10-25'),
      deadlineAt: ymdToStored('2026-10-24'),
      ...contact,
    }),
    // written by other means: 00:30 and 23:30 Berlin time on DST days
    earlyMorning: createEvent(tenant.id, {
      name: 'Frühstück',
      status: 'draft',
      eventDate: berlinDayStart('2026-03-30') + 30 * 60_000,
      ...contact,
    }),
    lateNight: createEvent(tenant.id, {
      name: 'Mitternachtsparty',
      status: 'completed',
      eventDate: berlinDayStart('2026-10-26') - 30 * 60_000,
      ...contact,
    }),
    // only its deadline lies in the feed's window
    future: createEvent(tenant.id, {
      name: 'Neujahrsempfang',
      status: 'draft',
      deadlineAt: ymdToStored('2026-12-15'),
      ...contact,
    }),
    // older than twelve months: not in the feed
    old: createEvent(tenant.id, {
      name: 'Uralt',
      status: 'completed',
      eventDate: ymdToStored('2024-06-01'),
      deadlineAt: ymdToStored('2024-05-01'),
    }),
  }
  const other = createTenant({ name: 'Andere GmbH' })
  createEvent(other.id, {
    name: 'Kanarienvogel-B',
    status: 'confirmed',
    eventDate: ymdToStored('2026-03-29'),
    deadlineAt: ymdToStored('2026-03-28'),
  })
  return {
    tenant,
    admin,
    planner,
    template,
    customer,
    events,
    other,
    adminCookie: await staffCookie(admin.user.id, tenant.id),
    plannerCookie: await staffCookie(planner.user.id, tenant.id),
  }
}

async function createFeed(cookie: string, scope: 'all' | 'mine') {
  const result = await call(
    h(settingsAction),
    makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope }, cookie }),
  )
  expect(result.status).toBe(200)
  const created = (result.data as Created).created!
  const path = new URL(created.url).pathname + new URL(created.url).search
  const token = /\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics/.exec(created.url)![1]!
  expect(created.webcal.startsWith('webcal://')).toBe(true)
  return { path, token }
}

function getFeed(path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, 'http://localhost:3000')
  const param = url.pathname.split('/').pop()!
  return call(h(feedLoader), makeRequest(path, { headers }), { token: param })
}

type VEvent = {
  type: string
  uid: string
  start: Date & { dateOnly?: boolean }
  end: Date
  summary: string
  sequence: number | string
  status?: string
  url?: { val: string } | string
  lastmodified: Date
  dtstamp: Date
  description?: string
}

function parse(result: CallResult) {
  const text = String(result.data)
  const parsed = nodeIcal.sync.parseICS(text) as unknown as Record<string, VEvent>
  const vevents = Object.values(parsed).filter((v) => v.type === 'VEVENT')
  return { text, vevents, byUid: new Map(vevents.map((v) => [v.uid, v])) }
}

/** node-ical makes a date-only value local midnight of that day. */
function localYmd(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('calendar feed', () => {
  it('holds every event date and deadline from twelve months back, all-day on the Berlin day, and nothing else', async () => {
    const w = await world()
    const { path } = await createFeed(w.adminCookie, 'all')
    const result = await getFeed(path)
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const { text, vevents, byUid } = parse(result)

    const start = feedStart()
    const rows = getDb().select().from(s.events).where(eq(s.events.tenantId, w.tenant.id)).all()
    const expected: { uid: string; day: number; title: string; row: (typeof rows)[number] }[] = []
    for (const row of rows) {
      if (row.eventDate !== null && row.eventDate >= start)
        expected.push({ uid: `${row.id}-date@festplan`, day: row.eventDate, title: row.name, row })
      if (row.deadlineAt !== null && row.deadlineAt >= start)
        expected.push({ uid: `${row.id}-deadline@festplan`, day: row.deadlineAt, title: `Frist: ${row.name}`, row })
    }
    expect(vevents.map((v) => v.uid).sort()).toEqual(expected.map((e) => e.uid).sort())
    expect(expected).toHaveLength(7)
    for (const e of expected) {
      const v = byUid.get(e.uid)!
      expect(v.start.dateOnly).toBe(true)
      expect(localYmd(v.start)).toBe(berlinYmd(e.day))
      expect(v.end.getTime() - v.start.getTime()).toBeGreaterThanOrEqual(23 * 3600_000)
      expect(v.summary).toBe(e.title)
      expect(Number(v.sequence)).toBe(0)
      expect(v.status).toBe(
        e.row.status === 'cancelled' ? 'CANCELLED' : e.row.status === 'draft' ? 'TENTATIVE' : 'CONFIRMED',
      )
      expect(typeof v.url === 'string' ? v.url : v.url?.val).toBe(
        `http://localhost:3000/tenant/events/${e.row.id}?tenant=${w.tenant.subdomain}`,
      )
      expect(v.lastmodified.getTime()).toBe(Math.floor(e.row.createdAt / 1000) * 1000)
      expect(v.dtstamp).toBeInstanceOf(Date)
      expect(v.description).toContain(eventStatusLabel(e.row.status))
    }
    // the DST days, literally
    expect(text).toContain(`UID:${w.events.spring.id}-date@festplan\r\nSEQUENCE:0\r\nDTSTAMP:`)
    expect(text).toMatch(
      new RegExp(
        `UID:${w.events.spring.id}-date@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20260329\\r\\nDTEND;VALUE=DATE:20260330`,
      ),
    )
    expect(text).toMatch(new RegExp(`UID:${w.events.autumn.id}-date@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20261025`))
    expect(text).toMatch(
      new RegExp(`UID:${w.events.earlyMorning.id}-date@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20260330`),
    )
    expect(text).toMatch(new RegExp(`UID:${w.events.lateNight.id}-date@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20261025`))
    // calendar name, refresh hint, no customer contact, nothing of the other tenant
    expect(text).toContain('X-WR-CALNAME:Festplan – Feiern & Co')
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H')
    expect(text).toContain('X-PUBLISHED-TTL:PT1H')
    for (const secret of ['kundin-geheim', 'kontakt-geheim', '5550101', '5550199', 'Kanarienvogel-B', 'Uralt'])
      expect(text).not.toContain(secret)
  })

  it("'mine' holds only the user's assigned events", async () => {
    const w = await world()
    const { path } = await createFeed(w.plannerCookie, 'mine')
    const { vevents, text } = parse(await getFeed(path))
    expect(vevents.map((v) => v.uid).sort()).toEqual(
      [`${w.events.spring.id}-date@festplan`, `${w.events.spring.id}-deadline@festplan`].sort(),
    )
    expect(text).toContain('X-WR-CALNAME:Festplan – Feiern & Co (meine Events)')
  })

  it('keeps UIDs across regeneration; the old token then answers 404 like an unknown one', async () => {
    const w = await world()
    const first = await createFeed(w.adminCookie, 'all')
    const before = parse(await getFeed(first.path))
      .vevents.map((v) => v.uid)
      .sort()
    const feed = getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.tenantId, w.tenant.id)).get()!
    expect(feed.tokenHash).not.toContain(first.token)
    const regen = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'regenerate', feed_id: feed.id },
        cookie: w.adminCookie,
      }),
    )
    const url = (regen.data as Created).created!.url
    const path = new URL(url).pathname + new URL(url).search
    expect(path).not.toBe(first.path)
    expect(
      parse(await getFeed(path))
        .vevents.map((v) => v.uid)
        .sort(),
    ).toEqual(before)
    const old = await getFeed(first.path)
    const unknown = await getFeed(`/calendar/feed/${'A'.repeat(43)}.ics?tenant=${w.tenant.subdomain}`)
    expect(old.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(old.data).toEqual(unknown.data)
  })

  it('raises SEQUENCE and LAST-MODIFIED after an edit and after a timeline entry; the old ETag then gets the new feed', async () => {
    const w = await world()
    const { path } = await createFeed(w.adminCookie, 'all')
    const first = await getFeed(path)
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await getFeed(path, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.data).toBe('')

    const event = w.events.spring
    const edit = await call(
      h(editAction),
      makeRequest(`/tenant/events/${event.id}/edit`, {
        cookie: w.adminCookie,
        form: {
          name: 'Frühlingsball neu',
          event_type: 'Hochzeit',
          template_id: w.template.id,
          end_customer_id: w.customer.id,
          assigned_planner_id: w.planner.user.id,
          event_date: '2026-03-29',
          deadline_at: '2026-03-28',
          status: 'confirmed',
        },
      }),
      { eventId: event.id },
    )
    expect(edit.status).toBe(302)
    const afterEdit = await getFeed(path, { 'If-None-Match': etag })
    expect(afterEdit.status).toBe(200)
    const edited = parse(afterEdit).byUid.get(`${event.id}-date@festplan`)!
    // the edit raises the revision and writes a timeline entry: SEQUENCE rises from 0
    expect(Number(edited.sequence)).toBeGreaterThan(0)
    expect(edited.summary).toBe('Frühlingsball neu')
    expect(edited.lastmodified.getTime()).toBeGreaterThan(Math.floor(event.createdAt / 1000) * 1000 - 1)
    expect(Number(parse(afterEdit).byUid.get(`${event.id}-deadline@festplan`)!.sequence)).toBeGreaterThan(0)
    // untouched events keep their sequence
    expect(Number(parse(afterEdit).byUid.get(`${w.events.autumn.id}-date@festplan`)!.sequence)).toBe(0)

    recordEventActivity(w.tenant.id, {
      eventId: event.id,
      kind: 'status-changed',
      actor: { type: 'system' },
      at: Date.now() + 5000,
    })
    const afterActivity = parse(await getFeed(path)).byUid.get(`${event.id}-date@festplan`)!
    expect(Number(afterActivity.sequence)).toBe(Number(edited.sequence) + 1)
    expect(afterActivity.lastmodified.getTime()).toBeGreaterThan(edited.lastmodified.getTime())
  })

  it('answers 404 for a revoked feed, a suspended tenant, a removed user and on another tenant’s host', async () => {
    const w = await world()
    const revokedFeed = await createFeed(w.adminCookie, 'all')
    const feedRow = getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, w.admin.user.id)).get()!
    const revoke = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'revoke', feed_id: feedRow.id },
        cookie: w.adminCookie,
      }),
    )
    expect(revoke.status).toBe(302)
    expect((await getFeed(revokedFeed.path)).status).toBe(404)

    const plannerFeed = await createFeed(w.plannerCookie, 'all')
    expect((await getFeed(plannerFeed.path)).status).toBe(200)
    expect(
      (await getFeed(plannerFeed.path.replace(`tenant=${w.tenant.subdomain}`, `tenant=${w.other.subdomain}`))).status,
    ).toBe(404)
    expect(removeMember(w.tenant.id, w.planner.user.id)).toBe('ok')
    expect((await getFeed(plannerFeed.path)).status).toBe(404)

    const live = await createFeed(w.adminCookie, 'all')
    expect((await getFeed(live.path)).status).toBe(200)
    getDb().update(s.tenants).set({ status: 'suspended' }).where(eq(s.tenants.id, w.tenant.id)).run()
    expect((await getFeed(live.path.replace(/\?.*$/, ''))).status).toBe(404)
  })

  it('stamps the last use at most hourly during the GET, and limits requests per token', async () => {
    const w = await world()
    const { path } = await createFeed(w.adminCookie, 'mine')
    const row = () => getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, w.admin.user.id)).get()!
    expect(row().lastUsedAt).toBeNull()
    expect((await getFeed(path)).status).toBe(200)
    const stamped = row().lastUsedAt!
    expect(stamped).toBeGreaterThan(Date.now() - 60_000)
    getDb()
      .update(s.calendarFeeds)
      .set({ lastUsedAt: stamped - 1000 })
      .where(eq(s.calendarFeeds.id, row().id))
      .run()
    expect((await getFeed(path)).status).toBe(200)
    expect(row().lastUsedAt).toBe(stamped - 1000)
    let status = 200
    for (let i = 0; i < 60 && status === 200; i++) status = (await getFeed(path)).status
    expect(status).toBe(429)
  })
})
