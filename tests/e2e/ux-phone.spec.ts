import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { mintLink, seedPortal } from './portal-world'
import { enterPortal } from './portal-entry'
import { APEX, expect, signInOwner, signInStaff, test } from './support'

// On a 390 px wide phone no page scrolls sideways, the
// team table in Einstellungen, the template builder and the owner's tenant
// table included (wide tables become stacked rows, app/styles/tailwind.css).

test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 120_000 })

async function expectNoSidewaysScroll(page: Page, url: string) {
  await page.goto(url)
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.documentElement
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '').slice(0, 40)}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide }
  })
  expect(scrollWidth, `${url} ist breiter als das Telefon: ${wide.join(', ')}`).toBeLessThanOrEqual(clientWidth)
}

test('tenant area at 390 px: Einstellungen with the team table, the template builder and the main pages', async ({
  page,
}) => {
  const world = seedPortal()
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/settings`)
  // the team table's rows are stacked: each cell names its column
  await expect(page.getByRole('table', { name: 'Teammitglieder' })).toBeVisible()
  await expectNoSidewaysScroll(page, `${world.origin}/tenant/settings`)
  const { id: templateId } = withDb(
    (db) => db.prepare('select id from templates where tenant_id = ?').get(world.tenant.id) as { id: string },
  )
  const paths = [
    '/tenant',
    '/tenant/events',
    '/tenant/events/new',
    `/tenant/events/${world.eventId}`,
    `/tenant/events/${world.eventId}/files`,
    '/tenant/customers',
    '/tenant/customers/new',
    '/tenant/services',
    '/tenant/services/new',
    '/tenant/templates',
    '/tenant/templates/new',
    `/tenant/templates/${templateId}`,
    '/tenant/settings/plan',
    '/tenant/settings/billing',
    '/tenant/settings/calendar',
    '/tenant/settings/account',
    '/tenant/settings/security-log',
    '/tenant/integrations',
    '/tenant/calendar',
    '/tenant/files',
    '/tenant/billing',
    '/tenant/communication',
    '/tenant/analytics',
  ]
  for (const path of paths) await expectNoSidewaysScroll(page, `${world.origin}${path}`)
})

test('the owner console at 390 px', async ({ page }) => {
  seedPortal() // at least one tenant row with long names in the table
  await signInOwner(page)
  await expect(page.getByRole('columnheader', { name: 'Testphase' })).toBeAttached()
  await expectNoSidewaysScroll(page, `${APEX}/owner`)
})

test('public pages and the portal at 390 px', async ({ page, javaScriptEnabled }) => {
  for (const path of ['/', '/tenant-signup', '/tenant-signup?mode=login', '/owner-login', '/impressum', '/datenschutz'])
    await expectNoSidewaysScroll(page, `${APEX}${path}`)
  const world = seedPortal()
  await expectNoSidewaysScroll(page, `${world.origin}/customer-login?link=neu`)
  await enterPortal(page, mintLink(world), javaScriptEnabled)
  for (const path of [
    '/customer-dashboard',
    `/customer-dashboard/module/${world.moduleId}`,
    '/customer-dashboard/cart',
    '/customer-dashboard/my-data',
    '/customer-dashboard/files',
    '/customer-dashboard/messages',
    '/customer-dashboard/documents',
  ]) {
    await expectNoSidewaysScroll(page, `${world.origin}${path}`)
  }
})
