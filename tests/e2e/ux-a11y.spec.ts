import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { APEX, expect, signInOwner, signInStaff, test } from './support'
import { mintLink, seedPortal } from './portal-world'
import { enterPortal } from './portal-entry'

// axe finds nothing (WCAG 2 A/AA) on the public pages,
// the tenant area and the portal; public pages carry what Lighthouse's SEO
// and best-practice audits look at (see docs/features/phones-branding-lighthouse.md).

// axe takes a few seconds per page on this shared machine
test.describe.configure({ timeout: 240_000 })

// Every page checked shows a heading, and axe finds nothing. axe runs inside a
// page, so it needs JavaScript: without it (the no-JS project) the markup the
// server sent is copied, scripts removed, into a page of its own with JavaScript
// on (same URL, so the stylesheets load as they did), and axe checks that copy.
// One such page per test serves every copy (a browser context per page cost
// about a second each).
const copies = new Map<Page, { context: BrowserContext; page: Page; html: Map<string, string> }>()
test.afterEach(async () => {
  for (const copy of copies.values()) await copy.context.close()
  copies.clear()
})

async function copyWithoutScripts(page: Page) {
  let copy = copies.get(page)
  if (!copy) {
    const browser = page.context().browser()
    if (!browser) throw new Error('axe needs a browser context that can open a second one')
    const context = await browser.newContext({ javaScriptEnabled: true })
    const html = new Map<string, string>()
    const target = await context.newPage()
    await target.route(
      (u) => html.has(u.href),
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.get(route.request().url()) }),
    )
    copy = { context, page: target, html }
    copies.set(page, copy)
  }
  const url = page.url()
  copy.html.set(url, (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, ''))
  await copy.page.goto(url)
  await expect(copy.page.getByRole('heading').first(), `copy of ${url}`).toBeVisible()
  return copy.page
}

async function expectNoAxeViolations(page: Page, disabled: string[] = []) {
  await expect(page.getByRole('heading').first(), page.url()).toBeVisible()
  const target = test.info().project.name === 'no-js' ? await copyWithoutScripts(page) : page
  // legacy mode runs axe in the page itself (the default runs it per frame and
  // merges the parts in an extra blank page, for cross-origin frames, which
  // these pages do not have); only violations are collected in detail
  // (options() replaces the run options, so it comes before the tags and rules)
  const result = await new AxeBuilder({ page: target })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(disabled)
    .setLegacyMode()
    .analyze()
  const found = result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(found, page.url()).toEqual([])
}

const PUBLIC = [
  '/',
  '/tenant-signup',
  '/tenant-signup?mode=login',
  '/customer-login?link=neu',
  '/owner-login',
  '/forgot-password',
  '/impressum',
  '/datenschutz',
]

test('public pages: no axe violations, and what Lighthouse SEO / best practices check', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  // Lighthouse's 'Issues' audit: a blocked eval (zod's probe) was one on every page with a form
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP-Verstoß: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  )
  for (const path of PUBLIC) {
    const response = await page.goto(`${APEX}${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    expect((await page.title()).length, path).toBeGreaterThan(10)
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)
    // every image has alt text, every link a name
    await expect(page.locator('img:not([alt])')).toHaveCount(0)
    for (const link of await page.getByRole('link').all())
      expect((await link.innerText()).trim() || (await link.getAttribute('aria-label')), path).toBeTruthy()
    await expectNoAxeViolations(page)
  }
  expect(errors).toEqual([])
})

// in four groups, so each stays within its timeout on a busy machine
const TENANT_PAGES = (w: { eventId: string; customerId: string; serviceId: string; templateId: string }) => [
  [
    '/tenant',
    '/tenant/events',
    '/tenant/events/new',
    `/tenant/events/${w.eventId}`,
    `/tenant/events/${w.eventId}/edit`,
    `/tenant/events/${w.eventId}/files`,
    '/tenant/calendar',
  ],
  [
    '/tenant/customers',
    '/tenant/customers/new',
    `/tenant/customers/${w.customerId}/edit`,
    '/tenant/services',
    '/tenant/services/new',
    `/tenant/services/${w.serviceId}/edit`,
    '/tenant/files',
  ],
  [
    '/tenant/templates',
    '/tenant/templates/new',
    `/tenant/templates/${w.templateId}`,
    `/tenant/templates/${w.templateId}/ablauf`,
    '/tenant/billing',
    '/tenant/communication',
    '/tenant/analytics',
    '/tenant/integrations',
  ],
  [
    '/tenant/settings',
    '/tenant/settings/logo',
    '/tenant/settings/plan',
    '/tenant/settings/billing',
    '/tenant/settings/calendar',
    '/tenant/settings/account',
    '/tenant/settings/security-log',
  ],
]
for (const group of [0, 1, 2, 3]) {
  test(`tenant area, part ${group + 1}: no axe violations`, async ({ page }) => {
    const world = seedPortal()
    const origin = world.origin
    const templateId = withDb(
      (db) => (db.prepare('select id from templates where tenant_id = ?').get(world.tenant.id) as { id: string }).id,
    )
    await signInStaff(page, origin, world.tenant.admin.email, E2E_PASSWORD)
    for (const path of TENANT_PAGES({
      eventId: world.eventId,
      customerId: world.customer.id,
      serviceId: world.services.Buffet,
      templateId,
    })[group]) {
      const response = await page.goto(`${origin}${path}`)
      expect(response?.status(), path).toBe(200)
      await expectNoAxeViolations(page)
    }
  })
}

// the brand colours of a tenant: a light one (yellow) and a mid one (violet);
// the header's secondary lines and the login's button keep AA contrast on both
for (const primaryColor of ['#fde047', '#7c3aed']) {
  test(`portal and customer login in the brand colour ${primaryColor}: no axe violations`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const world = seedPortal({ primaryColor })
    await page.goto(`${world.origin}/customer-login?link=neu`)
    await expectNoAxeViolations(page)
    await page.goto(`${world.origin}/customer-login`)
    await expectNoAxeViolations(page)
    await enterPortal(page, mintLink(world), javaScriptEnabled)
    await expect(page.getByTestId('portal-header')).toContainText('Muster AG')
    await expectNoAxeViolations(page)
    for (const path of [
      `/customer-dashboard/module/${world.moduleId}`,
      '/customer-dashboard/cart',
      '/customer-dashboard/my-data',
      '/customer-dashboard/files',
      '/customer-dashboard/messages',
      '/customer-dashboard/documents',
      '/customer-dashboard/billing-address',
    ]) {
      const response = await page.goto(`${world.origin}${path}`)
      expect(response?.status(), path).toBe(200)
      await expectNoAxeViolations(page)
    }
  })
}

test('owner console: no axe violations', async ({ page }) => {
  await signInOwner(page)
  for (const path of ['/owner', '/owner/upgrades']) {
    const response = await page.goto(`${APEX}${path}`)
    expect(response?.status(), path).toBe(200)
    await expectNoAxeViolations(page)
  }
})
