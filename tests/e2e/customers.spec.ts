import { createHash, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD, seedTenant, withDb, type SeededTenant } from './db'
import { expect, readOutbox, signInStaff, tenantOrigin, test, waitForMail, firstLink } from './support'

// Endkunden, with JavaScript on and off: every test gets its own
// tenant whose admin signs in through the real login form.

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

type Tenant = SeededTenant & { origin: string; list: string }

async function signedIn(page: Page): Promise<Tenant> {
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  return { ...t, origin, list: `${origin}/tenant/customers` }
}

function insertCustomer(tenantId: string, name: string, email: string) {
  const id = randomUUID()
  withDb((db) =>
    db
      .prepare(
        'insert into end_customers (id, tenant_id, name, email, is_active, created_at) values (?, ?, ?, ?, 1, ?)',
      )
      .run(id, tenantId, name, email, Date.now()),
  )
  return id
}

const unique = () => randomUUID().slice(0, 8)
const card = (page: Page, email: string) => page.getByTestId('customer-card').filter({ hasText: email })
const toast = (page: Page) => page.getByTestId('toast')

function tokenRow(token: string) {
  return withDb(
    (db) =>
      db.prepare('select used_at, expires_at from end_customer_auth_tokens where token_hash = ?').get(sha256(token)) as
        { used_at: number | null; expires_at: number } | undefined,
  )
}

async function fillCustomer(page: Page, values: { name: string; email: string; phone?: string; company?: string }) {
  await page.getByLabel('Name').fill(values.name)
  await page.getByLabel('E-Mail').fill(values.email)
  await page.getByLabel('Telefon').fill(values.phone ?? '')
  await page.getByLabel('Firma').fill(values.company ?? '')
}

test('create a customer: login mail with a working link; resend retires the old link; the 4th mail in 15 minutes is refused', async ({
  page,
}) => {
  const t = await signedIn(page)
  const email = `kunde-${unique()}@e2e.example`
  await page.goto(t.list)
  await expect(page.getByText('E-Mails werden nicht versendet, sondern im lokalen Postausgang')).toBeVisible()
  await expect(page.getByText('Noch keine Kunden vorhanden')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ersten Kunden erstellen' })).toBeVisible()
  await page.getByRole('link', { name: 'Neuen Kunden erstellen' }).click()
  await expect(page.getByRole('dialog', { name: 'Neuen Kunden erstellen' })).toBeVisible()
  await fillCustomer(page, { name: 'Erika Muster', email, phone: '0171 555', company: 'Muster AG' })
  // a new customer has no event yet: the login link is sent only when asked for
  await expect(page.getByLabel('Login-Link jetzt senden')).not.toBeChecked()
  await page.getByLabel('Login-Link jetzt senden').check()
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(toast(page)).toContainText('Kunde wurde erfolgreich erstellt und Login-E-Mail versendet.')
  const row = card(page, email)
  await expect(row).toContainText('Erika Muster')
  await expect(row).toContainText('Aktiv')
  await expect(row).toContainText('Muster AG')
  await expect(row).toContainText('Nie')

  const mail = await waitForMail(email)
  const link = new URL(firstLink(mail.text))
  expect(`${link.origin}${link.pathname}`).toBe(`${t.origin}/customer-login`)
  const firstToken = link.searchParams.get('token')!
  expect(tokenRow(firstToken)?.used_at).toBeNull()

  await row.getByRole('button', { name: 'Login-E-Mail senden' }).click()
  await expect(toast(page)).toContainText('Login-E-Mail wurde erneut versendet')
  await expect.poll(() => readOutbox().filter((m) => m.to === email).length).toBe(2)
  const secondToken = new URL(firstLink(readOutbox().filter((m) => m.to === email)[1]!.text)).searchParams.get('token')!
  expect(secondToken).not.toBe(firstToken)
  expect(tokenRow(firstToken)?.used_at).not.toBeNull()
  expect(tokenRow(secondToken)?.used_at).toBeNull()

  const opened = await page.goto(firstLink(readOutbox().filter((m) => m.to === email)[1]!.text))
  expect(opened?.status()).toBe(200)
  await expect(page.getByText('Tenant nicht gefunden')).toHaveCount(0)

  await page.goto(t.list)
  await card(page, email).getByRole('button', { name: 'Login-E-Mail senden' }).click()
  await expect(toast(page)).toContainText('Login-E-Mail wurde erneut versendet')
  await card(page, email).getByRole('button', { name: 'Login-E-Mail senden' }).click()
  await expect(toast(page)).toContainText('bereits 3 Login-E-Mails versendet')
  expect(readOutbox().filter((m) => m.to === email)).toHaveLength(3)
})

test('invalid input and a duplicate e-mail are refused with the spec texts, and typed values stay', async ({
  page,
}) => {
  const t = await signedIn(page)
  const taken = `vergeben-${unique()}@e2e.example`
  insertCustomer(t.id, 'Schon Da', taken)
  await page.goto(`${t.list}/new`)
  await fillCustomer(page, { name: 'E', email: 'kaputt', phone: '089 12', company: 'Firma Z' })
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible()
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('E')
  await expect(page.getByLabel('E-Mail')).toHaveValue('kaputt')
  await expect(page.getByLabel('Telefon')).toHaveValue('089 12')
  await expect(page.getByLabel('Firma')).toHaveValue('Firma Z')

  await fillCustomer(page, { name: 'Zweiter Versuch', email: taken.toUpperCase(), company: 'Firma Z' })
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(page.getByText('Ein Kunde mit dieser E-Mail-Adresse existiert bereits')).toBeVisible()
  await expect(page.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Name')).toHaveValue('Zweiter Versuch')
  const count = withDb(
    (db) => (db.prepare('select count(*) as n from end_customers where tenant_id = ?').get(t.id) as { n: number }).n,
  )
  expect(count).toBe(1)
  await page.getByRole('link', { name: 'Abbrechen' }).click()
  await expect(page).toHaveURL(t.list)
})

test('delete asks first, keeps the events and shows up in the security log', async ({ page }) => {
  const t = await signedIn(page)
  const email = `loeschen-${unique()}@e2e.example`
  const customerId = insertCustomer(t.id, 'Lösch Kandidat', email)
  const eventId = randomUUID()
  withDb((db) =>
    db
      .prepare(
        "insert into events (id, tenant_id, name, event_type, end_customer_id, status, created_at) values (?, ?, 'Gartenfest', 'Geburtstag', ?, 'draft', ?)",
      )
      .run(eventId, t.id, customerId, Date.now()),
  )
  await page.goto(t.list)
  await expect(card(page, email)).toContainText('Gartenfest')
  await card(page, email).getByRole('link', { name: 'Löschen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kunde löschen' })
  await expect(dialog).toContainText('„Lösch Kandidat“ wirklich löschen')
  await expect(dialog).toContainText('nicht rückgängig gemacht werden')
  await dialog.getByRole('link', { name: 'Abbrechen' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(card(page, email)).toBeVisible()

  await card(page, email).getByRole('link', { name: 'Löschen' }).click()
  await page.getByRole('dialog', { name: 'Kunde löschen' }).getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page)).toContainText('Kunde wurde erfolgreich gelöscht')
  await expect(card(page, email)).toHaveCount(0)
  const event = withDb(
    (db) =>
      db.prepare('select end_customer_id from events where id = ?').get(eventId) as
        { end_customer_id: string | null } | undefined,
  )
  expect(event).toEqual({ end_customer_id: null })

  await page.goto(`${t.origin}/tenant/settings/security-log`)
  const entry = page.getByTestId('security-event').filter({ hasText: email })
  await expect(entry).toContainText('Kunde gelöscht')
  await expect(entry).toContainText(t.admin.email)
})

test('edit a customer and deactivate it: its sessions end and it cannot be sent a link', async ({ page }) => {
  const t = await signedIn(page)
  const email = `edit-${unique()}@e2e.example`
  const customerId = insertCustomer(t.id, 'Alter Name', email)
  withDb((db) =>
    db
      .prepare(
        "insert into sessions (id, kind, end_customer_id, tenant_id, created_at, expires_at) values (?, 'customer', ?, ?, ?, ?)",
      )
      .run(sha256(randomUUID()), customerId, t.id, Date.now(), Date.now() + 3_600_000),
  )
  await page.goto(t.list)
  await card(page, email).getByRole('link', { name: 'Bearbeiten' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kunde bearbeiten' })
  await expect(dialog.getByLabel('Name')).toHaveValue('Alter Name')
  await dialog.getByLabel('Name').fill('Neuer Name')
  await dialog.getByLabel('Firma').fill('Neue Firma')
  await dialog.getByLabel(/^Aktiv/).uncheck()
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(toast(page)).toContainText('Kunde wurde aktualisiert.')
  await expect(card(page, email)).toContainText('Neuer Name')
  await expect(card(page, email)).toContainText('Inaktiv')
  await expect(card(page, email)).toContainText('Neue Firma')
  await expect(card(page, email).getByRole('button', { name: 'Login-E-Mail senden' })).toHaveCount(0)
  const sessions = withDb(
    (db) =>
      (db.prepare('select count(*) as n from sessions where end_customer_id = ?').get(customerId) as { n: number }).n,
  )
  expect(sessions).toBe(0)

  await card(page, email).getByRole('link', { name: 'Bearbeiten' }).click()
  await page
    .getByRole('dialog', { name: 'Kunde bearbeiten' })
    .getByLabel(/^Aktiv/)
    .check()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(card(page, email)).toContainText('Aktiv')
  await expect(card(page, email).getByRole('button', { name: 'Login-E-Mail senden' })).toBeVisible()
})

test('search on name, e-mail and company', async ({ page }) => {
  const t = await signedIn(page)
  insertCustomer(t.id, 'Anna Apfel', `anna-${unique()}@e2e.example`)
  insertCustomer(t.id, 'Bernd Birne', `bernd-${unique()}@e2e.example`)
  await page.goto(`${t.list}?q=birne`)
  await expect(page.getByTestId('customer-card')).toHaveCount(1)
  await expect(page.getByTestId('customer-card')).toContainText('Bernd Birne')
  await page.getByLabel('Kunden durchsuchen').fill('anna-')
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(page.getByTestId('customer-card')).toHaveCount(1)
  await expect(page.getByTestId('customer-card')).toContainText('Anna Apfel')
})
