import type { Page } from '@playwright/test'
import { E2E_PASSWORD, seedTenant, withDb } from './db'
import { insertEvents, ymdIn } from './event-fixtures'
import { APEX, expect, signInStaff, tenantOrigin, test, waitForHydration } from './support'

// Forms whose Conform client loads after hydration (app/utils/after-hydration.tsx):
// without JavaScript the server's HTML form posts and shows the server's German
// messages; with JavaScript the page hydrates without a mismatch and the form's
// checks run in the browser before anything is sent.

/** Console errors and uncaught page errors (React reports a hydration mismatch as an error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test('the new customer form refuses bad input with the German messages, typed values stay, nothing saved', async ({
  page,
}) => {
  // without JavaScript the server's HTML form posts and the action answers;
  // with JavaScript the same messages come from the checks in the browser
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  await page.goto(`${origin}/tenant/customers/new`)
  await page.getByLabel('Name').fill('E')
  await page.getByLabel('E-Mail').fill('kaputt')
  await page.getByRole('button', { name: 'Kunde erstellen' }).click()
  await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible()
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('E')
  await expect(page.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true')
  const count = withDb(
    (db) => (db.prepare('select count(*) as n from end_customers where tenant_id = ?').get(t.id) as { n: number }).n,
  )
  expect(count).toBe(0)
})

test('the customer form checks on blur with JavaScript, on the server without', async ({ page, javaScriptEnabled }) => {
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })
  await page.goto(`${origin}/tenant/customers/new`)
  await page.getByLabel('Name').fill('E')
  await page.getByLabel('Name').blur()
  if (javaScriptEnabled) {
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  } else {
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toHaveCount(0)
    await page.getByRole('button', { name: 'Kunde erstellen' }).click()
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible()
    expect(posts).toEqual([`${origin}/tenant/customers/new`])
  }
})

// hydration needs JavaScript: once, in the js project
test.describe('hydration', { tag: '@js-only' }, () => {
  test('pages with forms loaded after hydration hydrate without an error in the console', async ({ page }) => {
    const t = seedTenant()
    insertEvents(t.id, [{ name: 'Sommerfest Hydration' }])
    const eventId = withDb(
      (db) => (db.prepare('select id from events where tenant_id = ?').get(t.id) as { id: string }).id,
    )
    const origin = tenantOrigin(t.subdomain)
    const errors = collectErrors(page)
    for (const path of ['/forgot-password', '/owner-login']) {
      await page.goto(`${APEX}${path}`)
      await expect(page.locator('form').first()).toBeVisible()
    }
    await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
    for (const path of [
      // the events grid: its cards' server markup is kept by their inputs (app/utils/kept-markup.tsx)
      '/tenant/events',
      // the month grid's weeks and the agenda's entries: kept the same way
      `/tenant/calendar?month=${ymdIn(40).slice(0, 7)}`,
      // and the analytics sections
      '/tenant/analytics?period=year',
      '/tenant/customers/new',
      '/tenant/services',
      '/tenant/services/new',
      '/tenant/settings',
      '/tenant/settings/profile',
      '/tenant/events/new',
      `/tenant/events/${eventId}`,
      `/tenant/events/${eventId}/edit`,
      '/tenant/staff',
      '/tenant/integrations',
      '/tenant/billing/export',
    ]) {
      await page.goto(`${origin}${path}`)
      await waitForHydration(page)
      await expect(page.locator('main form').first(), path).toBeVisible()
      expect(errors, path).toEqual([])
    }
  })
})

test('a form whose code does not load: the page loads once more, then the error shows; without JavaScript it needs no code', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  // the form's own chunk, not the route's small module that points at it
  let blocked = 0
  await page.route(/\/assets\/customer-form-(?!lazy)[\w-]+\.js$/, (route) => {
    blocked++
    return route.abort()
  })
  let documents = 0
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && new URL(r.url()).pathname === '/tenant/customers/new') documents++
  })
  await page.goto(`${origin}/tenant/customers/new`)
  if (javaScriptEnabled) {
    // a boundary waiting for ever would hold up every navigation: one reload
    // (a new deploy may have replaced the chunk), then the route's error
    await expect(
      page.getByText('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeVisible()
    expect(documents).toBe(2)
    expect(blocked).toBeGreaterThanOrEqual(2)
  } else {
    expect(blocked).toBe(0)
    await page.getByLabel('Name').fill('E')
    await page.getByRole('button', { name: 'Kunde erstellen' }).click()
    await expect(page.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeVisible()
  }
})
