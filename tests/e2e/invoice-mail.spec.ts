import fs from 'node:fs'
import path from 'node:path'
import type { Locator } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { OUTBOX, expect, signInStaff, test, waitForMail } from './support'
import { seedPortal } from './portal-world'

// A finalised invoice goes out by mail with its PDF and XML, the mailed link
// signs the customer in (fresh browser) and lands on the invoice with bank
// details and GiroCode, and an overdue invoice gets its reminder.

async function submit(button: Locator) {
  await button.focus()
  await button.press('Enter')
}

test('Rechnung senden → two attachments → the link lands on the invoice → Zahlungserinnerung', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000)
  const world = seedPortal()
  const invoiceId = crypto.randomUUID()
  withDb((db) => {
    db.prepare(
      `insert into tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, contact_name, contact_phone, contact_email, iban, bic, payment_days, updated_at)
       values (?, 'Feste & Feiern GmbH', 'Festweg 1', '10115', 'Berlin', 'DE', 'DE123456789', 'Ada Lovelace', '+49 30 123456', 'rechnung@feste.example', 'DE89370400440532013000', 'COBADEFFXXX', 14, ?)`,
    ).run(world.tenant.id, Date.now())
    db.prepare(
      "update end_customers set street = 'Kundenweg 5', postcode = '80331', city = 'München', country = 'DE' where id = ?",
    ).run(world.customer.id)
    db.prepare(
      `insert into invoices (id, tenant_id, event_id, end_customer_id, kind, status, event_name, customer_name, created_at)
       values (?, ?, ?, ?, 'single', 'draft', 'Sommerfest', ?, ?)`,
    ).run(invoiceId, world.tenant.id, world.eventId, world.customer.id, world.customer.name, Date.now())
    // one line: 1 000,00 € net at 19 % = 1 190,00 € gross
    db.prepare(
      `insert into invoice_lines (id, tenant_id, invoice_id, position, text, quantity_milli, unit_code, unit_label, unit_price_cents, vat_rate)
       values (?, ?, ?, 1, 'Sommerfest pauschal', 1000, 'LS', 'pauschal', 100000, 19)`,
    ).run(crypto.randomUUID(), world.tenant.id, invoiceId)
  })

  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/invoices/${invoiceId}`)
  await submit(page.getByRole('button', { name: 'Rechnung abschließen' }))
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt abschließen' }))
  await expect(page.getByTestId('invoice-state')).toHaveText('Offen')
  await submit(page.getByRole('button', { name: 'Rechnung senden' }))
  await expect(page.getByText(`wurde an ${world.customer.email} gesendet`)).toBeVisible()

  const mail = await waitForMail(world.customer.email, /^Rechnung RE-/)
  expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml'])
  for (const a of mail.attachments!) expect(fs.existsSync(path.join(OUTBOX, a.path))).toBe(true)
  expect(fs.readFileSync(path.join(OUTBOX, mail.attachments![1]!.path), 'utf8')).toContain(
    '<ram:DuePayableAmount>1190.00</ram:DuePayableAmount>',
  )

  // a fresh browser: the mailed link signs in and lands on the invoice
  const customer = await browser.newContext({
    javaScriptEnabled,
    locale: 'de-DE',
    extraHTTPHeaders: {
      'Fly-Client-IP': `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const portal = await customer.newPage()
  const link = mail.text.match(/Rechnung im Kundenportal ansehen: (\S+)/)![1]!
  await portal.goto(link)
  if (!javaScriptEnabled) await portal.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await portal.waitForURL(new RegExp(`/customer-dashboard/invoices/${invoiceId}$`))
  await expect(portal.getByTestId('portal-invoice-open')).toHaveText(/1\.190,00\s€/)
  await expect(portal.getByTestId('portal-invoice-iban')).toHaveText('DE89370400440532013000')
  await expect(portal.getByRole('img', { name: /GiroCode/ })).toBeVisible()
  // the same link a second time: spent, and it offers a new one for the same address
  const second = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' })
  const again = await second.newPage()
  await again.goto(link)
  await expect(again.getByText('Dieser Anmeldelink wurde bereits verwendet.')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Neuen Link senden' })).toBeVisible()
  await customer.close()
  await second.close()

  // overdue: the due date lies in the past
  withDb((db) => db.prepare("update invoices set due_date = '2025-09-01' where id = ?").run(invoiceId))
  await page.goto(`${world.origin}/tenant/invoices/${invoiceId}`)
  await submit(page.getByRole('button', { name: 'Zahlungserinnerung senden' }))
  await expect(page.getByTestId('invoice-reminders')).toContainText('Zahlungserinnerung vom')
  const reminder = await waitForMail(world.customer.email, /^Zahlungserinnerung zur Rechnung RE-/)
  expect(reminder.attachments?.map((a) => a.contentType)).toEqual(['application/pdf'])
  await expect(page.getByRole('button', { name: '1. Mahnung senden' })).toBeVisible()
})
