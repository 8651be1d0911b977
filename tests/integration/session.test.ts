import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as ownerLogin from '~/routes/owner-login'
import * as logout from '~/routes/logout'
import * as root from '~/root'
import { getAccount } from '~/services/auth/auth.server'
import { resetCookiesForTests } from '~/utils/cookies.server'
import { getDb } from '~/utils/db.server'
import { resetEnvForTests } from '~/utils/env.server'
import { redirectWithToast } from '~/utils/http.server'
import { createStaffSession, getStaffSession } from '~/services/auth/session-cookie.server'
import { createStaff, TEST_PASSWORD } from '../support/factories'
import { call, makeRequest } from '../support/requests'

type Handler = Parameters<typeof call>[0]

function sessionCookie(headers: Headers) {
  const line = headers.getSetCookie().find((c) => c.startsWith('festplan_session='))
  if (!line) throw new Error('kein festplan_session-Cookie')
  return line
}

function withPublicUrl(url: string) {
  process.env.PUBLIC_URL = url
  resetEnvForTests()
  resetCookiesForTests()
}

afterEach(() => withPublicUrl('http://localhost:3000'))

async function signInOwner() {
  const { user } = createStaff(null, 'platform_owner')
  const result = await call(
    ownerLogin.action as Handler,
    makeRequest('/owner-login', { form: { email: user.email, password: TEST_PASSWORD } }),
  )
  expect(result.status).toBe(302)
  expect(result.location).toBe('/owner')
  return { user, setCookie: sessionCookie(result.headers), headers: result.headers }
}

const sessionRows = (userId: string) => getDb().select().from(s.sessions).where(eq(s.sessions.userId, userId)).all()

describe('staff sessions', () => {
  it('the cookie holds only a signed random token; the row holds its SHA-256', async () => {
    const { user, setCookie } = await signInOwner()
    const cookie = setCookie.split(';')[0]!
    const rows = sessionRows(user.id)
    expect(rows).toHaveLength(1)
    expect(cookie).not.toContain(user.id)
    expect(cookie).not.toContain(rows[0]!.id)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const account = await getAccount(makeRequest('/owner', { cookie }))
    expect(account?.user.id).toBe(user.id)
    expect(account?.sessionId).toBe(rows[0]!.id)
  })

  it('every sign-in makes a new session id', async () => {
    const { user } = createStaff(null, 'platform_owner')
    const form = { email: user.email, password: TEST_PASSWORD }
    const a = await call(ownerLogin.action as Handler, makeRequest('/owner-login', { form }))
    const b = await call(ownerLogin.action as Handler, makeRequest('/owner-login', { form }))
    expect(sessionCookie(a.headers).split(';')[0]).not.toBe(sessionCookie(b.headers).split(';')[0])
    expect(new Set(sessionRows(user.id).map((r) => r.id)).size).toBe(2)
  })

  it('sign-out deletes the row; a replayed cookie no longer authenticates', async () => {
    const { user, setCookie } = await signInOwner()
    const cookie = setCookie.split(';')[0]!
    // read once before: the process keeps the header's token, not whether its row lives
    expect((await getAccount(makeRequest('/owner', { cookie })))?.user.id).toBe(user.id)
    const out = await call(logout.action as Handler, makeRequest('/logout', { form: {}, cookie }))
    expect(out.status).toBe(302)
    expect(sessionCookie(out.headers)).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(sessionRows(user.id)).toHaveLength(0)
    expect(await getAccount(makeRequest('/owner', { cookie }))).toBeNull()
  })

  it('rejects a cookie whose signature does not match, even with the real token in it', async () => {
    const { user, setCookie } = await signInOwner()
    const cookie = setCookie.split(';')[0]!
    const value = decodeURIComponent(cookie.slice('festplan_session='.length))
    const dot = value.lastIndexOf('.')
    const payload = value.slice(0, dot)
    const signature = value.slice(dot + 1)
    const badSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(await getStaffSession(makeRequest('/owner', { cookie }))).not.toBeNull()
    for (const tampered of [`${payload}.${badSignature}`, payload, `${payload}.`]) {
      const request = makeRequest('/owner', { cookie: `festplan_session=${encodeURIComponent(tampered)}` })
      expect(await getStaffSession(request), tampered).toBeNull()
    }
    expect(sessionRows(user.id)).toHaveLength(1)
  })

  it('an expired session row does not authenticate', async () => {
    const { user } = createStaff(null, 'platform_owner')
    const cookie = (await createStaffSession(user.id, null, Date.now() - 31 * 86_400_000)).split(';')[0]!
    expect(await getAccount(makeRequest('/owner', { cookie }))).toBeNull()
  })

  it('verifies cookies signed with an older secret of the SESSION_SECRET list', async () => {
    const { user } = createStaff(null, 'platform_owner')
    const cookie = (await createStaffSession(user.id, null)).split(';')[0]!
    process.env.SESSION_SECRET = 'brand-new-secret-0123456789,test-secret-0123456789abcdef'
    resetEnvForTests()
    resetCookiesForTests()
    try {
      expect((await getAccount(makeRequest('/owner', { cookie })))?.user.id).toBe(user.id)
    } finally {
      process.env.SESSION_SECRET = 'test-secret-0123456789abcdef'
    }
  })
})

describe('cookie attributes follow PUBLIC_URL', () => {
  it('localhost: host-only and not Secure', async () => {
    const { setCookie } = await signInOwner()
    expect(setCookie).not.toMatch(/Domain=/i)
    expect(setCookie).not.toMatch(/Secure/i)
  })

  it('an IP address: host-only', async () => {
    withPublicUrl('http://127.0.0.1:3000')
    const { user } = createStaff(null, 'platform_owner')
    expect(await createStaffSession(user.id, null)).not.toMatch(/Domain=/i)
  })

  it('https on a real domain: Secure and Domain = the host, so subdomains share the sign-in', async () => {
    withPublicUrl('https://festplan.app')
    const { user } = createStaff(null, 'platform_owner')
    const setCookie = await createStaffSession(user.id, null)
    expect(setCookie).toMatch(/; Secure/i)
    expect(setCookie).toMatch(/Domain=festplan\.app(;|$)/i)
  })
})

describe('flash toasts', () => {
  it("are read once by the root loader, with 'Erfolgreich' and 'Fehler' as default titles", async () => {
    for (const [type, title] of [
      ['success', 'Erfolgreich'],
      ['error', 'Fehler'],
    ] as const) {
      const response = await redirectWithToast('/', { type, description: 'Gespeichert.' })
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      const first = await call(root.loader as Handler, makeRequest('/', { cookie }))
      expect(first.data).toMatchObject({ toast: { type, title, description: 'Gespeichert.' } })
      expect(first.headers.getSetCookie().join()).toMatch(/festplan_toast=;/)
      const again = await call(root.loader as Handler, makeRequest('/', { cookie: '' }))
      expect(again.data).toMatchObject({ toast: null })
    }
  })
})
