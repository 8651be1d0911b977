import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { APEX, DEMO, expect, firstLink, rawRequest, tenantOrigin, test, waitForMail } from './support'
import { E2E_PASSWORD, seedTenant, withDb } from './db'

// Sign-up with trial, e-mail confirmation, sign-in, limits, role routing, isolation.

const DAY = 86_400_000
const uid = () => randomUUID().replace(/-/g, '').slice(0, 10)
const GOOD_PASSWORD = 'Blauer-Wal-tanzt-42'

type Signup = { fullName: string; company: string; subdomain: string; email: string; password: string }
const newSignup = (): Signup => {
  const id = uid()
  return {
    fullName: `Ada ${id}`,
    company: `Firma ${id} GmbH`,
    subdomain: `f${id}`,
    email: `ada-${id}@e2e.example`,
    password: GOOD_PASSWORD,
  }
}

async function fillSignup(page: Page, s: Signup) {
  await page.goto(`${APEX}/tenant-signup`)
  await page.getByLabel('Vollständiger Name').fill(s.fullName)
  await page.getByLabel('Firmenname').fill(s.company)
  await page.getByLabel('Firmenkürzel (Subdomain)').fill(s.subdomain)
  await page.getByLabel('E-Mail').fill(s.email)
  await page.getByLabel('Passwort', { exact: true }).fill(s.password)
}

const submitSignup = (page: Page) => page.getByRole('button', { name: '7 Tage kostenlos testen' }).click()

async function signInOnCard(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

const row = <T>(sql: string, ...args: unknown[]) => withDb((db) => db.prepare(sql).get(...args) as T)

test('sign up → confirmation mail → confirm → the tenant area shows 7 trial days', async ({
  page,
  javaScriptEnabled,
}) => {
  const s = newSignup()
  await fillSignup(page, s)
  if (javaScriptEnabled) {
    await expect(page.getByText('Subdomain ist verfügbar!')).toBeVisible()
    await expect(page.getByTestId('subdomain-preview')).toHaveText(
      `http://${s.subdomain}.app.localhost:${new URL(APEX).port}`,
    )
  }
  await submitSignup(page)
  await expect(page).toHaveURL(/\/tenant-signup\?mode=login&registered=1$/)
  await expect(page.getByText('Registrierung erfolgreich!').first()).toBeVisible()

  const tenant = row<{
    id: string
    status: string
    plan: string | null
    trial_started_at: number | null
    trial_expires_at: number | null
    name: string
  }>('select * from tenants where subdomain = ?', s.subdomain)
  expect(tenant).toMatchObject({
    name: s.company,
    status: 'trial_active',
    plan: null,
    trial_started_at: null,
    trial_expires_at: null,
  })
  const user = row<{ id: string; email_confirmed_at: number | null; password_hash: string }>(
    'select * from users where email = ?',
    s.email,
  )
  expect(user.email_confirmed_at).toBeNull()
  expect(user.password_hash).toMatch(/^\$argon2id\$/)
  expect(row<{ role: string; full_name: string }>('select * from profiles where user_id = ?', user.id)).toMatchObject({
    role: 'tenant_admin',
    full_name: s.fullName,
  })

  // Unconfirmed: sign-in is refused with a way to get the mail again.
  await signInOnCard(page, APEX, s.email, s.password)
  await expect(page.getByText(/Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' })).toBeVisible()

  const mail = await waitForMail(s.email, /bestätigen/)
  const link = firstLink(mail.text)
  expect(link).toMatch(new RegExp(`^${tenantOrigin(s.subdomain)}/confirm-email\\?token=[A-Za-z0-9_-]{43}$`))
  const token = new URL(link).searchParams.get('token')!
  const stored = row<{ token_hash: string; purpose: string; expires_at: number; created_at: number }>(
    'select * from user_tokens where user_id = ?',
    user.id,
  )
  expect(stored.purpose).toBe('confirm_email')
  expect(stored.token_hash).not.toContain(token)
  expect(stored.expires_at - stored.created_at).toBe(48 * 3_600_000)

  await page.goto(link)
  if (!javaScriptEnabled) {
    // the GET alone confirms nothing
    expect(
      row<{ email_confirmed_at: number | null }>('select email_confirmed_at from users where id = ?', user.id)
        .email_confirmed_at,
    ).toBeNull()
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click()
  }
  await expect(page).toHaveURL(`${tenantOrigin(s.subdomain)}/tenant`)
  await expect(page.getByText('E-Mail bestätigt')).toBeVisible()
  await expect(page.getByTestId('trial-badge')).toHaveText('Test: noch 7 Tage')
  const after = row<{ trial_started_at: number; trial_expires_at: number }>(
    'select * from tenants where id = ?',
    tenant.id,
  )
  expect(after.trial_expires_at - after.trial_started_at).toBe(7 * DAY)

  // The link is single use.
  await page.goto(link)
  await expect(
    page.getByText('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.'),
  ).toBeVisible()
})

test('each subdomain rule shows its message; reserved and taken subdomains are refused', async ({
  page,
  javaScriptEnabled,
}) => {
  const cases: Array<[string, string]> = [
    ['ab', 'Subdomain muss mindestens 3 Zeichen lang sein'],
    ['-abc', 'Subdomain darf nicht mit Bindestrich beginnen oder enden'],
    ['abc-', 'Subdomain darf nicht mit Bindestrich beginnen oder enden'],
    ['admin', 'Diese Subdomain ist reserviert und nicht verfügbar'],
    ['demo', 'Diese Subdomain ist reserviert und nicht verfügbar'],
  ]
  const taken = seedTenant()
  cases.push([taken.subdomain, 'Diese Subdomain ist bereits vergeben'])
  const field = page.getByLabel('Firmenkürzel (Subdomain)')
  const button = page.getByRole('button', { name: '7 Tage kostenlos testen' })
  for (const [input, message] of cases) {
    const s = { ...newSignup(), subdomain: input }
    await fillSignup(page, s)
    if (javaScriptEnabled) {
      await expect(page.getByText(message)).toBeVisible()
      await expect(button).toBeDisabled()
    } else {
      await submitSignup(page)
      await expect(page.getByText(message)).toBeVisible()
      await expect(field).toHaveValue(input)
      await expect(page.getByLabel('Firmenname')).toHaveValue(s.company)
    }
    expect(row('select id from users where email = ?', s.email), input).toBeUndefined()
  }
})

test('the subdomain is lower-cased and stripped (as typed with JavaScript, on submit without)', async ({
  page,
  javaScriptEnabled,
}) => {
  const s = newSignup()
  const typed = `Mein Fest_${s.subdomain.toUpperCase()}!`
  await fillSignup(page, { ...s, subdomain: '' })
  const field = page.getByLabel('Firmenkürzel (Subdomain)')
  await field.pressSequentially(typed)
  if (javaScriptEnabled) {
    await expect(field).toHaveValue(`meinfest${s.subdomain}`)
    await expect(page.getByText('Subdomain ist verfügbar!')).toBeVisible()
  }
  await submitSignup(page)
  await expect(page).toHaveURL(/registered=1/)
  expect(row<{ subdomain: string }>('select subdomain from tenants where name = ?', s.company).subdomain).toBe(
    `meinfest${s.subdomain}`,
  )
})

test('a common password is refused; an e-mail that already exists is not revealed', async ({ page }) => {
  const s = { ...newSignup(), email: DEMO.admin.email.toUpperCase(), password: 'password1' }
  await fillSignup(page, s)
  // With JavaScript the button waits for the live check.
  await expect(page.getByRole('button', { name: '7 Tage kostenlos testen' })).toBeEnabled()
  await submitSignup(page)
  await expect(page.getByText('Schwaches Passwort: gehört zu den 10.000 häufigsten Passwörtern')).toBeVisible()
  await expect(page.getByText('Benutzer bereits vorhanden')).toHaveCount(0)
  await expect(page.getByLabel('Vollständiger Name')).toHaveValue(s.fullName)
  expect(row('select id from tenants where subdomain = ?', s.subdomain)).toBeUndefined()

  await page.getByLabel('E-Mail').fill(`neu-${uid()}@e2e.example`)
  await page.getByLabel('Passwort', { exact: true }).fill('kurz')
  await submitSignup(page)
  await expect(page.getByText('Schwaches Passwort: mindestens 8 Zeichen erforderlich')).toBeVisible()
})

test('a wrong password and an unknown e-mail get the same refusal', async ({ page }) => {
  const tenant = seedTenant()
  await signInOnCard(page, APEX, tenant.admin.email, 'falsches-passwort-1')
  await expect(page.getByText('Anmeldefehler: E-Mail oder Passwort ist falsch.')).toBeVisible()
  await expect(page).toHaveURL(/mode=login/)
  await expect(page.getByLabel('E-Mail')).toHaveValue(tenant.admin.email)
  await signInOnCard(page, APEX, `niemand-${uid()}@e2e.example`, 'falsches-passwort-1')
  await expect(page.getByText('Anmeldefehler: E-Mail oder Passwort ist falsch.')).toBeVisible()
  await page.goto(`${APEX}/tenant`)
  await expect(page).toHaveURL(/\/tenant-signup\?mode=login&redirectTo=%2Ftenant/)
})

test('after 5 failed sign-ins a new browser is delayed (not locked) and offered the unlock link', async () => {
  const tenant = seedTenant()
  const attempt = (password: string) =>
    rawRequest(`${APEX}/tenant-signup?mode=login`, {
      form: { intent: 'login', email: tenant.admin.email, password },
      headers: { Origin: APEX },
    })
  for (let i = 1; i <= 5; i++) expect((await attempt(`falsch-${i}-xyz`)).status, `attempt ${i}`).toBe(400)
  const sixth = await attempt('falsch-6-xyz')
  expect(sixth.status).toBe(429)
  expect(sixth.body).toMatch(/Bitte versuchen Sie es in \d+ Sekunden erneut/)
  expect(sixth.body).toContain('Entsperrlink')
  // delayed for now, even with the right password (ADR 115: a known browser or the unlock link gets in)
  expect((await attempt(E2E_PASSWORD)).status).toBe(429)
})

test('/owner-login refuses a tenant admin; the owner lands on /owner', async ({ page }) => {
  const tenant = seedTenant()
  await page.goto(`${APEX}/owner-login`)
  await page.getByLabel('E-Mail').fill(tenant.admin.email)
  await page.getByLabel('Passwort').fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByText('Anmeldung fehlgeschlagen')).toBeVisible()
  await page.goto(`${APEX}/owner`)
  await expect(page).toHaveURL(/\/owner-login/)
})

for (const role of ['admin', 'planner', 'owner'] as const) {
  test(`the ${role} lands on its home page after signing in`, async ({ page }) => {
    const tenant = seedTenant()
    const login =
      role === 'owner'
        ? DEMO.owner
        : { email: role === 'admin' ? tenant.admin.email : tenant.planner.email, password: E2E_PASSWORD }
    await signInOnCard(page, APEX, login.email, login.password)
    await expect(page).toHaveURL(role === 'owner' ? `${APEX}/owner` : `${APEX}/tenant`)
    await expect(page.getByText('Erfolgreich angemeldet')).toBeVisible()
    if (role !== 'owner') {
      // on their own subdomain they stay there
      await signInOnCard(page, tenantOrigin(tenant.subdomain), login.email, login.password)
      await expect(page).toHaveURL(`${tenantOrigin(tenant.subdomain)}/tenant`)
    }
  })
}

const TENANT_ROUTES = [
  '/tenant',
  '/tenant/events',
  '/tenant/customers',
  '/tenant/templates',
  '/tenant/services',
  '/tenant/billing',
  '/tenant/communication',
  '/tenant/calendar',
  '/tenant/analytics',
  '/tenant/files',
  '/tenant/settings',
  '/tenant/integrations',
  '/dashboard',
]

test("staff of tenant A get 404 on every tenant route on tenant B's host", async ({ page }) => {
  test.slow() // thirteen page loads
  const a = seedTenant()
  const b = seedTenant({ name: `Geheim ${uid()}` })
  await signInOnCard(page, APEX, a.admin.email, E2E_PASSWORD)
  await expect(page).toHaveURL(`${APEX}/tenant`)
  for (const route of TENANT_ROUTES) {
    const response = await page.goto(`${tenantOrigin(b.subdomain)}${route}`)
    expect(response?.status(), route).toBe(404)
    await expect(page.getByText(b.name)).toHaveCount(0)
  }
  const own = await page.goto(`${tenantOrigin(a.subdomain)}/tenant`)
  expect(own?.status()).toBe(200)
  // Signing in on B's host with A's account is refused outright.
  await signInOnCard(page, tenantOrigin(b.subdomain), a.planner.email, E2E_PASSWORD)
  await expect(page.getByText('Anmeldefehler: Dieses Konto kann sich hier nicht anmelden.')).toBeVisible()
})

test('after sign-out, replaying the old cookie does not sign in', async ({ page, context }) => {
  const tenant = seedTenant()
  await signInOnCard(page, APEX, tenant.admin.email, E2E_PASSWORD)
  await expect(page).toHaveURL(`${APEX}/tenant`)
  const old = (await context.cookies()).find((c) => c.name === 'festplan_session')
  expect(old).toBeDefined()
  await page.getByRole('button', { name: 'Abmelden' }).first().click()
  await expect(page).toHaveURL(`${APEX}/`)
  await context.addCookies([old!])
  await page.goto(`${APEX}/tenant`)
  await expect(page).toHaveURL(/\/tenant-signup\?mode=login/)
  const replay = await rawRequest(`${APEX}/tenant`, { headers: { Cookie: `festplan_session=${old!.value}` } })
  expect(replay.status).toBe(302)
  expect(replay.headers.location).toMatch(/^\/tenant-signup\?mode=login/)
})

test('an unconfirmed sign-up can have its mail sent again; the old link then stops working', async ({ page }) => {
  const s = newSignup()
  await fillSignup(page, s)
  await expect(page.getByRole('button', { name: '7 Tage kostenlos testen' })).toBeEnabled()
  await submitSignup(page)
  await expect(page).toHaveURL(/registered=1/)
  const first = firstLink((await waitForMail(s.email)).text)
  await signInOnCard(page, APEX, s.email, s.password)
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click()
  await expect(page.getByText(/Bestätigungs-E-Mail erneut gesendet/)).toBeVisible()
  await expect
    .poll(
      () =>
        withDb(
          (db) =>
            db
              .prepare('select count(*) as n from user_tokens t join users u on u.id = t.user_id where u.email = ?')
              .get(s.email) as { n: number },
        ).n,
    )
    .toBe(1)
  const second = firstLink(
    (await waitForMail(s.email, new RegExp(`token=(?!${new URL(first).searchParams.get('token')})`))).text,
  )
  expect(second).not.toBe(first)
  await page.goto(first)
  await expect(
    page.getByText('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.'),
  ).toBeVisible()
})

test('an unconfirmed sign-up older than 48 hours no longer holds its subdomain or e-mail', async ({ page }) => {
  const old = newSignup()
  await fillSignup(page, old)
  await expect(page.getByRole('button', { name: '7 Tage kostenlos testen' })).toBeEnabled()
  await submitSignup(page)
  await expect(page).toHaveURL(/registered=1/)
  const past = Date.now() - 49 * 3_600_000
  withDb((db) => {
    db.prepare('update users set created_at = ? where email = ?').run(past, old.email)
    db.prepare('update tenants set created_at = ? where subdomain = ?').run(past, old.subdomain)
  })
  const again = { ...newSignup(), subdomain: old.subdomain, email: old.email }
  await fillSignup(page, again)
  await expect(page.getByRole('button', { name: '7 Tage kostenlos testen' })).toBeEnabled()
  await submitSignup(page)
  await expect(page).toHaveURL(/registered=1/)
  expect(row<{ name: string }>('select name from tenants where subdomain = ?', old.subdomain).name).toBe(again.company)
  expect(row<{ n: number }>('select count(*) as n from users where email = ?', old.email).n).toBe(1)
})

test('the role dashboard shows real figures for admin and planner; anonymous users are refused', async ({ page }) => {
  await page.goto(`${APEX}/dashboard`)
  await expect(page.getByText('Zugriff verweigert, bitte melden Sie sich an.')).toBeVisible()

  const t = seedTenant()
  const now = Date.now()
  withDb((db) => {
    const service = (id: string) =>
      db
        .prepare('insert into services (id, tenant_id, name, pricing_json, created_at) values (?, ?, ?, ?, ?)')
        .run(id, t.id, `S ${id}`, JSON.stringify({ unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 }), now)
    const s1 = randomUUID(),
      s2 = randomUUID(),
      tpl = randomUUID(),
      customer = randomUUID(),
      event = randomUUID()
    service(s1)
    service(s2)
    db.prepare('insert into templates (id, tenant_id, name, modules_json, created_at) values (?, ?, ?, ?, ?)').run(
      tpl,
      t.id,
      'Hochzeit',
      JSON.stringify({
        modules: [
          { id: 'm1', name: 'Location', order: 1, serviceIds: [s1] },
          { id: 'm2', name: 'Dekoration', order: 2, serviceIds: [s2] },
        ],
      }),
      now,
    )
    db.prepare('insert into end_customers (id, tenant_id, name, email, created_at) values (?, ?, ?, ?, ?)').run(
      customer,
      t.id,
      'Kunde',
      `k-${uid()}@e2e.example`,
      now,
    )
    db.prepare(
      "insert into events (id, tenant_id, name, event_type, template_id, event_date, deadline_at, assigned_planner_id, end_customer_id, budget_cents, status, created_at) values (?, ?, 'Sommerfest', 'Hochzeit', ?, ?, ?, ?, ?, 100000, 'draft', ?)",
    ).run(event, t.id, tpl, now + 10 * DAY, now + 3 * DAY, t.planner.id, customer, now)
    db.prepare(
      "insert into events (id, tenant_id, name, event_type, status, created_at) values (?, ?, 'Alt', 'Gala', 'completed', ?)",
    ).run(randomUUID(), t.id, now)
    db.prepare(
      'insert into cart_items (id, tenant_id, event_id, service_id, quantity, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?)',
    ).run(randomUUID(), t.id, event, s1, now, now)
    // revenue = finalised invoices of the month (Berlin invoice date)
    db.prepare(
      "insert into invoices (id, tenant_id, kind, status, number, event_name, issue_date, due_date, net_cents, vat_cents, gross_cents, payable_cents, finalized_at, created_at) values (?, ?, 'single', 'final', 'RE-1', 'Sommerfest', ?, ?, 10374, 1971, 12345, 12345, ?, ?)",
    ).run(randomUUID(), t.id, berlinToday(), berlinToday(), now, now)
  })

  await signInOnCard(page, APEX, t.admin.email, E2E_PASSWORD)
  await expect(page).toHaveURL(`${APEX}/tenant`)
  await page.goto(`${APEX}/dashboard`)
  await expect(page.getByRole('heading', { name: `Willkommen, Ada ${t.subdomain}!` })).toBeVisible()
  await expect(page.getByTestId('stat-Aktive Veranstaltungen')).toHaveText('1')
  await expect(page.getByTestId('stat-Endkunden')).toHaveText('1')
  await expect(page.getByTestId('stat-Umsatz (Monat)')).toHaveText('123,45 €')
  await expect(page.getByTestId('stat-Fällige Aufgaben')).toHaveText('1')
  await expect(page.getByRole('link', { name: 'Neue Veranstaltung' })).toHaveAttribute('href', '/tenant/events/new')

  await page.getByRole('button', { name: 'Abmelden' }).first().click()
  await signInOnCard(page, APEX, t.planner.email, E2E_PASSWORD)
  await expect(page).toHaveURL(`${APEX}/tenant`)
  await page.goto(`${APEX}/dashboard`)
  await expect(page.getByText('Planen Sie Ihre Veranstaltungen ganz einfach')).toBeVisible()
  await expect(page.getByText(/noch 10 Tage/)).toBeVisible()
  await expect(page.getByTestId('progress')).toHaveText('50 %')
  await expect(page.getByRole('list', { name: 'Modul-Checkliste' })).toContainText('LocationErledigt')
  await expect(page.getByRole('list', { name: 'Modul-Checkliste' })).toContainText('DekorationOffen')
  await expect(page.getByTestId('budget')).toHaveText('1.000,00 €')
  await expect(page.getByTestId('spent')).toHaveText('119,00 €')
  await expect(page.getByTestId('remaining')).toHaveText('881,00 €')
})

function berlinToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
}
