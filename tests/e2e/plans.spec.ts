import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { E2E_PASSWORD, seedTenant, tenantRow, withDb } from './db'
import { DEMO, expect, signInOwner, signInStaff, tenantOrigin, test, waitForMail } from './support'
import { mintLink, seedPortal } from './portal-world'

// The upgrade path (admin asks, owner approves, mails both ways) and
// an end customer's own data rights (export, deletion, erasure), with and
// without JavaScript.

test('upgrade request → owner approves → plan and status change, mails in the outbox', async ({ page }) => {
  const tenant = seedTenant()
  const origin = tenantOrigin(tenant.subdomain)
  await signInStaff(page, origin, tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${origin}/tenant/settings/plan`)
  await expect(page.getByRole('heading', { name: 'Abo' })).toBeVisible()
  await expect(page.getByTestId('trial-days')).toContainText('noch')
  await page.getByRole('button', { name: 'Business wählen' }).click()
  await expect(page.getByTestId('plan-pending')).toContainText('Business angefragt')
  const ownerMail = await waitForMail(DEMO.owner.email, new RegExp(`Tarifanfrage: ${tenant.name}`))
  expect(ownerMail.text).toContain('/owner/upgrades')

  await page.context().clearCookies()
  await signInOwner(page)
  await page.getByTestId('owner-upgrades-link').click()
  const row = page.getByTestId('plan-request').filter({ hasText: tenant.name })
  await row.getByRole('button', { name: 'Bestätigen (Bezahlt)' }).click()
  await expect(page.getByTestId('plan-request').filter({ hasText: tenant.name })).toContainText('bestätigt')
  expect(tenantRow(tenant.id)).toMatchObject({ plan: 'business', status: 'active_paid' })
  await waitForMail(tenant.admin.email, /Ihr Tarif Business ist aktiv/)

  await page.context().clearCookies()
  await signInStaff(page, origin, tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${origin}/tenant/settings/plan`)
  await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Ihr aktueller Tarif')).toBeVisible()
  await expect(page.getByTestId('plan-pending')).toHaveCount(0)
})

test('a customer downloads their own data, asks for deletion; after staff confirm, name and e-mail are gone except on retained invoices', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  const world = seedPortal()
  const now = Date.now()
  const invoiceId = randomUUID()
  withDb((db) => {
    // another customer of the same tenant, whose data must not appear in the export
    db.prepare(
      'insert into end_customers (id, tenant_id, name, email, is_active, created_at) values (?, ?, ?, ?, 1, ?)',
    ).run(randomUUID(), world.tenant.id, 'Otto Anderer', `otto-${world.tenant.subdomain}@e2e.example`, now)
    db.prepare('update events set contact_person = ?, contact_email = ? where id = ?').run(
      world.customer.name,
      world.customer.email,
      world.eventId,
    )
    db.prepare(
      `insert into invoices (id, tenant_id, event_id, end_customer_id, kind, status, number, event_name, customer_name, gross_cents, net_cents, vat_cents, payable_cents, finalized_at, created_at)
       values (?, ?, ?, ?, 'single', 'final', ?, 'Fest', ?, 11900, 10000, 1900, 11900, ?, ?)`,
    ).run(
      invoiceId,
      world.tenant.id,
      world.eventId,
      world.customer.id,
      `RE-E2E-${world.tenant.subdomain}`,
      world.customer.name,
      now,
      now,
    )
  })
  const spareLink = mintLink(world)
  await page.goto(mintLink(world))
  if (!js) await page.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await page.waitForURL(/\/customer-dashboard$/)

  await page.getByRole('link', { name: 'Meine Daten' }).click()
  await expect(page.getByRole('heading', { name: 'Meine Daten' })).toBeVisible()
  await expect(page.getByText(world.customer.email).first()).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Daten herunterladen (JSON)' }).click(),
  ])
  const exported = fs.readFileSync((await download.path())!, 'utf8')
  const json = JSON.parse(exported) as { profile: { email: string }; events: Array<{ id: string }> }
  expect(json.profile.email).toBe(world.customer.email)
  expect(json.events.map((e) => e.id)).toEqual([world.eventId])
  expect(exported).not.toContain('Otto Anderer')

  await page.getByRole('button', { name: 'Konto löschen' }).click()
  await expect(page.getByTestId('deletion-requested')).toContainText('Löschung angefragt am')

  await page.context().clearCookies()
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/customers`)
  const card = page.getByTestId('customer-card').filter({ hasText: world.customer.name })
  await expect(card.getByTestId('deletion-request')).toBeVisible()
  await card.getByRole('link', { name: 'Daten jetzt löschen' }).click()
  await page.getByRole('button', { name: 'Daten löschen' }).click()
  await expect(page.getByText('Die personenbezogenen Daten des Kunden wurden gelöscht.')).toBeVisible()

  const left = withDb((db) => ({
    customer: db
      .prepare('select name, email, phone, erased_at from end_customers where id = ?')
      .get(world.customer.id) as { name: string; email: string; erased_at: number | null },
    event: db.prepare('select contact_person, contact_email from events where id = ?').get(world.eventId),
    tokens: (
      db
        .prepare('select count(*) as n from end_customer_auth_tokens where end_customer_id = ?')
        .get(world.customer.id) as { n: number }
    ).n,
    invoice: db.prepare('select customer_name from invoices where id = ?').get(invoiceId) as { customer_name: string },
  }))
  expect(left.customer.name).toBe('Gelöschter Kunde')
  expect(left.customer.email).not.toContain(world.customer.email)
  expect(left.customer.erased_at).not.toBeNull()
  expect(left.event).toEqual({ contact_person: null, contact_email: null })
  expect(left.tokens).toBe(0)
  // the invoice is retained as tax law requires
  expect(left.invoice.customer_name).toBe(world.customer.name)

  await page.context().clearCookies()
  // the link mailed before the erasure no longer signs anyone in
  await page.goto(spareLink)
  await expect(page.getByText('Authentifizierung fehlgeschlagen.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Jetzt anmelden' })).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/customer-dashboard/)
})
