import type { Page } from '@playwright/test'
import { withDb } from './db'
import { expect, test } from './support'
import { mintLink, openLink, seedPortal, type PortalWorld } from './portal-world'

// White-label: a Business tenant's customer portal (login page on
// the tenant's host included) never shows 'Festplan' – not in titles, header,
// footer, meta or the markup; a Pro tenant's portal keeps it. JS on and off.

function onPlan(world: PortalWorld, plan: 'business' | 'pro') {
  withDb((db) =>
    db
      .prepare(
        "update tenants set status = 'active_paid', plan = ?, trial_started_at = null, trial_expires_at = null where id = ?",
      )
      .run(plan, world.tenant.id),
  )
}

const PORTAL_PAGES = [
  '/customer-dashboard',
  '/customer-dashboard/messages',
  '/customer-dashboard/documents',
  '/customer-dashboard/files',
  '/customer-dashboard/my-data',
  '/customer-dashboard/billing-address',
]

/** Title, meta description and the whole markup of the page. */
async function brandTexts(page: Page) {
  return {
    title: await page.title(),
    description: (
      await page
        .locator('meta[name="description"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('content') ?? ''))
    ).join(' '),
    html: await page.content(),
  }
}

test('a Business tenant: no Festplan anywhere in the portal and on its login page', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow() // seven pages
  const world = seedPortal()
  onPlan(world, 'business')

  await page.goto(`${world.origin}/customer-login?link=neu`)
  await expect(page.getByRole('heading', { name: 'Kunden-Login' })).toBeVisible()
  let seen = await brandTexts(page)
  expect(seen.title).toBe(`Kunden-Login – ${world.tenant.name}`)
  expect(`${seen.title} ${seen.description} ${seen.html}`).not.toMatch(/festplan/i)

  await openLink(page, mintLink(world), javaScriptEnabled)
  for (const path of [...PORTAL_PAGES, `/customer-dashboard/module/${world.moduleId}`]) {
    await page.goto(`${world.origin}${path}`)
    await expect(page.getByTestId('portal-header')).toContainText(world.tenant.name)
    seen = await brandTexts(page)
    expect(seen.title, path).toContain(world.tenant.name)
    expect(`${seen.title} ${seen.description} ${seen.html}`, path).not.toMatch(/festplan/i)
  }
})

test('a Pro tenant keeps Festplan in the portal titles', async ({ page, javaScriptEnabled }) => {
  test.slow() // six pages
  const world = seedPortal()
  onPlan(world, 'pro')
  await page.goto(`${world.origin}/customer-login?link=neu`)
  expect(await page.title()).toBe('Kunden-Login – Festplan')
  await openLink(page, mintLink(world), javaScriptEnabled)
  for (const path of PORTAL_PAGES) {
    await page.goto(`${world.origin}${path}`)
    expect(await page.title(), path).toMatch(/ – Festplan$/)
  }
})
