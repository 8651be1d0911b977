import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { expect, signInStaff, test, waitForMail } from './support'
import { signedInTenant } from './services-fixtures'
import { mintLink, openLink, seedPortal, setEvent } from './portal-world'

// Cart feedback, the offer request table,
// portal wording and the customer's Anrede — with and without JavaScript.

test.describe.configure({ timeout: 120_000 })

const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
const line = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByText(name, { exact: true }) })
const qty = (page: Page, name: string) =>
  line(page, name).getByRole('textbox', { name: `Menge von ${name}`, exact: true })

async function add(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: /hinzufügen/i })
    .click()
  await expect(line(page, name)).toBeVisible()
}

test('the cart says what it corrected, warns above the guest count, offers only price-changing controls, keeps the groups when locked; staff see the parts', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal({ guests: 10, budgetCents: 10_000_000 })
  await openLink(page, mintLink(world), javaScriptEnabled)
  await page.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Leistungen' }).click()
  for (const name of ['Saal', 'DJ', 'Getränke', 'Buffet']) await add(page, name)

  // only the controls that change the price
  await expect(qty(page, 'DJ')).toBeVisible()
  for (const name of ['Saal', 'Getränke', 'Buffet'])
    await expect(line(page, name).getByRole('textbox', { name: /^Menge von/ })).toHaveCount(0)
  await expect(line(page, 'Saal').getByTestId('cart-line-basis')).toHaveText('Pauschalpreis, unabhängig von der Menge.')
  await expect(line(page, 'Getränke').getByTestId('cart-line-basis')).toHaveText(
    'Berechnet für 10 Gäste (Gästezahl der Veranstaltung).',
  )

  // a quantity that is not a number: corrected and said so
  await qty(page, 'DJ').fill('abc')
  await line(page, 'DJ').getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByTestId('toast')).toContainText('„abc“ ist keine gültige Menge. Die Menge wurde auf 1 gesetzt.')
  await expect(qty(page, 'DJ')).toHaveValue('1')

  // 'x' children and more persons than guests: corrected, said, and the warning stays on the line
  await line(page, 'Buffet').getByLabel('Erwachsene').fill('12')
  await line(page, 'Buffet').getByLabel('Kinder 6-14 Jahre').fill('x')
  await line(page, 'Buffet').getByRole('button', { name: 'Personen übernehmen' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('„x“ ist keine gültige Anzahl für Kinder 6-14 Jahre. Es wurden 0 übernommen.')
  await expect(toast).toContainText(
    'Sie haben 12 Personen angegeben, für die Veranstaltung sind aber 10 Gäste geplant.',
  )
  await expect(line(page, 'Buffet').getByTestId('cart-line-over-guests')).toContainText(
    'Sie haben 12 Personen angegeben',
  )
  await expect(line(page, 'Buffet').getByTestId('line-price')).toHaveText('285,60 €') // 12 adults × 23.80

  // locked after the request: the person groups stay visible (the warning outlives the notice)
  await page.reload()
  await expect(page.getByTestId('toast')).toHaveCount(0)
  await expect(line(page, 'Buffet').getByTestId('cart-line-over-guests')).toBeVisible()
  await page.getByRole('button', { name: 'Angebot anfordern' }).click()
  await expect(page.getByText(/Angebot angefordert am/)).toBeVisible()
  const groups = line(page, 'Buffet').getByTestId('cart-line-counts')
  await expect(groups).toContainText('Erwachsene12')
  await expect(groups).toContainText('Kinder 6-14 Jahre0')
  await expect(line(page, 'Buffet').getByRole('button')).toHaveCount(0)

  // the tenant's view of the request: unit prices true, 'Pauschale + pro Person' in two parts
  const requestId = (
    withDb((db) => db.prepare('select id from offer_requests where event_id = ?').get(world.eventId)) as { id: string }
  ).id
  await page.context().clearCookies()
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/billing/${requestId}`)
  const drinks = page.getByTestId('offer-line').filter({ hasText: 'Getränke' })
  await expect(drinks.getByRole('cell')).toHaveText([
    'Getränke',
    'Pauschale + pro Person',
    '–',
    '–',
    '19 %',
    '238,00 €',
  ]) // 119.00 + 10 × 11.90
  const parts = page.getByTestId('line-part')
  await expect(parts.filter({ hasText: 'davon Pauschale' }).getByRole('cell')).toHaveText([
    'davon Pauschale',
    '1',
    '119,00 €',
    '',
    '119,00 €',
  ])
  await expect(parts.filter({ hasText: 'davon pro Person' }).getByRole('cell')).toHaveText([
    'davon pro Person',
    '10',
    '11,90 €',
    '',
    '119,00 €',
  ]) // 10 × 11.90
  const dj = page.getByTestId('offer-line').filter({ hasText: 'DJ' })
  await expect(dj.getByRole('cell').nth(3)).toHaveText('119,00 €')
  // one person group only: its count and price are the line's Menge and Einzelpreis, not the total
  const buffet = page.getByTestId('offer-line').filter({ hasText: 'Buffet' })
  await expect(buffet.getByRole('cell').nth(2)).toHaveText('12')
  await expect(buffet.getByRole('cell').nth(3)).toHaveText('23,80 €')
})

test("portal wording: no red failure beside the link-request success; customer status words; the planner's e-mail and phone", async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  await page.goto(`${world.origin}/customer-login`)
  await expect(page.getByText('Kein gültiger Token gefunden.')).toBeVisible()
  await page.getByLabel('E-Mail').fill(world.customer.email)
  await page.getByRole('button', { name: 'Neuen Link anfordern' }).click()
  await expect(page.getByText('Falls diese E-Mail-Adresse bei uns hinterlegt ist')).toBeVisible()
  await expect(page.getByText('Kein gültiger Token gefunden.')).toHaveCount(0)
  await expect(page.getByText('Anmeldung fehlgeschlagen')).toHaveCount(0)

  withDb((db) =>
    db.prepare('update profiles set phone = ? where user_id = ?').run('0221 123 456', world.tenant.planner.id),
  )
  setEvent(world, { status: 'draft' })
  await openLink(page, mintLink(world), javaScriptEnabled)
  const overview = page.getByRole('region', { name: 'Überblick' })
  await expect(overview).toContainText('In Planung')
  await expect(overview).not.toContainText('Entwurf')
  const contact = page.getByTestId('portal-contact')
  await expect(contact.getByRole('link', { name: world.tenant.planner.email })).toHaveAttribute(
    'href',
    `mailto:${world.tenant.planner.email}`,
  )
  await expect(contact.getByRole('link', { name: '0221 123 456' })).toHaveAttribute('href', 'tel:0221123456')
})

test('a customer with Anrede and title is greeted that way in the login mail', async ({ page }) => {
  const t = await signedInTenant(page)
  const email = `becker-${t.subdomain}@e2e.example`
  await page.goto(`${t.origin}/tenant/customers/new`)
  await page.getByLabel('Anrede').selectOption({ label: 'Frau' })
  await page.getByLabel('Titel (optional)').fill('Dr.')
  await page.getByLabel('Name').fill('Lisa Becker')
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Login-Link jetzt senden').check()
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(page.getByTestId('toast')).toContainText('Kunde wurde erfolgreich erstellt')
  const mail = await waitForMail(email)
  expect(mail.text.split('\n')[0]).toBe('Sehr geehrte Frau Dr. Becker,')

  // the edit form shows what was stored
  const id = (withDb((db) => db.prepare('select id from end_customers where email = ?').get(email)) as { id: string })
    .id
  await page.goto(`${t.origin}/tenant/customers/${id}/edit`)
  await expect(page.getByLabel('Anrede')).toHaveValue('frau')
  await expect(page.getByLabel('Titel (optional)')).toHaveValue('Dr.')
})
