import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { enterPortal } from './portal-entry'
import { mintLink, seedPortal, type PortalWorld } from './portal-world'
import { expect, signInStaff, test } from './support'

// Personal and Küche as a caterer uses them, with JavaScript on and off:
// people and shifts (the overlap warning), the phone's staff list, the hours
// CSV, allergens in the catalogue and the portal, the guests' diets the
// customer enters and the Küchenzettel that counts them.

test.describe.configure({ timeout: 120_000 })

/** Menü becomes a food service with milk and gluten, vegetarian; the event gets an accepted offer of 40 menus. */
function kitchenWorld() {
  const world = seedPortal({ guests: 40 })
  const now = Date.now()
  withDb((db) => {
    db.prepare("update services set kind = 'food', allergens_json = ?, diet_tags_json = ? where id = ?").run(
      '["gluten","milk"]',
      '["vegetarisch"]',
      world.services['Menü'],
    )
    const offerId = randomUUID()
    db.prepare(
      `insert into offers (id, tenant_id, event_id, end_customer_id, number, version, status, event_name, customer_name, valid_until, net_cents, vat_cents, gross_cents, decided_at, created_at)
       values (?, ?, ?, ?, 'AN-2031-0001', 1, 'accepted', ?, ?, '2099-12-31', 160000, 11200, 171200, ?, ?)`,
    ).run(
      offerId,
      world.tenant.id,
      world.eventId,
      world.customer.id,
      `Fest ${world.tenant.subdomain}`,
      world.customer.name,
      now,
      now,
    )
    db.prepare(
      "insert into offer_lines (id, tenant_id, offer_id, position, text, quantity_milli, unit_code, unit_label, unit_price_cents, vat_rate) values (?, ?, ?, 1, 'Menü', 40000, 'C62', 'Person', 4000, 7)",
    ).run(randomUUID(), world.tenant.id, offerId)
    db.prepare(
      "insert into run_of_show_entries (id, tenant_id, event_id, position, time, duration_minutes, title, visible_to_customer, created_at) values (?, ?, ?, 0, '19:00', 60, 'Buffet eröffnen', 0, ?)",
    ).run(randomUUID(), world.tenant.id, world.eventId, now)
  })
  return world
}

async function signInAdmin(page: Page, world: PortalWorld) {
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
}

async function addShift(page: Page, shift: { role: string; person: string; from: string; to: string; pause?: string }) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Schicht hinzufügen' }) })
  await form.getByLabel('Rolle').selectOption({ label: shift.role })
  await form.getByLabel('Person').selectOption({ label: shift.person })
  await form.getByLabel('Von').fill(shift.from)
  await form.getByLabel('Bis').fill(shift.to)
  await form.getByLabel('Pause (Minuten)').fill(shift.pause ?? '')
  await form.getByRole('button', { name: 'Schicht hinzufügen' }).click()
}

test('staff and shifts: the overlap warning, the staff list for the phone and the hours CSV', async ({ page }) => {
  const world = kitchenWorld()
  await signInAdmin(page, world)

  await page.goto(`${world.origin}/tenant/staff`)
  await page.getByLabel('Name').fill('Lena Hofman')
  await page.getByLabel('Rolle').selectOption({ label: 'Service' })
  await page.getByLabel('Telefon').fill('+49 170 1112233')
  await page.getByLabel('Stundensatz (Kosten, €)').fill('15,50')
  await page.getByRole('button', { name: 'Person hinzufügen' }).click()
  await expect(page.getByText('Lena Hofman wurde hinzugefügt.')).toBeVisible()
  // a typo fixed through 'Bearbeiten'
  await page.getByRole('link', { name: 'Lena Hofman bearbeiten' }).click()
  await expect(page.getByRole('heading', { name: 'Person bearbeiten' })).toBeVisible()
  await page.getByLabel('Name').fill('Lena Hoffmann')
  await page.getByRole('button', { name: 'Person speichern' }).click()
  await expect(page.getByText('Lena Hoffmann wurde gespeichert.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Personal' })).toContainText('Lena Hoffmann')

  await page.goto(`${world.origin}/tenant/events/${world.eventId}/personal`)
  await addShift(page, {
    role: 'Service',
    person: 'Lena Hoffmann (Service)',
    from: '2031-05-01T16:00',
    to: '2031-05-01T22:00',
    pause: '30',
  })
  await expect(page.getByText('Schicht wurde gespeichert.')).toBeVisible()
  // the same person from 20:00: a warning at the field, nothing saved until confirmed
  await addShift(page, {
    role: 'Service',
    person: 'Lena Hoffmann (Service)',
    from: '2031-05-01T20:00',
    to: '2031-05-01T23:00',
  })
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte bestätigen Sie, wenn die Schicht trotzdem gelten soll.' }),
  ).toContainText('Lena Hoffmann hat zu dieser Zeit schon eine Schicht')
  await expect(page.getByTestId('shift')).toHaveCount(1)
  await expect(page.getByLabel('Von')).toHaveValue('2031-05-01T20:00')
  await page.getByLabel('Trotzdem speichern').check()
  await page.getByRole('button', { name: 'Schicht hinzufügen' }).click()
  await expect(page.getByText('Schicht wurde gespeichert.')).toBeVisible()
  await expect(page.getByTestId('shift')).toHaveCount(2)
  await expect(page.getByTestId('shift').first()).toContainText(
    'Achtung: überschneidet sich mit einer anderen Schicht dieser Person.',
  )

  // the plain staff list a phone opens
  await page.getByRole('link', { name: 'Personalliste (Handy)' }).click()
  await expect(page.getByTestId('shift').first()).toContainText('Lena Hoffmann · Service')
  await expect(page.getByRole('link', { name: '+49 170 1112233' }).first()).toHaveAttribute('href', 'tel:+491701112233')

  // the month's hours: 5,5 h + 3 h = 8,5 h at 15,50 € = 131,75 €
  await page.goto(`${world.origin}/tenant/staff`)
  await page.getByLabel('Monat (Stunden-CSV)').fill('2031-05')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Stunden als CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('personal-stunden-2031-05.csv')
  const bytes = fs.readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
    'Monat;Name;Rolle;E-Mail;Schichten;Stunden;Stundensatz (EUR);Kosten (EUR)',
    '2031-05;Lena Hoffmann;Service;;2;8,50;15,50;131,75',
    '',
  ])
})

test('allergens in the catalogue and the portal, guest diets from the customer, counted on the Küchenzettel', async ({
  page,
}, testInfo) => {
  const world = kitchenWorld()
  await signInAdmin(page, world)
  await page.goto(`${world.origin}/tenant/services`)
  await expect(page.getByTestId('food-facts')).toContainText('Allergene: Glutenhaltiges Getreide, Milch (Laktose)')
  await page.context().clearCookies()

  await enterPortal(page, mintLink(world), testInfo.project.use.javaScriptEnabled !== false)
  await page.goto(`${world.origin}/customer-dashboard/module/${world.moduleId}`)
  await expect(page.getByTestId('food-facts')).toContainText('Allergene: Glutenhaltiges Getreide, Milch (Laktose)')
  await expect(page.getByTestId('food-facts')).toContainText('Ernährung: Vegetarisch')
  await page.goto(`${world.origin}/customer-dashboard/guest-diets?event=${world.eventId}`)
  await page.getByLabel('Vegetarisch: Anzahl Gäste').fill('6')
  await page.getByLabel('Milch (Laktose): Anzahl Gäste').fill('1')
  await page.getByLabel('Milch (Laktose): Namen (optional)').fill('Jürgen Öztürk')
  await page.getByRole('button', { name: 'Angaben speichern' }).click()
  await expect(page.getByText('Ihre Angaben zu den Gästen wurden gespeichert.')).toBeVisible()
  await expect(page.getByLabel('Milch (Laktose): Namen (optional)')).toHaveValue('Jürgen Öztürk')
  await page.context().clearCookies()

  await signInAdmin(page, world)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}/kueche`)
  const guests = page.getByTestId('guest-counts')
  await expect(guests).toContainText('Gäste gesamt40')
  await expect(guests).toContainText('Vegetarisch6')
  await expect(guests).toContainText('Allergie: Milch (Laktose)1 (Jürgen Öztürk)')
  await expect(page.getByTestId('kitchen-line')).toContainText('40 Person · Menü')
  await expect(page.getByTestId('kitchen-line')).toContainText('Milch (Laktose) (betrifft 1 Gast: Jürgen Öztürk)')
  await expect(page.getByTestId('kitchen-run-of-show')).toContainText('19:00–20:00 Uhr · Buffet eröffnen')
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Küchenzettel als PDF' }).click(),
  ])
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')
})

// axe runs inside the page, so these checks need JavaScript: once, in the js project
test.describe('phone and accessibility', { tag: '@js-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('at 390 px the new pages fit the phone and axe finds nothing', async ({ page }) => {
    const world = kitchenWorld()
    withDb((db) => {
      const staffId = randomUUID()
      db.prepare(
        "insert into staff_members (id, tenant_id, name, role, phone, is_active, created_at) values (?, ?, 'Aylin Demir', 'kitchen', '+49 172 3334455', 1, ?)",
      ).run(staffId, world.tenant.id, Date.now())
      db.prepare(
        "insert into shifts (id, tenant_id, event_id, staff_member_id, role, starts_at, ends_at, break_minutes, created_at) values (?, ?, ?, ?, 'kitchen', ?, ?, 30, ?)",
      ).run(
        randomUUID(),
        world.tenant.id,
        world.eventId,
        staffId,
        Date.UTC(2031, 4, 1, 10),
        Date.UTC(2031, 4, 1, 18),
        Date.now(),
      )
    })
    await signInAdmin(page, world)
    for (const path of [
      '/tenant/staff',
      `/tenant/events/${world.eventId}/personal`,
      `/tenant/events/${world.eventId}/personal/liste`,
      `/tenant/events/${world.eventId}/kueche`,
    ]) {
      await page.goto(`${world.origin}${path}`)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${path} ist breiter als das Telefon`).toBeLessThanOrEqual(clientWidth)
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    }
    await page.context().clearCookies()
    await enterPortal(page, mintLink(world), true)
    await page.goto(`${world.origin}/customer-dashboard/guest-diets?event=${world.eventId}`)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
