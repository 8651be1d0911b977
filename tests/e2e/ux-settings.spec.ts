import { randomUUID } from 'node:crypto'
import { withDb } from './db'
import { expect, test } from './support'
import { signedInTenant } from './services-fixtures'

// Issue 20, item 14: the security log reads in words.

test('the security log says what happened, without codes or ids', async ({ page }) => {
  const t = await signedInTenant(page)
  const customerId = randomUUID()
  withDb((db) =>
    db
      .prepare('insert into security_events (id, tenant_id, event_type, resource_type, resource_id, details, actor_user_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(randomUUID(), t.id, 'CUSTOMER_LOGIN_EMAIL_SENT', 'end_customer', customerId, JSON.stringify({ customer_email: 'lisa@example.com', tenant_id: t.id }), t.admin.id, Date.now()),
  )
  await page.goto(`${t.origin}/tenant/settings/security-log`)
  const entry = page.getByTestId('security-event')
  await expect(entry).toContainText('Login-Link gesendet an lisa@example.com')
  await expect(entry).toContainText(t.admin.email)
  await expect(page.locator('main')).not.toContainText('CUSTOMER_LOGIN_EMAIL_SENT')
  await expect(page.locator('main')).not.toContainText(customerId)
})
