import { expect, test } from './support'
import { setTenant } from './db'
import { seedEventTenant, signIn } from './event-fixtures'

// The tenant area shell (docs/product.md §2.8).

const LABELS = [
  'Übersicht',
  'Veranstaltungen',
  'Meine Aufgaben',
  'Endkunden',
  'Vorlagen',
  'Service-Katalog',
  'Personal',
  'Angebote & Rechnungen',
  'Kommunikation',
  'Kalender',
  'Analytics',
  'Dateien',
  'Einstellungen',
  'Integrationen',
]
const DAY = 86_400_000

test('sidebar entries in order, exact-path highlight, tenant name, trial badge and sign-out', async ({ page }) => {
  const t = seedEventTenant()
  await signIn(page, t)
  const nav = page.getByRole('navigation', { name: 'Mandantenbereich', exact: true })
  await expect(nav.getByRole('link')).toHaveText(LABELS)
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Veranstaltungen' }).click()
  await expect(page).toHaveURL(/\/tenant\/events$/)
  await expect(nav.getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('tenant-name')).toHaveText(t.name)
  await expect(page.getByTestId('trial-badge')).toHaveText('Test: noch 7 Tage')
  await expect(page.getByTestId('trial-badge')).not.toHaveAttribute('data-urgent', 'true')

  setTenant(t.id, { trial_expires_at: Date.now() + 2.5 * DAY })
  await page.reload()
  await expect(page.getByTestId('trial-badge')).toHaveText('Test: noch 3 Tage')
  await expect(page.getByTestId('trial-badge')).toHaveAttribute('data-urgent', 'true')

  setTenant(t.id, { trial_expires_at: Date.now() - 1000 })
  await page.reload()
  await expect(page.getByTestId('trial-badge')).toHaveText('Test abgelaufen')

  await nav.getByRole('link', { name: 'Kalender' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible()
  await page.getByTestId('sidebar').getByRole('button', { name: 'Abmelden' }).click()
  // let the sign-out finish before navigating away (with JS it is a fetch)
  // on the tenant's host the root sends anonymous visitors on to the customer login
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/customer-login', { waitUntil: 'commit' })
  await page.goto(`${t.origin}/tenant`)
  await expect(page).toHaveURL(/tenant-signup\?mode=login/)
})

test('the sidebar collapses to icon mode and stays so after a reload', async ({ page, javaScriptEnabled }) => {
  const t = seedEventTenant()
  await signIn(page, t)
  const sidebar = page.getByTestId('sidebar')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  expect((await sidebar.boundingBox())!.width).toBe(256)
  if (javaScriptEnabled) {
    await page.keyboard.press('Control+b')
  } else {
    await page.getByRole('button', { name: 'Seitenleiste einklappen' }).click()
  }
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48)
  // labels stay for screen readers in icon mode
  await expect(sidebar.getByRole('link', { name: 'Veranstaltungen' })).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')
  expect(cookie).toBeDefined()
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400)
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  if (javaScriptEnabled) {
    await page.keyboard.press('Meta+b')
  } else {
    await page.getByRole('button', { name: 'Seitenleiste ausklappen' }).click()
  }
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await expect(page).toHaveURL(/\/tenant$/)
})

test('below 768 px the sidebar is a side sheet behind a menu button, also by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const t = seedEventTenant()
  await signIn(page, t)
  // the navigation exists once: the sidebar is the sheet
  await expect(
    page.getByRole('navigation', { name: 'Mandantenbereich', exact: true, includeHidden: true }),
  ).toHaveCount(1)
  const sheet = page.getByTestId('sidebar')
  await expect(sheet).toBeHidden()
  await page.getByTestId('mobile-menu').locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeVisible()
  expect((await sheet.boundingBox())!.width).toBe(288)
  // Tab goes from the menu button into the menu, labels shown
  await page.keyboard.press('Tab')
  await expect(sheet.getByRole('link', { name: 'Übersicht' })).toBeFocused()
  await expect(sheet.getByText('Veranstaltungen', { exact: true })).toBeVisible()
  await sheet.getByRole('link', { name: 'Veranstaltungen' }).click()
  await expect(page).toHaveURL(/\/tenant\/events$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible()
  await expect(sheet).toBeHidden()
})

test('every sidebar area of the second wave opens with its heading, none is a placeholder', async ({ page }) => {
  const t = seedEventTenant()
  await signIn(page, t)
  for (const [path, title] of [
    ['billing', 'Angebote & Rechnungen'],
    ['communication', 'Kommunikation'],
    ['calendar', 'Kalender'],
    ['analytics', 'Analytics'],
    ['files', 'Dateien'],
    ['integrations', 'Integrationen'],
  ]) {
    await page.goto(`${t.origin}/tenant/${path}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('main')).not.toContainText('noch nicht verfügbar')
  }
})
