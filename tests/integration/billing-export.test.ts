import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { loader as formLoader } from '~/routes/tenant.billing_.export'
import { loader as zipLoader } from '~/routes/tenant.billing_.export[.zip]'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { DATEV_COLUMNS } from '~/domain/billing/datev'
import { inspectPdf } from '../support/pdf-inspect'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEndCustomer, createEvent, createStaff } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, businessData, invoiceRow } from './billing-helpers'
import { saveBillingProfile } from '~/models/billing-profile.server'

// The tax adviser export: GET /tenant/billing/export (form) → export.zip with
// the DATEV Buchungsstapel, every invoice PDF and XML of the period.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
const at = (ymd: string) => Date.parse(`${ymd}T10:00:00Z`)
const line = { text: 'Saalmiete Köln', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

function invoiceFor(w: ReturnType<typeof billingWorld>, finalizedOn: string) {
  const event = createEvent(w.tenant.id, { endCustomerId: w.customer.id, eventDate: at('2026-06-12') })
  const offerId = createOfferFromEvent(w.tenant.id, event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })
  const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
  const result = finalizeInvoice(w.tenant.id, id, { type: 'system' }, at(finalizedOn))
  if (!result?.ok) throw new Error(JSON.stringify(result))
  return id
}

async function world() {
  const w = billingWorld()
  const june = invoiceFor(w, '2026-06-15') // RE-2026-0001, partly paid in June
  expect(recordPayment(w.tenant.id, june, '2026-06-20', 50000)).toEqual({ ok: true })
  const cancelled = invoiceFor(w, '2026-06-16') // RE-2026-0002, cancelled by RE-2026-0003
  const storno = cancelInvoice(w.tenant.id, cancelled, { id: 'u', name: 'A' }, at('2026-06-25'))
  if (!storno?.ok) throw new Error('no storno')
  const july = invoiceFor(w, '2026-07-02') // RE-2026-0004, outside June
  // a draft has no number and stays out
  const event = createEvent(w.tenant.id, { endCustomerId: w.customer.id })
  const draftOffer = createOfferFromEvent(w.tenant.id, event.id)!
  saveOfferDraft(w.tenant.id, draftOffer, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  const other = billingWorld()
  invoiceFor(other, '2026-06-15')
  const planner = createStaff(w.tenant.id, 'tenant_planner')
  return {
    w,
    june,
    cancelled,
    storno: storno.cancellationId,
    july,
    other,
    admin: await staffCookie(w.admin.user.id, w.tenant.id),
    planner: await staffCookie(planner.user.id, w.tenant.id),
    otherAdmin: await staffCookie(other.admin.user.id, other.tenant.id),
  }
}

/** The ZIP read to the end (the stream is consumed inside the request context, as the server does). */
async function download(cookie: string, query: string) {
  const request = makeRequest(`/tenant/billing/export.zip?${query}`, { cookie })
  return runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, async () => {
    const response = (await zipLoader({ request, params: {}, context: {} })) as Response
    return { response, files: unzipSync(new Uint8Array(await response.arrayBuffer())) }
  })
}

const cp1252 = new TextDecoder('windows-1252')
const cells = (row: string) => row.split(';')
const col = (name: string) => DATEV_COLUMNS.indexOf(name)

describe('Export für die Steuerberatung', () => {
  it('one ZIP: the DATEV Buchungsstapel of the period’s invoices, cancellations and payments, and each invoice as PDF and XML', async () => {
    const t = await world()
    const { response, files } = await download(
      t.admin,
      'from=2026-06-01&to=2026-06-30&consultant_number=29098&client_number=55003',
    )
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Content-Disposition')).toContain(
      `steuerberatung-${t.w.tenant.subdomain}-2026-06-01-bis-2026-06-30.zip`,
    )
    expect(Object.keys(files)).toEqual([
      'EXTF_Buchungsstapel_2026-06-01_2026-06-30.csv',
      'Rechnungen/RE-2026-0001.pdf',
      'Rechnungen/RE-2026-0001.xml',
      'Rechnungen/RE-2026-0002.pdf',
      'Rechnungen/RE-2026-0002.xml',
      'Rechnungen/RE-2026-0003.pdf',
      'Rechnungen/RE-2026-0003.xml',
    ])

    const csvBytes = files['EXTF_Buchungsstapel_2026-06-01_2026-06-30.csv']!
    expect([...csvBytes]).toContain(0xfc) // 'ü' as Windows-1252, one byte
    const [header, columns, ...rows] = cp1252.decode(csvBytes).split('\r\n')
    expect(cells(header!).slice(0, 16)).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      expect.stringMatching(/^\d{17}$/),
      '',
      '"RE"',
      '""',
      '""',
      '29098',
      '55003',
      '20260101',
      '4',
      '20260601',
      '20260630',
    ])
    expect(cells(columns!)).toEqual([...DATEV_COLUMNS])
    expect(rows.at(-1)).toBe('')
    const bookings = rows.slice(0, -1).map(cells)
    // 1.000 € net + 19 % = 1.190 € each; the storno negative (Haben); the payment bank against customer
    expect(
      bookings.map((b) => [
        b[col('Umsatz (ohne Soll/Haben-Kz)')],
        b[col('Soll/Haben-Kennzeichen')],
        b[col('Konto')],
        b[col('Gegenkonto (ohne BU-Schlüssel)')],
        b[col('Belegdatum')],
        b[col('Belegfeld 1')],
      ]),
    ).toEqual([
      ['1190,00', '"S"', '10001', '8400', '1506', '"RE-2026-0001"'],
      ['1190,00', '"S"', '10001', '8400', '1606', '"RE-2026-0002"'],
      ['1190,00', '"H"', '10001', '8400', '2506', '"RE-2026-0002"'], // the storno RE-2026-0003 clears RE-2026-0002
      ['500,00', '"S"', '1200', '10001', '2006', '"RE-2026-0001"'],
    ])
    expect(bookings[2]![col('Belegfeld 2')]).toBe('"RE-2026-0003"')
    expect(bookings.slice(0, 3).map((b) => [b[col('Leistungsdatum')], b[col('Datum Zuord. Steuerperiode')]])).toEqual([
      ['12062026', '12062026'],
      ['12062026', '12062026'],
      ['12062026', '12062026'],
    ])
    expect(bookings[0]![col('Buchungstext')]).toBe('"RE-2026-0001 Sophie Müller"')

    // the XML is the stored XRechnung; the PDF carries the same XML (ZUGFeRD)
    const stored = invoiceRow(t.june).xml!
    expect(new TextDecoder().decode(files['Rechnungen/RE-2026-0001.xml'])).toBe(stored)
    const pdf = await inspectPdf(files['Rechnungen/RE-2026-0001.pdf']!)
    expect([...pdf.attachments.values()]).toEqual([stored])
    expect(pdf.text).toContain('RE-2026-0001')
    expect(new TextDecoder().decode(files['Rechnungen/RE-2026-0003.xml'])).toBe(invoiceRow(t.storno).xml)
  })

  it('gives each customer its own Debitor, keeps a company’s name, books deposits on the chart chosen in the settings (SKR04)', async () => {
    const w = billingWorld({ company: true })
    saveBillingProfile(w.tenant.id, businessData({ chart_of_accounts: '04' }))
    const second = createEndCustomer(w.tenant.id, { name: 'Jonas Weber' })
    const event = createEvent(w.tenant.id, { endCustomerId: w.customer.id, eventDate: at('2027-03-20') })
    const offerId = createOfferFromEvent(w.tenant.id, event.id)!
    saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
    sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Thomas Groß', ip: null })
    const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { id: string }
    expect(finalizeInvoice(w.tenant.id, id, { type: 'system' }, at('2026-11-10'))?.ok).toBe(true)
    // 30 % of 1.190,00 = 357,00 (300,00 net + 57,00 VAT), paid in November
    expect(recordPayment(w.tenant.id, id, '2026-11-20', 35700)).toEqual({ ok: true })
    const t = { admin: await staffCookie(w.admin.user.id, w.tenant.id) }
    const { files } = await download(t.admin, 'from=2026-11-01&to=2026-11-30')
    const [header, , ...rows] = cp1252.decode(files['EXTF_Buchungsstapel_2026-11-01_2026-11-30.csv']!).split('\r\n')
    expect(cells(header!)[26]).toBe('"04"')
    const bookings = rows.slice(0, -1).map(cells)
    expect(
      bookings.map((b) => [
        b[col('Umsatz (ohne Soll/Haben-Kz)')],
        b[col('Soll/Haben-Kennzeichen')],
        b[col('Konto')],
        b[col('Gegenkonto (ohne BU-Schlüssel)')],
        b[col('Belegfeld 1')],
        b[col('Buchungstext')],
        b[col('Leistungsdatum')],
        b[col('Datum Zuord. Steuerperiode')],
      ]),
    ).toEqual([
      [
        '357,00',
        '"S"',
        '10001',
        '3272',
        '"RE-2026-0001"',
        '"RE-2026-0001 Stadtwerke Bärlingen AöR"',
        '10112026',
        '10112026',
      ],
      ['357,00', '"S"', '1800', '10001', '"RE-2026-0001"', '"Zahlung RE-2026-0001 Stadtwerke Bärlingen AöR"', '', ''],
    ])
    expect([w.customer.debtorNumber, second.debtorNumber]).toEqual([10001, 10002])
  })

  it('holds nothing of another tenant; another period gives other invoices; an empty period a valid file', async () => {
    const t = await world()
    const own = await download(t.otherAdmin, 'from=2026-06-01&to=2026-06-30')
    expect(Object.keys(own.files)).toEqual([
      'EXTF_Buchungsstapel_2026-06-01_2026-06-30.csv',
      'Rechnungen/RE-2026-0001.pdf',
      'Rechnungen/RE-2026-0001.xml',
    ])
    expect(new TextDecoder().decode(own.files['Rechnungen/RE-2026-0001.xml'])).not.toBe(invoiceRow(t.june).xml)
    const july = await download(t.admin, 'from=2026-07-01&to=2026-07-31')
    expect(Object.keys(july.files)).toEqual([
      'EXTF_Buchungsstapel_2026-07-01_2026-07-31.csv',
      'Rechnungen/RE-2026-0004.pdf',
      'Rechnungen/RE-2026-0004.xml',
    ])
    const empty = await download(t.admin, 'from=2025-01-01&to=2025-12-31')
    expect(Object.keys(empty.files)).toEqual(['EXTF_Buchungsstapel_2025-01-01_2025-12-31.csv'])
    expect(cp1252.decode(empty.files['EXTF_Buchungsstapel_2025-01-01_2025-12-31.csv']).split('\r\n')).toHaveLength(3)
  })

  it('is for admins only: a planner gets 403 on the form and the ZIP', async () => {
    const t = await world()
    expect((await call(h(formLoader), makeRequest('/tenant/billing/export', { cookie: t.planner }))).status).toBe(403)
    expect(
      (
        await call(
          h(zipLoader),
          makeRequest('/tenant/billing/export.zip?from=2026-06-01&to=2026-06-30', { cookie: t.planner }),
        )
      ).status,
    ).toBe(403)
  })

  it('the form: last month by default; a valid period goes on to the ZIP with the same query', async () => {
    const t = await world()
    const page = await call(h(formLoader), makeRequest('/tenant/billing/export', { cookie: t.admin }))
    expect(page.status).toBe(200)
    const defaults = (page.data as { defaults: { from: string; to: string } }).defaults
    expect(defaults.from).toMatch(/^\d{4}-\d{2}-01$/)
    expect(defaults.to > defaults.from).toBe(true)
    const go = await call(
      h(formLoader),
      makeRequest('/tenant/billing/export?from=2026-06-01&to=2026-06-30', { cookie: t.admin }),
    )
    expect([go.status, go.location]).toEqual([302, '/tenant/billing/export.zip?from=2026-06-01&to=2026-06-30'])
  })

  it('bad periods come back in German at the field, with what was typed; the ZIP route sends them back to the form', async () => {
    const t = await world()
    const cases: Array<[string, string, string]> = [
      ['from=2026-02-30&to=2026-03-31', 'from', 'Bitte geben Sie ein gültiges Datum ein'],
      ['from=&to=2026-03-31', 'from', 'Bitte ein Von-Datum eingeben'],
      ['from=2026-06-30&to=2026-06-01', 'to', 'Das Bis-Datum darf nicht vor dem Von-Datum liegen'],
      ['from=2026-12-01&to=2027-01-31', 'to', 'Der Zeitraum muss in einem Kalenderjahr liegen'],
      [
        'from=2026-06-01&to=2026-06-30&consultant_number=12',
        'consultant_number',
        'Die Beraternummer hat 4 bis 7 Ziffern',
      ],
      ['from=2026-06-01&to=2026-06-30&client_number=abc', 'client_number', 'Die Mandantennummer hat 1 bis 5 Ziffern'],
    ]
    for (const [query, field, message] of cases) {
      const page = await call(h(formLoader), makeRequest(`/tenant/billing/export?${query}`, { cookie: t.admin }))
      expect(page.status, query).toBe(200)
      const data = page.data as { defaults: Record<string, string>; result: { error: Record<string, string[]> } }
      expect(data.result.error[field]?.[0], query).toContain(message)
      expect(data.defaults.from).toBe(new URLSearchParams(query).get('from'))
      const zip = await call(h(zipLoader), makeRequest(`/tenant/billing/export.zip?${query}`, { cookie: t.admin }))
      expect([zip.status, zip.location], query).toEqual([302, `/tenant/billing/export?${query}`])
    }
  })
})
