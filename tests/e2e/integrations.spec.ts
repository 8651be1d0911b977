import AxeBuilder from '@axe-core/playwright'
import http from 'node:http'
import { seedTenant, E2E_PASSWORD, withDb } from './db'
import { expect, PORT, signInStaff, tenantOrigin, test } from './support'

// API keys and webhooks in the browser, with and without JavaScript: an admin creates an API
// key and a webhook endpoint (each secret shown once), a customer created
// through the API puts a delivery into the endpoint's log, 'Erneut senden'
// makes a failed delivery due again; the API reference is linked and axe-clean.

/** POST JSON from Node to the apex (Node cannot resolve *.localhost, docs/conventions.md §8.10). */
function postJson(path: string, key: string, body: unknown): Promise<{ status: number; body: string }> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        headers: {
          Host: `app.localhost:${PORT}`,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(text)),
        },
      },
      (res) => {
        let out = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (out += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: out }))
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

const delivery = (tenantId: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          'select id, status, attempts, event_type as eventType, next_attempt_at as nextAttemptAt from webhook_deliveries where tenant_id = ?',
        )
        .get(tenantId) as
        { id: string; status: string; attempts: number; eventType: string; nextAttemptAt: number } | undefined,
  )

test('webhooks: endpoint with its secret shown once, a delivery in the log, "Erneut senden"', async ({ page }) => {
  test.slow()
  const tenant = seedTenant()
  const origin = tenantOrigin(tenant.subdomain)
  await signInStaff(page, origin, tenant.admin.email, E2E_PASSWORD)

  // an API key, shown once
  await page.goto(`${origin}/tenant/integrations`)
  await page.getByLabel('Name des Schlüssel').fill('Warenwirtschaft')
  await page.getByLabel('Berechtigung').selectOption('read-write')
  await page.getByRole('button', { name: 'Schlüssel erstellen' }).click()
  const keyField = page.getByLabel('API-Schlüssel', { exact: true })
  await expect(keyField).toHaveValue(/^fp_live_/)
  const key = await keyField.inputValue()

  // a webhook endpoint for new customers, its secret shown once
  await page.getByRole('link', { name: 'Webhooks verwalten' }).click()
  await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible()
  await page.getByLabel('Empfänger-URL').fill('https://93.184.216.34/festplan')
  await page.getByRole('checkbox', { name: /customer\.created/ }).check()
  await page.getByRole('button', { name: 'Endpunkt hinzufügen' }).click()
  const secret = page.getByLabel('Signatur-Geheimnis')
  await expect(secret).toHaveValue(/^whsec_/)
  const secretValue = await secret.inputValue()
  await page.goto(`${origin}/tenant/integrations/webhooks`)
  await expect(page.getByLabel('Signatur-Geheimnis')).toHaveCount(0)
  expect(await page.content()).not.toContain(secretValue)

  // a customer created through the API writes the delivery (outbox)
  const created = await postJson('/api/v1/customers', key, {
    name: 'Erika Muster',
    email: `erika-${tenant.subdomain}@e2e.example`,
  })
  expect(created.status, created.body).toBe(201)
  const logLink = page.getByRole('link', { name: 'Zustellprotokoll' })
  const logPath = await logLink.getAttribute('href')
  await logLink.click()
  await page.waitForURL(`${origin}${logPath}`)
  await expect(page.getByRole('heading', { name: 'Zustellprotokoll' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'customer.created' })).toBeVisible()

  // the sender's first try is stored (the address is unreachable here); then the 24 h give-up, as the job would mark it
  await expect.poll(() => delivery(tenant.id)?.attempts ?? 0, { timeout: 30_000 }).toBeGreaterThan(0)
  withDb((db) =>
    db
      .prepare("update webhook_deliveries set status = 'failed', next_attempt_at = ? where tenant_id = ?")
      .run(Date.now() + 3_600_000, tenant.id),
  )
  await page.reload()
  await expect(page.getByText('Fehlgeschlagen')).toBeVisible()
  const before = Date.now()
  await page.getByRole('button', { name: /erneut senden/ }).click()
  await expect(page.getByText('Die Nachricht wird erneut gesendet.')).toBeVisible()
  await expect(page.getByText('Ausstehend')).toBeVisible()
  await expect(page.getByRole('button', { name: /erneut senden/ })).toHaveCount(0)
  const again = delivery(tenant.id)!
  expect(again.status).toBe('pending')
  expect(again.nextAttemptAt).toBeLessThanOrEqual(Date.now())
  expect(again.nextAttemptAt).toBeGreaterThanOrEqual(before - 5_000)
})

test('the API reference: linked from Integrationen, lists offers and invoices, axe-clean', async ({
  page,
}, testInfo) => {
  test.slow() // axe walks a long page of tables
  const tenant = seedTenant()
  const origin = tenantOrigin(tenant.subdomain)
  await signInStaff(page, origin, tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${origin}/tenant/integrations`)
  await page.getByRole('link', { name: 'API-Referenz' }).click()
  await expect(page.getByRole('heading', { name: 'API-Referenz' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'GET /invoices/{invoiceId}/xml' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'POST /events' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'openapi.json', exact: true })).toHaveAttribute(
    'href',
    /\/api\/v1\/openapi\.json$/,
  )
  // axe runs inside the page, so this check needs JavaScript
  if (testInfo.project.use.javaScriptEnabled === false) return
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
