import type { Browser, Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, signInStaff, test, waitForMail } from './support'
import { mintLink, openLink, seedPortal, type PortalWorld } from './portal-world'

// Files per event, shared with the customer; JavaScript on and off.
// Each test signs in staff and a customer in two browsers: more time than the default.
test.describe.configure({ timeout: 90_000 })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')
const CSV = Buffer.from('Name;Tisch\nAnna Müller;1\nBernd Bauer;2\n', 'utf8')

/** With JavaScript: a file chosen before React took over the page would be lost with the server's input. */
async function ready(page: Page) {
  await page.waitForLoadState('networkidle')
}

async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  options: { shared?: boolean; javaScriptEnabled: boolean },
) {
  await ready(page)
  await page.getByLabel('Dateien', { exact: true }).setInputFiles(file)
  if (options.shared) await page.getByLabel('für Kunden sichtbar').check()
  await page.getByRole('button', { name: 'Hochladen' }).click()
  // with JavaScript each file shows its own progress, then the list reloads
  if (options.javaScriptEnabled)
    await expect(page.getByTestId('upload-progress').filter({ hasText: `${file.name}: hochgeladen` })).toBeVisible()
  await expect(page.getByTestId('file-row').filter({ hasText: file.name })).toBeVisible()
}

async function customerPage(browser: Browser, world: PortalWorld, javaScriptEnabled: boolean) {
  // its own client address, so per-IP limits of the login are never shared (as the `test` fixture does)
  const ip = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: 'de-DE',
    acceptDownloads: true,
    extraHTTPHeaders: { 'Fly-Client-IP': ip },
  })
  const page = await context.newPage()
  await openLink(page, mintLink(world), javaScriptEnabled)
  await page.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Dateien' }).click()
  await expect(page.getByRole('heading', { name: 'Dateien', level: 2 })).toBeVisible()
  return page
}

const fileId = (name: string) =>
  withDb((db) => db.prepare('select id from files where name = ?').pluck().get(name) as string)

test('staff share a PDF, the customer downloads it; an unshared file stays invisible and 404', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}/files`)
  await upload(
    page,
    { name: 'Vertrag.pdf', mimeType: 'application/pdf', buffer: PDF },
    { shared: true, javaScriptEnabled },
  )
  await expect(
    page.getByTestId('file-row').filter({ hasText: 'Vertrag.pdf' }).getByText('für Kunden sichtbar'),
  ).toBeVisible()
  await upload(
    page,
    { name: 'Kalkulation intern.pdf', mimeType: 'application/pdf', buffer: PDF },
    { javaScriptEnabled },
  )
  await expect(
    page.getByTestId('file-row').filter({ hasText: 'Kalkulation intern.pdf' }).getByText('intern', { exact: true }),
  ).toBeVisible()

  const customer = await customerPage(browser, world, javaScriptEnabled)
  await expect(customer.getByTestId('file-row')).toHaveCount(1)
  await expect(customer.getByText('Kalkulation intern.pdf')).toHaveCount(0)
  const downloading = customer.waitForEvent('download')
  await customer.getByRole('link', { name: 'Vertrag.pdf' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Vertrag.pdf')
  const saved = await download.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(saved).equals(PDF)).toBe(true)

  const hidden = await customer.goto(`${world.origin}/files/${fileId('Kalkulation intern.pdf')}`)
  expect(hidden?.status()).toBe(404)
  await customer.context().close()
})

test('the customer uploads a guest list (CSV); the planner sees it and is notified', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  const customer = await customerPage(browser, world, javaScriptEnabled)
  await upload(customer, { name: 'Gästeliste.csv', mimeType: 'text/csv', buffer: CSV }, { javaScriptEnabled })
  await customer.context().close()

  const mail = await waitForMail(world.tenant.planner.email, /Gästeliste\.csv/)
  expect(mail.text).toContain('Datei „Gästeliste.csv“ hochgeladen')

  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/files`)
  const row = page.getByTestId('file-row').filter({ hasText: 'Gästeliste.csv' })
  await expect(row).toBeVisible()
  await expect(row.getByText(`Kunde: ${world.customer.name}`)).toBeVisible()
  await expect(page.getByTestId('quota')).toContainText('von 10 GB belegt')
})

test('a refused upload says why in German and keeps nothing', async ({ page, javaScriptEnabled }) => {
  const world = seedPortal()
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}/files`)
  await ready(page)
  await page.getByLabel('Dateien', { exact: true }).setInputFiles({
    name: 'rechnung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  })
  await page.getByRole('button', { name: 'Hochladen' }).click()
  const message = javaScriptEnabled ? page.getByTestId('upload-progress') : page.getByRole('alert')
  await expect(message.filter({ hasText: 'Dieser Dateityp ist nicht erlaubt' }).first()).toBeVisible()
  expect(
    withDb((db) => db.prepare('select count(*) from files where tenant_id = ?').pluck().get(world.tenant.id)),
  ).toBe(0)
})
