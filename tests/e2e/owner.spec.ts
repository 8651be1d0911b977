import { APEX, expect, rawRequest, signInOwner, tenantOrigin, test } from './support'
import { E2E_PASSWORD, seedTenant, setTenant, tenantRow } from './db'
import { mintLink, openLink, seedPortal } from './portal-world'

const DAY = 86_400_000

test('the owner sees new tenants with German status and trial columns', async ({ page }) => {
  const soon = seedTenant({ trialExpiresAt: Date.now() + 2.5 * DAY })
  const later = seedTenant({ trialExpiresAt: Date.now() + 6.2 * DAY })
  const lapsed = seedTenant({ trialExpiresAt: Date.now() - DAY })
  const paid = seedTenant({ status: 'active_paid', trialExpiresAt: null })
  await signInOwner(page)
  const row = (sub: string) => page.getByTestId(`tenant-row-${sub}`)
  await expect(row(soon.subdomain)).toContainText('Test Aktiv')
  await expect(row(soon.subdomain).getByText('3 Tage')).toHaveClass(/text-destructive/)
  await expect(row(later.subdomain).getByText('7 Tage')).not.toHaveClass(/text-destructive/)
  await expect(row(lapsed.subdomain)).toContainText('Test Abgelaufen')
  await expect(row(lapsed.subdomain)).toContainText('abgelaufen')
  await expect(row(paid.subdomain)).toContainText('Bezahlt')
  await expect(row(paid.subdomain)).toContainText('—')
  // users: admin + planner; created date in German format
  await expect(row(soon.subdomain).locator('td').nth(5)).toHaveText('2')
  await expect(row(soon.subdomain)).toContainText(
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date()),
  )
})

test('details show the tenant; Gesperrt closes its subdomain and staff, setting it back restores them', async ({
  page,
  browser,
}) => {
  test.slow() // two browser contexts and four sign-in hops
  const tenant = seedTenant()
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await staffPage.goto(`${tenantOrigin(tenant.subdomain)}/tenant-signup?mode=login`)
  await staffPage.getByLabel('E-Mail').fill(tenant.admin.email)
  await staffPage.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await staffPage.getByRole('button', { name: 'Anmelden' }).click()
  await expect(staffPage).toHaveURL(/\/tenant$/)

  await signInOwner(page)
  await page.getByRole('link', { name: `Details zu ${tenant.name}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(tenant.subdomain)
  await expect(dialog).toContainText('Testphase endet')
  await dialog.getByLabel('Status ändern').selectOption('suspended')
  await dialog.getByRole('button', { name: 'Status speichern' }).click()
  await expect(page.getByTestId('status-confirm')).toContainText('„Test Aktiv“ auf „Gesperrt“')
  await page.getByRole('button', { name: 'Ja, Status ändern' }).click()
  await expect(page.getByText('Mandanten-Status wurde aktualisiert.')).toBeVisible()
  await expect(page.getByTestId(`tenant-row-${tenant.subdomain}`)).toContainText('Gesperrt')

  const gate = await staffPage.goto(`${tenantOrigin(tenant.subdomain)}/tenant`)
  expect(gate?.status()).toBe(404)
  await expect(staffPage.getByRole('heading', { name: 'Zugang vorübergehend gesperrt' })).toBeVisible()
  await staffPage.goto(`${APEX}/tenant`)
  await expect(staffPage).toHaveURL(/\/tenant-status$|\/tenant-signup/)

  await page.getByRole('link', { name: `Details zu ${tenant.name}` }).click()
  await page.getByRole('dialog').getByLabel('Status ändern').selectOption('trial_active')
  await page.getByRole('dialog').getByRole('button', { name: 'Status speichern' }).click()
  await page.getByRole('button', { name: 'Ja, Status ändern' }).click()
  await expect(page.getByTestId(`tenant-row-${tenant.subdomain}`)).toContainText('Test Aktiv')
  const back = await staffPage.goto(`${tenantOrigin(tenant.subdomain)}/tenant`)
  expect(back?.status()).toBe(200)
  await staff.close()
})

test('non-owners are sent away from /owner', async ({ page }) => {
  const tenant = seedTenant()
  await page.goto(`${APEX}/owner`)
  await expect(page).toHaveURL(/\/owner-login/)
  await page.goto(`${APEX}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(tenant.planner.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/tenant$/)
  await page.goto(`${APEX}/owner`)
  await expect(page).not.toHaveURL(/\/owner/)
})

test('a planner sees the branding but cannot change it; an admin can', async ({ page }) => {
  const tenant = seedTenant()
  setTenant(tenant.id, { primary_color: '#123456' })
  await page.goto(`${APEX}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(tenant.planner.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/tenant$/)
  await page.goto(`${APEX}/tenant/settings`)
  await expect(page.getByLabel('Primärfarbe', { exact: true })).toHaveValue('#123456')
  await expect(page.getByLabel('Primärfarbe', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Branding speichern' })).toHaveCount(0)
})

test('an admin saves branding; a bad colour is refused on its field and kept', async ({ page }) => {
  const tenant = seedTenant()
  await page.goto(`${APEX}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(tenant.admin.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/tenant$/)
  await page.goto(`${APEX}/tenant/settings`)
  await page.getByLabel('Primärfarbe', { exact: true }).fill('rot')
  await page.getByLabel('Schriftart').selectOption('Lato')
  await page.getByRole('button', { name: 'Branding speichern' }).click()
  await expect(page.getByText('Die Primärfarbe muss eine Farbe im Format #rrggbb sein (z. B. #7c3aed)')).toBeVisible()
  await expect(page.getByLabel('Primärfarbe', { exact: true })).toHaveValue('rot')
  await page.getByLabel('Primärfarbe', { exact: true }).fill('#0f766e')
  await page.getByRole('button', { name: 'Branding speichern' }).click()
  await expect(page.getByText('Branding wurde gespeichert.')).toBeVisible()
  await expect(page.getByLabel('Primärfarbe', { exact: true })).toHaveValue('#0f766e')
  await expect(page.getByLabel('Schriftart')).toHaveValue('Lato')
})

test('a trial whose expiry lies in the past shows the red card and refuses new events', async ({ page }) => {
  const tenant = seedTenant()
  setTenant(tenant.id, { trial_expires_at: Date.now() - 60_000 })
  await page.goto(`${APEX}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(tenant.admin.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/tenant$/)
  await expect(page.getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/tenant/settings/plan')
  await expect(page.getByTestId('trial-badge')).toHaveText('Test abgelaufen')
  await page.goto(`${APEX}/tenant/events/new`)
  await expect(page.getByRole('alert').filter({ hasText: 'Testzeitraum ist abgelaufen' })).toBeVisible()
  // The server refuses too, whatever the page shows.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const response = await rawRequest(`${APEX}/tenant/events/new`, {
    form: { name: 'Nach Ablauf' },
    headers: { Origin: APEX, Cookie: cookie },
  })
  expect(response.status).toBe(403)
  expect(response.body).toContain('Testzeitraum ist abgelaufen')
  expect(tenantRow(tenant.id).status).toBe('trial_expired')
})

test('branding saved by an admin appears in the customer portal', async ({ page, browser, javaScriptEnabled }) => {
  const world = seedPortal()
  await page.goto(`${world.origin}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(world.tenant.admin.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/tenant$/)
  await page.goto(`${world.origin}/tenant/settings`)
  await page.getByLabel('Primärfarbe', { exact: true }).fill('#0f766e')
  await page.getByRole('button', { name: 'Branding speichern' }).click()
  await expect(page.getByText('Branding wurde gespeichert.')).toBeVisible()

  const customer = await browser.newContext({ javaScriptEnabled })
  const portal = await customer.newPage()
  await openLink(portal, mintLink(world), javaScriptEnabled)
  await expect(portal.getByTestId('portal-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  await customer.close()
})
