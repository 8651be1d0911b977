import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { action as signupAction } from '~/routes/tenant-signup/route'
import { action as confirmAction, loader as confirmLoader } from '~/routes/confirm-email'
import { loader as checkLoader } from '~/routes/resources.subdomain-check'
import { createStaff, createTenant } from '../support/factories'
import { openLink } from '../support/link'
import { call, makeRequest } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

// Every call comes from 127.0.0.1; the per-IP limit has its own test in e2e.
beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

let n = 0
const form = (overrides: Record<string, string> = {}) => {
  n++
  return {
    intent: 'signup',
    full_name: 'Ada Lovelace',
    company: `Firma ${n}`,
    subdomain: `firma-${n}-${Date.now()}`,
    email: `ada${n}-${Date.now()}@example.com`,
    password: 'Blauer-Wal-tanzt-42',
    ...overrides,
  }
}

function outbox() {
  const dir = process.env.MAIL_OUTBOX_DIR!
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string; subject: string })
}

async function signUp(values = form()) {
  const result = await call(h(signupAction), makeRequest('/tenant-signup', { form: values }))
  return { result, values }
}

function tokenFromMail(to: string) {
  const mail = outbox()
    .filter((m) => m.to === to)
    .at(-1)!
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
}

describe('sign-up action', () => {
  it('creates user, tenant and admin profile in one go and mails the link', async () => {
    const { result, values } = await signUp()
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant-signup?mode=login&registered=1')
    const tenant = getDb().select().from(s.tenants).where(eq(s.tenants.subdomain, values.subdomain)).get()!
    expect(tenant).toMatchObject({
      name: values.company,
      status: 'trial_active',
      plan: null,
      trialStartedAt: null,
      trialExpiresAt: null,
    })
    const user = getDb().select().from(s.users).where(eq(s.users.email, values.email)).get()!
    expect(user.emailConfirmedAt).toBeNull()
    expect(user.passwordHash).toMatch(/^\$argon2id\$/)
    const token = tokenFromMail(values.email)
    const stored = getDb().select().from(s.userTokens).where(eq(s.userTokens.userId, user.id)).all()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ purpose: 'confirm_email', tokenHash: hashToken(token), usedAt: null })
    expect(stored[0]!.expiresAt - stored[0]!.createdAt).toBe(48 * 3_600_000)
  })

  it.each([
    ['subdomain', 'ab', 'Subdomain muss mindestens 3 Zeichen lang sein'],
    ['subdomain', 'shop', 'Diese Subdomain ist reserviert und nicht verfügbar'],
    ['subdomain', '', 'Gültige Subdomain erforderlich'],
    ['password', 'qwertyuiop', 'Schwaches Passwort: gehört zu den 10.000 häufigsten Passwörtern'],
    ['email', 'kein-at', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['full_name', '', 'Vollständiger Name ist erforderlich'],
  ])('refuses %s=%j with its message and creates nothing', async (field, value, message) => {
    const before = getDb().select().from(s.users).all().length
    const { result } = await signUp(form({ [field]: value }))
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain(message)
    expect(getDb().select().from(s.users).all().length).toBe(before)
  })

  it('refuses a taken subdomain without revealing an existing e-mail', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const { result } = await signUp(form({ subdomain: tenant.subdomain, email: user.email.toUpperCase() }))
    expect(result.status).toBe(400)
    const text = JSON.stringify(result.data)
    expect(text).toContain('Diese Subdomain ist bereits vergeben')
    expect(text).not.toContain('Benutzer bereits vorhanden')
  })

  it('answers a sign-up with a taken e-mail like a new one and mails the owner of the address', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const { result } = await signUp(form({ email: user.email.toUpperCase() }))
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant-signup?mode=login&registered=1')
    expect(JSON.stringify(result.data ?? '')).not.toContain('bereits vorhanden')
    expect(
      outbox()
        .filter((m) => m.to === user.email)
        .at(-1),
    ).toMatchObject({ subject: 'Registrierung mit Ihrer E-Mail-Adresse – Festplan' })
    expect(getDb().select().from(s.users).where(eq(s.users.email, user.email)).all()).toHaveLength(1)
  })
})

describe('e-mail confirmation', () => {
  it('GET changes nothing; POST confirms once, starts the 7-day trial and signs in', async () => {
    const { values } = await signUp()
    const token = tokenFromMail(values.email)
    const { page } = await openLink(h(confirmLoader), `/confirm-email?token=${token}`)
    expect(page.data).toMatchObject({ valid: true })
    const user = getDb().select().from(s.users).where(eq(s.users.email, values.email)).get()!
    expect(user.emailConfirmedAt).toBeNull()

    const post = await call(h(confirmAction), makeRequest('/confirm-email', { form: { token } }))
    expect(post.status).toBe(302)
    expect(post.location).toBe('/tenant')
    expect(post.headers.get('Set-Cookie')).toContain('festplan_session=')
    const tenant = getDb().select().from(s.tenants).where(eq(s.tenants.subdomain, values.subdomain)).get()!
    expect(tenant.trialExpiresAt! - tenant.trialStartedAt!).toBe(7 * 86_400_000)
    expect(getDb().select().from(s.users).where(eq(s.users.id, user.id)).get()!.emailConfirmedAt).not.toBeNull()

    const again = await call(h(confirmAction), makeRequest('/confirm-email', { form: { token } }))
    expect(again.status).toBe(400)
  })

  it('an expired link does nothing', async () => {
    const { values } = await signUp()
    const token = tokenFromMail(values.email)
    getDb()
      .update(s.userTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.userTokens.tokenHash, hashToken(token)))
      .run()
    const post = await call(h(confirmAction), makeRequest('/confirm-email', { form: { token } }))
    expect(post.status).toBe(400)
    expect(
      getDb().select().from(s.tenants).where(eq(s.tenants.subdomain, values.subdomain)).get()!.trialStartedAt,
    ).toBeNull()
  })
})

describe('subdomain check resource route', () => {
  it('answers the first broken rule, then uniqueness, then the preview', async () => {
    const taken = createTenant()
    const ask = async (q: string) =>
      (await call(h(checkLoader), makeRequest(`/resources/subdomain-check?subdomain=${encodeURIComponent(q)}`))).data
    expect(await ask('-x')).toMatchObject({
      status: 'invalid',
      message: 'Subdomain muss mindestens 3 Zeichen lang sein',
    })
    expect(await ask('-xyz')).toMatchObject({
      status: 'invalid',
      message: 'Subdomain darf nicht mit Bindestrich beginnen oder enden',
    })
    expect(await ask('www')).toMatchObject({
      status: 'invalid',
      message: 'Diese Subdomain ist reserviert und nicht verfügbar',
    })
    expect(await ask(taken.subdomain)).toMatchObject({
      status: 'taken',
      message: 'Diese Subdomain ist bereits vergeben',
    })
    expect(await ask('Neue-Firma')).toEqual({
      subdomain: 'neue-firma',
      status: 'available',
      message: 'Subdomain ist verfügbar!',
      preview: 'http://localhost:3000?tenant=neue-firma',
    })
  })

  it('a stale unconfirmed sign-up (older than 48 h) does not hold its subdomain', async () => {
    const old = Date.now() - 49 * 3_600_000
    const tenant = createTenant({ trialStartedAt: null, trialExpiresAt: null, createdAt: old })
    const { user } = createStaff(tenant.id, 'tenant_admin', { confirmed: false })
    getDb().update(s.users).set({ createdAt: old }).where(eq(s.users.id, user.id)).run()
    const res = await call(h(checkLoader), makeRequest(`/resources/subdomain-check?subdomain=${tenant.subdomain}`))
    expect(res.data).toMatchObject({ status: 'available' })
  })
})

describe('per-address limit on sign-up and resend', () => {
  it('the 11th auth POST from one address within a minute gets 429', async () => {
    for (let i = 0; i < 10; i++) expect((await signUp(form({ subdomain: 'x' }))).result.status).toBe(400)
    expect((await signUp(form())).result.status).toBe(429)
    const resend = await call(
      h(signupAction),
      makeRequest('/tenant-signup?mode=login', { form: { intent: 'resend-confirmation', email: 'a@b.de' } }),
    )
    expect(resend.status).toBe(429)
  })
})
