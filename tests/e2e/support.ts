import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

// Shared helpers for browser tests: addresses, sign-in through the real form,
// and mails read from the outbox folder.

export const PORT = Number(process.env.E2E_PORT ?? 4173)
export const APEX = `http://app.localhost:${PORT}`
export const DATA_DIR = process.env.E2E_DATA ?? `tests/.e2e-${PORT}`
export const OUTBOX = path.join(DATA_DIR, 'outbox')
export const DB_PATH = path.join(DATA_DIR, 'festplan.db')

export const tenantOrigin = (subdomain: string) => `http://${subdomain}.app.localhost:${PORT}`

let ipCounter = 0
/** Every test gets its own client address, so per-IP limits never leak between tests. */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const n = (testInfo.workerIndex * 10_000 + ipCounter++) % 65_000
    await context.setExtraHTTPHeaders({
      'Fly-Client-IP': `10.${testInfo.parallelIndex}.${Math.floor(n / 250)}.${n % 250}`,
    })
    await use(context)
  },
  // With JavaScript, page.goto() to a page returns once React has hydrated it
  // (root.tsx marks <html data-hydrated>): a click before that may be lost.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
        const response = await goto(url, options)
        if (response?.headers()['content-type']?.includes('text/html'))
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        return response
      }) as Page['goto']
    }
    await use(page)
  },
})
export { expect }

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

export async function signInOwner(page: Page) {
  await page.goto(`${APEX}/owner-login`)
  await page.getByLabel('E-Mail').fill(DEMO.owner.email)
  await page.getByLabel('Passwort').fill(DEMO.owner.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/owner$/)
}

/**
 * Signs a tenant's staff member in through the real login card on the tenant's
 * own host and waits for the dashboard. Without JavaScript the form posts and
 * the redirect is followed; with it Remix navigates. Each test has its own
 * client address (see `test` above), so the per-IP sign-in limit is never shared.
 */
export async function signInStaff(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
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
    ...options.headers,
    Host: target.host,
    'Fly-Client-IP': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
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
