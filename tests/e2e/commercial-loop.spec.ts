import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, signInStaff, test, waitForMail } from './support'
import { mintLink, openLink, seedPortal, type PortalWorld } from './portal-world'
import { seedOfferRequest, setCustomerAddress, submit } from './billing-fixtures'

// The commercial loop from the event page, with and without JavaScript: a
// portal request → 'Angebot erstellen' (its lines, nothing typed) → sent →
// accepted (event Bestätigt, request Beauftragt) → Nachtrag accepted →
// deposit and final invoice finalised (each asking first) → paid.

/** An open request (Saal 1.190 € at 19 %, Menü 10 × 42,80 € at 7 %), the customer's address, the event still a draft and complete business data. */
function seedRequest(world: PortalWorld) {
  const id = seedOfferRequest(world)
  setCustomerAddress(world)
  withDb((db) => {
    db.prepare("update events set status = 'draft' where id = ?").run(world.eventId)
    db.prepare(
      `insert into tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, contact_name, contact_phone, contact_email, iban, bic, payment_days, updated_at)
       values (?, 'Feste & Feiern GmbH', 'Festweg 1', '10115', 'Berlin', 'DE', 'DE123456789', 'Ada Lovelace', '+49 30 123456', 'rechnung@feste.example', 'DE89370400440532013000', 'COBADEFFXXX', 14, ?)`,
    ).run(world.tenant.id, Date.now())
  })
  return id
}

async function finalize(page: Page) {
  await submit(page.getByRole('button', { name: 'Rechnung abschließen' }))
  await expect(page.getByTestId('invoice-state')).toHaveText('Entwurf')
  await submit(page.getByTestId('confirm-step').getByRole('button', { name: 'Jetzt abschließen' }))
  await expect(page.getByTestId('invoice-state')).not.toHaveText('Entwurf')
}

async function acceptInPortal(portal: Page, origin: string, offerId: string) {
  await portal.goto(`${origin}/customer-dashboard/offers/${offerId}`)
  await portal.getByLabel('Ihr Name (verbindliche Annahme)').fill('Erika Mustermann')
  await submit(portal.getByRole('button', { name: 'Angebot verbindlich annehmen' }))
  await expect(portal.getByTestId('portal-offer-state')).toContainText('Angenommen von Erika Mustermann')
}

test('portal request → offer → order → Nachtrag → deposit and final invoice → paid', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000)
  const world = seedPortal()
  seedRequest(world)
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)

  // 'Angebot erstellen' on the event page: the draft carries the request's lines
  const eventUrl = `${world.origin}/tenant/events/${world.eventId}`
  await page.goto(eventUrl)
  await submit(page.getByTestId('event-request').getByRole('button', { name: 'Angebot erstellen' }))
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  const offerUrl = page.url()
  const offerId = offerUrl.split('/').at(-1)!
  await expect(page.getByRole('group', { name: 'Position 1' }).getByLabel('Bezeichnung')).toHaveValue('Saal')
  await expect(page.getByRole('group', { name: 'Position 2' }).getByLabel('Menge')).toHaveValue('10')
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  await expect(page.getByTestId('offer-total')).toHaveText(/1\.618,00\s€/)
  await waitForMail(world.customer.email, /Angebot/)

  // the customer accepts in the portal
  const customer = await browser.newContext({
    javaScriptEnabled,
    locale: 'de-DE',
    extraHTTPHeaders: {
      'Fly-Client-IP': `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const portal = await customer.newPage()
  await openLink(portal, mintLink(world), javaScriptEnabled)
  await acceptInPortal(portal, world.origin, offerId)
  await portal.goto(`${world.origin}/customer-dashboard`)
  await expect(portal.getByText(/Ihre Auswahl ist beauftragt/)).toBeVisible()

  // the event is Bestätigt, the request Beauftragt, the planner was told
  await page.goto(eventUrl)
  await expect(page.getByTestId('event-status')).toHaveText('Bestätigt')
  await expect(page.getByTestId('event-request')).toContainText('Beauftragt')
  await waitForMail(world.tenant.planner.email, /Angebot angenommen/)

  // a 30 % deposit on the order: 485,40 € of 1.618,00 €
  await page.goto(offerUrl)
  await submit(page.getByRole('link', { name: 'Abschlagsrechnung' }))
  await page.getByLabel('Abschlag in %').fill('30')
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await finalize(page)
  await expect(page.getByTestId('invoice-gross')).toHaveText(/485,40\s€/)

  // Nachtrag: 12 guests instead of 10 (one figure changed, no line typed again)
  await page.goto(offerUrl)
  await submit(page.getByRole('button', { name: 'Nachtrag erstellen' }))
  await expect(page.getByTestId('offer-replaces')).toBeVisible()
  await expect(page).toHaveURL(/\/tenant\/offers\/(?!new)[^/?]+$/)
  expect(page.url()).not.toBe(offerUrl)
  const v2Url = page.url()
  const v2 = v2Url.split('/').at(-1)!
  await expect(page.getByTestId('offer-replaces')).toContainText('Nachtrag zu Angebot')
  await page.getByRole('group', { name: 'Position 2' }).getByLabel('Menge').fill('12')
  await submit(page.getByRole('button', { name: 'Angebot versenden' }))
  // 1.000,00 + 190,00 and 12 × 40,00 + 33,60 = 1.703,60
  await expect(page.getByTestId('offer-total')).toHaveText(/1\.703,60\s€/)
  await acceptInPortal(portal, world.origin, v2)
  await customer.close()
  await page.goto(offerUrl)
  await expect(page.getByTestId('offer-state')).toHaveText('Ersetzt')

  // the final invoice of the order as it stands deducts the deposit: 1.703,60 − 485,40 = 1.218,20
  await page.goto(v2Url)
  await submit(page.getByRole('link', { name: 'Schlussrechnung' }))
  await submit(page.getByRole('button', { name: /anlegen$/ }))
  await expect(page).toHaveURL(/\/tenant\/invoices\/(?!new)[^/?]+$/)
  await finalize(page)
  await expect(page.getByTestId('invoice-open')).toHaveText(/1\.218,20\s€/)
  await page.getByLabel('Betrag (€)').fill('1.218,20')
  await submit(page.getByRole('button', { name: 'Zahlung erfassen' }))
  await expect(page.getByTestId('invoice-state')).toHaveText('Bezahlt')
})
