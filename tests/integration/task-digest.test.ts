import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { loader as profileLoader, action as profileAction } from '~/routes/tenant.settings_.profile'
import { sendTaskDigests } from '~/services/task-digest.server'
import { runBackgroundJob } from '~/utils/background.server'
import '~/jobs/index.server'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { mailsTo } from './customers-helpers'
import { profileOf } from './team-helpers'

// The morning task mail: opted in on 'Mein Profil', from 07:00 Berlin time,
// one mail a day per person with open tasks due today or overdue.

type Handler = Parameters<typeof call>[0]

function person(
  status: 'active_paid' | 'suspended' | 'trial_active' = 'active_paid',
  tenantOverrides: Partial<typeof s.tenants.$inferInsert> = {},
) {
  const tenant = createTenant({ status, ...tenantOverrides })
  const email = `paula-${crypto.randomUUID()}@example.com`
  const { user } = createStaff(tenant.id, 'tenant_planner', { email, fullName: 'Paula Plan' })
  getDb().update(s.profiles).set({ taskDigest: true }).where(eq(s.profiles.userId, user.id)).run()
  const event = createEvent(tenant.id, { name: 'Sommerfest Müller' })
  const task = (title: string, dueOn: string, extra: Partial<typeof s.eventTasks.$inferInsert> = {}) =>
    getDb()
      .insert(s.eventTasks)
      .values({ tenantId: tenant.id, eventId: event.id, title, dueOn, assigneeUserId: user.id, ...extra })
      .run()
  return { tenant, user, email, event, task }
}

describe('the morning task mail', () => {
  it('goes out from 07:00 Berlin time, once a day, listing the due and overdue open tasks with a link to the event', async () => {
    const p = person()
    p.task('Zelt bestätigen', '2026-11-26')
    p.task('Blumen bestellen', '2026-11-20')
    p.task('Später', '2026-11-27')
    p.task('Erledigt', '2026-11-25', { doneAt: Date.UTC(2026, 10, 25), doneByUserId: p.user.id })
    const colleague = createStaff(p.tenant.id, 'tenant_planner')
    p.task('Nicht meine', '2026-11-26', { assigneeUserId: colleague.user.id })

    await sendTaskDigests(Date.parse('2026-11-26T05:59:00Z')) // 06:59 Berlin (CET)
    expect(mailsTo(p.email)).toHaveLength(0)

    await sendTaskDigests(Date.parse('2026-11-26T06:00:00Z')) // 07:00 Berlin
    const mails = mailsTo(p.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Ihre 2 Aufgaben für heute')
    expect(mails[0]!.text).toContain('Hallo Paula Plan,')
    expect(mails[0]!.text).toContain('Ihre offenen Aufgaben am 26.11.2026 (fällig heute oder überfällig):')
    expect(mails[0]!.text).toContain(
      `„Blumen bestellen“ – Sommerfest Müller – fällig am 20.11.2026 (überfällig): http://localhost:3000/tenant/events/${p.event.id}?tenant=${p.tenant.subdomain}`,
    )
    expect(mails[0]!.text).toContain('„Zelt bestätigen“ – Sommerfest Müller – fällig heute')
    expect(mails[0]!.text.indexOf('Blumen bestellen')).toBeLessThan(mails[0]!.text.indexOf('Zelt bestätigen'))
    expect(mails[0]!.text).not.toContain('Später')
    expect(mails[0]!.text).not.toContain('Erledigt')
    expect(mails[0]!.text).not.toContain('Nicht meine')
    expect(mailsTo(colleague.user.email)).toHaveLength(0)
    expect(profileOf(p.user.id)!.taskDigestSentOn).toBe('2026-11-26')

    await sendTaskDigests(Date.parse('2026-11-26T06:10:00Z'))
    await sendTaskDigests(Date.parse('2026-11-26T22:59:00Z')) // 23:59 Berlin
    expect(mailsTo(p.email)).toHaveLength(1)

    await sendTaskDigests(Date.parse('2026-11-26T23:30:00Z')) // 00:30 on the 27th, before 07:00
    expect(mailsTo(p.email)).toHaveLength(1)
    await sendTaskDigests(Date.parse('2026-11-27T06:00:00Z')) // next day 07:00: 'Später' is due now
    expect(mailsTo(p.email)).toHaveLength(2)
    expect(mailsTo(p.email)[1]!.text).toContain('„Später“ – Sommerfest Müller – fällig heute')
  })

  it('the background job runs it', async () => {
    const p = person()
    p.task('Getränke zählen', '2026-11-26')
    await runBackgroundJob('task-digest', Date.parse('2026-11-26T06:30:00Z'))
    expect(mailsTo(p.email).map((m) => m.subject)).toEqual(['Ihre Aufgabe für heute'])
  })

  it('counts Berlin summer time on the day the clocks go forward (29.03.2026, CEST = UTC+2)', async () => {
    const p = person()
    p.task('Sekt kalt stellen', '2026-03-29')
    await sendTaskDigests(Date.parse('2026-03-29T04:59:00Z')) // 06:59 Berlin
    expect(mailsTo(p.email)).toHaveLength(0)
    await sendTaskDigests(Date.parse('2026-03-29T05:00:00Z')) // 07:00 Berlin
    expect(mailsTo(p.email)).toHaveLength(1)
    await sendTaskDigests(Date.parse('2026-03-29T06:00:00Z'))
    expect(mailsTo(p.email)).toHaveLength(1)
  })

  it('counts winter time on the day the clocks go back (25.10.2026, CET = UTC+1)', async () => {
    const p = person()
    p.task('Stühle zählen', '2026-10-25')
    await sendTaskDigests(Date.parse('2026-10-24T22:30:00Z')) // 00:30 Berlin on the 25th (CEST)
    await sendTaskDigests(Date.parse('2026-10-25T05:59:00Z')) // 06:59 Berlin (CET)
    expect(mailsTo(p.email)).toHaveLength(0)
    await sendTaskDigests(Date.parse('2026-10-25T06:00:00Z')) // 07:00 Berlin
    expect(mailsTo(p.email)).toHaveLength(1)
    expect(mailsTo(p.email)[0]!.text).toContain('Ihre offenen Aufgaben am 25.10.2026')
  })

  it('turns the year: 31.12. and then 01.01. each get their mail', async () => {
    const p = person()
    p.task('Feuerwerk abholen', '2026-12-31')
    await sendTaskDigests(Date.parse('2026-12-31T06:00:00Z')) // 07:00 Berlin
    await sendTaskDigests(Date.parse('2026-12-31T22:59:00Z')) // 23:59 Berlin
    await sendTaskDigests(Date.parse('2026-12-31T23:30:00Z')) // 00:30 Berlin on 01.01.2027
    expect(mailsTo(p.email)).toHaveLength(1)
    expect(mailsTo(p.email)[0]!.text).toContain('Ihre offenen Aufgaben am 31.12.2026')
    await sendTaskDigests(Date.parse('2027-01-01T06:00:00Z'))
    expect(mailsTo(p.email)).toHaveLength(2)
    expect(mailsTo(p.email)[1]!.text).toContain(
      '„Feuerwerk abholen“ – Sommerfest Müller – fällig am 31.12.2026 (überfällig)',
    )
  })

  it('nobody without due tasks, nobody who did not opt in, nobody of a read-only tenant', async () => {
    const free = person()
    free.task('Nächste Woche', '2026-12-03')
    const notOptedIn = person()
    notOptedIn.task('Heute', '2026-11-26')
    getDb().update(s.profiles).set({ taskDigest: false }).where(eq(s.profiles.userId, notOptedIn.user.id)).run()
    const suspended = person('suspended')
    suspended.task('Heute', '2026-11-26')
    const expired = person('trial_active', { trialExpiresAt: Date.parse('2026-11-01T00:00:00Z') })
    expired.task('Heute', '2026-11-26')

    await sendTaskDigests(Date.parse('2026-11-26T07:00:00Z'))
    for (const p of [free, notOptedIn, suspended, expired]) expect(mailsTo(p.email), p.email).toHaveLength(0)
    expect(profileOf(suspended.user.id)!.taskDigestSentOn).toBeNull()
  })
})

describe("'Mein Profil': the morning mail setting", () => {
  it('is off by default, ticking it saves it, and a form without the tick turns it off', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const before = await call(profileLoader as unknown as Handler, makeRequest('/tenant/settings/profile', { cookie }))
    expect((before.data as { profile: { taskDigest: boolean } }).profile.taskDigest).toBe(false)

    const on = await call(
      profileAction as unknown as Handler,
      makeRequest('/tenant/settings/profile', {
        cookie,
        form: { intent: 'profile', full_name: 'Pia Plan', task_digest: 'on' },
      }),
    )
    expect(on.location).toBe('/tenant/settings')
    expect(profileOf(user.id)!.taskDigest).toBe(true)
    const after = await call(profileLoader as unknown as Handler, makeRequest('/tenant/settings/profile', { cookie }))
    expect((after.data as { profile: { taskDigest: boolean } }).profile.taskDigest).toBe(true)

    await call(
      profileAction as unknown as Handler,
      makeRequest('/tenant/settings/profile', { cookie, form: { intent: 'profile', full_name: 'Pia Plan' } }),
    )
    expect(profileOf(user.id)!.taskDigest).toBe(false)
  })
})
