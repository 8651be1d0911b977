import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import * as login from '~/routes/customer-login'
import { action } from '~/routes/tenant.billing_.$offerId'
import { getDb } from '~/utils/db.server'
import { resetEnvForTests } from '~/utils/env.server'
import { formatDate } from '~/utils/format'
import { createEndCustomer, createEvent, createOfferRequest, createStaff, createTenant } from '../support/factories'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { mailsTo, outbox, toastOf } from './customers-helpers'

// Staff accept or decline an open offer request: the end customer hears of it
// by mail, after the decision has committed, and never twice.

const CREATED = Date.UTC(2026, 10, 3, 11, 0)

async function world(options: { deadlineAt?: number; customer?: Partial<typeof s.endCustomers.$inferInsert> } = {}) {
  const tenant = createTenant({ name: 'Festzelt Huber GmbH', primaryColor: '#aa3300' })
  const { user } = createStaff(tenant.id, 'tenant_planner')
  const cookie = await staffCookie(user.id, tenant.id)
  const customer = createEndCustomer(tenant.id, { name: 'Erika Muster', ...options.customer })
  const event = createEvent(tenant.id, {
    name: 'Sommerfest',
    endCustomerId: customer.id,
    deadlineAt: options.deadlineAt ?? Date.now() + 10 * DAY_MS,
  })
  const offer = createOfferRequest(tenant.id, event, customer, {
    netCents: 135_966,
    vatCents: 25_834,
    grossCents: 161_800,
    createdAt: CREATED,
  })
  return { tenant, cookie, customer, event, offer }
}

const decide = (offerId: string, cookie: string, intent: string) =>
  call(action, makeRequest(`/tenant/billing/${offerId}`, { cookie, form: { intent } }), { offerId })

const statusOf = (id: string) => getDb().select().from(s.offerRequests).where(eq(s.offerRequests.id, id)).get()!.status

describe('the customer hears of the decision', () => {
  it('staff can no longer accept a request: no order and no mail with a bare total (an order comes from an offer the customer accepts)', async () => {
    const w = await world()
    const result = await decide(w.offer.id, w.cookie, 'accept')
    expect(statusOf(w.offer.id)).toBe('open')
    expect(await toastOf(result)).toMatchObject({ type: 'error', description: 'Unbekannte Aktion.' })
    expect(mailsTo(w.customer.email)).toHaveLength(0)
  })

  it('declining mails the customer that the cart is free again while the deadline runs', async () => {
    const w = await world()
    const result = await decide(w.offer.id, w.cookie, 'decline')
    expect(statusOf(w.offer.id)).toBe('declined')
    expect((await toastOf(result))?.description).toBe(
      `Anfrage wurde abgelehnt. Der Kunde wurde per E-Mail an ${w.customer.email} informiert.`,
    )
    const [mail, ...more] = mailsTo(w.customer.email)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Ihre Angebotsanfrage für „Sommerfest“ wurde abgelehnt')
    expect(mail!.text).toContain(
      `Festzelt Huber GmbH hat Ihre Angebotsanfrage vom ${formatDate(CREATED)} für „Sommerfest“ abgelehnt.`,
    )
    expect(mail!.text).toContain('Angebotssumme: 1.618,00 € (brutto)')
    expect(mail!.text).toContain(
      'Ihr Warenkorb ist wieder freigegeben: Im Kundenportal können Sie Ihre Auswahl anpassen und ein neues Angebot anfordern.',
    )
    expect(mail!.text).toContain(`/customer-login?link=neu&tenant=${w.tenant.subdomain}`)
  })

  it('after the deadline a declined request does not promise a cart that can change', async () => {
    const w = await world({ deadlineAt: Date.now() - DAY_MS })
    await decide(w.offer.id, w.cookie, 'decline')
    const [mail] = mailsTo(w.customer.email)
    expect(mail!.text).toContain('Die Frist für Änderungen an Ihrer Auswahl ist abgelaufen.')
    expect(mail!.text).not.toContain('wieder freigegeben')
  })

  it("another tenant's staff get 404: nothing changes, no mail", async () => {
    const w = await world()
    const other = createTenant()
    const { user } = createStaff(other.id, 'tenant_admin')
    const before = outbox().length
    const result = await decide(w.offer.id, await staffCookie(user.id, other.id), 'accept')
    expect(result.status).toBe(404)
    expect(statusOf(w.offer.id)).toBe('open')
    expect(outbox()).toHaveLength(before)
  })

  it('a second decision on a decided request sends no second mail', async () => {
    const w = await world()
    await decide(w.offer.id, w.cookie, 'decline')
    const again = await decide(w.offer.id, w.cookie, 'decline')
    expect(await toastOf(again)).toMatchObject({
      type: 'error',
      description: 'Über diese Anfrage wurde bereits entschieden.',
    })
    expect(statusOf(w.offer.id)).toBe('declined')
    expect(mailsTo(w.customer.email).map((m) => m.subject)).toEqual([
      'Ihre Angebotsanfrage für „Sommerfest“ wurde abgelehnt',
    ])
  })

  it('a mail that cannot be sent keeps the decision and the toast says so', async () => {
    const w = await world()
    const saved = process.env.MAIL_OUTBOX_DIR!
    // a regular file where the outbox folder should be: writing the mail fails
    const blocker = path.join(path.dirname(saved), 'kein-postfach')
    fs.writeFileSync(blocker, '')
    process.env.MAIL_OUTBOX_DIR = path.join(blocker, 'outbox')
    resetEnvForTests()
    try {
      const result = await decide(w.offer.id, w.cookie, 'decline')
      expect(await toastOf(result)).toMatchObject({
        type: 'warning',
        description: 'Anfrage wurde abgelehnt, aber die E-Mail an den Kunden konnte nicht versendet werden.',
      })
    } finally {
      process.env.MAIL_OUTBOX_DIR = saved
      resetEnvForTests()
    }
    expect(statusOf(w.offer.id)).toBe('declined')
  })

  it('an inactive or deleted customer gets no mail, and staff are told', async () => {
    const inactive = await world({ customer: { isActive: false } })
    const result = await decide(inactive.offer.id, inactive.cookie, 'decline')
    expect(statusOf(inactive.offer.id)).toBe('declined')
    expect(await toastOf(result)).toMatchObject({
      type: 'warning',
      description: 'Anfrage wurde abgelehnt, aber der Kunde ist inaktiv und wurde nicht benachrichtigt.',
    })
    expect(mailsTo(inactive.customer.email)).toHaveLength(0)

    const gone = await world()
    getDb().delete(s.endCustomers).where(eq(s.endCustomers.id, gone.customer.id)).run()
    const deleted = await decide(gone.offer.id, gone.cookie, 'decline')
    expect(statusOf(gone.offer.id)).toBe('declined')
    expect((await toastOf(deleted))?.description).toBe(
      'Anfrage wurde abgelehnt, aber der Kunde wurde inzwischen gelöscht und nicht benachrichtigt.',
    )
    expect(mailsTo(gone.customer.email)).toHaveLength(0)
  })
})

describe('the page the mail links to', () => {
  it('asks for a new link without calling the visit a failure; a signed-in customer goes to the portal', async () => {
    const w = await world()
    const page = await call(login.loader, makeRequest(`/customer-login?link=neu&tenant=${w.tenant.subdomain}`))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ state: 'request' })

    const withoutToken = await call(login.loader, makeRequest(`/customer-login?tenant=${w.tenant.subdomain}`))
    expect(withoutToken.data).toMatchObject({ state: 'missing' })

    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    const signedIn = await call(
      login.loader,
      makeRequest(`/customer-login?link=neu&tenant=${w.tenant.subdomain}`, { cookie }),
    )
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/customer-dashboard')
  })
})
