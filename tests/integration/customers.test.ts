import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action as listAction, loader as listLoader } from '~/routes/tenant.customers'
import { action as newAction } from '~/routes/tenant.customers.new'
import { getDb } from '~/utils/db.server'
import { resetEnvForTests } from '~/utils/env.server'
import { hashToken } from '~/utils/token.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { customersOf, linkIn, mailsTo, securityEventsOf, toastOf, tokensOf } from './customers-helpers'

type Handler = Parameters<typeof call>[0]

async function setup(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const { user } = createStaff(tenant.id, 'tenant_planner')
  getDb().update(s.profiles).set({ company: 'Feste & Co' }).where(eq(s.profiles.userId, user.id)).run()
  return { tenant, user, cookie: await staffCookie(user.id, tenant.id) }
}

const create = (cookie: string, form: Record<string, string>) =>
  call(newAction as Handler, makeRequest('/tenant/customers/new', { cookie, form }))

describe('create a customer', () => {
  it('saves the customer, stores only the hash of a 7-day token and mails the link', async () => {
    const { tenant, user, cookie } = await setup({ primaryColor: '#aa3300' })
    const result = await create(cookie, {
      name: 'Erika Muster',
      email: 'Erika@Example.com',
      phone: '0171 123',
      company: 'Muster AG',
      send_login: 'on',
    })
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant/customers')
    expect((await toastOf(result))?.description).toBe('Kunde wurde erfolgreich erstellt und Login-E-Mail versendet.')

    const [customer] = customersOf(tenant.id)
    expect(customer).toMatchObject({
      name: 'Erika Muster',
      email: 'erika@example.com',
      phone: '0171 123',
      company: 'Muster AG',
      isActive: true,
    })
    const [mail] = mailsTo('erika@example.com')
    const link = linkIn(mail!.text)
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/customer-login')
    expect(link.searchParams.get('tenant')).toBe(tenant.subdomain)
    const token = link.searchParams.get('token')!
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(mail!.text).toContain('Feste & Co')
    expect(mail!.html).toContain('background:#aa3300')

    const [stored] = tokensOf(customer!.id)
    expect(stored!.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(tokensOf(customer!.id))).not.toContain(token)
    expect(stored!.expiresAt - stored!.createdAt).toBe(7 * DAY_MS)
    expect(stored!.usedAt).toBeNull()

    const [logged] = securityEventsOf(tenant.id, 'CUSTOMER_LOGIN_EMAIL_SENT')
    expect(logged).toMatchObject({ resourceType: 'end_customer', resourceId: customer!.id, actorUserId: user.id })
    expect(JSON.parse(logged!.details)).toEqual({ customer_email: 'erika@example.com', tenant_id: tenant.id })
  })

  it('sends no login link unless asked to (a new customer has no event yet)', async () => {
    const { tenant, cookie } = await setup()
    const result = await create(cookie, { name: 'Noch Ohne', email: 'ohne-link@example.com' })
    expect(result.status).toBe(302)
    expect((await toastOf(result))?.description).toBe(
      'Kunde wurde erstellt. Den Zugang senden Sie, sobald eine Veranstaltung bereitsteht.',
    )
    expect(customersOf(tenant.id).map((c) => c.email)).toEqual(['ohne-link@example.com'])
    expect(mailsTo('ohne-link@example.com')).toHaveLength(0)
    expect(tokensOf(customersOf(tenant.id)[0]!.id)).toHaveLength(0)
  })

  it("signs with 'Ihr Event-Planer' when the planner has no company", async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    await create(await staffCookie(user.id, tenant.id), {
      name: 'Ohne Firma',
      email: 'ohne@example.com',
      send_login: 'on',
    })
    expect(mailsTo('ohne@example.com')[0]!.text).toContain('Ihr Event-Planer')
  })

  it('refuses invalid input with the spec messages and keeps what was typed', async () => {
    const { tenant, cookie } = await setup()
    const result = await create(cookie, { name: 'E', email: 'keine-mail', phone: '123', company: 'Firma X' })
    expect(result.status).toBe(400)
    const reply = (result.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result
    expect(reply.error.name).toEqual(['Name muss mindestens 2 Zeichen lang sein'])
    expect(reply.error.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein'])
    expect(reply.initialValue).toMatchObject({ name: 'E', email: 'keine-mail', phone: '123', company: 'Firma X' })
    expect(customersOf(tenant.id)).toHaveLength(0)
  })

  it('refuses an e-mail already used in the tenant (any case), but not one of another tenant', async () => {
    const { tenant, cookie } = await setup()
    const other = createTenant()
    createEndCustomer(other.id, { email: 'frei@example.com' })
    createEndCustomer(tenant.id, { email: 'doppelt@example.com' })
    const dup = await create(cookie, { name: 'Zweiter', email: 'Doppelt@Example.com' })
    expect(dup.status).toBe(400)
    expect((dup.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual([
      'Ein Kunde mit dieser E-Mail-Adresse existiert bereits',
    ])
    expect(customersOf(tenant.id)).toHaveLength(1)
    expect((await create(cookie, { name: 'Frei', email: 'frei@example.com' })).status).toBe(302)
  })

  it('is refused with a German message when the trial has expired', async () => {
    const { tenant, cookie } = await setup({ trialExpiresAt: Date.now() - 1000 })
    const result = await create(cookie, { name: 'Spät', email: 'spaet@example.com' })
    expect(result.status).toBe(403)
    // the read-only gate answers before the form is read (app/domain/read-only-gate.ts)
    expect(String(result.data)).toMatch(/Testzeitraum ist abgelaufen/)
    expect(customersOf(tenant.id)).toHaveLength(0)
  })

  it('keeps the customer and warns when the mail cannot be sent', async () => {
    const { tenant, cookie } = await setup()
    const saved = process.env.MAIL_OUTBOX_DIR!
    // a regular file where the outbox folder should be: writing the mail fails
    const blocker = path.join(path.dirname(saved), 'kein-ordner')
    fs.writeFileSync(blocker, '')
    process.env.MAIL_OUTBOX_DIR = path.join(blocker, 'outbox')
    resetEnvForTests()
    try {
      const result = await create(cookie, { name: 'Pech Vogel', email: 'pech@example.com', send_login: 'on' })
      expect(result.status).toBe(302)
      const toast = await toastOf(result)
      expect(toast).toMatchObject({
        type: 'warning',
        description: 'Kunde wurde erstellt, aber E-Mail konnte nicht versendet werden.',
      })
    } finally {
      process.env.MAIL_OUTBOX_DIR = saved
      resetEnvForTests()
    }
    expect(customersOf(tenant.id).map((c) => c.email)).toEqual(['pech@example.com'])
    expect(securityEventsOf(tenant.id, 'CUSTOMER_LOGIN_EMAIL_SENT')).toHaveLength(0)
  })
})

describe('resend the login mail', () => {
  const resend = (cookie: string, customerId: string, returnTo = '/tenant/customers?q=x') =>
    call(
      listAction as Handler,
      makeRequest('/tenant/customers', {
        cookie,
        form: { intent: 'resend', customer_id: customerId, return_to: returnTo },
      }),
    )

  it('makes a new link, retires the old one, and refuses the 4th mail within 15 minutes', async () => {
    const { tenant, cookie } = await setup()
    await create(cookie, { name: 'Nochmal Senden', email: 'nochmal@example.com', send_login: 'on' })
    const [customer] = customersOf(tenant.id)
    const first = await resend(cookie, customer!.id)
    expect(first.location).toBe('/tenant/customers?q=x')
    expect((await toastOf(first))?.description).toBe('Login-E-Mail wurde erneut versendet')

    const mails = mailsTo('nochmal@example.com')
    expect(mails).toHaveLength(2)
    const [oldToken, newToken] = mails.map((m) => linkIn(m.text).searchParams.get('token')!)
    expect(oldToken).not.toBe(newToken)
    const byHash = new Map(tokensOf(customer!.id).map((t) => [t.tokenHash, t]))
    expect(byHash.get(hashToken(oldToken!))!.usedAt).not.toBeNull()
    expect(byHash.get(hashToken(newToken!))!.usedAt).toBeNull()

    expect((await resend(cookie, customer!.id)).status).toBe(302)
    expect(mailsTo('nochmal@example.com')).toHaveLength(3)
    const fourth = await resend(cookie, customer!.id)
    expect(await toastOf(fourth)).toMatchObject({ type: 'error', description: expect.stringMatching(/15 Minuten/) })
    expect(mailsTo('nochmal@example.com')).toHaveLength(3)
    expect(tokensOf(customer!.id)).toHaveLength(3)
    expect(securityEventsOf(tenant.id, 'CUSTOMER_LOGIN_EMAIL_SENT')).toHaveLength(3)
  })

  it('counts only the last 15 minutes', async () => {
    const { tenant, cookie } = await setup()
    const customer = createEndCustomer(tenant.id)
    for (let i = 0; i < 3; i++) expect((await toastOf(await resend(cookie, customer.id)))?.type).toBe('success')
    getDb()
      .update(s.endCustomerAuthTokens)
      .set({ createdAt: Date.now() - 16 * 60_000 })
      .where(eq(s.endCustomerAuthTokens.endCustomerId, customer.id))
      .run()
    expect((await toastOf(await resend(cookie, customer.id)))?.type).toBe('success')
  })

  it('never redirects outside the list', async () => {
    const { tenant, cookie } = await setup()
    const customer = createEndCustomer(tenant.id)
    expect((await resend(cookie, customer.id, 'https://evil.example/')).location).toBe('/tenant/customers')
  })
})

describe('the list', () => {
  it('shows newest first with events from one aggregate, searches and pages', async () => {
    const { tenant, cookie } = await setup()
    const old = createEndCustomer(tenant.id, {
      name: 'Alt Kunde',
      company: 'Zeppelin GmbH',
      createdAt: Date.now() - 5000,
    })
    const young = createEndCustomer(tenant.id, { name: null, email: 'neu@example.com' })
    createEvent(tenant.id, { name: 'Hochzeit Alt', endCustomerId: old.id })
    createEvent(tenant.id, { name: 'Sommerfest', endCustomerId: old.id })
    createEndCustomer(createTenant().id, { name: 'Fremd' })
    const list = await call(listLoader as Handler, makeRequest('/tenant/customers', { cookie }))
    const data = list.data as {
      customers: Array<{ id: string; eventCount: number; events: Array<{ name: string }> }>
      total: number
    }
    expect(list.data).toMatchObject({ mailMode: 'outbox', canCreate: true, q: '', page: 1 })
    expect(data.customers.map((c) => c.id)).toEqual([young.id, old.id])
    expect(data.customers[1]!.eventCount).toBe(2)
    expect(data.customers[1]!.events.map((e) => e.name).sort()).toEqual(['Hochzeit Alt', 'Sommerfest'])
    expect(data.customers[0]).toMatchObject({ eventCount: 0, events: [] })

    const search = await call(listLoader as Handler, makeRequest('/tenant/customers?q=zeppelin', { cookie }))
    expect((search.data as typeof data).customers.map((c) => c.id)).toEqual([old.id])
    const wildcard = await call(listLoader as Handler, makeRequest('/tenant/customers?q=%25', { cookie }))
    expect((wildcard.data as typeof data).customers).toHaveLength(0)
    // German case folding both ways: SQLite's lower() alone folds ASCII only
    const umlaut = createEndCustomer(tenant.id, { name: 'ÖZTÜRK Catering', createdAt: Date.now() - 9000 })
    for (const q of ['öztürk', 'ÖzTüRk']) {
      const found = await call(
        listLoader as Handler,
        makeRequest(`/tenant/customers?q=${encodeURIComponent(q)}`, { cookie }),
      )
      expect((found.data as typeof data).customers.map((c) => c.id)).toEqual([umlaut.id])
    }

    for (let i = 0; i < 12; i++) createEndCustomer(tenant.id)
    const page2 = await call(listLoader as Handler, makeRequest('/tenant/customers?page=2', { cookie }))
    expect(page2.data).toMatchObject({ page: 2, pageCount: 2, total: 15 })
    expect((page2.data as typeof data).customers).toHaveLength(3)
  })
})

describe('the mail banner', () => {
  it('tells the truth: outbox without a Resend key, the sending-domain note with one', async () => {
    const { cookie } = await setup()
    const mode = async () =>
      ((await call(listLoader as Handler, makeRequest('/tenant/customers', { cookie }))).data as { mailMode: string })
        .mailMode
    expect(await mode()).toBe('outbox')
    process.env.RESEND_API_KEY = 're_test_key'
    resetEnvForTests()
    try {
      expect(await mode()).toBe('resend')
    } finally {
      delete process.env.RESEND_API_KEY
      resetEnvForTests()
    }
  })
})
