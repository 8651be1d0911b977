import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import nodeIcal from 'node-ical'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { loader as feedLoader } from '~/routes/calendar.feed.$token'
import { action as settingsAction, loader as settingsLoader } from '~/routes/tenant.settings_.calendar'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie, type CallResult } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

// A feed with 'Meine offenen Aufgaben anzeigen': the holder's own open tasks
// as all-day entries 'Aufgabe: …' on their due day, read back with node-ical.

async function world() {
  const tenant = createTenant({ name: 'Feiern & Co' })
  const { user: paula } = createStaff(tenant.id, 'tenant_planner', {
    email: `paula-${crypto.randomUUID()}@example.com`,
    fullName: 'Paula',
  })
  const { user: otto } = createStaff(tenant.id, 'tenant_planner', {
    email: `otto-${crypto.randomUUID()}@example.com`,
    fullName: 'Otto',
  })
  const event = createEvent(tenant.id, { name: 'Sommerfest', eventDate: Date.UTC(2099, 5, 19, 10) })
  const task = (values: Partial<typeof s.eventTasks.$inferInsert> & { title: string; dueOn: string }) =>
    getDb()
      .insert(s.eventTasks)
      .values({ tenantId: tenant.id, eventId: event.id, assigneeUserId: paula.id, ...values })
      .returning()
      .get()
  const open = task({ title: 'Blumen bestellen', dueOn: '2099-05-20' })
  task({ title: 'Schon erledigt', dueOn: '2099-05-21', doneAt: Date.now(), doneByUserId: paula.id })
  task({ title: 'Ottos Aufgabe', dueOn: '2099-05-22', assigneeUserId: otto.id })
  const other = createTenant()
  const { user: stranger } = createStaff(other.id, 'tenant_planner')
  const otherEvent = createEvent(other.id, { name: 'Fremdes Fest' })
  getDb()
    .insert(s.eventTasks)
    .values({
      tenantId: other.id,
      eventId: otherEvent.id,
      title: 'Fremde Aufgabe',
      dueOn: '2099-05-20',
      assigneeUserId: stranger.id,
    })
    .run()
  return {
    tenant,
    paula,
    otto,
    open,
    paulaCookie: await staffCookie(paula.id, tenant.id),
    ottoCookie: await staffCookie(otto.id, tenant.id),
  }
}

const settings = (cookie: string, form: Record<string, string>) =>
  call(h(settingsAction), makeRequest('/tenant/settings/calendar', { form, cookie }))

async function createFeed(cookie: string, form: Record<string, string>) {
  const result = await settings(cookie, { intent: 'create', ...form })
  expect(result.status).toBe(200)
  const url = (result.data as { created: { url: string } }).created.url
  return new URL(url).pathname
}

async function feedEvents(path: string) {
  const result: CallResult = await call(h(feedLoader), makeRequest(path), { token: path.split('/').pop()! })
  expect(result.status).toBe(200)
  const parsed = nodeIcal.sync.parseICS(String(result.data)) as unknown as Record<
    string,
    {
      type: string
      uid: string
      summary: string
      description?: string
      start: Date & { dateOnly?: boolean }
      end: Date
    }
  >
  return Object.values(parsed).filter((v) => v.type === 'VEVENT')
}

const localYmd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
const taskSummaries = (events: { summary: string }[]) =>
  events.map((e) => e.summary).filter((t) => t.startsWith('Aufgabe: '))

describe('calendar feed with tasks', () => {
  it('lists the holder’s own open tasks as all-day entries on their due day, nobody else’s', async () => {
    const w = await world()
    const path = await createFeed(w.paulaCookie, { scope: 'all', include_tasks: 'on' })
    const events = await feedEvents(path)
    const tasks = events.filter((e) => e.summary.startsWith('Aufgabe: '))
    expect(tasks).toHaveLength(1)
    const [task] = tasks
    expect(task!.uid).toBe(`${w.open.id}-task@festplan`)
    expect(task!.summary).toBe('Aufgabe: Blumen bestellen')
    expect(task!.description).toBe('Veranstaltung: Sommerfest')
    expect(task!.start.dateOnly).toBe(true)
    expect(localYmd(task!.start)).toBe('2099-05-20')
    expect(localYmd(task!.end)).toBe('2099-05-21')
  })

  it('shows tasks only while ticked: created without, switched on and off, kept when the address is made anew', async () => {
    const w = await world()
    const path = await createFeed(w.paulaCookie, { scope: 'mine' })
    expect(taskSummaries(await feedEvents(path))).toEqual([])
    const feed = getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, w.paula.id)).get()!
    expect((await settings(w.paulaCookie, { intent: 'tasks', feed_id: feed.id, include_tasks: 'on' })).status).toBe(302)
    expect(taskSummaries(await feedEvents(path))).toEqual(['Aufgabe: Blumen bestellen'])
    const listed = (await call(h(settingsLoader), makeRequest('/tenant/settings/calendar', { cookie: w.paulaCookie })))
      .data as { feeds: { id: string; includeTasks: boolean }[] }
    expect(listed.feeds).toEqual([expect.objectContaining({ id: feed.id, includeTasks: true })])

    const regenerated = await settings(w.paulaCookie, { intent: 'regenerate', feed_id: feed.id })
    const newPath = new URL((regenerated.data as { created: { url: string } }).created.url).pathname
    expect(taskSummaries(await feedEvents(newPath))).toEqual(['Aufgabe: Blumen bestellen'])

    const fresh = getDb()
      .select()
      .from(s.calendarFeeds)
      .where(eq(s.calendarFeeds.userId, w.paula.id))
      .all()
      .find((f) => f.revokedAt === null)!
    expect((await settings(w.paulaCookie, { intent: 'tasks', feed_id: fresh.id })).status).toBe(302)
    expect(taskSummaries(await feedEvents(newPath))).toEqual([])
  })

  it('refuses to switch another person’s feed, changing nothing', async () => {
    const w = await world()
    await createFeed(w.paulaCookie, { scope: 'all' })
    const feed = getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, w.paula.id)).get()!
    const refused = await settings(w.ottoCookie, { intent: 'tasks', feed_id: feed.id, include_tasks: 'on' })
    expect(refused.status).toBe(404)
    expect((refused.data as { error: string }).error).toBe('Dieses Abo gibt es nicht (mehr).')
    expect(getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.id, feed.id)).get()!.includeTasks).toBe(
      false,
    )
  })
})
