import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as confirm from '~/routes/confirm-email'
import * as login from '~/routes/customer-login'
import { action as forgotAction } from '~/routes/forgot-password'
import { passwordResetMails } from '~/services/mail/account-link-mail.server'
import * as invitation from '~/routes/invitation'
import * as reset from '~/routes/reset-password'
import { action as teamAction } from '~/routes/tenant.settings_.team'
import { action as signupAction } from '~/routes/tenant-signup/route'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { createEndCustomer, createStaff, createTenant } from '../support/factories'
import { call, cookieFrom, makeRequest, staffCookie } from '../support/requests'
import { linkIn, mailsTo } from './customers-helpers'
import { mintToken } from './portal-helpers'

// A one-time link's token must not stay in URLs (access
// logs, history, Referer). The GET moves it into a short-lived httpOnly
// cookie and answers 303 to the same path without it; the page's POST uses
// the cookie; the GET still writes nothing (call() arms the GET-write guard).

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

/** A link as mailed (path + query), minted through the real flow of each kind. */
const links = {
  async 'customer-login'() {
    const tenant = createTenant()
    const customer = createEndCustomer(tenant.id)
    const token = mintToken(tenant.id, customer.id)
    return { link: `/customer-login?tenant=${tenant.subdomain}&token=${token}`, token, tenant }
  },
  async 'confirm-email'() {
    const email = `bestaetigen-${crypto.randomUUID()}@example.com`
    const subdomain = `link-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
    await call(
      h(signupAction),
      makeRequest('/tenant-signup', {
        form: {
          intent: 'signup',
          full_name: 'Ada L',
          company: 'Link GmbH',
          subdomain,
          email,
          password: 'Blauer-Wal-tanzt-42',
        },
      }),
    )
    const url = linkIn(mailsTo(email).at(-1)!.text)
    return { link: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
  },
  async invitation() {
    const tenant = createTenant()
    const admin = createStaff(tenant.id, 'tenant_admin')
    const email = `eingeladen-${crypto.randomUUID()}@example.com`
    await call(
      h(teamAction),
      makeRequest('/tenant/settings/team', {
        cookie: await staffCookie(admin.user.id, tenant.id),
        form: { intent: 'invite', email, role: 'tenant_planner' },
      }),
    )
    const url = linkIn(mailsTo(email).at(-1)!.text)
    return { link: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
  },
  async 'reset-password'() {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    await call(h(forgotAction), makeRequest('/forgot-password', { form: { email: user.email } }))
    await passwordResetMails.settled()
    const url = linkIn(mailsTo(user.email).at(-1)!.text)
    return { link: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
  },
}

const routes = {
  'customer-login': {
    loader: h(login.loader),
    action: h(login.action),
    form: {},
    done: (r: { status: number }) => r.status === 200,
  },
  'confirm-email': {
    loader: h(confirm.loader),
    action: h(confirm.action),
    form: {},
    done: (r: { status: number }) => r.status === 302,
  },
  invitation: {
    loader: h(invitation.loader),
    action: h(invitation.action),
    form: { full_name: 'Neu Planer', password: 'ein-langes-passwort-123' },
    done: (r: { status: number }) => r.status === 302,
  },
  'reset-password': {
    loader: h(reset.loader),
    action: h(reset.action),
    form: { password: 'ein-langes-passwort-123' },
    done: (r: { status: number }) => r.status === 302,
  },
} as const

type Kind = keyof typeof links

describe.each(Object.keys(links) as Kind[])('the %s link', (kind) => {
  it('GET answers 303 to the path without the token; the token goes into a short-lived httpOnly, SameSite=Lax cookie', async () => {
    const { link } = await links[kind]()
    const first = await call(routes[kind].loader, makeRequest(link))
    expect(first.status).toBe(303)
    const target = new URL(first.location!, 'http://localhost:3000')
    expect(target.pathname).toBe(`/${kind}`)
    expect(target.searchParams.has('token')).toBe(false)
    // other parameters (the tenant on localhost) stay
    for (const [key, value] of new URL(link, 'http://localhost:3000').searchParams)
      if (key !== 'token') expect(target.searchParams.get(key)).toBe(value)
    const setCookie = first.headers.get('Set-Cookie')!
    expect(setCookie).toMatch(new RegExp(`^festplan_link_${kind.replace(/-/g, '_')}=`))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=1800/)
    expect(setCookie).not.toMatch(/Domain=/i)
    expect(first.headers.get('Cache-Control')).toBe('no-store')
  })

  it('the page POST signs in / completes with the cookie alone, forgets the cookie, and the used link then shows its message', async () => {
    const { link, token } = await links[kind]()
    const first = await call(routes[kind].loader, makeRequest(link))
    const cookie = cookieFrom(first.headers.get('Set-Cookie'))
    const page = await call(routes[kind].loader, makeRequest(first.location!, { cookie }))
    expect(page.status).toBe(200)
    expect(JSON.stringify(page.data)).not.toContain(token)

    const done = await call(routes[kind].action, makeRequest(first.location!, { cookie, form: routes[kind].form }))
    expect(routes[kind].done(done)).toBe(true)
    expect(
      done.headers
        .getSetCookie()
        .some(
          (c) =>
            c.startsWith(`festplan_link_${kind.replace(/-/g, '_')}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c),
        ),
    ).toBe(true)
    // the success toast (and, where it signs in, the session) still come with it
    if (kind !== 'customer-login')
      expect(done.headers.getSetCookie().some((c) => c.startsWith('festplan_toast='))).toBe(true)
    if (kind !== 'reset-password')
      expect(done.headers.getSetCookie().some((c) => /^festplan_(session|customer)=/.test(c))).toBe(true)

    // the same mailed link again: the page says it is used (no second use)
    const again = await call(routes[kind].loader, makeRequest(link))
    const reopened = await call(
      routes[kind].loader,
      makeRequest(again.location!, { cookie: cookieFrom(again.headers.get('Set-Cookie')) }),
    )
    expect(reopened.status).toBe(200)
    if (kind === 'customer-login') expect(reopened.data).toMatchObject({ state: 'error', reason: 'used' })
    if (kind === 'confirm-email') expect(reopened.data).toMatchObject({ valid: false })
    if (kind === 'invitation') expect(reopened.data).toMatchObject({ invitation: null })
    if (kind === 'reset-password') expect(reopened.data).toMatchObject({ email: null })
    const second = await call(
      routes[kind].action,
      makeRequest(again.location!, { cookie: cookieFrom(again.headers.get('Set-Cookie')), form: routes[kind].form }),
    )
    expect(second.status).toBe(400)
  })

  it('without the cookie the page has no token (a link without token= is no link)', async () => {
    const { link } = await links[kind]()
    const withoutToken = link.replace(/[?&]token=[^&]*/, '').replace(/^([^?]*)&/, '$1?')
    const page = await call(routes[kind].loader, makeRequest(withoutToken))
    expect(page.status).toBe(200)
    const post = await call(routes[kind].action, makeRequest(withoutToken, { form: routes[kind].form }))
    expect(post.status).toBe(400)
  })
})

describe('an expired customer link', () => {
  it('shows the German message after the redirect', async () => {
    const { link, token } = await links['customer-login']()
    getDb()
      .update(s.endCustomerAuthTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.endCustomerAuthTokens.tokenHash, hashToken(token)))
      .run()
    const first = await call(h(login.loader), makeRequest(link))
    const page = await call(
      h(login.loader),
      makeRequest(first.location!, { cookie: cookieFrom(first.headers.get('Set-Cookie')) }),
    )
    expect(page.data).toMatchObject({ state: 'error', reason: 'expired' })
    expect((page.data as { messages: Record<string, string> }).messages.expired).toBe(
      'Dieser Anmeldelink ist abgelaufen.',
    )
  })
})
