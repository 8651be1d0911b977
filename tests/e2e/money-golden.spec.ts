import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { unzipSync } from 'fflate'
import type { Locator, Page } from '@playwright/test'
import { inspectPdf } from '../support/pdf-inspect'
import { E2E_PASSWORD, seedTenant, withDb } from './db'
import { expect, signInStaff, tenantOrigin, test } from './support'
import { mintLink, openLink, type PortalWorld } from './portal-world'

// Golden money figures as the user sees them, with and without JavaScript:
// portal cart → request → offer from the request → 30 % deposit → final
// invoice → its cancellation, on the pages, in the PDFs, the XRechnung, the
// invoice CSV and the DATEV Buchungsstapel. Every figure is computed by hand:
//
// Hochzeitspaket 89,00 € gross per person, 7 %, drinks share 30 %, 80 guests:
//   drinks 80 × 26,70 = 2.136,00 gross; / 1,19 = 1.794,957… → 1.794,96 net, VAT 341,04
//   food   80 × 62,30 = 4.984,00 gross; / 1,07 = 4.657,943… → 4.657,94 net
//   net unit prices: 26,70 / 1,19 = 22,436974… → 22,437; 62,30 / 1,07 = 58,224299… → 58,2243
// Fingerfood 80 × 21,50 € net, 7 % = 1.720,00 net (+ 120,40 VAT = 1.840,40 gross)
//   19 %: 1.794,96 net + 341,04 VAT = 2.136,00
//    7 %: 4.657,94 + 1.720,00 = 6.377,94 net; VAT 446,4558 → 446,46; 6.824,40 gross
//   order: 8.172,90 net + 787,50 VAT = 8.960,40
// Deposit 30 %: 19 % 538,488 → 538,49 net, VAT 102,3131 → 102,31 (640,80)
//                7 % 1.913,382 → 1.913,38 net, VAT 133,9366 → 133,94 (2.047,32)
//               2.451,87 net + 236,25 VAT = 2.688,12
// Final: 19 % 1.794,96 − 538,49 = 1.256,47 net, VAT 341,04 − 102,31 = 238,73
//         7 % 6.377,94 − 1.913,38 = 4.464,56 net, VAT 446,46 − 133,94 = 312,52
//        5.721,03 net + 551,25 VAT = 6.272,28; deposit + final = 8.960,40
// Cancellation of the final: −5.721,03 net, −551,25 VAT, −6.272,28.
//
// Kleinunternehmer (§ 19 UStG): Hochzeitsmenü 80 × 89,00 € = 7.120,00 €, no VAT anywhere.

const YEAR = new Date().getFullYear()
const DAY = 86_400_000

/** '8.960,40' → a matcher for '8.960,40 €' as de-DE prints it (non-breaking space before €). */
const eur = (amount: string) => new RegExp(`^${amount.replaceAll('.', '\\.')}\\s€$`)
const eurIn = (amount: string) => new RegExp(`${amount.replaceAll('.', '\\.')}\\s€`)

type World = PortalWorld & { services: Record<string, string> }

function seedWorld(options: { smallBusiness: boolean }): World {
  const tenant = seedTenant()
  const now = Date.now()
  return withDb((db) => {
    db.prepare(
      `insert into tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, tax_number, contact_name, contact_phone, contact_email, iban, bic, payment_days, offer_pattern, invoice_pattern, small_business, chart_of_accounts, updated_at)
       values (?, ?, 'Königsallee 12', '40212', 'Düsseldorf', 'DE', ?, '133/5713/0815', 'Jürgen Weiß', '+49 211 5550123', 'rechnung@festzauber.example', 'DE75512108001245126199', 'SOGEDEFFXXX', 14, 'AN-{YYYY}-{NNNN}', 'RE-{YYYY}-{NNNN}', ?, '03', ?)`,
    ).run(
      tenant.id,
      options.smallBusiness ? 'Anna Schmidt Hochzeitsplanung' : 'Festzauber Eventplanung GmbH',
      options.smallBusiness ? null : 'DE123456789',
      options.smallBusiness ? 1 : 0,
      now,
    )
    const customer = { id: randomUUID(), email: `kunde-${tenant.subdomain}@e2e.example`, name: 'Sophie Müller' }
    db.prepare(
      `insert into end_customers (id, tenant_id, name, email, street, postcode, city, country, debtor_number, is_active, created_at)
       values (?, ?, ?, ?, 'Lindenstraße 5', '50674', 'Köln', 'DE', 10001, 1, ?)`,
    ).run(customer.id, tenant.id, customer.name, customer.email, now)
    const services: Record<string, string> = {}
    const add = (name: string, pricing: object, vatSplitPercent: number | null) => {
      const id = randomUUID()
      services[name] = id
      db.prepare(
        'insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, vat_split_percent, created_at) values (?, ?, ?, ?, 1, ?, ?, ?, ?)',
      ).run(
        id,
        tenant.id,
        name,
        `${name} für Ihr Fest`,
        JSON.stringify(pricing),
        JSON.stringify({ category: 'Catering' }),
        vatSplitPercent,
        now,
      )
    }
    if (options.smallBusiness) {
      add('Hochzeitsmenü', { unit: 'per_person', taxRate: 0, price: 89, grossPrice: 89, priceBasis: 'net' }, null)
    } else {
      add('Hochzeitspaket', { unit: 'per_person', taxRate: 7, price: 83.18, grossPrice: 89, priceBasis: 'gross' }, 30)
      add('Fingerfood', { unit: 'per_person', taxRate: 7, price: 21.5, grossPrice: 23.01, priceBasis: 'net' }, null)
    }
    const moduleId = randomUUID()
    const templateId = randomUUID()
    const modules = [{ id: moduleId, name: 'Catering', order: 0, serviceIds: Object.values(services) }]
    db.prepare(
      'insert into templates (id, tenant_id, name, is_active, modules_json, created_at) values (?, ?, ?, 1, ?, ?)',
    ).run(templateId, tenant.id, 'Hochzeit', JSON.stringify({ modules }), now)
    const eventId = randomUUID()
    db.prepare(
      `insert into events (id, tenant_id, name, description, template_id, event_type, event_date, deadline_at, assigned_planner_id, end_customer_id, guest_count, budget_cents, contact_person, status, created_at)
       values (?, ?, ?, ?, ?, 'Hochzeit', ?, ?, ?, ?, 80, 1000000, 'Pia Planer', 'confirmed', ?)`,
    ).run(
      eventId,
      tenant.id,
      'Hochzeit Müller',
      'Ein schönes Fest',
      templateId,
      now + 60 * DAY,
      now + 30 * DAY,
      tenant.planner.id,
      customer.id,
      now,
    )
    return { tenant, origin: tenantOrigin(tenant.subdomain), customer, eventId, moduleId, services } as World
  })
}

const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
const cartLine = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByText(name, { exact: true }) })

async function addToCart(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: /hinzufügen/i })
    .click()
  await expect(cartLine(page, name)).toBeVisible()
}

/** Keyboard submit: a toast in the corner may cover the button, and without JavaScript it stays. */
async function submit(button: Locator) {
  await button.focus()
  await button.press('Enter')
}

async function finalize(page: Page) {
  await submit(page.getByRole('button', { name: 'Rechnung abschließen' }))
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt abschließen' }))
  await expect(page.getByTestId('invoice-state')).not.toHaveText('Entwurf')
}

/** A GET with the page's cookies, the body as bytes (PDF, ZIP, CSV). */
async function download(page: Page, url: string): Promise<{ status: number; type: string; body: Buffer }> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { Host: target.host, Cookie: cookie },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function pdfText(page: Page, url: string) {
  const pdf = await download(page, url)
  expect(pdf.status).toBe(200)
  expect(pdf.type).toContain('application/pdf')
  return (await inspectPdf(new Uint8Array(pdf.body))).text
}

/** The XRechnung as served, left for CI's check with the official rules. */
async function xrechnung(page: Page, url: string, name: string) {
  const xml = await download(page, url)
  expect(xml.status).toBe(200)
  const text = xml.body.toString('utf8')
  const dir = path.resolve('test-results/einvoices')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${name}.xml`), text)
  return text
}

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())

/** The DATEV rows of today's export: [Umsatz, S/H, Konto, Gegenkonto, Belegfeld 1]. */
async function datevRows(page: Page, origin: string) {
  const today = berlinToday()
  const zip = await download(
    page,
    `${origin}/tenant/billing/export.zip?from=${today}&to=${today}&consultant_number=29098&client_number=55003`,
  )
  expect(zip.status).toBe(200)
  const files = unzipSync(new Uint8Array(zip.body))
  const csv = new TextDecoder('windows-1252').decode(files[`EXTF_Buchungsstapel_${today}_${today}.csv`]!)
  const [, columns, ...rows] = csv.split('\r\n')
  const names = columns!.split(';')
  const col = (name: string) => names.indexOf(name)
  return rows
    .filter(Boolean)
    .map((r) => r.split(';'))
    .map((c) => [
      c[col('Umsatz (ohne Soll/Haben-Kz)')],
      c[col('Soll/Haben-Kennzeichen')],
      c[col('Konto')],
      c[col('Gegenkonto (ohne BU-Schlüssel)')],
      c[col('Belegfeld 1')],
    ])
}

/** The invoice list as CSV: number → [Nettobetrag, USt., Brutto] as printed. */
async function invoiceCsv(page: Page, origin: string) {
  const csv = await download(page, `${origin}/tenant/export/invoices.csv`)
  expect(csv.status).toBe(200)
  const [header, ...rows] = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((r) => r.split(';').map((c) => c.replace(/^"|"$/g, '')))
  return { header: header!, rows }
}

async function portalWithCart(world: World, browser: import('@playwright/test').Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: 'de-DE',
    extraHTTPHeaders: {
      'Fly-Client-IP': `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const portal = await context.newPage()
  await openLink(portal, mintLink(world), javaScriptEnabled)
  await portal.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Catering' }).click()
  await expect(portal.getByRole('heading', { name: 'Catering', level: 2 })).toBeVisible()
  return { context, portal }
}

test('the wedding: cart, request, offer, deposit, final invoice and its cancellation to the cent, in pages, PDFs, XRechnung, CSV and DATEV', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000)
  const world = seedWorld({ smallBusiness: false })
  const tag = javaScriptEnabled ? 'js' : 'no-js'

  // portal: both services enter with the 80 guests; the package shows its two parts
  const { context, portal } = await portalWithCart(world, browser, javaScriptEnabled)
  await addToCart(portal, 'Hochzeitspaket')
  await addToCart(portal, 'Fingerfood')
  await expect(cartLine(portal, 'Hochzeitspaket').getByTestId('line-price')).toHaveText(eur('7.120,00'))
  const parts = cartLine(portal, 'Hochzeitspaket').getByTestId('cart-line-parts').getByRole('listitem')
  await expect(parts.nth(0)).toHaveText(/^Getränkeanteil 30 % \(19 % USt\.\): 80 × 26,70\s€\s*2\.136,00\s€$/)
  await expect(parts.nth(1)).toHaveText(/^Speisenanteil 70 % \(7 % USt\.\): 80 × 62,30\s€\s*4\.984,00\s€$/)
  await expect(cartLine(portal, 'Fingerfood').getByTestId('line-price')).toHaveText(eur('1.840,40'))
  await expect(portal.getByTestId('cart-total')).toHaveText(eur('8.960,40'))
  await expect(portal.getByTestId('cart-vat-19')).toHaveText(eur('341,04'))
  await expect(portal.getByTestId('cart-vat-7')).toHaveText(eur('446,46'))
  // budget 10.000,00 − 8.960,40 = 1.039,60
  await expect(portal.getByTestId('cart-remaining')).toHaveText(eur('1.039,60'))
  await portal.getByRole('button', { name: 'Angebot anfordern' }).click()
  await expect(portal.getByText(/Angebot angefordert am \d{2}\.\d{2}\.\d{4}/)).toBeVisible()
  const requestId = withDb(
    (db) => (db.prepare('select id from offer_requests where tenant_id = ?').get(world.tenant.id) as { id: string }).id,
  )

  // staff: the request as frozen
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/billing/${requestId}`)
  await expect(page.getByTestId('offer-gross')).toHaveText(eur('8.960,40'))
  const requestSums = page.locator('dl').filter({ hasText: 'Netto gesamt' })
  await expect(requestSums).toContainText(/Netto gesamt\s*8\.172,90\s€/)
  await expect(requestSums).toContainText(/MwSt\. 19 %\s*341,04\s€/)
  await expect(requestSums).toContainText(/MwSt\. 7 %\s*446,46\s€/)

  // the offer made from the request: same lines, quantities and figures; a draft shows its totals and a PDF preview
  await page.goto(`${world.origin}/tenant/offers/new?request=${requestId}`)
  await submit(page.getByRole('button', { name: 'Angebotsentwurf anlegen' }))
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  const offerUrl = page.url()
  const offerId = offerUrl.split('/').at(-1)!
  await expect(page.getByTestId('totals-net')).toHaveText(eur('8.172,90'))
  await expect(page.getByTestId('totals-vat-19')).toHaveText(eur('341,04'))
  await expect(page.getByTestId('totals-vat-7')).toHaveText(eur('446,46'))
  await expect(page.getByTestId('totals-gross')).toHaveText(eur('8.960,40'))
  const preview = await pdfText(page, `${world.origin}/tenant/offers/${offerId}/pdf`)
  expect(preview).toContain('Angebot (Entwurf)')
  expect(preview).toMatch(/Hochzeitspaket – Getränkeanteil 30 %/)
  expect(preview).toMatch(eurIn('22,437'))
  expect(preview).toMatch(eurIn('58,2243'))
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  await expect(page.getByTestId('offer-total')).toHaveText(eur('8.960,40'))
  const offerPdf = await pdfText(page, `${world.origin}/tenant/offers/${offerId}/pdf`)
  expect(offerPdf).toContain(`AN-${YEAR}-0001`)
  for (const figure of ['1.794,96', '4.657,94', '1.720,00', '8.172,90', '341,04', '446,46', '8.960,40'])
    expect(offerPdf).toMatch(eurIn(figure))
  // the customer's acceptance is covered by the billing flow test
  withDb((db) => db.prepare("update offers set status = 'accepted' where id = ?").run(offerId))

  // deposit 30 %: the draft already shows what it will charge
  await page.goto(`${world.origin}/tenant/invoices/new?offer=${offerId}&kind=deposit`)
  await page.getByLabel('Abschlag in %').fill('30')
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('2.688,12'))
  await finalize(page)
  const depositNumber = `RE-${YEAR}-0001`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(depositNumber)
  await expect(page.getByTestId('invoice-net')).toHaveText(eur('2.451,87'))
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('2.688,12'))
  const depositId = page.url().split('/').at(-1)!
  await page.getByLabel('Betrag (€)').fill('2.688,12')
  await submit(page.getByRole('button', { name: 'Zahlung erfassen' }))
  await expect(page.getByTestId('invoice-state')).toHaveText('Bezahlt')
  const depositPdf = await pdfText(page, `${world.origin}/tenant/invoices/${depositId}/pdf`)
  for (const figure of ['538,49', '1.913,38', '102,31', '133,94', '2.688,12']) expect(depositPdf).toMatch(eurIn(figure))
  const depositXml = await xrechnung(
    page,
    `${world.origin}/tenant/invoices/${depositId}/xrechnung.xml`,
    `e2e-golden-wedding-deposit-${tag}`,
  )
  expect(depositXml).toContain('<ram:GrandTotalAmount>2688.12</ram:GrandTotalAmount>')

  // final invoice: the whole job less the deposit, per rate
  await page.goto(`${world.origin}/tenant/invoices/new?offer=${offerId}&kind=final`)
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('6.272,28'))
  await finalize(page)
  const finalNumber = `RE-${YEAR}-0002`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(finalNumber)
  const finalId = page.url().split('/').at(-1)!
  await expect(page.getByTestId('invoice-line')).toHaveCount(3)
  await expect(page.getByTestId('invoice-deduction')).toHaveCount(2)
  await expect(page.getByTestId('invoice-net')).toHaveText(eur('5.721,03'))
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('6.272,28'))
  await expect(page.getByTestId('invoice-open')).toHaveText(eur('6.272,28'))
  await expect(page.getByTestId('invoice-totals')).toContainText(/Gesamtleistung brutto\s*8\.960,40\s€/)
  const finalPdf = await pdfText(page, `${world.origin}/tenant/invoices/${finalId}/pdf`)
  expect(finalPdf).toContain('Hochzeitspaket – Speisenanteil 70 %')
  expect(finalPdf).toMatch(eurIn('58,2243'))
  expect(finalPdf).toMatch(/Gesamtleistung brutto 8\.960,40\s€/)
  expect(finalPdf).toMatch(/darin USt 19 % -102,31\s€/)
  expect(finalPdf).toMatch(/darin USt 7 % -133,94\s€/)
  expect(finalPdf).toMatch(/Gesamtbetrag brutto 6\.272,28\s€/)
  const finalXml = await xrechnung(
    page,
    `${world.origin}/tenant/invoices/${finalId}/xrechnung.xml`,
    `e2e-golden-wedding-final-${tag}`,
  )
  expect(finalXml).toContain('<ram:ChargeAmount>22.437</ram:ChargeAmount>')
  expect(finalXml).toContain('<ram:ChargeAmount>58.2243</ram:ChargeAmount>')
  expect(finalXml).toContain('<ram:TaxBasisTotalAmount>5721.03</ram:TaxBasisTotalAmount>')
  expect(finalXml).toContain('<ram:TaxTotalAmount currencyID="EUR">551.25</ram:TaxTotalAmount>')
  expect(finalXml).toContain('<ram:GrandTotalAmount>6272.28</ram:GrandTotalAmount>')

  // cancellation of the final invoice: exactly the final invoice negated, deductions included
  await submit(page.getByRole('button', { name: 'Stornieren' }))
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt stornieren' }))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`RE-${YEAR}-0003`)
  const stornoId = page.url().split('/').at(-1)!
  await expect(page.getByTestId('invoice-state')).toHaveText('Storno')
  await expect(page.getByTestId('invoice-open')).toHaveCount(0)
  await expect(page.getByTestId('invoice-deduction')).toHaveCount(2)
  await expect(page.getByTestId('invoice-net')).toHaveText(eur('-5.721,03'))
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('-6.272,28'))
  expect(await pdfText(page, `${world.origin}/tenant/invoices/${stornoId}/pdf`)).toMatch(
    /Gesamtbetrag brutto -6\.272,28\s€/,
  )
  const stornoXml = await xrechnung(
    page,
    `${world.origin}/tenant/invoices/${stornoId}/xrechnung.xml`,
    `e2e-golden-wedding-cancellation-${tag}`,
  )
  expect(stornoXml).toContain('<ram:TypeCode>381</ram:TypeCode>')
  expect(stornoXml).toContain('<ram:GrandTotalAmount>6272.28</ram:GrandTotalAmount>')
  await page.goto(`${world.origin}/tenant/invoices/${finalId}`)
  await expect(page.getByTestId('invoice-state')).toHaveText('Storniert')

  // the invoice list as CSV
  const { header, rows } = await invoiceCsv(page, world.origin)
  const pick = (number: string) => {
    const row = rows.find((r) => r[0] === number)!
    return ['Status', 'Netto', 'USt', 'Brutto', 'Offen'].map((name) => row[header.findIndex((h) => h.startsWith(name))])
  }
  expect(pick(depositNumber)).toEqual(['Bezahlt', '2.451,87', '236,25', '2.688,12', '0,00'])
  expect(pick(finalNumber)).toEqual(['Storniert', '5.721,03', '551,25', '6.272,28', '0,00'])
  expect(pick(`RE-${YEAR}-0003`)).toEqual(['Storno', '-5.721,03', '-551,25', '-6.272,28', '0,00'])

  // DATEV: per invoice and rate the gross; the final books the whole job and takes the deposit
  // back off the deposit account (2.136,00 − 640,80 = 1.495,20; 6.824,40 − 2.047,32 = 4.777,08)
  expect(await datevRows(page, world.origin)).toEqual([
    ['640,80', '"S"', '10001', '1718', `"${depositNumber}"`],
    ['2047,32', '"S"', '10001', '1711', `"${depositNumber}"`],
    ['2136,00', '"S"', '10001', '8400', `"${finalNumber}"`],
    ['6824,40', '"S"', '10001', '8300', `"${finalNumber}"`],
    ['640,80', '"H"', '10001', '1718', `"${finalNumber}"`],
    ['2047,32', '"H"', '10001', '1711', `"${finalNumber}"`],
    ['2136,00', '"H"', '10001', '8400', `"${finalNumber}"`],
    ['6824,40', '"H"', '10001', '8300', `"${finalNumber}"`],
    ['640,80', '"S"', '10001', '1718', `"${finalNumber}"`],
    ['2047,32', '"S"', '10001', '1711', `"${finalNumber}"`],
    ['2688,12', '"S"', '1200', '10001', `"${depositNumber}"`],
  ])
  await context.close()
})

test('a Kleinunternehmer: the service form asks no VAT rate; cart, request, offer, invoice, PDF, XRechnung, CSV and DATEV carry no VAT', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000)
  const world = seedWorld({ smallBusiness: true })
  const tag = javaScriptEnabled ? 'js' : 'no-js'

  // the service form: no rate, no drinks share; it saves without one
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/services/new`)
  await expect(page.getByText('Als Kleinunternehmer (§ 19 UStG) berechnen Sie keine Umsatzsteuer')).toBeVisible()
  await expect(page.getByLabel('Steuersatz')).toHaveCount(0)
  await expect(page.getByLabel(/Getränkeanteil/)).toHaveCount(0)
  await page.getByLabel('Name').fill('Trauredner')
  await page.getByTestId('price-row').nth(0).getByLabel('Netto (€)', { exact: true }).fill('450')
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(page.getByRole('article', { name: 'Trauredner' })).toBeVisible()
  const saved = withDb((db) =>
    db
      .prepare("select pricing_json, vat_split_percent from services where tenant_id = ? and name = 'Trauredner'")
      .get(world.tenant.id),
  ) as { pricing_json: string; vat_split_percent: number | null }
  expect(JSON.parse(saved.pricing_json)).toMatchObject({ taxRate: 0 })
  expect(saved.vat_split_percent).toBeNull()

  // portal: 80 × 89,00 = 7.120,00, no VAT line
  const { context, portal } = await portalWithCart(world, browser, javaScriptEnabled)
  await addToCart(portal, 'Hochzeitsmenü')
  await expect(cartLine(portal, 'Hochzeitsmenü').getByTestId('line-price')).toHaveText(eur('7.120,00'))
  await expect(portal.getByTestId('cart-total')).toHaveText(eur('7.120,00'))
  await expect(portal.getByTestId(/^cart-vat-/)).toHaveCount(0)
  await expect(portal.getByText(/USt\./)).toHaveCount(0)
  await portal.getByRole('button', { name: 'Angebot anfordern' }).click()
  await expect(portal.getByText(/Angebot angefordert am \d{2}\.\d{2}\.\d{4}/)).toBeVisible()
  const requestId = withDb(
    (db) => (db.prepare('select id from offer_requests where tenant_id = ?').get(world.tenant.id) as { id: string }).id,
  )
  expect(
    withDb((db) =>
      db.prepare('select net_cents, vat_cents, gross_cents from offer_requests where id = ?').get(requestId),
    ),
  ).toEqual({ net_cents: 712000, vat_cents: 0, gross_cents: 712000 })

  await page.goto(`${world.origin}/tenant/billing/${requestId}`)
  await expect(page.getByTestId('offer-gross')).toHaveText(eur('7.120,00'))
  await expect(page.getByRole('main').getByText(/MwSt|USt\./)).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.')

  // offer from the request: no 'USt.' anywhere, 'Gesamt' 7.120,00
  await page.goto(`${world.origin}/tenant/offers/new?request=${requestId}`)
  await submit(page.getByRole('button', { name: 'Angebotsentwurf anlegen' }))
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  const offerId = page.url().split('/').at(-1)!
  await expect(page.getByTestId('totals-gross')).toHaveText(eur('7.120,00'))
  await expect(page.getByTestId(/^totals-vat-/)).toHaveCount(0)
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  await expect(page.getByTestId('offer-total')).toHaveText(eur('7.120,00'))
  await expect(page.getByRole('main').getByText(/USt\./)).toHaveCount(0)
  withDb((db) => db.prepare("update offers set status = 'accepted' where id = ?").run(offerId))

  // a single invoice
  await page.goto(`${world.origin}/tenant/invoices/new?offer=${offerId}&kind=single`)
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await finalize(page)
  const number = `RE-${YEAR}-0001`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
  const invoiceId = page.url().split('/').at(-1)!
  await expect(page.getByTestId('invoice-gross')).toHaveText(eur('7.120,00'))
  await expect(page.getByRole('main').getByText(/USt\./)).toHaveCount(0)
  const pdf = await pdfText(page, `${world.origin}/tenant/invoices/${invoiceId}/pdf`)
  expect(pdf).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet')
  expect(pdf).toMatch(/Gesamtbetrag 7\.120,00\s€/)
  expect(pdf).not.toMatch(/Umsatzsteuer \d+ %/)
  const xml = await xrechnung(
    page,
    `${world.origin}/tenant/invoices/${invoiceId}/xrechnung.xml`,
    `e2e-golden-small-business-${tag}`,
  )
  expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>')
  expect(xml).toContain(
    '<ram:ExemptionReason>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</ram:ExemptionReason>',
  )
  expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>')
  expect(xml).toContain('<ram:GrandTotalAmount>7120.00</ram:GrandTotalAmount>')

  const { header, rows } = await invoiceCsv(page, world.origin)
  const row = rows.find((r) => r[0] === number)!
  expect(['Netto', 'USt', 'Brutto'].map((name) => row[header.findIndex((h) => h.startsWith(name))])).toEqual([
    '7.120,00',
    '0,00',
    '7.120,00',
  ])
  // SKR03 8195: revenue of a Kleinunternehmer, no tax key
  expect(await datevRows(page, world.origin)).toEqual([['7120,00', '"S"', '10001', '8195', `"${number}"`]])
  await context.close()
})
