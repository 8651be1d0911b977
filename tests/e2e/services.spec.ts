import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { withDb } from './db'
import { expect, test, waitForNavigatedForms } from './support'
import { insertService, insertTemplate, serviceRow, signedInTenant } from './services-fixtures'

// Service-Katalog, with JavaScript and without.

type RowInput = { group?: string; min?: string; max?: string; net?: string; gross?: string }
type Case = { unit: string; label: string; tax?: string; rows: RowInput[]; net: string; gross: string }

const CASES: Case[] = [
  { unit: 'flat_rate', label: 'Pauschal', rows: [{ net: '1500' }], net: '1.500,00 €', gross: '1.785,00 €' },
  // 45,00 × 1,07 = 48,15
  { unit: 'per_person', label: 'Pro Person', tax: '7', rows: [{ net: '45' }], net: '45,00 €', gross: '48,15 €' },
  // a second row is the upper end of a range: 120–150 netto, 142,80–178,50 brutto
  {
    unit: 'per_hour',
    label: 'Pro Stunde',
    rows: [{ net: '120' }, { net: '150' }],
    net: '120,00 € – 150,00 €',
    gross: '142,80 € – 178,50 €',
  },
  // gross only: 2,98 / 1,19 = 2,504… → 2,50 netto
  { unit: 'per_piece', label: 'Pro Stück', rows: [{ gross: '2.98' }], net: '2,50 €', gross: '2,98 €' },
  // 200 + 18 p. P.; brutto 238,00 + 21,42
  {
    unit: 'flat_rate_plus_per_person',
    label: 'Pauschale + pro Person',
    rows: [{ net: '200' }, { net: '18' }],
    net: '200,00 € + 18,00 € pro Person',
    gross: '238,00 € + 21,42 € pro Person',
  },
  // 30 / 15 / 0 at 7 %: 32,10 / 16,05 / 0,00
  {
    unit: 'per_person_differentiated',
    label: 'Pro Person (nach Altersgruppe)',
    tax: '7',
    rows: [
      { group: 'adults', net: '30' },
      { group: 'children', net: '15' },
      { group: 'toddlers', net: '0' },
    ],
    net: '0,00 € – 30,00 €',
    gross: '0,00 € – 32,10 €',
  },
  // 0–50: 300 (357,00); 51+: 450 (535,50)
  {
    unit: 'guest_tier_pricing',
    label: 'Staffelpreis nach Gästezahl',
    rows: [
      { min: '0', max: '50', net: '300' },
      { min: '51', net: '450' },
    ],
    net: '300,00 € – 450,00 €',
    gross: '357,00 € – 535,50 €',
  },
]

const rowGroup = (page: Page, index: number) => page.getByTestId('price-row').nth(index)

async function chooseUnit(page: Page, label: string, javaScript: boolean) {
  await page.getByLabel('Preiseinheit').selectOption({ label })
  if (!javaScript) await page.getByRole('button', { name: 'Preiseinheit übernehmen' }).click()
}

async function fillRow(page: Page, index: number, row: RowInput) {
  const group = rowGroup(page, index)
  if (row.group) await group.getByLabel('Personengruppe', { exact: true }).selectOption(row.group)
  if (row.min !== undefined) await group.getByLabel('Mindestgäste', { exact: true }).fill(row.min)
  if (row.max !== undefined) await group.getByLabel('Höchstgäste', { exact: true }).fill(row.max)
  if (row.net !== undefined) await group.getByLabel('Netto (€)', { exact: true }).fill(row.net)
  if (row.gross !== undefined) await group.getByLabel('Brutto (€)', { exact: true }).fill(row.gross)
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name })
}

for (const c of CASES) {
  test(`creates a ${c.unit} service and shows its price text`, async ({ page, javaScriptEnabled }) => {
    const t = await signedInTenant(page)
    await page.goto(`${t.origin}/tenant/services`)
    await page.getByRole('link', { name: 'Neuer Service' }).click()
    await expect(page.getByRole('dialog', { name: 'Neuer Service' })).toBeVisible()
    if (javaScriptEnabled) await waitForNavigatedForms(page)
    const name = `Service ${c.unit}`
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Beschreibung').fill('Eine Beschreibung')
    await expect(page.getByLabel('Kategorie')).toHaveValue('Allgemein')
    await chooseUnit(page, c.label, javaScriptEnabled)
    if (c.tax) await page.getByLabel('Steuersatz').selectOption(c.tax)
    for (const [i, row] of c.rows.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Zeile hinzufügen' }).click()
      await expect(page.getByTestId('price-row')).toHaveCount(i + 1)
      await fillRow(page, i, row)
    }
    await page.getByRole('button', { name: 'Service erstellen' }).click()
    await expect(page.getByText('Service wurde erfolgreich erstellt.')).toBeVisible()
    await expect(page).toHaveURL(`${t.origin}/tenant/services`)
    const created = card(page, name)
    await expect(created.getByText(`Netto: ${c.net}`)).toBeVisible()
    await expect(created.getByText(`Brutto: ${c.gross}`)).toBeVisible()
    await expect(created.getByText('Aktiv', { exact: true })).toBeVisible()
    await expect(created.getByText(c.label, { exact: true })).toBeVisible()
    await expect(created.getByText(/^Erstellt am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible()
  })
}

test('net and gross follow each other as you type (JS); without JS the server computes gross on save', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Name').fill('Nur Netto')
  const row = rowGroup(page, 0)
  await row.getByLabel('Netto (€)', { exact: true }).fill('100')
  if (javaScriptEnabled) {
    await expect(row.getByLabel('Brutto (€)', { exact: true })).toHaveValue('119,00')
    await page.getByLabel('Steuersatz').selectOption('7')
    await expect(row.getByLabel('Brutto (€)', { exact: true })).toHaveValue('107,00')
    await row.getByLabel('Brutto (€)', { exact: true }).fill('53.5')
    await expect(row.getByLabel('Netto (€)', { exact: true })).toHaveValue('50,00')
    await row.getByLabel('Netto (€)', { exact: true }).fill('')
    await expect(row.getByLabel('Brutto (€)', { exact: true })).toHaveValue('')
    await row.getByLabel('Netto (€)', { exact: true }).fill('100')
  } else {
    await page.getByLabel('Steuersatz').selectOption('7')
    await expect(row.getByLabel('Brutto (€)', { exact: true })).toHaveValue('')
  }
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  // 100,00 × 1,07 = 107,00
  await expect(card(page, 'Nur Netto').getByText('Brutto: 107,00 € (7 % MwSt.)')).toBeVisible()
})

test('a price typed gross stays gross; the catalogue shows its net', async ({ page }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Name').fill('Nur Brutto')
  const row = rowGroup(page, 0)
  await row.getByLabel('Brutto (€)', { exact: true }).fill('119')
  // without JavaScript nothing is filled in on the page; with it, clear the synced side
  await row.getByLabel('Netto (€)', { exact: true }).evaluate((el: HTMLInputElement) => (el.value = ''))
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(card(page, 'Nur Brutto').getByText('Netto: 100,00 €')).toBeVisible()
  await card(page, 'Nur Brutto').getByRole('link', { name: 'Nur Brutto bearbeiten' }).click()
  // the stored price is the gross one as typed (ADR 128); the net is derived, not stored
  await expect(rowGroup(page, 0).getByLabel('Brutto (€)', { exact: true })).toHaveValue('119,00')
  await expect(rowGroup(page, 0).getByLabel('Netto (€)', { exact: true })).toHaveValue('')
})

test('changing the pricing unit resets the rows to one empty row', async ({ page, javaScriptEnabled }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Name').fill('Wechsel')
  await chooseUnit(page, 'Staffelpreis nach Gästezahl', javaScriptEnabled)
  await fillRow(page, 0, { min: '0', max: '10', net: '50' })
  await page.getByRole('button', { name: 'Zeile hinzufügen' }).click()
  await fillRow(page, 1, { min: '11', net: '80' })
  await expect(page.getByTestId('price-row')).toHaveCount(2)
  await chooseUnit(page, 'Pro Stunde', javaScriptEnabled)
  await expect(page.getByTestId('price-row')).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'Preis' })).toBeVisible()
  await expect(rowGroup(page, 0).getByLabel('Netto (€)', { exact: true })).toHaveValue('')
  await expect(rowGroup(page, 0).getByLabel('Brutto (€)', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Mindestgäste', { exact: true })).toHaveCount(0)
  // what was typed elsewhere stays, and nothing was saved
  await expect(page.getByLabel('Name')).toHaveValue('Wechsel')
  await page.goto(`${t.origin}/tenant/services`)
  await expect(page.getByText('Keine Services gefunden')).toBeVisible()
})

test('validation messages come back next to the fields', async ({ page, javaScriptEnabled }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Kategorie').fill('')
  await chooseUnit(page, 'Staffelpreis nach Gästezahl', javaScriptEnabled)
  await fillRow(page, 0, { min: '0', max: '50', net: '300' })
  await page.getByRole('button', { name: 'Zeile hinzufügen' }).click()
  await fillRow(page, 1, { min: '40', net: '450' })
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(page.getByText('Name ist erforderlich')).toBeVisible()
  await expect(page.getByText('Kategorie ist erforderlich')).toBeVisible()
  await expect(page.getByText(/Staffeln dürfen sich nicht überschneiden/)).toBeVisible()
  await expect(rowGroup(page, 1).getByLabel('Netto (€)', { exact: true })).toHaveValue('450')
})

test('toggling the status moves a service between the counters', async ({ page }) => {
  const t = await signedInTenant(page)
  insertService(t.id, 'Fotobox')
  insertService(t.id, 'DJ')
  await page.goto(`${t.origin}/tenant/services`)
  const stat = (label: string) => page.getByRole('group', { name: label, exact: true })
  await expect(stat('Services gesamt')).toContainText('2')
  await expect(stat('Aktive Services')).toContainText('2')
  await expect(stat('Inaktive Services')).toContainText('0')
  await card(page, 'Fotobox').getByRole('button', { name: 'Fotobox deaktivieren' }).click()
  await expect(page.getByText('Service wurde deaktiviert.')).toBeVisible()
  await expect(stat('Aktive Services')).toContainText('1')
  await expect(stat('Inaktive Services')).toContainText('1')
  await expect(card(page, 'Fotobox').getByText('Inaktiv', { exact: true })).toBeVisible()
  await card(page, 'Fotobox').getByRole('button', { name: 'Fotobox aktivieren' }).click()
  await expect(page.getByText('Service wurde aktiviert')).toBeVisible()
  await expect(stat('Aktive Services')).toContainText('2')
  await expect(stat('Inaktive Services')).toContainText('0')
})

test('a service used in a template cannot be deleted; an unused one can, after asking', async ({ page }) => {
  const t = await signedInTenant(page)
  const used = insertService(t.id, 'Hochzeitsmenü')
  const unused = insertService(t.id, 'Luftballons')
  insertTemplate(t.id, 'Sommerhochzeit', [used])
  await page.goto(`${t.origin}/tenant/services`)
  await card(page, 'Hochzeitsmenü').getByRole('link', { name: 'Hochzeitsmenü löschen' }).click()
  const refusal = page.getByRole('dialog', { name: 'Service kann nicht gelöscht werden' })
  await expect(refusal).toContainText('„Sommerhochzeit“')
  await expect(refusal.getByRole('button', { name: 'Löschen' })).toHaveCount(0)
  await refusal.getByRole('link', { name: 'Schließen' }).click()
  expect(serviceRow(used)).toBeDefined()

  await card(page, 'Luftballons').getByRole('link', { name: 'Luftballons löschen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Service löschen' })
  await expect(confirm).toContainText('„Luftballons“')
  await confirm.getByRole('button', { name: 'Löschen' }).click()
  await expect(page.getByText('Service wurde gelöscht.')).toBeVisible()
  await expect(card(page, 'Luftballons')).toHaveCount(0)
  expect(serviceRow(unused)).toBeUndefined()
})

/** An end customer's open cart (deadline in 10 days) holding the service. */
function putInOpenCart(tenantId: string, serviceId: string, customerName: string, eventName: string) {
  const now = Date.now()
  const [customerId, eventId] = [randomUUID(), randomUUID()]
  withDb((db) => {
    db.prepare('insert into end_customers (id, tenant_id, name, email, created_at) values (?, ?, ?, ?, ?)').run(
      customerId,
      tenantId,
      customerName,
      `${customerId}@example.com`,
      now,
    )
    db.prepare(
      'insert into events (id, tenant_id, name, event_type, end_customer_id, deadline_at, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    ).run(eventId, tenantId, eventName, 'Hochzeit', customerId, now + 10 * 86_400_000, now)
    db.prepare(
      'insert into cart_items (id, tenant_id, event_id, service_id, quantity, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?)',
    ).run(randomUUID(), tenantId, eventId, serviceId, now, now)
  })
}

test("a service in an end customer's open cart is not deleted: the dialog names the cart and offers 'Deaktivieren'", async ({
  page,
}) => {
  const t = await signedInTenant(page)
  const id = insertService(t.id, 'Candybar')
  putInOpenCart(t.id, id, 'Erika Muster', 'Sommerfest')
  await page.goto(`${t.origin}/tenant/services`)
  await card(page, 'Candybar').getByRole('link', { name: 'Candybar löschen' }).click()
  const refusal = page.getByRole('dialog', { name: 'Service kann nicht gelöscht werden' })
  await expect(refusal).toContainText(
    'Der Service liegt im offenen Warenkorb eines Endkunden: Erika Muster („Sommerfest“).',
  )
  await expect(refusal.getByRole('button', { name: 'Löschen' })).toHaveCount(0)
  await refusal.getByRole('button', { name: 'Deaktivieren' }).click()
  await expect(page.getByText('Service wurde deaktiviert.')).toBeVisible()
  await expect(card(page, 'Candybar').getByText('Inaktiv', { exact: true })).toBeVisible()
  expect(serviceRow(id)).toMatchObject({ is_active: 0 })
})

test('search filters the catalogue; with JavaScript 6 skeleton cards show while it loads', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await signedInTenant(page)
  insertService(t.id, 'Kinderbuffet')
  insertService(t.id, 'Saalmiete')
  await page.goto(`${t.origin}/tenant/services`)
  let release = () => {}
  if (javaScriptEnabled) {
    // hold the search's data request until the skeletons were seen
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === '/tenant/services.data' && url.searchParams.has('q'),
      async (route) => {
        await held
        await route.continue()
      },
    )
  }
  await page.getByRole('searchbox').fill('buffet')
  await page.getByRole('button', { name: 'Suchen' }).click()
  if (javaScriptEnabled) {
    await expect(page.getByTestId('service-skeleton')).toHaveCount(6)
    release()
    await expect(page.getByTestId('service-skeleton')).toHaveCount(0)
  }
  await expect(card(page, 'Kinderbuffet')).toBeVisible()
  await expect(card(page, 'Saalmiete')).toHaveCount(0)
})
