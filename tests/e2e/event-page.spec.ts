import { E2E_PASSWORD, withDb } from './db'
import { expect, firstLink, rawRequest, signInStaff, test, waitForMail } from './support'
import { seedPortal, setEvent } from './portal-world'

// The event page and the conversation with the customer, with and without JavaScript.

const DAY = 86_400_000

function fillCart(world: ReturnType<typeof seedPortal>) {
  withDb((db) => {
    const add = db.prepare(
      'insert into cart_items (id, tenant_id, event_id, service_id, quantity, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
    )
    add.run(crypto.randomUUID(), world.tenant.id, world.eventId, world.services.Saal, 1, Date.now(), Date.now())
    add.run(crypto.randomUUID(), world.tenant.id, world.eventId, world.services.Menü, 1, Date.now(), Date.now())
  })
}

test('staff open the event from its card, see the cart priced like the portal, and talk with the customer', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000) // two browsers, four mails and a dozen page loads
  const world = seedPortal({ guests: 10 })
  fillCart(world)
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events`)
  await page.getByRole('link', { name: `Fest ${world.tenant.subdomain} öffnen` }).click()
  await expect(page).toHaveURL(new RegExp(`/tenant/events/${world.eventId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Fest ${world.tenant.subdomain}` })).toBeVisible()

  // by hand from PRICINGS (portal-world.ts), one of each in the cart:
  const saal = '1.190,00 €' // flat rate, gross 1190.00
  const menu = '42,80 €' // per person, quantity 1 × gross 42.80
  await expect(
    page.getByTestId('staff-cart-line').filter({ hasText: 'Saal' }).getByTestId('staff-line-price'),
  ).toHaveText(saal)
  await expect(
    page.getByTestId('staff-cart-line').filter({ hasText: 'Menü' }).getByTestId('staff-line-price'),
  ).toHaveText(menu)

  // staff write; the customer gets a mail with a fresh login link
  const staffBox = page.getByRole('textbox', { name: 'Nachricht', exact: true })
  // too long: the server's message next to the field, the text stays
  const tooLong = 'x'.repeat(5001)
  await staffBox.fill(tooLong)
  await page.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(page.getByText('Die Nachricht darf höchstens 5.000 Zeichen lang sein.')).toBeVisible()
  await expect(staffBox).toHaveValue(tooLong)
  await expect(staffBox).toHaveAttribute('aria-invalid', 'true')
  await staffBox.fill('Hallo!\nWie viele Kinder kommen?')
  await page.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(page.getByTestId('message').filter({ hasText: 'Wie viele Kinder kommen?' })).toBeVisible()
  // sent: the field is empty again and the message is gone
  await expect(staffBox).toHaveValue('')
  await expect(page.getByText('Die Nachricht darf höchstens 5.000 Zeichen lang sein.')).toHaveCount(0)
  const mail = await waitForMail(world.customer.email, /Neue Nachricht/)
  expect(mail.text).toContain('Wie viele Kinder kommen?')

  // the customer signs in through it, sees the message and the unread count, and replies
  const customer = await (await browser.newContext({ javaScriptEnabled })).newPage()
  await customer.goto(firstLink(mail.text))
  if (!javaScriptEnabled) await customer.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await customer.waitForURL(/\/customer-dashboard$/)
  const portalPrice = customer.getByTestId('cart-line').filter({ hasText: 'Saal' }).getByTestId('line-price')
  await expect(portalPrice).toHaveText(saal)
  await expect(customer.getByTestId('messages-unread')).toHaveText('1')
  await customer.getByRole('link', { name: /Nachrichten/ }).click()
  await expect(customer.getByTestId('message').filter({ hasText: 'Wie viele Kinder kommen?' })).toBeVisible()
  await customer.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Drei Kinder.')
  await customer.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(customer.getByTestId('message').filter({ hasText: 'Drei Kinder.' })).toBeVisible()
  await expect(customer.getByTestId('messages-unread')).toHaveCount(0)

  // the planner gets a mail; the badge shows on Kommunikation and the event until read
  const reply = await waitForMail(world.tenant.planner.email, /Neue Nachricht/)
  expect(reply.text).toContain('Drei Kinder.')
  await page.goto(`${world.origin}/tenant/communication`)
  await expect(page.getByTestId('nav-badge-message').first()).toHaveText('1')
  await expect(page.getByTestId('thread-unread')).toBeVisible()
  await page.getByRole('link', { name: `Fest ${world.tenant.subdomain}` }).click()
  if (javaScriptEnabled) {
    await expect(page.getByTestId('nav-badge-message')).toHaveCount(0)
  } else {
    await expect(page.getByTestId('event-unread')).toBeVisible()
    await page.getByRole('button', { name: 'Als gelesen markieren' }).click()
    await expect(page.getByTestId('event-unread')).toHaveCount(0)
    await expect(page.getByTestId('nav-badge-message')).toHaveCount(0)
  }

  // the mail log lists the mails, without links or tokens
  await page.goto(`${world.origin}/tenant/communication?tab=mails`)
  await expect(page.getByTestId('mail-log-row').first()).toBeVisible()
  const body = await page.content()
  expect(body).not.toContain('token=')
})

test('status buttons follow the allowed transitions; a crafted refused change changes nothing', async ({ page }) => {
  const world = seedPortal()
  setEvent(world, { status: 'draft' })
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}`)
  for (const [button, label] of [
    ['Bestätigen', 'Bestätigt'],
    ['Absagen', 'Abgesagt'],
    ['Wieder öffnen', 'Entwurf'],
    ['Bestätigen', 'Bestätigt'],
    ['Abschließen', 'Abgeschlossen'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click()
    // 'Absagen' asks first
    if (button === 'Absagen')
      await page.getByTestId('confirm-step').getByRole('button', { name: 'Ja, absagen' }).click()
    await expect(page.getByTestId('event-status')).toHaveText(label)
  }
  await expect(
    page.getByTestId('timeline-entry').filter({ hasText: 'Status geändert: Bestätigt → Abgeschlossen' }),
  ).toBeVisible()
  await expect(
    page.getByTestId('timeline-entry').filter({ hasText: 'Status geändert: Abgesagt → Entwurf' }),
  ).toBeVisible()

  setEvent(world, { status: 'cancelled' })
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const crafted = await rawRequest(`${world.origin}/tenant/events/${world.eventId}`, {
    method: 'POST',
    headers: { cookie, origin: world.origin },
    form: { intent: 'status', status: 'completed' },
  })
  expect(crafted.status).toBe(400)
  const status = withDb(
    (db) => (db.prepare('select status from events where id = ?').get(world.eventId) as { status: string }).status,
  )
  expect(status).toBe('cancelled')
})

test('unlocking a locked cart and extending an expired deadline let the customer change the cart again', async ({
  page,
}) => {
  const world = seedPortal()
  setEvent(world, { deadline_at: Date.now() - DAY })
  withDb((db) =>
    db
      .prepare(
        "insert into offer_requests (id, tenant_id, event_id, end_customer_id, status, event_name, snapshot_json, net_cents, vat_cents, gross_cents, created_at) values (?, ?, ?, ?, 'open', 'Fest', '{\"lines\":[]}', 0, 0, 0, ?)",
      )
      .run(crypto.randomUUID(), world.tenant.id, world.eventId, world.customer.id, Date.now()),
  )
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}`)
  await expect(page.getByTestId('event-deadline')).toContainText('Frist abgelaufen')
  await page.getByRole('button', { name: 'Warenkorb entsperren' }).click()
  await expect(page.getByRole('button', { name: 'Warenkorb entsperren' })).toHaveCount(0)
  // a day in the past: the action's message next to the field, the day typed stays
  const past = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10)
  await page.getByLabel('Neue Frist').fill(past)
  await page.getByRole('button', { name: 'Frist speichern' }).click()
  await expect(page.getByText('Das Fristdatum darf nicht in der Vergangenheit liegen')).toBeVisible()
  await expect(page.getByLabel('Neue Frist')).toHaveValue(past)
  await expect(page.getByLabel('Neue Frist')).toHaveAttribute('aria-invalid', 'true')
  const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
  await page.getByLabel('Neue Frist').fill(day)
  await page.getByRole('button', { name: 'Frist speichern' }).click()
  await expect(page.getByTestId('event-deadline')).toContainText('noch')
  await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Warenkorb entsperrt' })).toBeVisible()
  await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Frist geändert' })).toBeVisible()
  const lock = withDb(
    (db) =>
      db
        .prepare("select count(*) as n from offer_requests where event_id = ? and status = 'open'")
        .get(world.eventId) as { n: number },
  )
  expect(lock.n).toBe(0)
})

test('the event page shows the newest 20 messages; "Ältere Nachrichten anzeigen" brings the older ones', async ({
  page,
}) => {
  const world = seedPortal({ guests: 10 })
  withDb((db) => {
    const add = db.prepare(
      "insert into messages (id, tenant_id, event_id, author_type, author_name, body, created_at, read_at) values (?, ?, ?, 'customer', 'Kundin', ?, ?, ?)",
    )
    const t0 = Date.now() - 60 * 60_000
    for (let i = 1; i <= 25; i++)
      add.run(crypto.randomUUID(), world.tenant.id, world.eventId, `Frage Nummer ${i}`, t0 + i * 60_000, Date.now())
  })
  await signInStaff(page, world.origin, world.tenant.planner.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/events/${world.eventId}`)
  await expect(page.getByTestId('message')).toHaveCount(20)
  await expect(page.getByTestId('message').first()).toContainText('Frage Nummer 6')
  await expect(page.getByTestId('message').last()).toContainText('Frage Nummer 25')
  await page.getByRole('link', { name: 'Ältere Nachrichten anzeigen (5)' }).click()
  await expect(page.getByTestId('message')).toHaveCount(25)
  await expect(page.getByTestId('message').first()).toContainText('Frage Nummer 1')
  await expect(page.getByRole('link', { name: /Ältere Nachrichten anzeigen/ })).toHaveCount(0)
})
