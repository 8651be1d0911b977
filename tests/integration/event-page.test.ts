import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { runBackgroundJob } from '~/utils/background.server'
import '~/jobs/index.server'
import * as page from '~/routes/tenant.events_.$eventId'
import * as portalMessages from '~/routes/customer-dashboard.messages'
import * as communication from '~/routes/tenant.communication'
import { sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createOfferRequest, createStaff, createTenant } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { mailsTo } from './customers-helpers'

async function world() {
  const tenant = createTenant({ name: 'Festzelt Huber GmbH' })
  const { user: planner } = createStaff(tenant.id, 'tenant_planner', {
    email: `planer-${crypto.randomUUID()}@example.com`,
    fullName: 'Paula Planer',
  })
  const cookie = await staffCookie(planner.id, tenant.id)
  const customer = createEndCustomer(tenant.id, {
    name: 'Erika Muster',
    email: `erika-${crypto.randomUUID()}@example.com`,
  })
  const event = createEvent(tenant.id, {
    name: 'Sommerfest',
    endCustomerId: customer.id,
    assignedPlannerId: planner.id,
    eventDate: Date.now() + 30 * DAY_MS,
    deadlineAt: Date.now() + 10 * DAY_MS,
  })
  return { tenant, planner, cookie, customer, event, customerCookie: await customerCookie(customer.id, tenant.id) }
}

const post = (w: { cookie: string; event: { id: string } }, form: Record<string, string>) =>
  call(page.action, makeRequest(`/tenant/events/${w.event.id}`, { cookie: w.cookie, form }), { eventId: w.event.id })
const eventRow = (id: string) => getDb().select().from(s.events).where(eq(s.events.id, id)).get()!
const activities = (id: string) =>
  getDb().select().from(s.eventActivities).where(eq(s.eventActivities.eventId, id)).all()
const messagesOf = (id: string) => getDb().select().from(s.messages).where(eq(s.messages.eventId, id)).all()

describe('status changes', () => {
  it('follows the allowed path and records each step; a refused change writes nothing', async () => {
    const w = await world()
    for (const to of ['confirmed', 'completed'])
      expect((await post(w, { intent: 'status', status: to })).status).toBe(302)
    expect(eventRow(w.event.id).status).toBe('completed')
    const refused = await post(w, { intent: 'status', status: 'draft' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Dieser Statuswechsel ist nicht erlaubt.')
    expect(eventRow(w.event.id).status).toBe('completed')
    expect(
      activities(w.event.id)
        .filter((a) => a.kind === 'status')
        .map((a) => JSON.parse(a.detailsJson)),
    ).toEqual([
      { from: 'draft', to: 'confirmed' },
      { from: 'confirmed', to: 'completed' },
    ])
  })
})

describe('deadline and unlock', () => {
  it('refuses a deadline on the event date, stores one before it', async () => {
    const w = await world()
    const before = eventRow(w.event.id).deadlineAt
    // the event's calendar day in Berlin: in the hour before midnight UTC it differs from the UTC day
    const eventDay = new Date(eventRow(w.event.id).eventDate!).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Berlin',
    })
    const bad = await post(w, { intent: 'deadline', deadline_at: eventDay })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Fristdatum muss vor dem Veranstaltungsdatum liegen')
    expect(eventRow(w.event.id).deadlineAt).toBe(before)
    const day = new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10)
    expect((await post(w, { intent: 'deadline', deadline_at: day })).status).toBe(302)
    expect(eventRow(w.event.id).deadlineAt).not.toBe(before)
    expect(activities(w.event.id).some((a) => a.kind === 'deadline')).toBe(true)
  })

  it('unlock withdraws the open request; without one it is refused', async () => {
    const w = await world()
    const offer = createOfferRequest(w.tenant.id, w.event, w.customer)
    expect((await post(w, { intent: 'unlock' })).status).toBe(302)
    expect(getDb().select().from(s.offerRequests).where(eq(s.offerRequests.id, offer.id)).get()!.status).toBe(
      'withdrawn',
    )
    expect((await post(w, { intent: 'unlock' })).status).toBe(400)
    expect(activities(w.event.id).filter((a) => a.kind === 'cart-unlocked')).toHaveLength(1)
  })
})

describe('messages, unread and notifications', () => {
  it('staff post → customer mail with a login link; customer reply → planner mail; unread counts per side', async () => {
    const w = await world()
    expect((await post(w, { intent: 'message', body: 'Hallo Erika,\nwie viele Gäste?' })).status).toBe(200)
    expect(messagesOf(w.event.id)).toHaveLength(1)
    expect(messagesOf(w.event.id)[0]!.body).toBe('Hallo Erika,\nwie viele Gäste?')
    const toCustomer = mailsTo(w.customer.email)
    expect(toCustomer).toHaveLength(1)
    expect(toCustomer[0]!.text).toContain('wie viele Gäste?')
    expect(toCustomer[0]!.text).toMatch(/customer-login\?token=/)

    const portal = await call(
      portalMessages.loader,
      makeRequest('/customer-dashboard/messages', { cookie: w.customerCookie }),
    )
    expect((portal.data as { unread: number }).unread).toBe(1)
    const reply = await call(
      portalMessages.action,
      makeRequest('/customer-dashboard/messages', {
        cookie: w.customerCookie,
        form: { event_id: w.event.id, body: '80 Gäste' },
      }),
    )
    expect(reply.status).toBe(200)
    expect(mailsTo(w.planner.email)).toHaveLength(1)
    // replying read the staff message; the staff side has one unread
    expect(
      (
        (await call(portalMessages.loader, makeRequest('/customer-dashboard/messages', { cookie: w.customerCookie })))
          .data as { unread: number }
      ).unread,
    ).toBe(0)
    const staffPage = await call(page.loader, makeRequest(`/tenant/events/${w.event.id}`, { cookie: w.cookie }), {
      eventId: w.event.id,
    })
    expect((staffPage.data as { messages: { unread: number } }).messages.unread).toBe(1)
    expect((await post(w, { intent: 'read' })).status).toBe(200)
    const after = await call(page.loader, makeRequest(`/tenant/events/${w.event.id}`, { cookie: w.cookie }), {
      eventId: w.event.id,
    })
    expect((after.data as { messages: { unread: number } }).messages.unread).toBe(0)
  })

  it('empty and over-long messages are refused with a German message, nothing written', async () => {
    const w = await world()
    const empty = await post(w, { intent: 'message', body: '   ' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.data)).toContain('Bitte geben Sie eine Nachricht ein.')
    const long = await post(w, { intent: 'message', body: 'x'.repeat(5001) })
    expect(JSON.stringify(long.data)).toContain('höchstens 5.000 Zeichen')
    expect(messagesOf(w.event.id)).toHaveLength(0)
  })

  it('at most one mail per thread and recipient per 10 minutes; the job sends the summary after the window', async () => {
    const w = await world()
    for (const body of ['Eins', 'Zwei', 'Drei']) await post(w, { intent: 'message', body })
    expect(mailsTo(w.customer.email)).toHaveLength(1)
    await runBackgroundJob('message-notifications', Date.now() + 5 * 60_000)
    expect(mailsTo(w.customer.email)).toHaveLength(1)
    await runBackgroundJob('message-notifications', Date.now() + 11 * 60_000)
    const mails = mailsTo(w.customer.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toContain('2 neue Nachrichten')
    expect(mails[1]!.text).toContain('Zwei')
    expect(mails[1]!.text).toContain('Drei')
  })

  it('another tenant cannot post to the event; another customer cannot name it', async () => {
    const w = await world()
    const other = await world()
    const cross = await call(
      page.action,
      makeRequest(`/tenant/events/${w.event.id}`, { cookie: other.cookie, form: { intent: 'message', body: 'Hallo' } }),
      { eventId: w.event.id },
    )
    expect(cross.status).toBe(404)
    const foreign = await call(
      portalMessages.action,
      makeRequest('/customer-dashboard/messages', {
        cookie: other.customerCookie,
        form: { event_id: w.event.id, body: 'Hallo' },
      }),
    )
    expect(foreign.status).toBe(404)
    expect(messagesOf(w.event.id)).toHaveLength(0)
  })
})

describe('thread and timeline windows', () => {
  type Thread = { rows: Array<{ body: string }>; total: number; older: number | null }
  type Timeline = { page: number; pageCount: number; entries: Array<{ id: string; createdAt: number }> }
  const staffPage = async (w: Awaited<ReturnType<typeof world>>, query = '') => {
    const res = await call(page.loader, makeRequest(`/tenant/events/${w.event.id}${query}`, { cookie: w.cookie }), {
      eventId: w.event.id,
    })
    return res.data as { messages: Thread; timeline: Timeline }
  }

  it('shows the newest messages oldest first; "Ältere Nachrichten" widens the window up to the whole thread', async () => {
    const w = await world()
    const t0 = Date.now() - 1000 * 60_000
    getDb()
      .insert(s.messages)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          tenantId: w.tenant.id,
          eventId: w.event.id,
          authorType: i % 2 ? 'staff' : 'customer',
          authorName: 'X',
          body: `Nachricht ${i}`,
          createdAt: t0 + i * 60_000,
        })),
      )
      .run()
    const first = (await staffPage(w)).messages
    expect(first.total).toBe(130)
    expect(first.rows.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Nachricht ${110 + i}`))
    expect(first.older).toBe(70)
    expect((await staffPage(w, '?messages=70')).messages.rows[0]!.body).toBe('Nachricht 60')
    const all = (await staffPage(w, '?messages=5000')).messages
    expect(all.rows).toHaveLength(130)
    expect(all.older).toBeNull()
    for (const odd of ['abc', '-3', '', '1e99999'])
      expect((await staffPage(w, `?messages=${odd}`)).messages.rows.length).toBeGreaterThanOrEqual(20)
    expect((await staffPage(w, '?messages=25.7')).messages.rows).toHaveLength(25)

    const portal = await call(
      portalMessages.loader,
      makeRequest(`/customer-dashboard/messages?event=${w.event.id}`, { cookie: w.customerCookie }),
    )
    const thread = portal.data as { messages: Array<{ body: string }>; older: number | null }
    expect(thread.messages).toHaveLength(50)
    expect(thread.messages.at(-1)!.body).toBe('Nachricht 129')
    expect(thread.older).toBe(100)
  })

  it('pages the timeline newest first, 50 per page, entries of the same millisecond in a stable order', async () => {
    const w = await world()
    const before = activities(w.event.id).length
    const at = Date.now() - 60_000
    getDb()
      .insert(s.eventActivities)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          tenantId: w.tenant.id,
          eventId: w.event.id,
          kind: 'message',
          actorType: 'system',
          createdAt: at - Math.floor(i / 3) * 1000,
        })),
      )
      .run()
    const pages = [await staffPage(w), await staffPage(w, '?page=2'), await staffPage(w, '?page=3')].map(
      (p) => p.timeline,
    )
    expect(pages.map((p) => p.entries.length)).toEqual([50, 50, 20 + before])
    expect(pages[0]!.pageCount).toBe(3)
    const seen = pages.flatMap((p) => p.entries)
    expect(new Set(seen.map((e) => e.id)).size).toBe(120 + before)
    const times = seen.map((e) => e.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await staffPage(w, '?page=99')).timeline.page).toBe(3)
  })
})

describe('mail log', () => {
  it('lists the tenant’s mails with links and tokens redacted, and only its own', async () => {
    const w = await world()
    const other = await world()
    expect(
      (await sendCustomerLoginLink({ tenantId: w.tenant.id, customerId: w.customer.id, actorUserId: w.planner.id })).ok,
    ).toBe(true)
    const result = await call(
      communication.loader,
      makeRequest('/tenant/communication?tab=mails', { cookie: w.cookie }),
    )
    const rows = (
      result.data as { mails: { rows: Array<{ recipient: string; subject: string; kind: string; state: string }> } }
    ).mails.rows
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ recipient: w.customer.email, kind: 'customer-login-link', state: 'sent' })
    const stored = JSON.stringify(getDb().select().from(s.mailLog).where(eq(s.mailLog.tenantId, w.tenant.id)).all())
    expect(stored).not.toMatch(/token=|https?:\/\//)
    const theirs = await call(
      communication.loader,
      makeRequest('/tenant/communication?tab=mails', { cookie: other.cookie }),
    )
    expect((theirs.data as { mails: { rows: unknown[] } }).mails.rows).toHaveLength(0)
    expect(activities(w.event.id).some((a) => a.kind === 'login-link-sent')).toBe(true)
  })
})
