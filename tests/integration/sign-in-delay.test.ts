import { like } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as ownerLoginAction } from '~/routes/owner-login'
import * as unlock from '~/routes/sign-in-unlock'
import { signInUnlockMails } from '~/services/mail/account-link-mail.server'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { createStaff, TEST_PASSWORD } from '../support/factories'
import { call, makeRequest } from '../support/requests'
import { linkIn, mailsTo } from './customers-helpers'

// ADR 115: wrong passwords slow an account down (a delay, never a 15-minute
// lock); a correct password from a browser the owner used before always gets
// in, and from a new browser the mailed unlock link lifts the delay.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
  getDb().delete(s.signInDelays).run()
})

const resetIpLimit = () => getDb().delete(s.rateLimits).where(like(s.rateLimits.key, 'auth-ip:%')).run()
const deviceOf = (r: { headers: Headers }) =>
  r.headers
    .getSetCookie()
    .find((c) => c.startsWith('festplan_device='))
    ?.split(';')[0] ?? ''
const cookiesOf = (r: { headers: Headers }) =>
  r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

function owner() {
  const { user } = createStaff(null, 'platform_owner')
  const login = (password: string, cookie?: string) => {
    resetIpLimit()
    return call(h(ownerLoginAction), makeRequest('/owner-login', { form: { email: user.email, password }, cookie }))
  }
  return { user, login }
}

async function hammer(login: (p: string) => Promise<{ status: number }>, times: number) {
  for (let i = 0; i < times; i++) await login(`falsch-${i}`)
}

describe('sign-in delay', () => {
  it('an attacker with wrong passwords does not stop the owner on a known browser', async () => {
    const { login } = owner()
    const first = await login(TEST_PASSWORD)
    expect(first.status).toBe(302)
    const device = deviceOf(first)
    await hammer(login, 30)
    const again = await login(TEST_PASSWORD, device)
    expect(again.status).toBe(302)
    expect(again.location).toBe('/owner')
    // and the correct password from the known browser lifted the delay for everyone
    expect((await login(TEST_PASSWORD)).status).toBe(302)
  })

  it('a new browser gets a delay saying when to try again, not a 15-minute lock', async () => {
    const { user, login } = owner()
    for (let i = 0; i < 5; i++) expect((await login(`falsch-${i}`)).status).toBe(400)
    // the delay rows hold no address
    expect(JSON.stringify(getDb().select().from(s.signInDelays).all())).not.toContain(user.email)
    const delayed = await login(TEST_PASSWORD)
    expect(delayed.status).toBe(429)
    // 30 seconds after the fifth failure (a second may have passed since)
    expect(JSON.stringify(delayed.data)).toMatch(/Bitte versuchen Sie es in (29|30) Sekunden erneut/)
    expect(JSON.stringify(delayed.data)).toContain('Entsperrlink')
    expect(delayed.headers.get('Retry-After')).toMatch(/^(28|29|30)$/)
    // after the wait the password is checked again
    getDb()
      .update(s.signInDelays)
      .set({ delayedUntil: Date.now() - 1 })
      .run()
    expect((await login(TEST_PASSWORD)).status).toBe(302)
  })

  it('the delay doubles with each further failure, capped at 15 minutes', async () => {
    const { login } = owner()
    await hammer(login, 5)
    for (let i = 0; i < 12; i++) {
      getDb().update(s.signInDelays).set({ delayedUntil: 0 }).run()
      await login(`noch-falsch-${i}`)
    }
    const delayed = await login(TEST_PASSWORD)
    expect(JSON.stringify(delayed.data)).toContain('in 15 Minuten erneut')
  })
})

describe('unlock link', () => {
  async function requestLink(email: string) {
    resetIpLimit()
    const r = await call(h(unlock.action), makeRequest('/sign-in-unlock', { form: { intent: 'request', email } }))
    await signInUnlockMails.settled()
    return r
  }

  it('GET shows a form and writes nothing; POST lifts the delay and remembers the browser', async () => {
    const { user, login } = owner()
    await hammer(login, 8)
    expect((await login(TEST_PASSWORD)).status).toBe(429)

    const asked = await requestLink(user.email)
    expect(asked.status).toBe(302)
    expect(asked.location).toBe('/sign-in-unlock?sent=1')
    const url = linkIn(mailsTo(user.email).at(-1)!.text)
    expect(url.pathname).toBe('/sign-in-unlock')
    const token = url.searchParams.get('token')!
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = getDb()
      .select()
      .from(s.userTokens)
      .all()
      .filter((t) => t.purpose === 'sign_in_unlock' && t.userId === user.id)
    expect(stored.map((t) => t.tokenHash)).toEqual([hashToken(token)])

    const moved = await call(h(unlock.loader), makeRequest(`/sign-in-unlock?token=${token}`))
    expect(moved.status).toBe(303)
    const linkCookie = cookiesOf(moved)
    const page = await call(h(unlock.loader), makeRequest('/sign-in-unlock', { cookie: linkCookie }))
    expect(page.data).toMatchObject({ email: user.email })
    expect((await login(TEST_PASSWORD)).status).toBe(429)

    resetIpLimit()
    const done = await call(
      h(unlock.action),
      makeRequest('/sign-in-unlock', { form: { intent: 'unlock' }, cookie: linkCookie }),
    )
    expect(done.status).toBe(302)
    expect(done.location).toBe('/owner-login')
    const device = deviceOf(done)
    expect(device).toMatch(/^festplan_device=/)
    await hammer(login, 10)
    expect((await login(TEST_PASSWORD, device)).status).toBe(302)
  })

  it('a used or expired link is refused in German with a way to a new one', async () => {
    const { user, login } = owner()
    await hammer(login, 6)
    await requestLink(user.email)
    const token = linkIn(mailsTo(user.email).at(-1)!.text).searchParams.get('token')!
    resetIpLimit()
    expect(
      (await call(h(unlock.action), makeRequest('/sign-in-unlock', { form: { intent: 'unlock', token } }))).status,
    ).toBe(302)
    resetIpLimit()
    const used = await call(h(unlock.action), makeRequest('/sign-in-unlock', { form: { intent: 'unlock', token } }))
    expect(used.status).toBe(400)
    expect(JSON.stringify(used.data)).toContain(
      'Dieser Entsperrlink ist ungültig, abgelaufen oder wurde bereits verwendet.',
    )

    await hammer(login, 6)
    await requestLink(user.email)
    const second = linkIn(mailsTo(user.email).at(-1)!.text).searchParams.get('token')!
    getDb()
      .update(s.userTokens)
      .set({ expiresAt: Date.now() - 1 })
      .run()
    resetIpLimit()
    const expired = await call(
      h(unlock.action),
      makeRequest('/sign-in-unlock', { form: { intent: 'unlock', token: second } }),
    )
    expect(expired.status).toBe(400)
    expect(JSON.stringify(expired.data)).toContain('Neuen Entsperrlink')
    expect((await login(TEST_PASSWORD)).status).toBe(429)
  })

  it('link requests are limited per address (the owner inbox is not flooded)', async () => {
    const { user, login } = owner()
    await hammer(login, 6)
    const before = mailsTo(user.email).length
    for (let i = 0; i < 6; i++) {
      // a new IP each time: only the per-address limit applies
      getDb().delete(s.rateLimits).where(like(s.rateLimits.key, 'unlock-ip:%')).run()
      expect((await requestLink(user.email)).status).toBe(302)
    }
    expect(mailsTo(user.email).length - before).toBe(3)
  })

  it('link requests are limited per IP', async () => {
    let last = 0
    for (let i = 0; i < 12; i++) {
      const r = await call(
        h(unlock.action),
        makeRequest('/sign-in-unlock', { form: { intent: 'request', email: `niemand-${i}@example.com` } }),
      )
      last = r.status
    }
    expect(last).toBe(429)
  })

  it('no mail while the account is not delayed, same answer', async () => {
    const { user } = owner()
    const before = mailsTo(user.email).length
    const asked = await requestLink(user.email)
    expect(asked.location).toBe('/sign-in-unlock?sent=1')
    expect(mailsTo(user.email).length).toBe(before)
  })
})
