import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { expect, firstLink, rawRequest, signInStaff, tenantOrigin, test, waitForMail } from './support'
import { E2E_PASSWORD, seedTenant, withDb, type SeededTenant } from './db'

// Inviting planners, roles, removing members, the last admin, planners read only.

const uid = () => randomUUID().replace(/-/g, '').slice(0, 10)
const NEW_PASSWORD = 'Planer-Passwort-Sicher-8'

async function signIn(page: Page, t: SeededTenant, email: string, password = E2E_PASSWORD) {
  await signInStaff(page, tenantOrigin(t.subdomain), email, password)
}

async function signedInPage(browser: Browser, t: SeededTenant, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  await signIn(page, t, email)
  return { context, page }
}

const settings = (page: Page, t: SeededTenant) => page.goto(`${tenantOrigin(t.subdomain)}/tenant/settings`)
const plannerName = (t: SeededTenant) => `Pia ${t.subdomain}`
const adminName = (t: SeededTenant) => `Ada ${t.subdomain}`

test('an admin invites a planner: mail, name and password, signed in, in the planner select', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const t = seedTenant()
  const email = `neu-${uid()}@e2e.example`
  await signIn(page, t, t.admin.email)
  await settings(page, t)
  await page.getByLabel('E-Mail des neuen Mitglieds').fill(email)
  await page.getByLabel('Rolle', { exact: true }).selectOption('tenant_planner')
  await page.getByRole('button', { name: 'Teammitglied einladen' }).click()
  await expect(page.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Offene Einladungen' })).toContainText(email)

  const mail = await waitForMail(email)
  expect(mail.subject).toBe(`Einladung zum Team von ${t.name} – Festplan`)
  const invitee = await browser.newContext({ javaScriptEnabled })
  const newPage = await invitee.newPage()
  await newPage.goto(firstLink(mail.text))
  await expect(newPage.getByRole('heading', { name: `Einladung zum Team von ${t.name}` })).toBeVisible()
  await newPage.getByLabel('Vollständiger Name').fill(`Nele ${t.subdomain}`)
  await newPage.getByLabel('Passwort').fill('kurz')
  await newPage.getByRole('button', { name: 'Einladung annehmen' }).click()
  await expect(newPage.getByText('Schwaches Passwort: mindestens 8 Zeichen erforderlich')).toBeVisible()
  await expect(newPage.getByLabel('Vollständiger Name')).toHaveValue(`Nele ${t.subdomain}`)
  await newPage.getByLabel('Passwort').fill(NEW_PASSWORD)
  await newPage.getByRole('button', { name: 'Einladung annehmen' }).click()
  await expect(newPage).toHaveURL(/\/tenant$/)
  await expect(newPage.getByText(`Sie gehören jetzt zum Team von ${t.name}.`)).toBeVisible()
  await invitee.close()

  // signs in with the chosen password and appears in the event form's planner select
  const again = await browser.newContext({ javaScriptEnabled })
  const joined = await again.newPage()
  await signIn(joined, t, email, NEW_PASSWORD)
  await joined.goto(`${tenantOrigin(t.subdomain)}/tenant/events/new`)
  await expect(joined.getByLabel('Ansprechpartner').locator('option', { hasText: `Nele ${t.subdomain}` })).toHaveCount(
    1,
  )
  await again.close()

  await settings(page, t)
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(`Nele ${t.subdomain}`)
  await expect(page.getByRole('list', { name: 'Offene Einladungen' })).toHaveCount(0)
})

test('Erneut senden kills the old link; Zurückziehen ends the invitation', async ({ page }) => {
  const t = seedTenant()
  const email = `wieder-${uid()}@e2e.example`
  await signIn(page, t, t.admin.email)
  await settings(page, t)
  await page.getByLabel('E-Mail des neuen Mitglieds').fill(email)
  await page.getByRole('button', { name: 'Teammitglied einladen' }).click()
  const first = firstLink((await waitForMail(email)).text)
  await page.getByRole('button', { name: `Einladung an ${email} erneut senden` }).click()
  await expect(
    page.getByText(`Die Einladung an ${email} wurde erneut gesendet. Der alte Link ist ungültig.`),
  ).toBeVisible()
  await page.goto(first)
  await expect(page.getByText('Diese Einladung ist ungültig')).toBeVisible()
  await settings(page, t)
  await page.getByRole('button', { name: `Einladung an ${email} zurückziehen` }).click()
  await expect(page.getByText(`Die Einladung an ${email} wurde zurückgezogen.`)).toBeVisible()
  await expect(page.getByText('Keine offenen Einladungen.')).toBeVisible()
})

test('the admin changes a role and removes the member; the removed session stops working', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const t = seedTenant()
  const planner = await signedInPage(browser, t, t.planner.email, javaScriptEnabled)
  await signIn(page, t, t.admin.email)
  await settings(page, t)
  await page.getByLabel(`Rolle von ${plannerName(t)}`, { exact: true }).selectOption('tenant_admin')
  await page.getByRole('button', { name: `Rolle von ${plannerName(t)} speichern` }).click()
  await expect(page.getByText('Die Rolle wurde auf Admin geändert.')).toBeVisible()
  await expect(page.getByLabel(`Rolle von ${plannerName(t)}`, { exact: true })).toHaveValue('tenant_admin')

  await page.getByRole('link', { name: `${plannerName(t)} entfernen` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('wirklich aus dem Team entfernen')
  await dialog.getByRole('button', { name: 'Entfernen' }).click()
  await expect(page.getByText(`${plannerName(t)} wurde aus dem Team entfernt.`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(t.planner.email) })).toHaveCount(0)

  await planner.page.goto(`${tenantOrigin(t.subdomain)}/tenant`)
  await expect(planner.page).toHaveURL(/\/tenant-signup\?mode=login/)
  await planner.context.close()
})

test('the last admin can be neither removed nor made a planner', async ({ page }) => {
  const t = seedTenant()
  await signIn(page, t, t.admin.email)
  await settings(page, t)
  await page.getByLabel(`Rolle von ${adminName(t)}`, { exact: true }).selectOption('tenant_planner')
  await page.getByRole('button', { name: `Rolle von ${adminName(t)} speichern` }).click()
  await expect(page.getByText('Der letzte Administrator kann nicht zum Planer gemacht werden.')).toBeVisible()
  await settings(page, t)
  await page.getByRole('link', { name: `${adminName(t)} entfernen` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click()
  await expect(page.getByRole('dialog').getByText('Der letzte Administrator kann nicht entfernt werden.')).toBeVisible()
  await settings(page, t)
  await expect(page.getByLabel(`Rolle von ${adminName(t)}`, { exact: true })).toHaveValue('tenant_admin')
})

test('a planner sees the team but cannot invite', async ({ page, context }) => {
  const t = seedTenant()
  await signIn(page, t, t.planner.email)
  await settings(page, t)
  const team = page.locator('#team')
  await expect(team).toContainText(t.admin.email)
  await expect(team).toContainText('Nur Administratoren können das Team verwalten.')
  await expect(page.getByRole('button', { name: 'Teammitglied einladen' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /entfernen$/ })).toHaveCount(0)

  const cookie = (await context.cookies(tenantOrigin(t.subdomain))).map((c) => `${c.name}=${c.value}`).join('; ')
  const origin = tenantOrigin(t.subdomain)
  const post = await rawRequest(`${origin}/tenant/settings/team`, {
    headers: { Cookie: cookie, Origin: origin },
    form: { intent: 'invite', email: `p-${uid()}@e2e.example`, role: 'tenant_admin' },
  })
  expect(post.status).toBe(403)
  expect(post.body).toContain('Nur Administratoren können das Team verwalten.')
  const count = withDb(
    (db) => (db.prepare('select count(*) as n from invitations where tenant_id = ?').get(t.id) as { n: number }).n,
  )
  expect(count).toBe(0)
})

test('Mein Profil: name, company and the morning task mail are saved; a new password ends the other sessions', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // two sign-ins, three saves and a reload: more than the default 30 s on a busy machine
  test.slow()
  const t = seedTenant()
  const other = await signedInPage(browser, t, t.planner.email, javaScriptEnabled)
  await signIn(page, t, t.planner.email)
  await settings(page, t)
  await page.getByLabel('Vollständiger Name').fill(`Pia Neu ${t.subdomain}`)
  await page.getByLabel('Firma').fill('Neue Firma GmbH')
  const digest = page.getByLabel('Morgens eine E-Mail mit meinen Aufgaben des Tages')
  await expect(digest).not.toBeChecked()
  await digest.check()
  await page.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(page.getByText('Ihr Profil wurde gespeichert.')).toBeVisible()
  await expect(page.getByLabel('Firma')).toHaveValue('Neue Firma GmbH')
  await page.reload()
  await expect(page.getByLabel('Morgens eine E-Mail mit meinen Aufgaben des Tages')).toBeChecked()
  await expect(page.locator('#team')).toContainText(`Pia Neu ${t.subdomain}`)

  await page.getByLabel('Aktuelles Passwort').fill('falsches-passwort')
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByText('Das aktuelle Passwort ist falsch')).toBeVisible()
  await page.getByLabel('Aktuelles Passwort').fill(E2E_PASSWORD)
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByText('Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden beendet.')).toBeVisible()

  await other.page.goto(`${tenantOrigin(t.subdomain)}/tenant`)
  await expect(other.page).toHaveURL(/\/tenant-signup\?mode=login/)
  await other.context.close()
  await page.goto(`${tenantOrigin(t.subdomain)}/tenant`)
  await expect(page).toHaveURL(/\/tenant$/)
})
