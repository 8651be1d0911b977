import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, firstLink, rawRequest, readOutbox, test, waitForMail } from './support'
import { cartRows, mintLink, openLink, seedPortal, setEvent, type ServiceName } from './portal-world'

// Customer portal, with and without JavaScript.

const DAY = 86_400_000

const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
const line = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByText(name, { exact: true }) })

async function openModule(page: Page) {
  await page.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Leistungen' }).click()
  await expect(page.getByRole('heading', { name: 'Leistungen', level: 2 })).toBeVisible()
}

async function add(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: /hinzufügen/i })
    .click()
  await expect(card(page, name).getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()
  await expect(line(page, name)).toBeVisible()
}

const qty = (page: Page, name: string) =>
  line(page, name).getByRole('textbox', { name: `Menge von ${name}`, exact: true })

async function setQuantity(page: Page, name: string, value: string) {
  await qty(page, name).fill(value)
  await line(page, name).getByRole('button', { name: 'Übernehmen' }).click()
}

// Gross line prices at the event's 25 guests, worked out by hand from PRICINGS (portal-world.ts):
// a per-person line enters with the 25 guests, every other line with quantity 1.
const AT_25_GUESTS: Record<ServiceName, string> = {
  Saal: '1.190,00 €', // flat rate 1190.00
  Menü: '1.070,00 €', // 25 × 42.80 = 1070.00
  DJ: '119,00 €', // 1 hour × 119.00
  Karten: '2,38 €', // 1 piece × 2.38
  Getränke: '416,50 €', // 119.00 + 25 × 11.90 (297.50) = 416.50
  Buffet: '595,00 €', // no counts yet: all 25 guests count as adults, 25 × 23.80 = 595.00
  Fotobox: '595,00 €', // 25 guests fall in the tier from 21 guests: 595.00 once (per tier)
}

test('from the mailed link to an offer request the tenant sees in billing, with the staff mail', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000) // three mailed links, a staff decision and the portal in between
  const world = seedPortal({ primaryColor: '#aa3300', budgetCents: 200_000 })

  // 'Neuen Link anfordern' from the login page mails a link
  await page.goto(`${world.origin}/customer-login`)
  await expect(page.getByText('Kein gültiger Token gefunden.')).toBeVisible()
  await page.getByLabel('E-Mail').fill(world.customer.email)
  await page.getByRole('button', { name: 'Neuen Link anfordern' }).click()
  await expect(page.getByText('Falls diese E-Mail-Adresse bei uns hinterlegt ist')).toBeVisible()
  const mail = await waitForMail(world.customer.email)
  await openLink(page, firstLink(mail.text), javaScriptEnabled)

  // header: welcome, company, tenant colour
  await expect(page.getByRole('heading', { name: `Willkommen, ${world.customer.name}` })).toBeVisible()
  await expect(page.getByText('Muster AG')).toBeVisible()
  await expect(page.getByTestId('portal-header')).toHaveCSS('background-color', 'rgb(170, 51, 0)')
  await expect(page.getByTestId('module-tile').filter({ hasText: 'Leistungen' })).toContainText(
    '7 Services verfügbar · 0 ausgewählt',
  )

  await openModule(page)
  await expect(card(page, 'Saal')).toContainText('Pauschal')
  await expect(card(page, 'Saal')).toContainText('Feier')
  await add(page, 'Saal')
  await expect(page.getByTestId('toast')).toContainText('Service hinzugefügt')
  await add(page, 'Menü')
  await setQuantity(page, 'Menü', '10')
  await expect(line(page, 'Menü').getByTestId('line-price')).toHaveText('428,00 €') // 10 × 42.80
  await expect(page.getByTestId('cart-total')).toHaveText('1.618,00 €') // 1190.00 + 428.00
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.getByRole('button', { name: 'Angebot anfordern' }).click()
  await expect(page.getByText(/Angebot angefordert am \d{2}\.\d{2}\.\d{4}/)).toBeVisible()
  await expect(line(page, 'Saal').getByRole('button', { name: /entfernen/i })).toHaveCount(0)

  // the staff mail and the billing list
  const staffMail = await waitForMail(world.tenant.admin.email, /Angebotsanfrage/)
  const billingLink = firstLink(staffMail.text)
  expect(billingLink).toMatch(new RegExp(`^${world.origin}/tenant/billing/[0-9a-f-]{36}$`))
  await waitForMail(world.tenant.planner.email, /Angebotsanfrage/)

  await page.getByRole('button', { name: 'Abmelden' }).click()
  // signed out on the tenant's host: its root sends anonymous visitors to the customer login
  await page.waitForURL((url) => url.pathname === '/customer-login', { waitUntil: 'commit' })
  await page.goto(`${world.origin}/tenant-signup?mode=login`)
  await page.getByLabel('E-Mail').fill(world.tenant.admin.email)
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/tenant(\/.*)?$/)
  await page.goto(`${world.origin}/tenant/billing`)
  const row = page.getByRole('row').filter({ hasText: world.customer.name })
  await expect(row).toContainText(`Fest ${world.tenant.subdomain}`)
  await expect(row).toContainText('1.618,00 €')
  await row.getByRole('link').click()
  await expect(page).toHaveURL(billingLink)
  await expect(page.getByTestId('offer-line')).toHaveCount(2)
  await expect(page.getByTestId('offer-gross')).toHaveText('1.618,00 €')

  // staff decline (an order only comes from the customer accepting an offer): the customer gets a mail (no token in it) and sees the answer in the portal
  await expect(page.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Angebot erstellen' })).toBeVisible()
  await page.getByRole('button', { name: 'Ablehnen' }).click()
  await expect(
    page.getByText(`Anfrage wurde abgelehnt. Der Kunde wurde per E-Mail an ${world.customer.email} informiert.`),
  ).toBeVisible()
  const decisionMail = await waitForMail(world.customer.email, /Angebotsanfrage .* wurde abgelehnt/)
  expect(decisionMail.text).toContain('Angebotssumme: 1.618,00 € (brutto)')
  expect(decisionMail.text).not.toMatch(/token/i)
  await page.goto(firstLink(decisionMail.text))
  await expect(page.getByText('Kein gültiger Token gefunden.')).toHaveCount(0)
  const loginMails = readOutbox().filter((m) => m.to === world.customer.email && /Zugang/.test(m.subject)).length
  await page.getByLabel('E-Mail').fill(world.customer.email)
  await page.getByRole('button', { name: 'Neuen Link anfordern' }).click()
  await expect(page.getByText('Falls diese E-Mail-Adresse bei uns hinterlegt ist')).toBeVisible()
  await expect
    .poll(() => readOutbox().filter((m) => m.to === world.customer.email && /Zugang/.test(m.subject)).length)
    .toBe(loginMails + 1)
  await openLink(page, firstLink((await waitForMail(world.customer.email, /Zugang/)).text), javaScriptEnabled)
  await expect(page.getByTestId('offer-decision')).toContainText('(1.618,00 €) wurde am')
  await expect(page.getByTestId('offer-decision')).toContainText('abgelehnt')
})

test('a link works once, and not after 7 days', async ({ page, javaScriptEnabled }) => {
  const world = seedPortal()
  const link = mintLink(world)
  await openLink(page, link, javaScriptEnabled)
  await page.getByRole('button', { name: 'Abmelden' }).click()

  await page.goto(link)
  await expect(page.getByText('Dieser Anmeldelink wurde bereits verwendet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible()

  const old = mintLink(world, Date.now() - 8 * DAY)
  await page.goto(old)
  await expect(page.getByText('Dieser Anmeldelink ist abgelaufen.')).toBeVisible()
  await page.goto(`${world.origin}/customer-dashboard`)
  await expect(page).toHaveURL(/\/customer-login$/)
})

test('each pricing unit shows its price (worked out by hand); quantity rules; budget warning exactly above budget', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal({ guests: 25, budgetCents: 119_000 })
  await openLink(page, mintLink(world), javaScriptEnabled)
  await openModule(page)

  await add(page, 'Saal')
  // total equals the budget: no warning
  await expect(page.getByTestId('cart-total')).toHaveText('1.190,00 €')
  await expect(page.getByTestId('cart-remaining')).toHaveText('0,00 €')
  await expect(page.getByText('Budget überschritten')).toHaveCount(0)

  for (const name of ['Menü', 'DJ', 'Karten', 'Getränke', 'Buffet', 'Fotobox'] as const) await add(page, name)
  await expect(page.getByText('Budget überschritten')).toBeVisible()
  for (const name of Object.keys(AT_25_GUESTS) as ServiceName[]) {
    await expect(line(page, name).getByTestId('line-price')).toHaveText(AT_25_GUESTS[name])
  }
  await setQuantity(page, 'DJ', '4')
  await expect(line(page, 'DJ').getByTestId('line-price')).toHaveText('476,00 €') // 4 hours × 119.00
  await line(page, 'Buffet').getByLabel('Erwachsene').fill('3')
  await line(page, 'Buffet').getByLabel('Kinder 6-14 Jahre').fill('2')
  await line(page, 'Buffet').getByRole('button', { name: 'Personen übernehmen' }).click()
  await expect(line(page, 'Buffet').getByTestId('line-price')).toHaveText('95,20 €') // 3 × 23.80 + 2 × 11.90 = 71.40 + 23.80

  // 'abc' becomes 1, + raises, 0 removes
  await setQuantity(page, 'DJ', 'abc')
  await expect(qty(page, 'DJ')).toHaveValue('1')
  await line(page, 'DJ').getByRole('button', { name: 'Menge von DJ erhöhen' }).click()
  await expect(qty(page, 'DJ')).toHaveValue('2')
  await setQuantity(page, 'DJ', '0')
  await expect(line(page, 'DJ')).toHaveCount(0)
  await line(page, 'Karten').getByRole('button', { name: 'Karten entfernen' }).click()
  await expect(line(page, 'Karten')).toHaveCount(0)
  expect(cartRows(world)).toHaveLength(5)
})

test('a deactivated service stays in the cart, marked and uncounted, and can only be removed', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  await openLink(page, mintLink(world), javaScriptEnabled)
  await openModule(page)
  await add(page, 'Saal')
  await add(page, 'DJ')
  withDb((db) => db.prepare('update services set is_active = 0 where id = ?').run(world.services.Saal))
  await page.reload()
  await expect(line(page, 'Saal')).toContainText('nicht mehr verfügbar')
  await expect(line(page, 'Saal')).toContainText(
    'Ihr Event-Planer bietet diesen Service nicht mehr an. Er wird nicht berechnet und nicht in ein Angebot übernommen.',
  )
  await expect(line(page, 'Saal').getByRole('button', { name: 'Menge von Saal erhöhen' })).toHaveCount(0)
  await expect(card(page, 'Saal')).toHaveCount(0)
  await expect(page.getByTestId('cart-total')).toHaveText('119,00 €') // DJ alone, 1 hour × 119.00
  await line(page, 'Saal').getByRole('button', { name: 'Saal entfernen' }).click()
  await expect(line(page, 'Saal')).toHaveCount(0)
  expect(cartRows(world).map((r) => r.service_id)).toEqual([world.services.DJ])
})

test('after the deadline nothing in the cart can change', async ({ page, context, javaScriptEnabled }) => {
  const world = seedPortal()
  await openLink(page, mintLink(world), javaScriptEnabled)
  await openModule(page)
  await add(page, 'Saal')
  setEvent(world, { deadline_at: Date.now() - DAY })
  await page.reload()
  await expect(
    page.getByText('Die Frist ist abgelaufen. Änderungen am Warenkorb sind nicht mehr möglich.'),
  ).toBeVisible()
  await expect(line(page, 'Saal').getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toHaveCount(0)
  await expect(card(page, 'Menü').getByRole('button', { name: /hinzufügen/i })).toBeDisabled()

  // a hand-made POST is refused by the server too
  const cookies = await context.cookies(world.origin)
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const forms: Array<Record<string, string>> = [
    { intent: 'add', service_id: world.services.Menü },
    { intent: 'remove', service_id: world.services.Saal },
    { intent: 'request-offer' },
  ]
  for (const form of forms) {
    await rawRequest(`${world.origin}/customer-dashboard/cart`, {
      headers: { Cookie: cookie, Origin: world.origin },
      form: { ...form, event_id: world.eventId },
    })
  }
  expect(cartRows(world)).toEqual([{ service_id: world.services.Saal, quantity: 1 }])
  expect(
    withDb((db) => db.prepare('select count(*) as n from offer_requests where event_id = ?').get(world.eventId)),
  ).toEqual({ n: 0 })
})
