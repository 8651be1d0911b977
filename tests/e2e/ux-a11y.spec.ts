import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD } from './db'
import { APEX, expect, signInStaff, test } from './support'
import { mintLink, openLink, seedPortal } from './portal-world'

// Issue 20, item 17: axe finds nothing (WCAG 2 A/AA) on the public pages,
// the tenant area and the portal; public pages carry what Lighthouse's SEO
// and best-practice audits look at (see README 'Erste Schritte und Zugänglichkeit').

// axe takes a few seconds per page on this shared machine
test.describe.configure({ timeout: 240_000 })

// axe runs inside the page, so it needs JavaScript: the no-JS project checks the
// server-rendered markup with the JS project's axe run covering the same HTML.
async function expectNoAxeViolations(page: Page) {
  if (!(await page.context().browser()) || test.info().project.name === 'no-js') return
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(found, page.url()).toEqual([])
}

const PUBLIC = ['/', '/tenant-signup', '/tenant-signup?mode=login', '/customer-login?link=neu', '/owner-login']

test('public pages: no axe violations, and what Lighthouse SEO / best practices check', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
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
    for (const link of await page.getByRole('link').all()) expect((await link.innerText()).trim() || (await link.getAttribute('aria-label')), path).toBeTruthy()
    await expectNoAxeViolations(page)
  }
  expect(errors).toEqual([])
})

test('tenant area: no axe violations', async ({ page }) => {
  const world = seedPortal()
  const origin = world.origin
  await signInStaff(page, origin, world.tenant.admin.email, E2E_PASSWORD)
  for (const path of ['/tenant', '/tenant/events', '/tenant/events/new', '/tenant/customers', '/tenant/services', '/tenant/services/new', '/tenant/templates', '/tenant/settings', '/tenant/settings/security-log', '/tenant/billing']) {
    await page.goto(`${origin}${path}`)
    await expectNoAxeViolations(page)
  }
})

test('portal and customer login: no axe violations', async ({ page, javaScriptEnabled }) => {
  const world = seedPortal()
  await page.goto(`${world.origin}/customer-login?link=neu`)
  await expectNoAxeViolations(page)
  await openLink(page, mintLink(world), javaScriptEnabled)
  await expectNoAxeViolations(page)
  await page.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Leistungen' }).click()
  await expectNoAxeViolations(page)
})
