import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { APEX, expect, firstLink, readOutbox, tenantOrigin, test, waitForMail } from './support'
import { E2E_PASSWORD, seedTenant, type SeededTenant } from './db'

// 'Passwort vergessen?' from the login card to a new password.

const NEW_PASSWORD = 'Neues-Passwort-Sicher-9'
const SENT =
  'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.'

async function signInCard(page: Page, t: SeededTenant, password: string) {
  await page.goto(`${tenantOrigin(t.subdomain)}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(t.planner.email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

test('reset from the login card: new password works, the old one and old sessions do not, the link works once', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const t = seedTenant()
  const old = await browser.newContext({ javaScriptEnabled })
  const oldPage = await old.newPage()
  await signInCard(oldPage, t, E2E_PASSWORD)
  await expect(oldPage).toHaveURL(/\/tenant$/)

  await page.goto(`${tenantOrigin(t.subdomain)}/tenant-signup?mode=login`)
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByText('Geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible()
  await page.getByLabel('E-Mail').fill(t.planner.email)
  await page.getByRole('button', { name: 'Link senden' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()

  const mail = await waitForMail(t.planner.email, /Passwort zurücksetzen/)
  const link = firstLink(mail.text)
  await page.goto(link)
  await page.getByLabel('Neues Passwort').fill('password')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page.getByText('Schwaches Passwort: gehört zu den 10.000 häufigsten Passwörtern')).toBeVisible()
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page).toHaveURL(/\/tenant-signup\?mode=login/)
  await expect(page.getByText('Ihr Passwort wurde geändert und alle Sitzungen wurden beendet.')).toBeVisible()

  await oldPage.goto(`${tenantOrigin(t.subdomain)}/tenant`)
  await expect(oldPage).toHaveURL(/\/tenant-signup\?mode=login/)
  await old.close()

  await signInCard(page, t, E2E_PASSWORD)
  await expect(page.getByText(/Anmeldefehler/)).toBeVisible()
  await signInCard(page, t, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/tenant$/)

  await page.goto(link)
  await expect(
    page.getByText('Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet.'),
  ).toBeVisible()
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0)
})

test('an unknown address gets the same answer and no mail; the owner login links to the reset too', async ({
  page,
}) => {
  const email = `niemand-${randomUUID().slice(0, 8)}@e2e.example`
  await page.goto(`${APEX}/owner-login`)
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page.getByText('Geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible()
  await page.getByLabel('E-Mail').fill(email)
  await page.getByRole('button', { name: 'Link senden' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  expect(readOutbox().filter((m) => m.to === email)).toHaveLength(0)
})
