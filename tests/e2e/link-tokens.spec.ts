import { expect, test } from './support'
import { mintLink, seedPortal } from './portal-world'

// A mailed link's token leaves the address bar at once (the
// GET stores it in a short-lived httpOnly cookie and answers 303 without it);
// signing in still works with JavaScript on and off, and a used or expired
// link still shows its German message.

const DAY = 86_400_000

test('a customer link: the token leaves the URL, the sign-in works once, the used link says so', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  const link = mintLink(world)
  const token = new URL(link).searchParams.get('token')!

  await page.goto(link)
  await expect(page).toHaveURL(`${world.origin}/customer-login`)
  expect(page.url()).not.toContain(token)
  expect(await page.content()).not.toContain(token)
  if (javaScriptEnabled) {
    // the cookie holding the token is invisible to scripts (the page signs in by itself at once)
    expect(await page.evaluate(() => document.cookie)).not.toContain('festplan_link')
  } else {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'festplan_link_customer_login')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  }

  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await expect(page.getByText('Anmeldung erfolgreich!')).toBeVisible()
  await page.waitForURL(/\/customer-dashboard$/)
  await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible()
  // the cookie is gone after the sign-in
  expect((await page.context().cookies()).some((c) => c.name === 'festplan_link_customer_login')).toBe(false)

  await page.goto(link)
  await expect(page).toHaveURL(`${world.origin}/customer-login`)
  await expect(page.getByRole('alert')).toContainText('Dieser Anmeldelink wurde bereits verwendet.')
})

test('an expired customer link shows its German message', async ({ page }) => {
  const world = seedPortal()
  const link = mintLink(world, Date.now() - 8 * DAY)
  await page.goto(link)
  await expect(page).toHaveURL(`${world.origin}/customer-login`)
  await expect(page.getByRole('alert')).toContainText('Dieser Anmeldelink ist abgelaufen.')
  await expect(page.getByRole('button', { name: 'Jetzt anmelden' })).toHaveCount(0)
})
