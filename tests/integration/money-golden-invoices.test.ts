import { eq } from 'drizzle-orm'
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { InvoiceLinesTable } from '~/components/billing/invoice-lines-table'
import { InvoiceTotals } from '~/components/billing/invoice-totals'
import type { BillingDocument } from '~/domain/billing/document'
import { invoiceBookings } from '~/domain/billing/datev-bookings'
import { writeTestInvoice } from '../support/einvoice-output'
import { csvCell } from '~/domain/csv'
import { berlinMidnight } from '~/domain/event-dates'
import { revenueIn } from '~/models/analytics-revenue.server'
import { billingCsvPages } from '~/models/billing-csv.server'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import type { InvoiceView } from '~/models/invoice-view.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent, createOfferFromRequest } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { receivables } from '~/models/receivables.server'
import { action as cartAction } from '~/routes/customer-dashboard.cart'
import { loader as invoiceLoader } from '~/routes/tenant.invoices.$invoiceId'
import { getDb } from '~/utils/db.server'
import { inspectPdf } from '../support/pdf-inspect'
import { renderInvoicePdf } from '~/utils/einvoice/invoice-pdf.server'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, invoiceRow } from './billing-helpers'
import { weddingWorld, type WeddingWorld } from './money-world'

// Golden money figures on the invoice side, each computed by hand and written
// as a literal: the catering package wedding from the portal request to its
// invoices, a Kleinunternehmer order, a business customer with a discount
// line; checked on the invoice page, in the XRechnung (left for the official
// check), the PDF text, the DATEV bookings, the invoice CSV and the analytics.

const H = 3_600_000
const at = (ymd: string) => berlinMidnight(ymd) + 12 * H
const actor = { id: 'u', name: 'Anna Admin' }
const november = { from: berlinMidnight('2026-11-01'), to: berlinMidnight('2026-12-01') }

type Handler = Parameters<typeof call>[0]

async function requestedOffer(w: WeddingWorld) {
  const cookie = await customerCookie(w.customer.id, w.tenant.id)
  const forms: Array<Record<string, string>> = [
    { intent: 'add', service_id: w.pkg.id },
    { intent: 'add', service_id: w.finger.id },
    { intent: 'request-offer' },
  ]
  for (const form of forms) {
    await call(
      cartAction as Handler,
      makeRequest(`/customer-dashboard/cart?tenant=${w.tenant.subdomain}`, {
        cookie,
        form: { event_id: w.event.id, ...form },
      }),
    )
  }
  const request = getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, w.tenant.id)).get()!
  const offerId = createOfferFromRequest(w.tenant.id, request.id)!
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })?.ok,
  ).toBe(true)
  return offerId
}

function finalize(tenantId: string, id: string, now: number) {
  const r = finalizeInvoice(tenantId, id, { type: 'system' }, now)
  if (!r?.ok) throw new Error(`not finalised: ${JSON.stringify(r)}`)
  return r.invoice
}

async function view(tenantId: string, userId: string, invoiceId: string) {
  const cookie = await staffCookie(userId, tenantId)
  const r = await call(invoiceLoader, makeRequest(`/tenant/invoices/${invoiceId}`, { cookie }), { invoiceId })
  expect(r.status).toBe(200)
  const data = r.data as { invoice: { stateLabel: string; openCents: number }; view: InvoiceView }
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(InvoiceLinesTable, { view: data.view }),
      createElement(InvoiceTotals, { view: data.view }),
    ),
  )
  return { ...data, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') }
}

const doc = (id: string) => JSON.parse(invoiceRow(id).documentJson!) as BillingDocument
const pdfText = async (id: string) =>
  (await inspectPdf(await renderInvoicePdf(doc(id), invoiceRow(id).xml))).text.replace(/\u00a0/g, ' ')
const bookings = (id: string) =>
  invoiceBookings(doc(id), { customerAccount: '10001' }).map((b) => [b.amountCents, b.contraAccount])

function csvRows(tenantId: string) {
  const rows = [...billingCsvPages(tenantId, 'invoices', { q: '', state: '', today: '2026-11-23', perPage: 50 })]
    .flat()
    .map((row) => row.map(csvCell))
  // number → Art, Status, Netto, USt, Brutto, Bezahlt, Offen
  return (number: string) => {
    const row = rows.find((r) => r[0] === number)!
    return [...row.slice(1, 3), ...row.slice(7)]
  }
}

describe('golden: the catering package wedding from the portal request to deposit, final, cancellation and reissued final', () => {
  // Hochzeitspaket 80 × 89,00 € gross, 7 %, drinks 30 %; Fingerfood 80 × 21,50 € net, 7 %:
  //   drinks 2.136,00 gross → 1.794,96 net + 341,04 VAT; food 4.984,00 gross → 4.657,94 net; Fingerfood 1.720,00 net
  //   19 %: 1.794,96 + 341,04 = 2.136,00;  7 %: 6.377,94 + 446,46 (446,4558) = 6.824,40;  order 8.172,90 + 787,50 = 8.960,40
  // deposit 30 %: 19 % 538,49 (538,488) + 102,31 (102,3131) = 640,80;  7 % 1.913,38 (1.913,382) + 133,94 (133,9366) = 2.047,32
  //   2.451,87 + 236,25 = 2.688,12
  // final: 19 % 1.256,47 + 238,73 = 1.495,20;  7 % 4.464,56 + 312,52 = 4.777,08;  5.721,03 + 551,25 = 6.272,28
  //   deposit + final = 2.688,12 + 6.272,28 = 8.960,40 = the order
  it('every figure, in every output', async () => {
    const w = weddingWorld()
    const offerId = await requestedOffer(w)

    const dep = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { ok: true; id: string }
    const deposit = finalize(w.tenant.id, dep.id, at('2026-11-10'))
    expect(deposit).toMatchObject({ number: 'RE-2026-0001', netCents: 245187, vatCents: 23625, grossCents: 268812 })
    expect(recordPayment(w.tenant.id, deposit.id, '2026-11-12', 268812)).toEqual({ ok: true })
    writeTestInvoice('golden-package-1-deposit', deposit.xml!)
    expect(deposit.xml).toMatch(
      /<ram:CalculatedAmount>102\.31<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>538\.49<\/ram:BasisAmount>/,
    )
    expect(deposit.xml).toMatch(
      /<ram:CalculatedAmount>133\.94<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>1913\.38<\/ram:BasisAmount>/,
    )

    const fin = createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { ok: true; id: string }
    const final = finalize(w.tenant.id, fin.id, at('2026-11-20'))
    expect(final).toMatchObject({ number: 'RE-2026-0002', netCents: 572103, vatCents: 55125, grossCents: 627228 })
    expect(deposit.grossCents + final.grossCents).toBe(896040)
    writeTestInvoice('golden-package-2-final', final.xml!)
    // the package parts with their quantity, unit and exact net unit price (BT-146)
    expect(final.xml).toContain('<ram:Name>Hochzeitspaket – Getränkeanteil 30 %</ram:Name>')
    expect(final.xml).toContain('<ram:ChargeAmount>22.437</ram:ChargeAmount>')
    expect(final.xml).toContain('<ram:ChargeAmount>58.2243</ram:ChargeAmount>')
    expect(final.xml).toContain('<ram:BilledQuantity unitCode="IE">80</ram:BilledQuantity>')
    expect(final.xml).toContain('<ram:LineTotalAmount>1794.96</ram:LineTotalAmount>')
    expect(final.xml).toContain('<ram:LineTotalAmount>4657.94</ram:LineTotalAmount>')
    expect(final.xml).toMatch(
      /<ram:CalculatedAmount>238\.73<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>1256\.47<\/ram:BasisAmount>/,
    )
    expect(final.xml).toMatch(
      /<ram:CalculatedAmount>312\.52<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>4464\.56<\/ram:BasisAmount>/,
    )
    expect(final.xml).toContain('<ram:GrandTotalAmount>6272.28</ram:GrandTotalAmount>')
    expect(final.xml).toContain(
      'Gesamtleistung: netto 8.172,90 €, USt 19 % 341,04 €, USt 7 % 446,46 €, brutto 8.960,40 €.',
    )

    const page = await view(w.tenant.id, w.admin.user.id, final.id)
    expect(page.view.lines.map((l) => [l.text, l.quantityMilli, l.unitLabel, l.vatRate, l.netCents])).toEqual([
      ['Hochzeitspaket – Getränkeanteil 30 %', 80000, 'Person', 19, 179496],
      ['Hochzeitspaket – Speisenanteil 70 %', 80000, 'Person', 7, 465794],
      ['Fingerfood', 80000, 'Person', 7, 172000],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (19 % USt)', -1000, 'pauschal', 19, -53849],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (7 % USt)', -1000, 'pauschal', 7, -191338],
    ])
    expect(page.text).toContain('Netto 5.721,03 €')
    expect(page.text).toContain('Brutto 6.272,28 €')
    expect(page.text).toContain('Gesamtleistung brutto 8.960,40 €')

    const pdf = await pdfText(final.id)
    expect(pdf).toContain('Hochzeitspaket – Getränkeanteil 30 %')
    expect(pdf).toContain('22,437 €')
    expect(pdf).toContain('58,2243 €')
    expect(pdf).toContain('1.794,96 €')
    expect(pdf).toContain('4.657,94 €')
    expect(pdf).toContain('Gesamtleistung brutto 8.960,40 €')
    expect(pdf).toContain('darin USt 19 % -102,31 €')
    expect(pdf).toContain('Gesamtbetrag brutto 6.272,28 €')

    const cancelled = cancelInvoice(w.tenant.id, final.id, actor, at('2026-11-21')) as {
      ok: true
      cancellationId: string
    }
    const storno = invoiceRow(cancelled.cancellationId)
    expect(storno).toMatchObject({
      number: 'RE-2026-0003',
      netCents: -572103,
      vatCents: -55125,
      grossCents: -627228,
      payableCents: 0,
    })
    writeTestInvoice('golden-package-3-cancellation', storno.xml!)
    expect(await pdfText(storno.id)).toContain('Gesamtbetrag brutto -6.272,28 €')

    const again = createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { ok: true; id: string }
    const reissued = finalize(w.tenant.id, again.id, at('2026-11-22'))
    expect(reissued).toMatchObject({ number: 'RE-2026-0004', netCents: 572103, vatCents: 55125, grossCents: 627228 })
    writeTestInvoice('golden-package-4-reissued-final', reissued.xml!)

    const csv = csvRows(w.tenant.id)
    expect(csv('RE-2026-0001')).toEqual([
      'Abschlagsrechnung',
      'Bezahlt',
      '2.451,87',
      '236,25',
      '2.688,12',
      '2.688,12',
      '0,00',
    ])
    expect(csv('RE-2026-0002')).toEqual([
      'Schlussrechnung',
      'Storniert',
      '5.721,03',
      '551,25',
      '6.272,28',
      '0,00',
      '0,00',
    ])
    expect(csv('RE-2026-0003')).toEqual([
      'Stornorechnung',
      'Storno',
      '-5.721,03',
      '-551,25',
      '-6.272,28',
      '0,00',
      '0,00',
    ])
    expect(csv('RE-2026-0004')).toEqual([
      'Schlussrechnung',
      'Offen',
      '5.721,03',
      '551,25',
      '6.272,28',
      '0,00',
      '6.272,28',
    ])

    // DATEV (SKR03): the deposit on the received-deposit accounts; the final books the whole job per rate
    // and takes the deposit back: 2.136,00 − 640,80 = 1.495,20 and 6.824,40 − 2.047,32 = 4.777,08
    expect(bookings(deposit.id)).toEqual([
      [64080, '1718'],
      [204732, '1711'],
    ])
    expect(bookings(final.id)).toEqual([
      [213600, '8400'],
      [682440, '8300'],
      [-64080, '1718'],
      [-204732, '1711'],
    ])
    expect(bookings(storno.id)).toEqual([
      [-213600, '8400'],
      [-682440, '8300'],
      [64080, '1718'],
      [204732, '1711'],
    ])
    expect(bookings(reissued.id)).toEqual([
      [213600, '8400'],
      [682440, '8300'],
      [-64080, '1718'],
      [-204732, '1711'],
    ])

    // analytics: the order once; paid (the deposit) + open (the reissued final) = revenue
    expect(revenueIn(w.tenant.id, november)).toEqual({
      netCents: 817290,
      grossCents: 896040,
      paidCents: 268812,
      openCents: 627228,
      cancelledCents: 627228,
    })
    expect(receivables(w.tenant.id, '2026-11-23')).toEqual({
      openCents: 627228,
      openCount: 1,
      overdueCents: 0,
      overdueCount: 0,
    })
  })
})

describe('golden: a Kleinunternehmer order', () => {
  // Hochzeitsmenü 80 × 89,00 = 7.120,00; Fingerfood 80 × 21,50 = 1.720,00 (its net price is the price); 8.840,00, no VAT
  it('no VAT on the page, in the XML (category E with the § 19 reason), the PDF, DATEV, CSV and analytics', async () => {
    const w = weddingWorld({ smallBusiness: true })
    const offerId = await requestedOffer(w)
    const single = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const invoice = finalize(w.tenant.id, single.id, at('2026-11-10'))
    expect(invoice).toMatchObject({ number: 'RE-2026-0001', netCents: 884000, vatCents: 0, grossCents: 884000 })
    writeTestInvoice('golden-small-business', invoice.xml!)
    const xml = invoice.xml!
    expect([...xml.matchAll(/<ram:CategoryCode>(\w+)<\/ram:CategoryCode>/g)].map((m) => m[1])).toEqual(['E', 'E', 'E'])
    expect(xml).toContain(
      '<ram:ExemptionReason>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</ram:ExemptionReason>',
    )
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>')
    expect(xml).toContain('<ram:GrandTotalAmount>8840.00</ram:GrandTotalAmount>')

    const page = await view(w.tenant.id, w.admin.user.id, invoice.id)
    expect(page.view.lines.map((l) => [l.text, l.netCents])).toEqual([
      ['Hochzeitsmenü', 712000],
      ['Fingerfood', 172000],
    ])
    expect(page.text).not.toContain('USt')
    expect(page.text).toContain('8.840,00 €')

    const pdf = await pdfText(invoice.id)
    expect(pdf).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet')
    expect(pdf).toContain('Gesamtbetrag 8.840,00 €')
    expect(pdf).not.toMatch(/Umsatzsteuer \d+ %|USt \d+ %/)

    expect(csvRows(w.tenant.id)('RE-2026-0001')).toEqual([
      'Rechnung',
      'Offen',
      '8.840,00',
      '0,00',
      '8.840,00',
      '0,00',
      '8.840,00',
    ])
    // SKR03 8195: revenue of a Kleinunternehmer
    expect(bookings(invoice.id)).toEqual([[884000, '8195']])
    expect(revenueIn(w.tenant.id, november)).toEqual({
      netCents: 884000,
      grossCents: 884000,
      paidCents: 0,
      openCents: 884000,
      cancelledCents: 0,
    })
  })
})

describe('golden: a business customer with a discount line', () => {
  // Tagungspauschale 50 × 25,00 = 1.250,00; Rabatt −100,00 → 1.150,00 net at 19 %; VAT 218,50; 1.368,50 gross
  it('the discount lowers the net of its rate in XML, PDF, DATEV, CSV and analytics; the company is the buyer', async () => {
    const w = billingWorld({ company: true })
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    expect(
      saveOfferDraft(w.tenant.id, offerId, {
        lines: [
          { text: 'Tagungspauschale', quantity: 50_000, unit: 'person', unit_price: 2_500, vat_rate: 19 },
          { text: 'Rabatt', quantity: 1000, unit: 'discount', unit_price: 10_000, vat_rate: 19 },
        ],
        valid_until: '2099-12-31',
        intro: null,
        closing: null,
      }),
    ).toEqual({ ok: true })
    expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
    expect(
      decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Thomas Groß', ip: null })?.ok,
    ).toBe(true)
    const single = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { ok: true; id: string }
    const invoice = finalize(w.tenant.id, single.id, at('2026-11-10'))
    expect(invoice).toMatchObject({ number: 'RE-2026-0001', netCents: 115000, vatCents: 21850, grossCents: 136850 })
    writeTestInvoice('golden-business-discount', invoice.xml!)
    const xml = invoice.xml!
    expect(xml).toContain('<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>')
    expect(xml).toMatch(/<ram:BuyerTradeParty>\s*<ram:Name>Stadtwerke Bärlingen AöR<\/ram:Name>/)
    expect(xml).toContain('<ram:ID schemeID="VA">DE987654321</ram:ID>')
    expect([...xml.matchAll(/<ram:BilledQuantity unitCode="\w+">([^<]+)</g)].map((m) => m[1])).toEqual(['50', '-1'])
    expect([...xml.matchAll(/<ram:ChargeAmount>([^<]+)</g)].map((m) => m[1])).toEqual(['25.00', '100.00'])
    expect(xml).toContain('<ram:LineTotalAmount>-100.00</ram:LineTotalAmount>')
    expect(xml).toMatch(
      /<ram:CalculatedAmount>218\.50<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>1150\.00<\/ram:BasisAmount>/,
    )
    expect(xml).toContain('<ram:GrandTotalAmount>1368.50</ram:GrandTotalAmount>')

    const page = await view(w.tenant.id, w.admin.user.id, invoice.id)
    expect(page.view.lines.map((l) => [l.text, l.netCents])).toEqual([
      ['Tagungspauschale', 125000],
      ['Rabatt', -10000],
    ])
    expect(page.text).toContain('Netto 1.150,00 €')
    expect(page.text).toContain('Brutto 1.368,50 €')

    const pdf = await pdfText(invoice.id)
    expect(pdf).toContain('Stadtwerke Bärlingen AöR')
    expect(pdf).toContain('-100,00 €')
    expect(pdf).toContain('Umsatzsteuer 19 % 218,50 €')
    expect(pdf).toContain('Gesamtbetrag brutto 1.368,50 €')

    expect(csvRows(w.tenant.id)('RE-2026-0001')).toEqual([
      'Rechnung',
      'Offen',
      '1.150,00',
      '218,50',
      '1.368,50',
      '0,00',
      '1.368,50',
    ])
    const booked = invoiceBookings(doc(invoice.id), { customerAccount: '10001' })
    expect(booked.map((b) => [b.amountCents, b.contraAccount, b.text])).toEqual([
      [136850, '8400', 'RE-2026-0001 Stadtwerke Bärlingen AöR'],
    ])
    expect(revenueIn(w.tenant.id, november)).toEqual({
      netCents: 115000,
      grossCents: 136850,
      paidCents: 0,
      openCents: 136850,
      cancelledCents: 0,
    })
  })
})
