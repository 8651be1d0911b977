import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, signInStaff, test, waitForMail } from './support'
import { mintLink, openLink, seedPortal, type PortalWorld } from './portal-world'

// The commercial loop from the event page, with and without JavaScript: a
// portal request → 'Angebot erstellen' (its lines, nothing typed) → sent →
// accepted (event Bestätigt, request Beauftragt) → Nachtrag accepted →
// deposit and final invoice finalised (each asking first) → paid.

/** The request as the portal stores it: Saal 1.190 € gross at 19 %, Menü 10 × 42,80 € gross at 7 %. */
function seedRequest(world: PortalWorld) {
  const id = randomUUID()
  const line = (
    name: 'Saal' | 'Menü',
    unit: string,
    unitLabel: string,
    taxRate: number,
    quantity: number,
    unitPriceCents: number,
  ) => ({
    serviceId: world.services[name],
    name,
    unit,
    unitLabel,
    taxRate,
    quantity,
    counts: null,
    unitPriceCents,
    lineTotalCents: quantity * unitPriceCents,
  })
  const snapshot = {
    version: 1,
    event: {
      name: `Fest ${world.tenant.subdomain}`,
      eventDate: Date.now() + 60 * 86_400_000,
      guestCount: 10,
      budgetCents: 500_000,
    },
    lines: [
      line('Saal', 'flat_rate', 'Pauschal', 19, 1, 119_000),
      line('Menü', 'per_person', 'pro Person', 7, 10, 4_280),
    ],
    excluded: [],
    vat: [
      { rate: 19, netCents: 100_000, vatCents: 19_000, grossCents: 119_000 },
      { rate: 7, netCents: 40_000, vatCents: 2_800, grossCents: 42_800 },
    ],
    totals: { netCents: 140_000, vatCents: 21_800, grossCents: 161_800 },
  }
  withDb((db) => {
    db.prepare(
      `insert into offer_requests (id, tenant_id, event_id, end_customer_id, status, event_name, customer_name, customer_email, snapshot_json, net_cents, vat_cents, gross_cents, created_at)
       values (?, ?, ?, ?, 'open', ?, ?, ?, ?, 140000, 21800, 161800, ?)`,
    ).run(
      id,
      world.tenant.id,
      world.eventId,
      world.customer.id,
      snapshot.event.name,
      world.customer.name,
      world.customer.email,
      JSON.stringify(snapshot),
      Date.now(),
    )
    db.prepare(
      "update end_customers set street = 'Kundenweg 5', postcode = '80331', city = 'München', country = 'DE' where id = ?",
    ).run(world.customer.id)
    db.prepare("update events set status = 'draft' where id = ?").run(world.eventId)
    db.prepare(
      `insert into tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, contact_name, contact_phone, contact_email, iban, bic, payment_days, updated_at)
       values (?, 'Feste & Feiern GmbH', 'Festweg 1', '10115', 'Berlin', 'DE', 'DE123456789', 'Ada Lovelace', '+49 30 123456', 'rechnung@feste.example', 'DE89370400440532013000', 'COBADEFFXXX', 14, ?)`,
    ).run(world.tenant.id, Date.now())
  })
  return id
}

/** Keyboard submit: a toast in the corner may cover the button, and without JavaScript it stays. */
async function submit(button: Locator) {
  await button.focus()
  await button.press('Enter')
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
