import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { E2E_PASSWORD, withDb } from './db'
import { enterPortal } from './portal-entry'
import { mintLink, seedPortal, setEvent, type PortalWorld } from './portal-world'
import { afterNextFrame, expect, PORT, signInStaff, test } from './support'

// The event day of a confirmed event, with JavaScript and without: venue and
// times, an Ablaufplan put in order, tasks with owners done and undone, what
// the customer sees in the portal, and the planner's feed.

test.describe.configure({ timeout: 120_000 })

// A fixed summer day years ahead keeps the feed's UTC times known:
// 18:00 Berlin (CEST, UTC+2) = 16:00 UTC, 23:30 = 21:30 UTC.
const DAY = '2031-06-21'

/** Keyboard submit: a toast in the corner may cover the button, and without JavaScript it stays. */
async function submit(button: Locator) {
  await button.focus()
  await button.press('Enter')
}

function seedEventDay() {
  const world = seedPortal({ guests: 40 })
  // noon Berlin of the event day, the change deadline three weeks before
  setEvent(world, {
    event_date: Date.UTC(2031, 5, 21, 10),
    deadline_at: Date.UTC(2031, 4, 31, 10),
    name: `Sommerfest ${world.tenant.subdomain}`,
  })
  return world
}

async function addEntry(page: Page, values: { time: string; title: string; visible: boolean }) {
  const form = page.locator('#eintrag')
  await form.getByLabel('Uhrzeit').fill(values.time)
  await form.getByLabel('Titel').fill(values.title)
  // with JavaScript the form stays mounted after the redirect: set the tick either way
  await form.getByLabel('Für den Kunden sichtbar').setChecked(values.visible)
  await submit(form.getByRole('button', { name: 'Eintrag hinzufügen' }))
  await expect(page.getByTestId('entry-title').filter({ hasText: values.title })).toBeVisible()
}

async function venueAndTimes(page: Page, world: PortalWorld) {
  await page.goto(`${world.origin}/tenant/events/${world.eventId}/edit`)
  await page.getByLabel('Veranstaltungsort').fill('Gut Sonnenhof')
  await page.getByLabel('Adresse', { exact: true }).fill('Potsdam')
  await page.getByLabel('Beginn', { exact: true }).fill(`${DAY}T18:00`)
  await page.getByLabel('Ende', { exact: true }).fill(`${DAY}T23:30`)
  await submit(page.getByRole('button', { name: 'Änderungen speichern' }))
  await expect(page).toHaveURL(/\/tenant\/events$/)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}`)
  await expect(page.getByTestId('event-venue')).toContainText('Gut Sonnenhof')
  await expect(page.getByTestId('event-times')).toContainText('18:00')
}

test('a confirmed event gets venue and times, an Ablaufplan in order and tasks; the customer sees the visible entries and the feed the timed event', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const world = seedEventDay()
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await venueAndTimes(page, world)

  // Ablaufplan: three entries, one internal
  await page.getByRole('link', { name: /^Ablaufplan \(0 Einträge\)/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ablaufplan' })).toBeVisible()
  await addEntry(page, { time: '18:00', title: 'Sektempfang', visible: true })
  await addEntry(page, { time: '19:00', title: 'Essen', visible: true })
  await addEntry(page, { time: '21:00', title: 'Reden', visible: false })
  const titles = page.getByTestId('entry-title')
  await expect(titles).toHaveText(['Sektempfang', 'Essen', 'Reden'])

  // by button (a plain form post without JavaScript)
  await submit(page.getByRole('button', { name: 'Nach unten: Sektempfang' }))
  await expect(titles).toHaveText(['Essen', 'Sektempfang', 'Reden'])
  if (javaScriptEnabled) {
    // by keyboard drag: Space picks 'Reden' up, one arrow up, Space drops it
    // each step waits for dnd-kit's German announcement, as a screen reader user hears it
    const live = page.getByRole('status').filter({ hasText: /Eintrag „/ })
    await page.getByRole('button', { name: 'Verschieben: Reden' }).focus()
    await page.keyboard.press('Space')
    // picked up, it is over its own row first
    await expect(live).toHaveText('Eintrag „Reden“ ist an Position 3.')
    // dnd-kit attaches its key listeners a task after the pick-up is announced
    await afterNextFrame(page)
    await page.keyboard.press('ArrowUp')
    await expect(live).toHaveText('Eintrag „Reden“ ist an Position 2.')
    // the drop shows the new order at once and saves it in the background: reload only once it is saved
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/ablauf'))
    await page.keyboard.press('Space')
    await expect(titles).toHaveText(['Essen', 'Reden', 'Sektempfang'])
    expect((await saved).ok()).toBe(true)
    await page.reload()
    await expect(titles).toHaveText(['Essen', 'Reden', 'Sektempfang'])
    // back to the order the customer check below expects
    await submit(page.getByRole('button', { name: 'Nach unten: Reden' }))
  }
  await expect(titles).toHaveText(['Essen', 'Sektempfang', 'Reden'])

  // Aufgaben: one for the planner, done and opened again
  await page.goto(`${world.origin}/tenant/events/${world.eventId}`)
  await page.getByRole('link', { name: /^Aufgaben \(0 offen\)/ }).click()
  await page.getByLabel('Aufgabe', { exact: true }).fill('Blumen bestellen')
  await page.getByLabel('Fällig am').fill('2031-06-07')
  await page.getByLabel('Zuständig').selectOption({ label: `Pia ${world.tenant.subdomain}` })
  await submit(page.getByRole('button', { name: 'Aufgabe anlegen' }))
  const task = page.getByTestId('task').filter({ hasText: 'Blumen bestellen' })
  await expect(task).toContainText('Fällig: 07.06.2031')
  await expect(task).toContainText(`Zuständig: Pia ${world.tenant.subdomain}`)
  await submit(task.getByRole('button', { name: 'Erledigt: Blumen bestellen' }))
  await expect(task.getByTestId('task-done')).toContainText(`Erledigt von Pia ${world.tenant.subdomain}`)
  await submit(task.getByRole('button', { name: 'Wieder öffnen: Blumen bestellen' }))
  await expect(task.getByTestId('task-done')).toHaveCount(0)

  // the overview lists it under 'Meine Aufgaben'
  await page.goto(`${world.origin}/tenant`)
  await expect(page.getByTestId('my-task').filter({ hasText: 'Blumen bestellen' })).toContainText('Fällig: 07.06.2031')

  // the customer sees venue, times and only the visible entries, in the planner's order
  const customer = await (await browser.newContext({ javaScriptEnabled })).newPage()
  await enterPortal(customer, mintLink(world), javaScriptEnabled)
  const day = customer.getByTestId('portal-event-day')
  await expect(day).toContainText('Gut Sonnenhof')
  await expect(day).toContainText('18:00')
  const visible = customer.getByTestId('portal-run-of-show').getByRole('listitem')
  await expect(visible).toHaveCount(2)
  await expect(visible.nth(0)).toContainText('Essen')
  await expect(visible.nth(1)).toContainText('Sektempfang')
  await expect(day).not.toContainText('Reden')

  // the planner's feed with tasks: the timed event with its place, and the open task
  await page.goto(`${world.origin}/tenant/settings/calendar`)
  await page.getByLabel('Inhalt').selectOption({ label: 'Nur meine Veranstaltungen' })
  await page.getByLabel('Meine offenen Aufgaben anzeigen').check()
  await submit(page.getByRole('button', { name: 'Abo erstellen' }))
  const url = await page.getByLabel('Abo-Adresse').inputValue()
  // Node's resolver does not know *.app.localhost: the same path on the apex (the token names the tenant)
  const feed = await page.request.get(`http://localhost:${PORT}${new URL(url).pathname}`)
  expect(feed.status()).toBe(200)
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '')
  const vevent = ics
    .split('BEGIN:VEVENT')
    .find((block) => block.includes(`SUMMARY:Sommerfest ${world.tenant.subdomain}`))!
  expect(vevent).toContain('DTSTART:20310621T160000Z')
  expect(vevent).toContain('DTEND:20310621T213000Z')
  expect(vevent).toContain('LOCATION:Gut Sonnenhof\\, Potsdam')
  const todo = ics.split('BEGIN:VEVENT').find((block) => block.includes('SUMMARY:Aufgabe: Blumen bestellen'))!
  expect(todo).toContain('DTSTART;VALUE=DATE:20310607')
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the template carries a default Ablaufplan and tasks; the event day pages fit the phone', async ({ page }) => {
    const world = seedEventDay()
    await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
    const noSidewaysScroll = async () => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${page.url()} ist breiter als das Telefon`).toBeLessThanOrEqual(clientWidth)
    }

    const templateId = withDb(
      (db) =>
        (db.prepare('select template_id from events where id = ?').get(world.eventId) as { template_id: string })
          .template_id,
    )
    await page.goto(`${world.origin}/tenant/templates/${templateId}`)
    await page.getByRole('link', { name: 'Ablauf und Aufgaben bearbeiten' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ablauf und Aufgaben' })).toBeVisible()
    const entries = page.locator('#ablauf')
    // a bad entry comes back at its field, with what was typed
    await entries.getByLabel('Titel').fill('Aufbau')
    await entries.getByLabel('Minuten', { exact: true }).fill('2000')
    await submit(entries.getByRole('button', { name: 'Programmpunkt hinzufügen' }))
    await expect(entries.getByText('Höchstens 1440 Minuten (24 Stunden)')).toBeVisible()
    await expect(entries.getByLabel('Titel')).toHaveValue('Aufbau')
    await entries.getByLabel('Minuten', { exact: true }).fill('120')
    await entries.getByLabel('Vor oder nach Beginn').selectOption({ label: 'vor Beginn' })
    await submit(entries.getByRole('button', { name: 'Programmpunkt hinzufügen' }))
    await expect(page.getByTestId('template-entry')).toContainText('2 Std. vor Beginn · Aufbau')
    const tasks = page.locator('#aufgaben')
    await tasks.getByLabel('Titel').fill('Blumen bestellen')
    await tasks.getByLabel('Tage vor der Veranstaltung').fill('14')
    await submit(tasks.getByRole('button', { name: 'Aufgabe hinzufügen' }))
    await expect(page.getByTestId('template-task')).toContainText('Blumen bestellen · 14 Tage vor der Veranstaltung')
    await noSidewaysScroll()

    // the event day's parts used on the phone, with and without JavaScript: entries added and moved, a task done
    await page.goto(`${world.origin}/tenant/events/${world.eventId}/ablauf`)
    await addEntry(page, { time: '18:00', title: 'Sektempfang mit Häppchen', visible: true })
    await addEntry(page, { time: '19:00', title: 'Begrüßung durch das Brautpaar', visible: false })
    await submit(page.getByRole('button', { name: 'Nach oben: Begrüßung durch das Brautpaar' }))
    await expect(page.getByTestId('entry-title')).toHaveText([
      'Begrüßung durch das Brautpaar',
      'Sektempfang mit Häppchen',
    ])
    await noSidewaysScroll()
    await page.goto(`${world.origin}/tenant/events/${world.eventId}/aufgaben`)
    await page.getByLabel('Aufgabe', { exact: true }).fill('Getränkekarte drucken')
    await page.getByLabel('Fällig am').fill('2031-06-14')
    await submit(page.getByRole('button', { name: 'Aufgabe anlegen' }))
    const task = page.getByTestId('task').filter({ hasText: 'Getränkekarte drucken' })
    await submit(task.getByRole('button', { name: 'Erledigt: Getränkekarte drucken' }))
    await expect(task.getByTestId('task-done')).toContainText('Erledigt von')
    await noSidewaysScroll()
    // a shift, so the staff pages and the Küchenzettel have rows to lay out
    withDb((db) => {
      const staffId = randomUUID()
      db.prepare(
        "insert into staff_members (id, tenant_id, name, role, phone, is_active, created_at) values (?, ?, 'Maximilian Müller-Lüdenscheidt', 'service', '+49 172 3334455', 1, ?)",
      ).run(staffId, world.tenant.id, Date.now())
      db.prepare(
        "insert into shifts (id, tenant_id, event_id, staff_member_id, role, starts_at, ends_at, break_minutes, created_at) values (?, ?, ?, ?, 'service', ?, ?, 30, ?)",
      ).run(
        randomUUID(),
        world.tenant.id,
        world.eventId,
        staffId,
        Date.UTC(2031, 5, 21, 14),
        Date.UTC(2031, 5, 21, 22),
        Date.now(),
      )
    })
    for (const path of ['', '/ablauf', '/aufgaben', '/personal', '/personal/liste', '/kueche']) {
      await page.goto(`${world.origin}/tenant/events/${world.eventId}${path}`)
      await expect(page.locator('h1')).toBeVisible()
      await noSidewaysScroll()
    }
    await expect(page.getByText('Maximilian Müller-Lüdenscheidt').first()).toBeVisible()
  })
})
