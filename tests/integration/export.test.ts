import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/tenant.export.$kind'
import { berlinMidnight } from '~/domain/event-dates'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
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
    createEvent(tenant.id, {
      name: `${tag} Sommerfest; groß`,
      budgetCents: 123_456,
      guestCount: 80,
      eventDate: berlinMidnight('2027-03-14') + 12 * 3_600_000,
    })
    createEvent(tenant.id, { name: `=HYPERLINK("x") ${tag}` })
    createEvent(tenant.id, { name: 'Andere Feier' })
    createEvent(createTenant().id, { name: `${tag} fremd` })
    const { res, bytes, text } = await download(tenant.id, user.id, `/tenant/export/events.csv?q=${tag}`)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="veranstaltungen-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
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

  it('streams 1,200 customers in pages and answers 404 for unknown kinds', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    for (let i = 0; i < 1_200; i++) createEndCustomer(tenant.id, { name: `Kunde ${i}` })
    const { text } = await download(tenant.id, user.id, '/tenant/export/customers.csv')
    expect(text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1_201)
    for (const kind of ['events.json', 'nichts.csv', 'invoices.xlsx']) {
      const thrown = await loader({
        request: makeRequest(`/tenant/export/${kind}`, { cookie: await staffCookie(user.id, tenant.id) }),
        params: { kind },
        context: {},
      }).catch((e: unknown) => e)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it('offer requests with gross in decimal comma and German status', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const customer = createEndCustomer(tenant.id, { name: 'Erika Muster' })
    const event = createEvent(tenant.id, { name: 'Gala 2027' })
    createOfferRequest(
      tenant.id,
      event,
      { id: customer.id, name: customer.name, email: customer.email },
      { status: 'ordered', grossCents: 1_234_567 },
    )
    const { text } = await download(tenant.id, user.id, '/tenant/export/offer-requests.csv')
    expect(text.slice(1).split('\r\n')[1]).toMatch(
      /^Gala 2027;Erika Muster;[^;]+;Beauftragt;12\.345,67;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    )
  })

  it('offers and invoices: the billing lists with search and status filter, Storno as a negative number, 1.234,56', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    const db = getDb()
    const offer = (v: Partial<typeof s.offers.$inferInsert>) =>
      db
        .insert(s.offers)
        .values({ tenantId: tenant.id, eventName: 'Gala 2027', customerName: 'Erika Muster', ...v })
        .run()
    offer({
      number: 'AN-2026-0001',
      status: 'accepted',
      version: 2,
      issueDate: '2026-03-01',
      validUntil: '2026-03-31',
      netCents: 1_037_45,
      vatCents: 197_11,
      grossCents: 1_234_56,
      sentAt: Date.UTC(2026, 2, 1, 9),
      decidedAt: Date.UTC(2026, 2, 3, 15, 30),
    })
    offer({
      number: 'AN-2026-0002',
      status: 'sent',
      issueDate: '2026-03-02',
      validUntil: '2026-03-05',
      grossCents: 100,
    }) // expired by now
    offer({ status: 'draft', eventName: 'Sommerfest' })
    db.insert(s.offers)
      .values({ tenantId: createTenant().id, number: 'AN-FREMD', eventName: 'Gala 2027', status: 'accepted' })
      .run()
    const invoice = (v: Partial<typeof s.invoices.$inferInsert>) =>
      db
        .insert(s.invoices)
        .values({
          tenantId: tenant.id,
          kind: 'single',
          status: 'final',
          eventName: 'Gala 2027',
          customerName: 'Erika Muster',
          ...v,
        })
        .returning()
        .get()
    const paid = invoice({
      number: 'RE-2026-0001',
      issueDate: '2026-03-05',
      dueDate: '2026-03-19',
      netCents: 1_037_45,
      vatCents: 197_11,
      grossCents: 1_234_56,
      payableCents: 1_234_56,
      paidCents: 1_000_00,
    })
    const gone = invoice({
      number: 'RE-2026-0002',
      status: 'cancelled',
      issueDate: '2026-03-06',
      dueDate: '2026-03-20',
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      payableCents: 11_900,
    })
    invoice({
      number: 'RE-2026-0003',
      kind: 'cancellation',
      cancelsInvoiceId: gone.id,
      issueDate: '2026-03-07',
      dueDate: '2026-03-07',
      netCents: -10_000,
      vatCents: -1_900,
      grossCents: -11_900,
      payableCents: -11_900,
    })
    invoice({ status: 'draft', eventName: 'Sommerfest' })
    expect(paid.number).toBe('RE-2026-0001')

    const offers = (await download(tenant.id, user.id, '/tenant/export/offers.csv')).text.slice(1).split('\r\n')
    expect(offers[0]).toBe(
      'Nummer;Version;Status;Veranstaltung;Kunde;Angebotsdatum;Gültig bis;Netto (EUR);USt (EUR);Brutto (EUR);Versendet;Entschieden',
    )
    expect(offers).toContain(
      'AN-2026-0001;2;Angenommen;Gala 2027;Erika Muster;01.03.2026;31.03.2026;1.037,45;197,11;1.234,56;01.03.2026, 10:00;03.03.2026, 16:30',
    )
    expect(offers.find((l) => l.startsWith('AN-2026-0002'))).toContain(';Abgelaufen;')
    expect(offers.find((l) => l.startsWith('Entwurf'))).toContain(';Entwurf;Sommerfest;')
    expect(offers.join('\n')).not.toContain('FREMD')
    const expired = (await download(tenant.id, user.id, '/tenant/export/offers.csv?state=expired')).text
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
    expect(expired.map((l) => l.split(';')[0])).toEqual(['Nummer', 'AN-2026-0002'])

    const { res, bytes, text } = await download(tenant.id, user.id, '/tenant/export/invoices.csv?q=Gala')
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="rechnungen-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const invoices = text.slice(1).split('\r\n').filter(Boolean)
    expect(invoices[0]).toBe(
      'Nummer;Art;Status;Veranstaltung;Kunde;Rechnungsdatum;Fällig am;Netto (EUR);USt (EUR);Brutto (EUR);Bezahlt (EUR);Offen (EUR)',
    )
    expect(invoices.slice(1).sort()).toEqual([
      'RE-2026-0001;Rechnung;Überfällig;Gala 2027;Erika Muster;05.03.2026;19.03.2026;1.037,45;197,11;1.234,56;1.000,00;234,56',
      'RE-2026-0002;Rechnung;Storniert;Gala 2027;Erika Muster;06.03.2026;20.03.2026;100,00;19,00;119,00;0,00;0,00',
      'RE-2026-0003;Stornorechnung;Storno;Gala 2027;Erika Muster;07.03.2026;;-100,00;-19,00;-119,00;0,00;0,00',
    ])
    const cancelled = (await download(tenant.id, user.id, '/tenant/export/invoices.csv?state=cancelled')).text
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
    // 'Storniert' lists the cancelled invoice and its Stornorechnung (no longer under 'Bezahlt');
    // both are made in the same millisecond here, so their order in the list is not fixed
    const numbers = cancelled.map((l) => l.split(';')[0])
    expect(numbers[0]).toBe('Nummer')
    expect(numbers.slice(1).sort()).toEqual(['RE-2026-0002', 'RE-2026-0003'])
  })
})
