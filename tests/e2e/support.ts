import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

// Shared helpers for browser tests: addresses, sign-in through the real form,
// and mails read from the outbox folder.

export const PORT = Number(process.env.E2E_PORT ?? 4173)
export const APEX = `http://app.localhost:${PORT}`
export const DATA_DIR = process.env.E2E_DATA ?? `tests/.e2e-${PORT}`
export const OUTBOX = path.join(DATA_DIR, 'outbox')
export const DB_PATH = path.join(DATA_DIR, 'festplan.db')

export const tenantOrigin = (subdomain: string) => `http://${subdomain}.app.localhost:${PORT}`

let ipCounter = 0
const clientIps = new WeakMap<BrowserContext, string>()
/** Every test gets its own client address, so per-IP limits never leak between tests. */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const n = (testInfo.workerIndex * 10_000 + ipCounter++) % 65_000
    const ip = `10.${testInfo.parallelIndex}.${Math.floor(n / 250)}.${n % 250}`
    clientIps.set(context, ip)
    await context.setExtraHTTPHeaders({ 'Fly-Client-IP': ip })
    await use(context)
  },
  // With JavaScript, page.goto() to a page returns once React has hydrated it
  // (root.tsx marks <html data-hydrated>) and every form whose code or checks
  // load after hydration has them (app/utils/waiting-marker.ts counts the
  // waiting ones in <html data-after-hydration>): a click or a typed value
  // before that would meet the plain HTML form or a form without its checks.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
        const response = await goto(url, options)
        if (response?.headers()['content-type']?.includes('text/html')) await waitForHydration(page)
        return response
      }) as Page['goto']
    }
    await use(page)
  },
})
export { expect }

/** Waits until React has hydrated the page, including the forms and checks loaded after hydration. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]:not([data-after-hydration])').waitFor({ state: 'attached' })
}

/**
 * After a client-side navigation (a clicked link) with JavaScript: a form the
 * new page shows loads its checks after it mounts, and marks the wait in an
 * effect. One frame lets those effects run, then the marker says when the
 * form is complete; a value typed before could be reset by the form.
 */
export async function waitForNavigatedForms(page: Page) {
  await afterNextFrame(page)
  await waitForHydration(page)
}

/** Resolves after the page's next frame and the task after it (effects and listeners set up then have run). */
export async function afterNextFrame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

export const DEMO = {
  owner: { email: 'owner@festplan.example', password: 'festplan-owner' },
  admin: { email: 'admin@demo.example', password: 'festplan-demo' },
  planner: { email: 'planer@demo.example', password: 'festplan-demo' },
}

export type OutboxMail = {
  id: string
  to: string
  from: string
  subject: string
  text: string
  html: string
  createdAt: string
  attachments?: { filename: string; contentType: string; path: string }[]
}

export function readOutbox(): OutboxMail[] {
  if (!fs.existsSync(OUTBOX)) return []
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), 'utf8')) as OutboxMail)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** Waits for the newest mail to an address and returns it. */
export async function waitForMail(to: string, match?: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(() => {
      found = readOutbox()
        .filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!match || match.test(m.subject + m.text)))
        .at(-1)
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

export function firstLink(text: string) {
  const match = text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`Kein Link in: ${text}`)
  return match[0]
}

/**
 * Signs in with one POST to the real sign-in action (the fields the sign-in
 * card sends, from the test's own client address) and gives the browser the
 * cookies it answered with. The card itself is driven through the browser in
 * accounts.spec.ts and password-reset.spec.ts; every other test starts signed in
 * without loading and filling it (docs/testing.md, "Browser tests").
 */
async function signInByPost(page: Page, loginUrl: string, form: Record<string, string>) {
  const origin = new URL(loginUrl).origin
  const clientIp = clientIps.get(page.context())
  const response = await rawRequest(loginUrl, {
    form,
    headers: { Origin: origin, ...(clientIp ? { 'Fly-Client-IP': clientIp } : {}) },
  })
  const setCookies = response.headers['set-cookie'] ?? []
  if (response.status !== 302 || !setCookies.some((c) => c.startsWith('festplan_session=')))
    throw new Error(`Anmeldung per POST ${loginUrl} fehlgeschlagen: ${response.status} ${response.body.slice(0, 300)}`)
  await page.context().addCookies(setCookies.map((line) => browserCookie(line, origin)))
  return response.headers.location ?? '/'
}

/** A Set-Cookie line as the browser would store it (host-only, or for the Domain it names). */
function browserCookie(line: string, origin: string) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim())
  const eq = pair.indexOf('=')
  const attribute = (key: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1) ?? undefined
  const flags = attributes.map((a) => a.toLowerCase())
  const sameSite = attribute('samesite')?.toLowerCase()
  const domain = attribute('domain')
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    ...(domain ? { domain: `.${domain.replace(/^\./, '')}`, path: attribute('path') ?? '/' } : { url: origin }),
    httpOnly: flags.includes('httponly'),
    secure: flags.includes('secure'),
    sameSite: sameSite === 'strict' ? ('Strict' as const) : sameSite === 'none' ? ('None' as const) : ('Lax' as const),
  }
}

export async function signInOwner(page: Page) {
  await signInByPost(page, `${APEX}/owner-login`, { email: DEMO.owner.email, password: DEMO.owner.password })
  await page.goto(`${APEX}/owner`)
  await expect(page).toHaveURL(`${APEX}/owner`)
}

/**
 * Signs a tenant's staff member in on the tenant's own host (one POST to the
 * sign-in action, see signInByPost) and opens the dashboard. Each test has its
 * own client address (see `test` above), so the per-IP sign-in limit is never
 * shared.
 */
export async function signInStaff(page: Page, origin: string, email: string, password: string) {
  await signInByPost(page, `${origin}/tenant-signup?mode=login`, { intent: 'login', email, password })
  await page.goto(`${origin}/tenant`)
  await expect(page).toHaveURL(`${origin}/tenant`)
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A plain HTTP request from Node. Chromium resolves *.localhost by itself,
 * Node does not and Playwright's request context cannot be told to (docs/conventions.md
 * §8.10), so this connects to 127.0.0.1 and sends the Host header.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<RawResponse> {
  const target = new URL(url)
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined
  const headers: Record<string, string> = {
    'Fly-Client-IP': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...options.headers,
    Host: target.host,
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    headers['Content-Length'] = String(Buffer.byteLength(body))
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}
