import { seedTenant, setTenant } from './db'
import { APEX, DEMO, expect, rawRequest, signInOwner, tenantOrigin, test } from './support'

const ROUTES = [
  '/',
  '/tenant-signup',
  '/owner-login',
  '/owner',
  '/dashboard',
  '/customer-login',
  '/customer-dashboard',
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
]

test('every core route answers with 200 or a redirect to sign-in', async () => {
  for (const route of ROUTES) {
    const response = await rawRequest(`${APEX}${route}`)
    expect([200, 302], route).toContain(response.status)
    if (response.status === 302)
      expect(response.headers.location, route).toMatch(/^\/(tenant-signup\?mode=login|owner-login|customer-login)/)
  }
})

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto(`${APEX}/gibt-es-nicht`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(`${APEX}/`)
})

test('an unknown tenant subdomain shows the tenant gate on every route', async ({ page }) => {
  for (const route of ['/', '/tenant', '/owner-login', '/customer-login']) {
    const response = await page.goto(`${tenantOrigin('unbekannt')}${route}`)
    expect(response?.status(), route).toBe(404)
    await expect(page.getByRole('heading', { name: 'Tenant nicht gefunden' })).toBeVisible()
  }
  const demo = await page.goto(`${tenantOrigin('demo')}/`)
  expect(demo?.status()).toBe(200)
  await expect(page.getByText('Tenant nicht gefunden')).toHaveCount(0)
})

test('a suspended tenant shows the gate saying why; once active again it does not', async ({ page }) => {
  const tenant = seedTenant({ status: 'suspended' })
  setTenant(tenant.id, { is_active: 1 })
  for (const route of ['/', '/tenant-signup?mode=login', '/customer-login']) {
    const response = await page.goto(`${tenantOrigin(tenant.subdomain)}${route}`)
    expect(response?.status(), route).toBe(404)
    await expect(page.getByRole('heading', { name: 'Zugang vorübergehend gesperrt' })).toBeVisible()
    await expect(page.getByText('Dieses Planungsportal ist zurzeit nicht erreichbar.')).toBeVisible()
  }
  setTenant(tenant.id, { status: 'active_paid' })
  expect((await page.goto(`${tenantOrigin(tenant.subdomain)}/`))?.status()).toBe(200)
  await expect(page.getByText('Tenant nicht gefunden')).toHaveCount(0)
})

test('the landing page offers the three plans and the way in', async ({ page }) => {
  await page.goto(`${APEX}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  for (const [plan, price] of [
    ['Starter', '29 €'],
    ['Pro', '79 €'],
    ['Business', '149 €'],
  ]) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible()
    await expect(page.getByText(price, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Am beliebtesten')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Platform Owner Login' })).toHaveAttribute('href', '/owner-login')
  await expect(page.getByText(`© ${new Date().getFullYear()} Festplan. Alle Rechte vorbehalten.`)).toBeVisible()
  await page.getByRole('link', { name: '7 Tage testen' }).first().click()
  await expect(page).toHaveURL(/\/tenant-signup/)
  // the sign-up page's own footer: this year, not a fixed one
  await expect(page.getByText(`© ${new Date().getFullYear()} Festplan. Alle Rechte vorbehalten.`)).toBeVisible()
})

test('documents carry the security headers and no script without the nonce', async () => {
  const { headers, body } = await rawRequest(`${APEX}/`)
  const nonce = String(headers['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  const scripts = body.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('same-origin')
})

test('a cross-origin POST gets 403 and a body over 1 MB gets 413', async () => {
  const crossOrigin = await rawRequest(`${APEX}/owner-login`, {
    form: { email: DEMO.owner.email, password: DEMO.owner.password },
    headers: { Origin: 'https://evil.example' },
  })
  expect(crossOrigin.status).toBe(403)
  expect(crossOrigin.headers['set-cookie']).toBeUndefined()
  const sameOrigin = await rawRequest(`${APEX}/owner-login`, {
    form: { email: DEMO.owner.email, password: DEMO.owner.password },
    headers: { Origin: APEX },
  })
  expect(sameOrigin.status).toBe(302)
  const big = await rawRequest(`${APEX}/owner-login`, {
    form: { email: 'a@b.de', password: 'x'.repeat(1_100_000) },
    headers: { Origin: APEX },
  })
  expect(big.status).toBe(413)
})

test('the owner signs in, lands on /owner and signs out', async ({ page }) => {
  await page.goto(`${APEX}/owner-login`)
  // The honeypot is in the form but hidden from people.
  await expect(page.locator('input[name="website_hp"]')).toHaveCount(1)
  await expect(page.locator('input[name="website_hp"]')).not.toBeInViewport()
  await signInOwner(page)
  await expect(page.getByRole('heading', { name: 'Plattform-Übersicht' })).toBeVisible()
  // The flash toast is rendered by the server in an aria-live region (also without JavaScript).
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich angemeldet' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveAttribute('aria-live', 'polite')
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(`${APEX}/`)
  await page.goto(`${APEX}/owner`)
  await expect(page).toHaveURL(/\/owner-login/)
})

test('/healthz answers after a real query', async () => {
  const response = await rawRequest(`${APEX}/healthz`)
  expect(response.status).toBe(200)
  expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' })
})
