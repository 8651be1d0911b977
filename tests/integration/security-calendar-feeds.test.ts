import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as settingsAction } from '~/routes/tenant.settings_.calendar'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Every calendar feed is a live token into the tenant's calendar. A user has
// at most 10 at a time and creates at most 20 a day (regenerating counts).

type Handler = Parameters<typeof call>[0]
const settings = settingsAction as unknown as Handler

const live = (userId: string) =>
  getDb()
    .select()
    .from(s.calendarFeeds)
    .where(and(eq(s.calendarFeeds.userId, userId), isNull(s.calendarFeeds.revokedAt)))
    .all()

describe('calendar feed tokens per user', () => {
  it('the 11th live feed is refused with a message; after a revoke there is room again', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const { user: colleague } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const create = () =>
      call(settings, makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope: 'all' }, cookie }))
    for (let i = 0; i < 10; i++) expect((await create()).status).toBe(200)
    const refused = await create()
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toContain('höchstens 10 Kalender-Abos')
    expect(live(user.id)).toHaveLength(10)
    // another person's feeds are their own
    const other = await call(
      settings,
      makeRequest('/tenant/settings/calendar', {
        form: { intent: 'create', scope: 'mine' },
        cookie: await staffCookie(colleague.id, tenant.id),
      }),
    )
    expect(other.status).toBe(200)
    const revoked = await call(
      settings,
      makeRequest('/tenant/settings/calendar', { form: { intent: 'revoke', feed_id: live(user.id)[0]!.id }, cookie }),
    )
    expect(revoked.status).toBe(302)
    expect((await create()).status).toBe(200)
    expect(live(user.id)).toHaveLength(10)
  })

  it('revoking and creating again is limited too: at most 20 feeds a day', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await call(
        settings,
        makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope: 'all' }, cookie }),
      )
      statuses.push(res.status)
      for (const feed of live(user.id))
        await call(
          settings,
          makeRequest('/tenant/settings/calendar', { form: { intent: 'revoke', feed_id: feed.id }, cookie }),
        )
    }
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    expect(getDb().select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, user.id)).all()).toHaveLength(20)
  })
})
