import { randomUUID } from 'node:crypto'
import { withDb } from './db'
import { APEX, expect, firstLink, test, waitForMail } from './support'

// The subdomain comes from the company name, with German
// transliteration (Müller → mueller) before the filtering of docs/product.md §5.1.

const uid = () => randomUUID().replace(/-/g, '').slice(0, 8)

test('Müller Events becomes mueller-events', async ({ page, javaScriptEnabled }) => {
  const id = uid()
  await page.goto(`${APEX}/tenant-signup`)
  await page.getByLabel('Vollständiger Name').fill(`Ada ${id}`)
  await page.getByLabel('Firmenname').fill(`Müller Events ${id}`)
  const field = page.getByLabel('Firmenkürzel (Subdomain)')
  if (javaScriptEnabled) {
    // suggested from the company name while typing
    await expect(field).toHaveValue(`mueller-events-${id}`)
    await expect(page.getByText('Subdomain ist verfügbar!')).toBeVisible()
  } else {
    // without JavaScript the server writes the umlaut out the same way
    await field.fill(`Müller-Events-${id}`)
  }
  await page.getByLabel('E-Mail').fill(`ada-${id}@e2e.example`)
  await page.getByLabel('Passwort', { exact: true }).fill('Blauer-Wal-tanzt-42')
  await page.getByRole('button', { name: '7 Tage kostenlos testen' }).click()
  await expect(page).toHaveURL(/registered=1$/)
  const tenant = withDb(
    (db) =>
      db.prepare('select subdomain from tenants where name = ?').get(`Müller Events ${id}`) as
        { subdomain: string } | undefined,
  )
  expect(tenant?.subdomain).toBe(`mueller-events-${id}`)

  // item 5: confirming signs the admin in, and the team list says so
  const mail = await waitForMail(`ada-${id}@e2e.example`, /bestätigen/)
  await page.goto(firstLink(mail.text))
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click()
  await expect(page.getByText('E-Mail bestätigt')).toBeVisible()
  await page.goto(`${new URL(page.url()).origin}/tenant/settings`)
  const me = page.getByRole('row').filter({ hasText: `ada-${id}@e2e.example` })
  await expect(me).toBeVisible()
  await expect(me).not.toContainText('Noch nie')
  await expect(me).toContainText(/\d{2}\.\d{2}\.\d{4}/)
})
