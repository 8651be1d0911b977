import fs from 'node:fs'
import { unzipSync } from 'fflate'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, rawRequest, signInStaff, test, waitForMail } from './support'
import { seedPortal } from './portal-world'
import { seedOfferRequest, setCustomerAddress, submit } from './billing-fixtures'

// From the customer's request to paid invoices and their documents,
// with and without JavaScript.

const YEAR = new Date().getFullYear()

async function fillBusinessData(page: Page, origin: string) {
  await page.goto(`${origin}/tenant/settings/billing`)
  await expect(page.getByTestId('billing-missing')).toBeVisible()
  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value)
  await fill('Firmenname (wie im Handelsregister)', 'Feste & Feiern GmbH')
  await fill('Straße und Hausnummer', 'Festweg 1')
  await fill('Postleitzahl', '10115')
  await fill('Ort', 'Berlin')
  await fill('Land (ISO-Code, z. B. DE)', 'DE')
  await fill('USt-IdNr.', 'DE123456789')
  await fill('Name', 'Ada Lovelace')
  await fill('Telefon', '+49 30 123456')
  await fill('E-Mail', 'rechnung@feste.example')
  await fill('IBAN', 'DE89 3704 0044 0532 0130 00')
  await fill('BIC', 'COBADEFFXXX')
  await fill('Zahlungsziel (Tage)', '14')
  await submit(page.getByRole('button', { name: /speichern/i }))
  await expect(page.getByText('Alle Pflichtangaben für Rechnungen sind vorhanden.')).toBeVisible()
}

async function cookieHeader(page: Page) {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}

async function finalize(page: Page) {
  await submit(page.getByRole('button', { name: 'Rechnung abschließen' }))
  // finalising asks first (a second step that works without JavaScript)
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt abschließen' }))
  await expect(page.getByTestId('invoice-state')).not.toHaveText('Entwurf')
}

test('request → offer → accepted in the portal → deposit, payment, final invoice, documents, cancellation', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000)
  const world = seedPortal()
  const requestId = seedOfferRequest(world)
  setCustomerAddress(world)

  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await fillBusinessData(page, world.origin)

  // offer from the request, with its lines; then sent
  await page.goto(`${world.origin}/tenant/offers/new?request=${requestId}`)
  await submit(page.getByRole('button', { name: 'Angebotsentwurf anlegen' }))
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  const offerUrl = page.url()
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  await expect(page.getByTestId('offer-total')).toHaveText(/1\.618,00\s€/)
  const offerNumber = `AN-${YEAR}-0001`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(offerNumber)
  const offerId = offerUrl.split('/').at(-1)!

  // the mail points to the offer in the portal; the customer signs in and accepts
  const offerMail = await waitForMail(world.customer.email, /Angebot/)
  expect(offerMail.text).toContain(offerNumber)
  const customer = await browser.newContext({
    javaScriptEnabled,
    locale: 'de-DE',
    extraHTTPHeaders: {
      'Fly-Client-IP': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const portal = await customer.newPage()
  // the mailed link signs the customer in (one use) and lands on the offer
  const offerLink = offerMail.text.match(/Angebot ansehen: (\S+)/)![1]!
  expect(offerLink).toContain('/customer-login?token=')
  await portal.goto(offerLink)
  if (!javaScriptEnabled) await portal.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await portal.waitForURL(new RegExp(`/customer-dashboard/offers/${offerId}$`))
  await portal.getByLabel('Ihr Name (verbindliche Annahme)').fill('Erika Mustermann')
  await submit(portal.getByRole('button', { name: 'Angebot verbindlich annehmen' }))
  await expect(portal.getByText(/angenommen/i).first()).toBeVisible()

  await page.goto(offerUrl)
  await expect(page.getByTestId('offer-state')).toHaveText('Angenommen')
  await expect(page.getByText(/angenommen von Erika Mustermann/)).toBeVisible()

  // deposit 30 %: 485,40 € of 1.618,00 €
  await submit(page.getByRole('link', { name: 'Abschlagsrechnung' }))
  await expect(page).toHaveURL(/kind=deposit/)
  await page.getByLabel('Abschlag in %').fill('30')
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await finalize(page)
  await expect(page.getByTestId('invoice-gross')).toHaveText(/485,40\s€/)
  const depositNumber = `RE-${YEAR}-0001`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(depositNumber)
  const depositUrl = page.url()

  // payment in full
  await page.getByLabel('Betrag (€)').fill('485,40')
  await submit(page.getByRole('button', { name: 'Zahlung erfassen' }))
  await expect(page.getByTestId('invoice-state')).toHaveText('Bezahlt')

  // final invoice deducts the deposit: 1.618,00 − 485,40 = 1.132,60 € to pay
  await page.goto(`${world.origin}/tenant/invoices/new?offer=${offerId}&kind=final`)
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await finalize(page)
  const finalNumber = `RE-${YEAR}-0002`
  await expect(page.getByRole('heading', { level: 1 })).toContainText(finalNumber)
  await expect(page.getByTestId('invoice-open')).toHaveText(/1\.132,60\s€/)
  const finalId = page.url().split('/').at(-1)!

  // documents
  const cookie = await cookieHeader(page)
  const offerPdf = await rawRequest(`${world.origin}/tenant/offers/${offerId}/pdf`, { headers: { Cookie: cookie } })
  expect(offerPdf.status).toBe(200)
  expect(offerPdf.headers['content-type']).toContain('application/pdf')
  expect(offerPdf.body.startsWith('%PDF')).toBe(true)
  const invoicePdf = await rawRequest(`${world.origin}/tenant/invoices/${finalId}/pdf`, { headers: { Cookie: cookie } })
  expect(invoicePdf.status).toBe(200)
  expect(invoicePdf.headers['content-type']).toContain('application/pdf')
  expect(invoicePdf.body.startsWith('%PDF')).toBe(true)
  const xml = await rawRequest(`${world.origin}/tenant/invoices/${finalId}/xrechnung.xml`, {
    headers: { Cookie: cookie },
  })
  expect(xml.status).toBe(200)
  expect(xml.headers['content-type']).toMatch(/xml/)
  expect(xml.body).toContain(`<ram:ID>${finalNumber}</ram:ID>`)

  // a cancellation of the final invoice: a Stornorechnung with the next number
  await submit(page.getByRole('button', { name: 'Stornieren' }))
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt stornieren' }))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`RE-${YEAR}-0003`)
  // the Stornorechnung has nothing to pay: 'Storno', no open amount, the final invoice's lines negated
  await expect(page.getByTestId('invoice-state')).toHaveText('Storno')
  await expect(page.getByTestId('invoice-open')).toHaveCount(0)
  await expect(page.getByTestId('invoice-deduction')).toHaveCount(2)
  await page.goto(`${world.origin}/tenant/invoices/${finalId}`)
  await expect(page.getByTestId('invoice-state')).toHaveText('Storniert')
  await page.goto(depositUrl)
  await expect(page.getByTestId('invoice-state')).toHaveText('Bezahlt')

  // the portal lists the offer and the three invoices
  await portal.goto(`${world.origin}/customer-dashboard/documents`)
  await expect(portal.getByTestId('portal-offers')).toContainText(`Angebot ${offerNumber}`)
  const invoices = portal.getByTestId('portal-invoices')
  for (const n of [depositNumber, finalNumber, `RE-${YEAR}-0003`]) await expect(invoices).toContainText(`Rechnung ${n}`)
  const portalCookie = (await customer.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const portalPdf = await rawRequest(`${world.origin}/customer-dashboard/invoices/${finalId}/pdf`, {
    headers: { Cookie: portalCookie },
  })
  expect(portalPdf.status).toBe(200)
  expect(portalPdf.body.startsWith('%PDF')).toBe(true)
  await customer.close()

  // the tax adviser export of today: a bad period comes back at the field, a good one downloads the ZIP
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  await page.goto(`${world.origin}/tenant/billing?tab=invoices`)
  await page.getByRole('link', { name: 'Export für die Steuerberatung' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export für die Steuerberatung')
  await page.getByLabel('Von', { exact: true }).fill(today)
  await page.getByLabel('Bis', { exact: true }).fill(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`)
  await submit(page.getByRole('button', { name: 'ZIP herunterladen' }))
  await expect(page.getByText('Das Bis-Datum darf nicht vor dem Von-Datum liegen')).toBeVisible()
  await page.getByLabel('Bis', { exact: true }).fill(today)
  const downloading = page.waitForEvent('download')
  await submit(page.getByRole('button', { name: 'ZIP herunterladen' }))
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`steuerberatung-${world.tenant.subdomain}-${today}-bis-${today}.zip`)
  const files = Object.keys(unzipSync(new Uint8Array(fs.readFileSync((await download.path())!))))
  expect(files).toEqual([
    `EXTF_Buchungsstapel_${today}_${today}.csv`,
    ...[depositNumber, finalNumber, `RE-${YEAR}-0003`].flatMap((n) => [`Rechnungen/${n}.pdf`, `Rechnungen/${n}.xml`]),
  ])
})

test('finalising without business data says what is missing and assigns no number', async ({ page }) => {
  const world = seedPortal()
  const requestId = seedOfferRequest(world)
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/offers/new?request=${requestId}`)
  await submit(page.getByRole('button', { name: 'Angebotsentwurf anlegen' }))
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  await expect(page.getByTestId('offer-state')).toHaveText('Versendet')
  withDb((db) => db.prepare("update offers set status = 'accepted' where tenant_id = ?").run(world.tenant.id))
  await page.reload()
  await submit(page.getByRole('link', { name: 'Rechnung erstellen' }))
  await expect(page).toHaveURL(/kind=single/)
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await submit(page.getByRole('button', { name: 'Rechnung abschließen' }))
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt abschließen' }))
  await expect(page.getByRole('alert')).toContainText('Rechnungsdaten')
  await expect(page.getByTestId('invoice-state')).toHaveText('Entwurf')
  expect(
    withDb((db) =>
      db.prepare('select count(*) as n from invoices where tenant_id = ? and number is not null').get(world.tenant.id),
    ),
  ).toEqual({ n: 0 })
})
