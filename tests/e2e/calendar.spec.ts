import { randomUUID } from 'node:crypto'
import { expect, PORT, test } from './support'
import { withDb } from './db'
import { seedEventTenant, signIn, type EventTenant } from './event-fixtures'

// Kalender, with and without JavaScript.

// Long flows on a shared, loaded machine: more room than the default 30 s (no speed claim).
test.describe.configure({ timeout: 90_000 })

/** noon Berlin on a winter day (UTC+1), the stored form of ADR 010 */
const noon = (ymd: string) => Date.parse(`${ymd}T11:00:00Z`)

function seedCalendar() {
  const t = seedEventTenant()
  const ids: Record<string, string> = {}
  withDb((db) => {
    db.prepare('update tenants set bundesland = ? where id = ?').run('BY', t.id)
    const stmt = db.prepare(
      'insert into events (id, tenant_id, name, event_type, event_date, deadline_at, status, assigned_planner_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    const add = (
      name: string,
      date: string,
      status: string,
      deadline: string | null = null,
      planner: string | null = null,
    ) => {
      const id = randomUUID()
      ids[name] = id
      stmt.run(id, t.id, name, 'Gala', noon(date), deadline ? noon(deadline) : null, status, planner, Date.now())
    }
    add('Neujahrsgala', '2027-01-15', 'confirmed', '2027-01-08', t.planner.id)
    add('Winterfest', '2027-01-20', 'draft')
    for (const n of [1, 2, 3, 4, 5]) add(`Messe ${n}`, '2027-01-22', 'completed')
  })
  return { t, ids }
}

const cell = (page: import('@playwright/test').Page, ymd: string) => page.locator(`td[data-day="${ymd}"]`)

test('month grid: navigation, an event and a deadline on their days, holidays, today', async ({ page }) => {
  const { t, ids } = seedCalendar()
  await signIn(page, t as EventTenant, t.planner.email)
  await page.goto(`${t.origin}/tenant/calendar?month=2026-12&view=month`)
  await expect(page.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible()
  await page.getByRole('link', { name: 'Nächster Monat ›' }).click()
  await expect(page.getByRole('heading', { name: 'Januar 2027' })).toBeVisible()
  await expect(page).toHaveURL(/month=2027-01/)

  // weeks start on Monday, with ISO week numbers (28 Dec 2026 is in KW 53)
  await expect(page.locator('thead th').nth(1)).toHaveText('Mo')
  await expect(page.locator('tbody tr').first().locator('th')).toHaveText('53')
  await expect(page.locator('tbody tr').first().locator('td').first()).toHaveAttribute('data-day', '2026-12-28')

  await expect(cell(page, '2027-01-15')).toContainText('Neujahrsgala')
  await expect(cell(page, '2027-01-15')).toContainText('Bestätigt')
  await expect(cell(page, '2027-01-08')).toContainText('Frist: Neujahrsgala')
  await expect(cell(page, '2027-01-20')).toContainText('Winterfest')
  await expect(cell(page, '2027-01-15').getByRole('link', { name: /Neujahrsgala/ })).toHaveAttribute(
    'href',
    `/tenant/events/${ids.Neujahrsgala}`,
  )
  // national and Bavarian holidays
  await expect(cell(page, '2027-01-01')).toContainText('Neujahrstag')
  await expect(cell(page, '2027-01-06')).toContainText('Heilige Drei Könige')

  await page.getByRole('link', { name: '‹ Vorheriger Monat' }).click()
  await expect(page.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible()
  await page.getByRole('link', { name: 'Heute', exact: true }).click()
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
  await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-day', today)
})

test('filters and the day list behind +N weitere', async ({ page }) => {
  const { t } = seedCalendar()
  await signIn(page, t as EventTenant, t.planner.email)
  await page.goto(`${t.origin}/tenant/calendar?month=2027-01&view=month`)
  // a full day: two shown, '+3 weitere' opens the day's list
  await expect(cell(page, '2027-01-22').getByRole('link', { name: /Messe/ })).toHaveCount(2)
  await cell(page, '2027-01-22').getByRole('link', { name: '+3 weitere' }).click()
  const day = page.getByRole('region', { name: 'Alle Einträge am Freitag, 22. Januar 2027' })
  await expect(day.getByRole('link', { name: /Messe/ })).toHaveCount(5)

  // filters: 'Nur meine' keeps the planner's event, status 'Entwurf' only the draft
  await page.getByLabel('Nur meine').check()
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page).toHaveURL(/mine=1/)
  await expect(cell(page, '2027-01-15')).toContainText('Neujahrsgala')
  await expect(cell(page, '2027-01-20')).not.toContainText('Winterfest')
  await page.getByLabel('Nur meine').uncheck()
  await page.getByLabel('Status').selectOption({ label: 'Entwurf' })
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page).toHaveURL(/status=draft/)
  await expect(cell(page, '2027-01-20')).toContainText('Winterfest')
  await expect(cell(page, '2027-01-15')).not.toContainText('Neujahrsgala')
  // the filter survives month navigation
  await page.getByRole('link', { name: '‹ Vorheriger Monat' }).click()
  await expect(page.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible()
  await expect(page).toHaveURL(/status=draft/)
})

test('agenda list and a malformed month', async ({ page }) => {
  const { t } = seedCalendar()
  await signIn(page, t as EventTenant)
  await page.goto(`${t.origin}/tenant/calendar?month=2027-01&view=agenda`)
  const list = page.getByRole('list', { name: 'Einträge im Januar 2027' })
  await expect(list.locator('[data-agenda-day="2027-01-15"]')).toContainText('Freitag, 15. Januar 2027')
  await expect(list.locator('[data-agenda-day="2027-01-15"]')).toContainText('Neujahrsgala')
  await expect(list.locator('[data-agenda-day="2027-01-08"]')).toContainText('Frist: Neujahrsgala')
  await expect(list.locator('[data-agenda-day="2027-01-06"]')).toContainText('Feiertag: Heilige Drei Könige')
  await expect(page.locator('table')).toHaveCount(0)

  await page.goto(`${t.origin}/tenant/calendar?month=2027-13`)
  const now = new Date()
  const title = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    now,
  )
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
})

test('Kalender-Abo: create, see the address once, revoke', async ({ page, javaScriptEnabled }) => {
  const { t } = seedCalendar()
  await signIn(page, t as EventTenant, t.planner.email)
  await page.goto(`${t.origin}/tenant/settings/calendar`)
  await page.getByLabel('Inhalt').selectOption({ label: 'Nur meine Veranstaltungen' })
  await page.getByRole('button', { name: 'Abo erstellen' }).click()
  const created = page.getByTestId('new-feed')
  await expect(created).toContainText('Diese Adresse wird nur jetzt angezeigt')
  const url = await page.getByLabel('Abo-Adresse').inputValue()
  expect(url).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(page.getByRole('link', { name: 'Im Kalenderprogramm abonnieren (webcal)' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  )
  await expect(page.getByRole('button', { name: 'Adresse kopieren' })).toHaveCount(javaScriptEnabled ? 1 : 0)

  // Node's resolver does not know *.app.localhost: the same path on the apex (the token names the tenant)
  const apexUrl = `http://localhost:${PORT}${new URL(url).pathname}`
  const feed = await page.request.get(apexUrl)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain('SUMMARY:Neujahrsgala')

  await page.goto(`${t.origin}/tenant/settings/calendar`)
  await expect(page.getByTestId('new-feed')).toHaveCount(0)
  await expect(page.getByText('Noch nie abgerufen')).toHaveCount(0)
  await expect(page.getByText(/Zuletzt abgerufen/)).toBeVisible()
  await page.getByRole('button', { name: 'Widerrufen' }).click()
  await expect(page.getByText('Das Abo wurde widerrufen.')).toBeVisible()
  expect((await page.request.get(apexUrl)).status()).toBe(404)
})

test('a full month: the grid shows a handful per day, the day list and the agenda come in pages of 50', async ({
  page,
}) => {
  const { t } = seedCalendar()
  withDb((db) => {
    const stmt = db.prepare(
      'insert into events (id, tenant_id, name, event_type, event_date, status, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    )
    for (let n = 0; n < 60; n++)
      stmt.run(
        randomUUID(),
        t.id,
        `Tagung ${String(n).padStart(2, '0')}`,
        'Konferenz',
        noon('2027-01-27'),
        'confirmed',
        Date.now(),
      )
  })
  await signIn(page, t as EventTenant)
  await page.goto(`${t.origin}/tenant/calendar?month=2027-01&view=month`)
  await expect(cell(page, '2027-01-27').getByRole('link', { name: /Tagung/ })).toHaveCount(2)
  await cell(page, '2027-01-27').getByRole('link', { name: '+58 weitere' }).click()
  const day = page.getByRole('region', { name: 'Alle Einträge am Mittwoch, 27. Januar 2027' })
  await expect(day).toContainText('60 Einträge')
  await expect(day.getByRole('link', { name: /Tagung/ })).toHaveCount(50)
  await expect(day.getByText('Seite 1 von 2')).toBeVisible()
  await day.getByRole('link', { name: 'Weiter' }).click()
  await expect(day.getByText('Seite 2 von 2')).toBeVisible()
  await expect(day.getByRole('link', { name: /Tagung/ })).toHaveCount(10)
  await expect(day.getByRole('link', { name: /Tagung 59/ })).toBeVisible()

  // agenda: 8 entries before the 27th (Frist: Neujahrsgala, Neujahrsgala, Winterfest, 5 Messen), then the 60: 50 + 18
  await page.goto(`${t.origin}/tenant/calendar?month=2027-01&view=agenda`)
  const list = page.getByRole('list', { name: 'Einträge im Januar 2027' })
  await expect(list.getByRole('link')).toHaveCount(50)
  await expect(list.locator('[data-agenda-day="2027-01-06"]')).toContainText('Feiertag: Heilige Drei Könige')
  await page.getByRole('link', { name: 'Weiter' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Seite 2 von 2')).toBeVisible()
  await expect(list.getByRole('link')).toHaveCount(18)
  await expect(list.locator('[data-agenda-day="2027-01-06"]')).toHaveCount(0)
})
