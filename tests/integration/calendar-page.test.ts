import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import nodeIcal from 'node-ical'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { berlinDayStart, todayYmd, ymdToStored } from '~/domain/event-dates'
import { loader as calendarLoader } from '~/routes/tenant.calendar'
import { action as settingsAction, loader as settingsLoader } from '~/routes/tenant.settings_.calendar'
import { loader as icsLoader } from '~/routes/customer-dashboard_.event[.ics]'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
type Entry = { kind: string; title: string; href: string; status: string | null }
type ListData = { days: string[]; entries: Record<string, Entry[]>; page: number; pageCount: number; total: number }
type PageData = {
  params: { month: string; view: string | null; mine: boolean; status: string | null; day: string | null }
  title: string
  prev: string
  next: string
  entries: Record<string, Entry[]>
  holidays: Record<string, string[]>
}

async function setup() {
  const tenant = createTenant({ bundesland: 'BY' })
  const admin = createStaff(tenant.id, 'tenant_admin')
  const planner = createStaff(tenant.id, 'tenant_planner')
  const gala = createEvent(tenant.id, {
    name: 'Gala',
    status: 'confirmed',
    eventDate: ymdToStored('2026-12-12'),
    deadlineAt: ymdToStored('2026-12-01'),
    assignedPlannerId: planner.user.id,
  })
  const party = createEvent(tenant.id, { name: 'Party', status: 'draft', eventDate: ymdToStored('2026-12-12') })
  // written by other means at 23:30 Berlin on 31 Dec: stays on that day, not January
  const silvester = createEvent(tenant.id, {
    name: 'Silvester',
    status: 'cancelled',
    eventDate: berlinDayStart('2027-01-01') - 30 * 60_000,
  })
  const other = createTenant()
  createEvent(other.id, { name: 'Fremd', eventDate: ymdToStored('2026-12-12') })
  return {
    tenant,
    admin,
    planner,
    gala,
    party,
    silvester,
    other,
    adminCookie: await staffCookie(admin.user.id, tenant.id),
    plannerCookie: await staffCookie(planner.user.id, tenant.id),
  }
}

async function page(cookie: string, query: string) {
  const result = await call(h(calendarLoader), makeRequest(`/tenant/calendar${query}`, { cookie }))
  expect(result.status).toBe(200)
  return result.data as PageData
}

describe('calendar page', () => {
  it('shows event dates, deadlines and the Bundesland’s holidays on their days, and nothing of another tenant', async () => {
    const t = await setup()
    const data = await page(t.adminCookie, '?month=2026-12')
    expect(data.title).toBe('Dezember 2026')
    expect([data.prev, data.next]).toEqual(['2026-11', '2027-01'])
    expect(data.entries['2026-12-12']!.map((e) => e.title).sort()).toEqual(['Gala', 'Party'])
    expect(data.entries['2026-12-01']!.map((e) => [e.title, e.kind, e.href])).toEqual([
      ['Frist: Gala', 'deadline', `/tenant/events/${t.gala.id}`],
    ])
    expect(data.entries['2026-12-31']!.map((e) => [e.title, e.status])).toEqual([['Silvester', 'cancelled']])
    expect(data.holidays['2026-12-25']).toEqual(['1. Weihnachtstag'])
    expect(JSON.stringify(data)).not.toContain('Fremd')
    const january = await page(t.adminCookie, '?month=2027-01')
    expect(january.holidays['2027-01-06']).toEqual(['Heilige Drei Könige'])
    // the grid's leading days of December belong to January's page, Silvester among them
    expect(january.entries['2026-12-31']).toHaveLength(1)
    expect(january.entries['2027-01-01']).toBeUndefined()
  })

  it('filters by status and by the assigned planner', async () => {
    const t = await setup()
    expect(
      Object.values((await page(t.adminCookie, '?month=2026-12&status=draft')).entries)
        .flat()
        .map((e) => e.title),
    ).toEqual(['Party'])
    const mine = await page(t.plannerCookie, '?month=2026-12&mine=1')
    expect(
      Object.values(mine.entries)
        .flat()
        .map((e) => e.title)
        .sort(),
    ).toEqual(['Frist: Gala', 'Gala'])
    expect((await page(t.adminCookie, '?month=2026-12&mine=1')).entries).toEqual({})
    const bogus = await page(t.adminCookie, '?month=2026-12&status=<script>&view=x&day=2026-13-01')
    expect(bogus.params).toEqual({ month: '2026-12', view: null, mine: false, status: null, day: null })
  })

  it('sends the grid only what a cell shows, with the day’s total, in every view; the day list gets all', async () => {
    const t = await setup()
    for (const n of [1, 2, 3, 4]) createEvent(t.tenant.id, { name: `Messe ${n}`, eventDate: ymdToStored('2026-12-12') })
    for (const view of ['&view=month', '', '&view=agenda']) {
      const grid = (await page(t.adminCookie, `?month=2026-12${view}`)) as PageData & { totals: Record<string, number> }
      expect(grid.entries['2026-12-12']).toHaveLength(2)
      expect(grid.totals['2026-12-12']).toBe(6)
    }
    const day = (await page(t.adminCookie, '?month=2026-12&view=month&day=2026-12-12')) as PageData & { list: ListData }
    expect(day.list.days).toEqual(['2026-12-12'])
    expect(day.list.entries['2026-12-12']!.map((e) => e.title)).toEqual([
      'Gala',
      'Messe 1',
      'Messe 2',
      'Messe 3',
      'Messe 4',
      'Party',
    ])
    expect([day.list.total, day.list.page, day.list.pageCount]).toEqual([6, 1, 1])
    // the agenda (no day chosen) lists the month's entries, the day's six among them
    const agenda = (await page(t.adminCookie, '?month=2026-12&view=agenda')) as PageData & { list: ListData }
    expect(agenda.list.entries['2026-12-12']).toHaveLength(6)
    // Frist: Gala on the 1st, six on the 12th, Silvester on the 31st
    expect(agenda.list.total).toBe(8)
  })

  it('counts every entry of a crowded day for “+N weitere” and shows the first of its list, in German order', async () => {
    const t = await setup()
    // 14 December: nine events (one with a start time) and three deadlines of other events
    const names = [
      'Zunftball',
      'apfelmarkt',
      'Äpfelfest',
      'Oktoberfest',
      'Ölmühle',
      'Bankett',
      'Übergabe',
      'Sommerfest',
    ]
    for (const name of names) createEvent(t.tenant.id, { name, eventDate: ymdToStored('2026-12-14') })
    createEvent(t.tenant.id, { name: 'Brunch', eventDate: ymdToStored('2026-12-14'), startsAt: '2026-12-14T09:00' })
    for (const name of ['Weihnachtsfeier', 'Ärztetag', 'Messe'])
      createEvent(t.tenant.id, { name, deadlineAt: ymdToStored('2026-12-14'), eventDate: ymdToStored('2027-02-01') })
    // 15 December: exactly three (all shown); 16 December: four (two shown, '+2 weitere')
    for (const name of ['C', 'A', 'B']) createEvent(t.tenant.id, { name, eventDate: ymdToStored('2026-12-15') })
    for (const name of ['D', 'E']) createEvent(t.tenant.id, { name, eventDate: ymdToStored('2026-12-16') })
    for (const name of ['F', 'G'])
      createEvent(t.tenant.id, { name, deadlineAt: ymdToStored('2026-12-16'), eventDate: ymdToStored('2027-02-01') })
    const data = (await page(t.adminCookie, '?month=2026-12&view=month')) as PageData & {
      totals: Record<string, number>
    }
    // what a cell says: its entries, and '+N weitere' for the rest of the total
    const cell = (ymd: string) => ({
      shown: data.entries[ymd]!.map((e) => e.title),
      more: data.totals[ymd]! - data.entries[ymd]!.length,
    })
    expect(data.totals['2026-12-14']).toBe(12)
    expect(cell('2026-12-14')).toEqual({ shown: ['09:00 Brunch', 'Äpfelfest'], more: 10 })
    expect(cell('2026-12-15')).toEqual({ shown: ['A', 'B', 'C'], more: 0 })
    expect(cell('2026-12-16')).toEqual({ shown: ['D', 'E'], more: 2 })
    expect(cell('2026-12-12')).toEqual({ shown: ['Gala', 'Party'], more: 0 })
    // the day's list behind the link: all twelve, events before deadlines, umlauts beside their base letter
    const day = (await page(t.adminCookie, '?month=2026-12&day=2026-12-14')) as PageData & { list: ListData }
    expect(day.list.entries['2026-12-14']!.map((e) => e.title)).toEqual([
      '09:00 Brunch',
      'Äpfelfest',
      'apfelmarkt',
      'Bankett',
      'Oktoberfest',
      'Ölmühle',
      'Sommerfest',
      'Übergabe',
      'Zunftball',
      'Frist: Ärztetag',
      'Frist: Messe',
      'Frist: Weihnachtsfeier',
    ])
    const d16 = (await page(t.adminCookie, '?month=2026-12&day=2026-12-16')) as PageData & { list: ListData }
    expect(d16.list.entries['2026-12-16']!.map((e) => e.title)).toEqual(['D', 'E', 'Frist: F', 'Frist: G'])
  })

  it('pages a full day’s list by 50, and the agenda of a full month; holidays stay on their page', async () => {
    const t = await setup()
    // 120 more on 12 December (122 that day), 40 on 28 December
    for (let n = 0; n < 120; n++)
      createEvent(t.tenant.id, { name: `Tag ${String(n).padStart(3, '0')}`, eventDate: ymdToStored('2026-12-12') })
    for (let n = 0; n < 40; n++)
      createEvent(t.tenant.id, { name: `Ende ${String(n).padStart(2, '0')}`, eventDate: ymdToStored('2026-12-28') })
    const dayPage = async (n: number) =>
      ((await page(t.adminCookie, `?month=2026-12&day=2026-12-12&page=${n}`)) as PageData & { list: ListData }).list
    const first = await dayPage(1)
    expect([first.total, first.page, first.pageCount]).toEqual([122, 1, 3])
    expect(first.entries['2026-12-12']).toHaveLength(50)
    expect(first.entries['2026-12-12']![0]!.title).toBe('Gala')
    const third = await dayPage(3)
    // Gala, Party, then 'Tag 000' … 'Tag 119': page 3 holds 'Tag 098' … 'Tag 119'
    expect(third.entries['2026-12-12']!.map((e) => e.title)).toEqual(
      Array.from({ length: 22 }, (_, n) => `Tag ${String(n + 98).padStart(3, '0')}`),
    )
    // beyond the last page: the last
    expect((await dayPage(99)).page).toBe(3)
    // the grid still shows two and '+120 weitere' (122 in all)
    const grid = (await page(t.adminCookie, '?month=2026-12&day=2026-12-12')) as PageData & {
      totals: Record<string, number>
    }
    expect(grid.entries['2026-12-12']).toHaveLength(2)
    expect(grid.totals['2026-12-12']).toBe(122)

    // agenda: 1 (deadline 1.12.) + 122 + 40 + 1 (Silvester) = 164 entries, 4 pages
    const agenda = async (n: number) =>
      ((await page(t.adminCookie, `?month=2026-12&view=agenda&page=${n}`)) as PageData & { list: ListData }).list
    const a1 = await agenda(1)
    expect([a1.total, a1.pageCount]).toEqual([164, 4])
    expect(a1.days).toEqual(['2026-12-01', '2026-12-12'])
    expect(a1.entries['2026-12-12']).toHaveLength(49)
    // entries 101–150: the last 23 of the 12th (1 + 122 = 123 up to it), then 27 of the 28th
    const a3 = await agenda(3)
    expect(a3.entries['2026-12-12']).toHaveLength(23)
    // the Christmas holidays lie between the 12th and the 28th: on the page where the 28th's entries begin
    expect(a3.days).toEqual(['2026-12-12', '2026-12-25', '2026-12-26', '2026-12-28'])
    expect(a3.entries['2026-12-28']).toHaveLength(27)
    const a4 = await agenda(4)
    expect(a4.days).toEqual(['2026-12-28', '2026-12-31'])
    expect(a4.entries['2026-12-28']).toHaveLength(13)
    expect(a4.entries['2026-12-31']!.map((e) => e.title)).toEqual(['Silvester'])
  })

  it('falls back to the current month for a malformed month', async () => {
    const t = await setup()
    for (const bad of ['2026-13', 'abc', '']) {
      expect((await page(t.adminCookie, `?month=${bad}`)).params.month).toBe(todayYmd().slice(0, 7))
    }
  })
})

describe('calendar settings', () => {
  it('refuses a bad scope next to the field and saves nothing', async () => {
    const t = await setup()
    const result = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope: 'alles' }, cookie: t.plannerCookie }),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('Bitte wählen Sie, welche Veranstaltungen das Abo enthält')
    expect(getDb().select().from(s.calendarFeeds).all()).toHaveLength(0)
  })

  it('lists only the user’s own feeds; another user cannot revoke them', async () => {
    const t = await setup()
    await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope: 'mine' }, cookie: t.plannerCookie }),
    )
    const feed = getDb().select().from(s.calendarFeeds).get()!
    expect(feed.userId).toBe(t.planner.user.id)
    const list = await call(h(settingsLoader), makeRequest('/tenant/settings/calendar', { cookie: t.adminCookie }))
    expect((list.data as { feeds: unknown[] }).feeds).toEqual([])
    const revoke = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', { form: { intent: 'revoke', feed_id: feed.id }, cookie: t.adminCookie }),
    )
    expect(revoke.status).toBe(404)
    expect(getDb().select().from(s.calendarFeeds).get()!.revokedAt).toBeNull()
  })

  it('lets admins, not planners, choose the Bundesland', async () => {
    const t = await setup()
    const planner = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'bundesland', bundesland: 'HH' },
        cookie: t.plannerCookie,
      }),
    )
    expect(planner.status).toBe(403)
    const bad = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'bundesland', bundesland: 'XX' },
        cookie: t.adminCookie,
      }),
    )
    expect(bad.status).toBe(400)
    const ok = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'bundesland', bundesland: 'HH' },
        cookie: t.adminCookie,
      }),
    )
    expect(ok.status).toBe(302)
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, t.tenant.id)).get()!.bundesland).toBe('HH')
    await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'bundesland', bundesland: '' },
        cookie: t.adminCookie,
      }),
    )
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, t.tenant.id)).get()!.bundesland).toBeNull()
  })
})

describe('customer .ics', () => {
  it('downloads the customer’s event date and deadline, and only theirs', async () => {
    const tenant = createTenant()
    const customer = createEndCustomer(tenant.id)
    const otherCustomer = createEndCustomer(tenant.id)
    const event = createEvent(tenant.id, {
      name: 'Unsere Hochzeit',
      endCustomerId: customer.id,
      eventDate: ymdToStored('2027-03-28'),
      deadlineAt: ymdToStored('2027-02-28'),
      notes: 'intern-geheim',
    })
    const foreign = createEvent(tenant.id, {
      name: 'Fremde Feier',
      endCustomerId: otherCustomer.id,
      eventDate: ymdToStored('2027-03-28'),
    })
    const cookie = await customerCookie(customer.id, tenant.id)
    const result = await call(
      h(icsLoader),
      makeRequest(`/customer-dashboard/event.ics?event=${foreign.id}`, { cookie }),
    )
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(result.headers.get('Content-Disposition')).toContain('attachment')
    const text = String(result.data)
    const vevents = Object.values(nodeIcal.sync.parseICS(text)).filter((v) => v?.type === 'VEVENT') as unknown as {
      uid: string
      summary: string
    }[]
    // its own UIDs: the staff feed's (<id>-date@festplan) would make a calendar that holds both merge or drop entries
    expect(vevents.map((v) => [v.uid, v.summary]).sort()).toEqual([
      [`${event.id}-date-kunde@festplan`, 'Unsere Hochzeit'],
      [`${event.id}-deadline-kunde@festplan`, 'Frist: Unsere Hochzeit'],
    ])
    expect(text).toContain('DTSTART;VALUE=DATE:20270328')
    // every line ends with CRLF (RFC 5545), the last one too
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    expect(text).not.toContain('Fremde Feier')
    expect(text).not.toContain('intern-geheim')
    const anonymous = await call(h(icsLoader), makeRequest('/customer-dashboard/event.ics'))
    expect(anonymous.status).toBe(302)
  })
})
