import { randomUUID } from 'node:crypto'
import { seedTenant, withDb } from './db'
import { expect, tenantOrigin, test } from './support'
import { signedInTenant } from './services-fixtures'

// The security log reads in words.

test('the security log says what happened, without codes or ids', async ({ page }) => {
  const t = await signedInTenant(page)
  const customerId = randomUUID()
  withDb((db) =>
    db
      .prepare(
        'insert into security_events (id, tenant_id, event_type, resource_type, resource_id, details, actor_user_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        randomUUID(),
        t.id,
        'CUSTOMER_LOGIN_EMAIL_SENT',
        'end_customer',
        customerId,
        JSON.stringify({ customer_email: 'lisa@example.com', tenant_id: t.id }),
        t.admin.id,
        Date.now(),
      ),
  )
  await page.goto(`${t.origin}/tenant/settings/security-log`)
  const entry = page.getByTestId('security-event')
  await expect(entry).toContainText('Login-Link gesendet an lisa@example.com')
  await expect(entry).toContainText(t.admin.email)
  await expect(page.locator('main')).not.toContainText('CUSTOMER_LOGIN_EMAIL_SENT')
  await expect(page.locator('main')).not.toContainText(customerId)
})

// A tenant's own address greets its customers, not the sales page.
test("an anonymous visitor on the tenant's address lands on the customer login with a staff link", async ({ page }) => {
  const t = seedTenant({ name: `Feste Müller ${randomUUID().slice(0, 6)}` })
  await page.goto(`${tenantOrigin(t.subdomain)}/`)
  await expect(page).toHaveURL(/\/customer-login\?link=neu$/)
  await expect(page.getByText('Kunden-Login')).toBeVisible()
  await expect(page.getByText(`mit ${t.name}`)).toBeVisible()
  await expect(page.getByText('7 Tage testen')).toHaveCount(0)
  await page.getByRole('link', { name: 'Anmeldung für Mitarbeiter' }).click()
  await expect(page).toHaveURL(/\/tenant-signup\?mode=login$/)
})
