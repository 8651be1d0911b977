import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD, seedTenant, tenantRow, withDb } from './db'
import { APEX, expect, signInOwner, signInStaff, tenantOrigin, test, waitForMail } from './support'
import { insertService } from './services-fixtures'

// First steps, access and account status (docs/features/first-steps.md), as a new planner and the platform owner see them.

test.describe.configure({ timeout: 120_000 })

const toast = (page: Page) => page.getByTestId('toast')

async function expectNoAxeViolations(page: Page) {
  if (test.info().project.name === 'no-js') return
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    page.url(),
  ).toEqual([])
}

async function newTenant(page: Page) {
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  return { ...t, origin }
}

test('a new account is greeted with Willkommen and a checklist; the event form says what is missing', async ({
  page,
}) => {
  const t = await newTenant(page)
  await expect(page.getByTestId('overview-greeting')).toHaveText(/^Willkommen, Ada /)
  await expect(page.getByTestId('overview-greeting')).not.toContainText('zurück')
  const steps = page.getByRole('list', { name: 'Erste Schritte' }).getByRole('listitem')
  await expect(steps).toHaveText([
    /Services anlegen/,
    /Vorlage bauen/,
    /Kunden anlegen/,
    /Veranstaltung erstellen/,
    /Zugang senden/,
  ])
  await expect(page.getByTestId('first-steps')).toContainText('0 von 5 erledigt')
  await expectNoAxeViolations(page)

  insertService(t.id, 'Buffet')
  await page.reload()
  await expect(page.getByTestId('first-steps')).toContainText('1 von 5 erledigt')
  await expect(steps.first()).toHaveAttribute('data-done', 'true')

  await page.goto(`${t.origin}/tenant/events/new`)
  await expect(page.getByText('Noch keine Vorlage vorhanden.')).toBeVisible()
  await expect(page.getByText('Noch kein Kunde vorhanden.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Kunden anlegen' }).click()
  await expect(page).toHaveURL(/\/tenant\/customers\/new$/)
})

test("creating a customer asks before mailing the link; 'Zugang senden' on the event page sends it", async ({
  page,
}) => {
  const t = await newTenant(page)
  const email = `zugang-${randomUUID().slice(0, 8)}@e2e.example`
  await page.goto(`${t.origin}/tenant/customers/new`)
  await page.getByLabel('Name').fill('Lisa Becker')
  await page.getByLabel('E-Mail').fill(email)
  await expect(page.getByLabel('Login-Link jetzt senden')).not.toBeChecked()
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(toast(page)).toContainText(
    'Kunde wurde erstellt. Den Zugang senden Sie, sobald eine Veranstaltung bereitsteht.',
  )

  const eventId = randomUUID()
  withDb((db) => {
    const customer = db.prepare('select id from end_customers where email = ?').get(email) as { id: string }
    db.prepare(
      'insert into events (id, tenant_id, name, event_type, end_customer_id, status, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    ).run(eventId, t.id, 'Hochzeit Becker', 'Hochzeit', customer.id, 'draft', Date.now())
  })
  await page.goto(`${t.origin}/tenant/events/${eventId}`)
  await page.getByRole('button', { name: 'Zugang senden' }).click()
  await expect(toast(page)).toContainText('Zugang wurde per E-Mail an den Kunden gesendet.')
  const mail = await waitForMail(email)
  expect(mail.text).toContain('/customer-login?token=')
  await page.goto(`${t.origin}/tenant`)
  await expect(page.getByRole('list', { name: 'Erste Schritte' }).getByRole('listitem').last()).toHaveAttribute(
    'data-done',
    'true',
  )
})

test('the template builder starts empty, shows prices, reorders services with buttons, warns about empty modules, duplicates', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await newTenant(page)
  const ids: Record<string, string> = {
    Aperitif: insertService(t.id, 'Aperitif', { unit: 'per_person', taxRate: 19, price: 4.2, grossPrice: 5 }),
    Buffet: insertService(t.id, 'Buffet', { unit: 'flat_rate', taxRate: 7, price: 500, grossPrice: 535 }),
  }
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await expect(page.getByText('Ziehen Sie einen Service in ein Modul')).toBeVisible()
  await expect(page.getByText('Noch keine Module. Fügen Sie ein Modul hinzu.')).toBeVisible()
  await expect(page.getByTestId('module-card')).toHaveCount(0)
  await page.getByLabel('Template-Name').fill('Sommerfest')
  await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
  await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
  const first = page.getByTestId('module-card').first()
  for (const service of ['Aperitif', 'Buffet']) {
    await first.getByLabel('Service hinzufügen').selectOption(ids[service]!)
    await first.getByRole('button', { name: 'Service zu „Neues Modul“ hinzufügen' }).click()
    await expect(first.getByTestId('module-service-name').filter({ hasText: service })).toBeVisible()
  }
  await expect(first.getByTestId('module-service').first()).toContainText('4,20 €')
  await first.getByRole('button', { name: 'Buffet in „Neues Modul“ nach oben' }).click()
  await expect(first.getByTestId('module-service-name')).toHaveText(['Buffet', 'Aperitif'])
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByTestId('empty-modules-warning')).toContainText(
    'Das Modul „Neues Modul“ enthält noch keine Services.',
  )
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Trotzdem speichern' }).click()
  await expect(toast(page)).toContainText('Template wurde gespeichert.')
  const saved = withDb(
    (db) =>
      db.prepare('select modules_json from templates where tenant_id = ? and name = ?').get(t.id, 'Sommerfest') as {
        modules_json: string
      },
  )
  const modules = JSON.parse(saved.modules_json).modules as Array<{ serviceIds: string[] }>
  expect(modules).toHaveLength(2)
  expect(modules[0]!.serviceIds).toHaveLength(2)

  await page.getByRole('button', { name: 'Vorlage „Sommerfest“ duplizieren' }).click()
  await expect(toast(page)).toContainText('Vorlage wurde dupliziert.')
  await expect(page.getByLabel('Template-Name')).toHaveValue('Sommerfest (Kopie)')
})

test('owner: a status change asks first and mails the admins; the suspended tenant’s staff see why; a trial is extended', async ({
  page,
  browser,
}) => {
  const tenant = seedTenant()
  await signInOwner(page)
  await page.getByRole('link', { name: `Details zu ${tenant.name}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Status ändern').selectOption('suspended')
  await dialog.getByRole('button', { name: 'Status speichern' }).click()
  await expect(page.getByTestId('status-confirm')).toContainText('„Test Aktiv“ auf „Gesperrt“')
  expect(tenantRow(tenant.id).status).toBe('trial_active')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Ja, Status ändern' }).click()
  await expect(page.getByText('Mandanten-Status wurde aktualisiert.')).toBeVisible()
  expect((await waitForMail(tenant.admin.email, /gesperrt/)).text).toContain('Test Aktiv → Gesperrt')

  const staff = await browser.newContext({ javaScriptEnabled: test.info().project.name !== 'no-js' })
  const staffPage = await staff.newPage()
  await staffPage.goto(`${tenantOrigin(tenant.subdomain)}/customer-login`)
  await expect(staffPage.getByRole('heading', { name: 'Zugang vorübergehend gesperrt' })).toBeVisible()
  await expect(staffPage.getByText('Dieses Planungsportal ist zurzeit nicht erreichbar.')).toBeVisible()
  await staffPage.getByRole('link', { name: 'Zum Kontostatus für Mitarbeiter' }).click()
  await staffPage.getByLabel('E-Mail').fill(tenant.admin.email)
  await staffPage.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await staffPage.getByRole('button', { name: 'Anmelden' }).click()
  await expect(staffPage).toHaveURL(`${APEX}/tenant-status`)
  await expect(staffPage.getByRole('heading', { name: 'Zugang vorübergehend gesperrt' })).toBeVisible()
  await expect(staffPage.getByTestId('platform-contact')).toContainText('@')
  await expect(staffPage.getByRole('link', { name: 'Konto & Daten (Export)' })).toBeVisible()
  await staff.close()

  // back to paid: the plan is asked for and shown
  await page.getByRole('link', { name: `Details zu ${tenant.name}` }).click()
  await page.getByRole('dialog').getByLabel('Status ändern').selectOption('active_paid')
  await page.getByRole('dialog').getByLabel('Tarif (bei „Bezahlt“)').selectOption('business')
  await page.getByRole('dialog').getByRole('button', { name: 'Status speichern' }).click()
  await page.getByRole('button', { name: 'Ja, Status ändern' }).click()
  await expect(page.getByTestId(`tenant-row-${tenant.subdomain}`)).toContainText('Tarif Business')

  const trial = seedTenant({ status: 'trial_expired', trialExpiresAt: Date.now() - 86_400_000 })
  await page.goto(`${APEX}/owner/tenants/${trial.id}`)
  await page.getByLabel('Testphase verlängern um (Tage)').fill('10')
  await page.getByRole('button', { name: 'Testphase verlängern' }).click()
  await expect.poll(() => tenantRow(trial.id).status).toBe('trial_active')
  expect((await waitForMail(trial.admin.email, /verlängert/)).text).toContain('um 10 Tage verlängert')
})
