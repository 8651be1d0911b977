import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDACTED, redactUrl } from '../../scripts/access-log.js'
import { postForm, signIn } from '../../scripts/bench/client.js'
import { ensureBuild, sleep, startServer, stopServer, waitHealthy } from '../../scripts/bench/server.js'

// The production server (`npm start`: scripts/serve.js with
// its workers) logs one line per request. Mailed one-time links (customer
// login, password reset, invitation, e-mail confirmation) are followed as a
// browser does; none of their tokens may appear in the captured output.

const PORT = 4575
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-access-log-'))
let serverBuild = ''
let server: ReturnType<typeof startServer> | undefined

beforeAll(() => {
  serverBuild = ensureBuild()
})

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Mail = { to: string; subject: string; text: string }

function outbox(): Mail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
}

async function linkTo(to: string, pathname: string): Promise<URL> {
  for (let i = 0; i < 200; i++) {
    for (const mail of outbox()
      .filter((m) => m.to === to)
      .reverse()) {
      const found = (mail.text.match(/https?:\/\/\S+/g) ?? [])
        .map((l) => new URL(l))
        .find((u) => u.pathname === pathname && u.searchParams.has('token'))
      if (found) return found
    }
    await sleep(50)
  }
  throw new Error(`kein Link ${pathname} an ${to}`)
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')

/** The browser's way: GET the link (303 without the token, cookie), GET the page with the cookie. */
async function follow(base: string, link: URL) {
  const first = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' })
  expect(first.status).toBe(303)
  const location = first.headers.get('location')!
  expect(location).not.toContain('token')
  const cookie = cookieOf(first)
  const page = await fetch(`${base}${location}`, { redirect: 'manual', headers: { Cookie: cookie } })
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).not.toContain(link.searchParams.get('token')!)
  return { location, cookie, html }
}

describe('redactUrl', () => {
  it('replaces token values and calendar feed keys, keeps everything else', () => {
    expect(redactUrl('/customer-login?tenant=demo&token=abc_DEF-123')).toBe(
      `/customer-login?tenant=demo&token=${REDACTED}`,
    )
    expect(redactUrl('/reset-password.data?token=x&_routes=routes%2Freset-password')).toBe(
      `/reset-password.data?token=${REDACTED}&_routes=routes%2Freset-password`,
    )
    expect(redactUrl('/x?%74oken=geheim&TOKEN=zwei')).toBe(`/x?%74oken=${REDACTED}&TOKEN=${REDACTED}`)
    expect(redactUrl('/calendar/feed/geheimerSchluessel.ics?tenant=demo')).toBe(
      `/calendar/feed/${REDACTED}?tenant=demo`,
    )
    expect(redactUrl('/tenant/events?page=2')).toBe('/tenant/events?page=2')
  })
})

describe('the request log of a real server process', () => {
  it('never shows the token of a mailed link, while the links work', async () => {
    server = startServer({ serverBuild, port: PORT, dataDir, workers: 1, env: { FESTPLAN_ACCESS_LOG: '1' } })
    await waitHealthy(server)
    const base = server.base
    const db = new Database(path.join(dataDir, 'festplan.db'), { readonly: true })
    const customerEmail = db
      .prepare(
        "SELECT c.email FROM end_customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.is_active = 1 LIMIT 1",
      )
      .pluck()
      .get() as string
    db.close()
    const admin = await signIn(base)

    // one mail of each kind
    expect(
      (await postForm(base, '/customer-login?tenant=demo', { intent: 'request-link', email: customerEmail })).status,
    ).toBe(200)
    expect((await postForm(base, '/forgot-password?tenant=demo', { email: 'planer@demo.example' })).status).toBe(302)
    const invited = `neu-${Date.now()}@log.example`
    expect(
      (
        await postForm(
          base,
          '/tenant/settings/team',
          { intent: 'invite', email: invited, role: 'tenant_planner' },
          { cookie: admin },
        )
      ).status,
    ).toBeLessThan(400)
    const signup = `gruender-${Date.now()}@log.example`
    const signupRes = await postForm(base, '/tenant-signup', {
      intent: 'signup',
      full_name: 'Greta Gründer',
      company: 'Log GmbH',
      subdomain: `log${Date.now().toString(36)}`,
      email: signup,
      password: 'Blauer-Wal-tanzt-42',
    })
    expect(signupRes.status).toBe(302)

    const links = {
      customer: await linkTo(customerEmail, '/customer-login'),
      reset: await linkTo('planer@demo.example', '/reset-password'),
      invitation: await linkTo(invited, '/invitation'),
      confirm: await linkTo(signup, '/confirm-email'),
    }
    const tokens = Object.values(links).map((l) => l.searchParams.get('token')!)
    expect(new Set(tokens).size).toBe(4)

    // the customer signs in with the cookie alone (JavaScript off: the button posts the page's form)
    const customer = await follow(base, links.customer)
    expect(customer.html).toContain('Jetzt anmelden')
    const signedIn = await postForm(base, customer.location, {}, { cookie: customer.cookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('festplan_customer='))).toBe(true)
    // the others show their pages (a second GET of the link is logged the same way)
    await follow(base, links.reset)
    await follow(base, links.invitation)
    await follow(base, links.confirm)

    await sleep(300)
    const log = server.output()
    for (const token of tokens) expect(log).not.toContain(token)
    // the log is on and saw every link's GET, with the token cut out
    for (const pathname of ['/customer-login', '/reset-password', '/invitation', '/confirm-email']) {
      expect(log).toMatch(new RegExp(`GET ${pathname}\\?[^ ]*token=\\[entfernt\\][^ ]* 303`))
    }
    await stopServer(server)
  })
})
