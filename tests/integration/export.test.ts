import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/tenant.export.$kind'
import { berlinMidnight } from '~/domain/event-dates'
import { createEndCustomer, createEvent, createOfferRequest, createStaff, createTenant } from '../support/factories'
import { makeRequest, staffCookie } from '../support/requests'

async function download(tenantId: string, userId: string, path: string) {
  const cookie = await staffCookie(userId, tenantId)
  const kind = path.split('/').pop()!.split('?')[0]!
  const res = (await loader({ request: makeRequest(path, { cookie }), params: { kind }, context: {} })) as Response
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

describe('CSV exports', () => {
  it('events: BOM, ; separated, decimal comma, de-DE dates, the list search, formulas defused, only own tenant', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const tag = `Export${Date.now()}`
    createEvent(tenant.id, { name: `${tag} Sommerfest; groß`, budgetCents: 123_456, guestCount: 80, eventDate: berlinMidnight('2027-03-14') + 12 * 3_600_000 })
    createEvent(tenant.id, { name: `=HYPERLINK("x") ${tag}` })
    createEvent(tenant.id, { name: 'Andere Feier' })
    createEvent(createTenant().id, { name: `${tag} fremd` })
    const { res, bytes, text } = await download(tenant.id, user.id, `/tenant/export/events.csv?q=${tag}`)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="veranstaltungen-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe('Name;Art;Status;Datum;Frist;Gäste;Budget (EUR);Kunde;Planer;Vorlage;Angelegt')
    expect(lines).toHaveLength(4) // header, 2 rows, trailing empty
    const fest = lines.find((l) => l.includes('Sommerfest'))!
    expect(fest.startsWith(`"${tag} Sommerfest; groß";Hochzeit;`)).toBe(true)
    expect(fest).toContain(';14.03.2027;;80;1.234,56;')
    expect(lines.find((l) => l.includes('HYPERLINK'))!.startsWith(`"'=HYPERLINK(""x"") ${tag}"`)).toBe(true)
    expect(text).not.toContain('fremd')
    expect(text).not.toContain('Andere Feier')
  })

  it('streams 1,200 customers in pages and answers 404 for offers, invoices and unknown kinds', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    for (let i = 0; i < 1_200; i++) createEndCustomer(tenant.id, { name: `Kunde ${i}` })
    const { text } = await download(tenant.id, user.id, '/tenant/export/customers.csv')
    expect(text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1_201)
    for (const kind of ['offers.csv', 'invoices.csv', 'events.json', 'nichts.csv']) {
      const thrown = await loader({ request: makeRequest(`/tenant/export/${kind}`, { cookie: await staffCookie(user.id, tenant.id) }), params: { kind }, context: {} }).catch((e: unknown) => e)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it('offer requests with gross in decimal comma and German status', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const customer = createEndCustomer(tenant.id, { name: 'Erika Muster' })
    const event = createEvent(tenant.id, { name: 'Gala 2027' })
    createOfferRequest(tenant.id, event, { id: customer.id, name: customer.name, email: customer.email }, { status: 'accepted', grossCents: 1_234_567 })
    const { text } = await download(tenant.id, user.id, '/tenant/export/offer-requests.csv')
    expect(text.slice(1).split('\r\n')[1]).toMatch(/^Gala 2027;Erika Muster;[^;]+;Angenommen;12\.345,67;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  })
})
