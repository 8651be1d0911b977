import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as eraseAction } from '~/routes/tenant.customers.$customerId.erase'
import { action as accountAction } from '~/routes/tenant_.settings.account'
import { loader as exportLoader } from '~/routes/tenant_.settings.account.export[.zip]'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Erasing a customer removes every personal field the law does not make the
// tenant keep: the address and buyer details go from the row, from offers and
// draft invoices, and so from the tenant export; a finalised invoice keeps its
// own frozen copy.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

const buyer = {
  name: 'Lisa Becker',
  company: 'Becker Feiern GmbH',
  address: { street: 'Rosenweg 17', postcode: '50667', city: 'Kölnhausen', country: 'AT' },
  email: 'lisa@example.com',
  vatId: 'ATU99887766',
  buyerReference: 'BR-LEITWEG-4711',
}
const PERSONAL = [
  'Lisa Becker',
  'Becker Feiern GmbH',
  'Rosenweg 17',
  '50667',
  'Kölnhausen',
  'ATU99887766',
  'BR-LEITWEG-4711',
  'lisa@example.com',
  '0170 1234567',
  '203.0.113.77',
]

function world() {
  const tenant = createTenant()
  const { user: admin } = createStaff(tenant.id, 'tenant_admin')
  const lisa = createEndCustomer(tenant.id, {
    name: buyer.name,
    email: buyer.email,
    phone: '0170 1234567',
    salutation: 'frau',
    title: 'Dr.',
    company: buyer.company,
    street: buyer.address.street,
    postcode: buyer.address.postcode,
    city: buyer.address.city,
    country: buyer.address.country,
    vatId: buyer.vatId,
    buyerReference: buyer.buyerReference,
  })
  const event = createEvent(tenant.id, { name: 'Sommerfest', endCustomerId: lisa.id })
  const doc = JSON.stringify({ buyer, eventName: 'Sommerfest', lines: [] })
  const db = getDb()
  const sent = db
    .insert(s.offers)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      endCustomerId: lisa.id,
      status: 'accepted',
      number: 'AN-2026-001',
      eventName: 'Sommerfest',
      customerName: buyer.name,
      documentJson: doc,
      signerName: buyer.name,
      signerIp: '203.0.113.77',
    })
    .returning()
    .get()
  const draft = db
    .insert(s.invoices)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      endCustomerId: lisa.id,
      kind: 'single',
      status: 'draft',
      eventName: 'Sommerfest',
      customerName: buyer.name,
    })
    .returning()
    .get()
  const final = db
    .insert(s.invoices)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      endCustomerId: lisa.id,
      kind: 'single',
      status: 'final',
      number: 'RE-2026-001',
      eventName: 'Sommerfest',
      customerName: buyer.name,
      documentJson: doc,
      xml: '<BuyerTradeParty>Rosenweg 17</BuyerTradeParty>',
      finalizedAt: Date.now(),
    })
    .returning()
    .get()
  return { tenant, admin, lisa, sent, draft, final }
}

async function exportFiles(cookie: string) {
  const posted = await call(
    h(accountAction),
    makeRequest('/tenant/settings/account', { form: { intent: 'export' }, cookie }),
  )
  expect(posted.status).toBe(303)
  const request = makeRequest(posted.location!, { cookie })
  const res = (await runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    exportLoader({ request, params: {}, context: {} }),
  )) as Response
  expect(res.status).toBe(200)
  return unzipSync(new Uint8Array(await res.arrayBuffer()))
}

describe('customer erasure', () => {
  it('erases name, contact, address and buyer details from the row, offers and draft invoices; the final invoice keeps its frozen copy', async () => {
    const w = world()
    const cookie = await staffCookie(w.admin.id, w.tenant.id)
    const erased = await call(
      h(eraseAction),
      makeRequest(`/tenant/customers/${w.lisa.id}/erase`, { form: {}, cookie }),
      { customerId: w.lisa.id },
    )
    expect(erased.status).toBe(302)

    const row = getDb().select().from(s.endCustomers).where(eq(s.endCustomers.id, w.lisa.id)).get()!
    expect(row).toMatchObject({
      phone: null,
      salutation: null,
      title: null,
      company: null,
      street: null,
      postcode: null,
      city: null,
      country: null,
      vatId: null,
      buyerReference: null,
    })
    expect(row.name).not.toContain('Lisa')

    const files = await exportFiles(cookie)
    const outside = Object.keys(files)
      .filter((n) => n !== 'json/invoices.json' && n !== 'csv/invoices.csv')
      .map((n) => strFromU8(files[n]))
      .join('\n')
    for (const value of PERSONAL) expect(outside, value).not.toContain(value)

    const invoices = JSON.parse(strFromU8(files['json/invoices.json'])) as Array<{
      id: string
      customer_name: string | null
      document_json: string | null
      xml: string | null
    }>
    const final = invoices.find((i) => i.id === w.final.id)!
    expect(final.customer_name).toBe('Lisa Becker')
    expect(final.document_json).toContain('Rosenweg 17')
    expect(final.xml).toContain('Rosenweg 17')
    const draft = invoices.find((i) => i.id === w.draft.id)!
    expect(JSON.stringify(draft)).not.toContain('Lisa Becker')
  })
})
