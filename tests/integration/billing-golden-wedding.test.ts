import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
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
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import type { InvoiceView } from '~/models/invoice-view.server'
import { receivables } from '~/models/receivables.server'
import { loader as invoiceLoader } from '~/routes/tenant.invoices.$invoiceId'
import { inspectPdf } from '../support/pdf-inspect'
import { renderInvoicePdf } from '~/utils/einvoice/invoice-pdf.server'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, invoiceRow, offerRow } from './billing-helpers'

// The wedding, end to end on the invoice side: an accepted offer, a 30 %
// deposit (paid), the final invoice, its cancellation and a reissued final
// invoice. Every figure below is computed by hand:
//
//   Hochzeitsplanung   1 pauschal × 2.500,00 = 2.500,00  19 %
//   Hochzeitsmenü     80 Person   ×    58,00 = 4.640,00   7 %
//   Getränkepauschale 80 Person   ×    22,01 = 1.760,80  19 %
//   Fingerfood        80 Person   ×    21,50 = 1.720,00   7 %
//   DJ                 8 Std.     ×    95,00 =   760,00  19 %
//   19 %: net 5.020,80, VAT 5.020,80 × 0,19 = 953,952 → 953,95
//    7 %: net 6.360,00, VAT 6.360,00 × 0,07 = 445,20
//   offer: net 11.380,80 + VAT 1.399,15 = 12.779,95
//
//   deposit 30 %: 19 % net 1.506,24, VAT 286,1856 → 286,19 (gross 1.792,43)
//                  7 % net 1.908,00, VAT 133,56          (gross 2.041,56)
//                 net 3.414,24 + VAT 419,75 = 3.833,99
//   final: 19 % net 5.020,80 − 1.506,24 = 3.514,56, VAT 953,95 − 286,19 = 667,76 (gross 4.182,32)
//           7 % net 6.360,00 − 1.908,00 = 4.452,00, VAT 445,20 − 133,56 = 311,64 (gross 4.763,64)
//          net 7.966,56 + VAT 979,40 = 8.945,96
//   (VAT rounded a second time on the rest, 3.514,56 × 0,19 = 667,7664 → 667,77,
//   would make deposit + final 12.779,96: one cent more than the offer.)
//   deposit + final = 3.833,99 + 8.945,96 = 12.779,95 = offer.

const H = 3_600_000
const at = (ymd: string) => berlinMidnight(ymd) + 12 * H
const actor = { id: 'u', name: 'Anna Admin' }

const WEDDING = [
  { text: 'Hochzeitsplanung Komplettpaket', quantity: 1000, unit: 'flat' as const, unit_price: 250000, vat_rate: 19 },
  { text: 'Hochzeitsmenü', quantity: 80000, unit: 'person' as const, unit_price: 5800, vat_rate: 7 },
  { text: 'Getränkepauschale', quantity: 80000, unit: 'person' as const, unit_price: 2201, vat_rate: 19 },
  { text: 'Fingerfood', quantity: 80000, unit: 'person' as const, unit_price: 2150, vat_rate: 7 },
  { text: 'DJ', quantity: 8000, unit: 'hour' as const, unit_price: 9500, vat_rate: 19 },
]

function finalize(tenantId: string, id: string, now: number) {
  const r = finalizeInvoice(tenantId, id, { type: 'system' }, now)
  if (!r?.ok) throw new Error(`not finalised: ${JSON.stringify(r)}`)
  return r.invoice
}

async function page(tenantId: string, userId: string, invoiceId: string) {
  const cookie = await staffCookie(userId, tenantId)
  const r = await call(invoiceLoader, makeRequest(`/tenant/invoices/${invoiceId}`, { cookie }), { invoiceId })
  expect(r.status).toBe(200)
  return r.data as {
    invoice: { stateLabel: string; openCents: number }
    view: {
      lines: Array<{ position: number; text: string; netCents: number; vatRate: number }>
      byRate: Array<{ rate: number; netCents: number; vatCents: number }>
      netCents: number
      vatCents: number
      grossCents: number
      job: {
        netCents: number
        vatCents: number
        grossCents: number
        byRate: Array<{ rate: number; netCents: number; vatCents: number }>
      } | null
      deducted: {
        netCents: number
        vatCents: number
        grossCents: number
        byRate: Array<{ rate: number; netCents: number; vatCents: number }>
      } | null
    }
  }
}

const doc = (id: string) => JSON.parse(invoiceRow(id).documentJson!) as BillingDocument
const pdfText = async (id: string) => (await inspectPdf(await renderInvoicePdf(doc(id), invoiceRow(id).xml))).text

describe('golden wedding: offer 12.779,95 €, 30 % deposit, final, cancellation, reissued final', () => {
  it('every invoice of the order adds up to the offer to the cent, in rows, pages, XML, PDF, CSV, DATEV and analytics', async () => {
    const w = billingWorld()
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    expect(
      saveOfferDraft(w.tenant.id, offerId, {
        lines: WEDDING,
        valid_until: '2099-12-31',
        intro: 'Einleitung',
        closing: 'Schluss',
      }),
    ).toEqual({ ok: true })
    expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
    expect(
      decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })?.ok,
    ).toBe(true)
    expect(offerRow(offerId)).toMatchObject({ netCents: 1138080, vatCents: 139915, grossCents: 1277995 })

    // deposit 30 %, paid
    const dep = createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { ok: true; id: string }
    const deposit = finalize(w.tenant.id, dep.id, at('2026-11-10'))
    expect(deposit).toMatchObject({
      number: 'RE-2026-0001',
      netCents: 341424,
      vatCents: 41975,
      grossCents: 383399,
      payableCents: 383399,
    })
    expect(recordPayment(w.tenant.id, deposit.id, '2026-11-12', 383399)).toEqual({ ok: true })
    writeTestInvoice('golden-wedding-1-deposit', deposit.xml!)

    // final invoice: the whole job less the deposit, VAT of the rest = VAT of the job − VAT of the deposit
    const fin = createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { ok: true; id: string }
    // the draft already shows what finalising will charge, computed on the server
    expect((await page(w.tenant.id, w.admin.user.id, fin.id)).view).toMatchObject({
      netCents: 796656,
      vatCents: 97940,
      grossCents: 894596,
    })
    const final = finalize(w.tenant.id, fin.id, at('2026-11-20'))
    expect(final).toMatchObject({
      number: 'RE-2026-0002',
      netCents: 796656,
      vatCents: 97940,
      grossCents: 894596,
      payableCents: 894596,
    })
    expect(deposit.grossCents + final.grossCents).toBe(1277995)
    writeTestInvoice('golden-wedding-2-final', final.xml!)
    expect(final.xml).toContain('<ram:LineTotalAmount>7966.56</ram:LineTotalAmount>')
    expect(final.xml).toContain('<ram:TaxTotalAmount currencyID="EUR">979.40</ram:TaxTotalAmount>')
    expect(final.xml).toContain('<ram:GrandTotalAmount>8945.96</ram:GrandTotalAmount>')
    expect(final.xml).toMatch(
      /<ram:CalculatedAmount>667\.76<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>3514\.56<\/ram:BasisAmount>/,
    )
    expect(final.xml).toMatch(
      /<ram:CalculatedAmount>311\.64<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>4452\.00<\/ram:BasisAmount>/,
    )
    // § 14 Abs. 5 UStG: the whole job and the VAT contained in the deducted deposit, per rate
    expect(final.xml).toContain(
      'Gesamtleistung: netto 11.380,80 €, USt 19 % 953,95 €, USt 7 % 445,20 €, brutto 12.779,95 €.',
    )
    expect(final.xml).toContain(
      'Abzüglich Abschlagsrechnung RE-2026-0001 vom 10.11.2026: netto 3.414,24 €, darin USt 19 % 286,19 € (netto 1.506,24 €), USt 7 % 133,56 € (netto 1.908,00 €), brutto 3.833,99 €.',
    )

    const finalPage = await page(w.tenant.id, w.admin.user.id, final.id)
    expect(finalPage.view.lines.map((l) => [l.text, l.netCents])).toEqual([
      ['Hochzeitsplanung Komplettpaket', 250000],
      ['Hochzeitsmenü', 464000],
      ['Getränkepauschale', 176080],
      ['Fingerfood', 172000],
      ['DJ', 76000],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (19 % USt)', -150624],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (7 % USt)', -190800],
    ])
    expect(finalPage.view).toMatchObject({ netCents: 796656, vatCents: 97940, grossCents: 894596 })
    expect(finalPage.view.byRate).toEqual([
      expect.objectContaining({ rate: 19, netCents: 351456, vatCents: 66776 }),
      expect.objectContaining({ rate: 7, netCents: 445200, vatCents: 31164 }),
    ])
    expect(finalPage.view.job).toMatchObject({ netCents: 1138080, vatCents: 139915, grossCents: 1277995 })
    expect(finalPage.view.deducted).toMatchObject({
      netCents: 341424,
      vatCents: 41975,
      grossCents: 383399,
      byRate: [
        { rate: 19, netCents: 150624, vatCents: 28619 },
        { rate: 7, netCents: 190800, vatCents: 13356 },
      ],
    })
    // the page as rendered on the server (works without JavaScript): deduction lines, the job and a net that adds up
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(InvoiceLinesTable, { view: finalPage.view as InvoiceView }),
        createElement(InvoiceTotals, { view: finalPage.view as InvoiceView }),
      ),
    )
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain(
      'Abzüglich Abschlagsrechnung RE-2026-0001 (19 % USt) -1 pauschal 1.506,24 € 19 % -1.506,24 €',
    )
    expect(text).toContain('Gesamtleistung brutto 12.779,95 €')
    expect(text).toContain('darin USt. 19 % -286,19 €')
    expect(text).toContain('Abzüglich Abschläge brutto -3.833,99 €')
    expect(text).toContain('Netto 7.966,56 €')
    expect(text).toContain('Brutto 8.945,96 €')
    const finalPdf = await pdfText(final.id)
    expect(finalPdf).toContain('Abzüglich Abschlagsrechnung RE-2026-0001 (19 % USt)')
    expect(finalPdf).toContain('Gesamtleistung brutto 12.779,95 €')
    expect(finalPdf).toContain('darin USt 19 % -286,19 €')
    expect(finalPdf).toContain('darin USt 7 % -133,56 €')
    expect(finalPdf).toContain('Gesamtbetrag brutto 8.945,96 €')

    // cancellation of the final invoice: exactly the final invoice, negated, deduction lines included
    const cancelled = cancelInvoice(w.tenant.id, final.id, actor, at('2026-11-21')) as {
      ok: true
      cancellationId: string
    }
    expect(cancelled.ok).toBe(true)
    const storno = invoiceRow(cancelled.cancellationId)
    expect(storno).toMatchObject({
      number: 'RE-2026-0003',
      netCents: -796656,
      vatCents: -97940,
      grossCents: -894596,
      payableCents: 0,
      paidCents: 0,
    })
    writeTestInvoice('golden-wedding-3-cancellation', storno.xml!)
    expect(storno.xml).toContain('<ram:TypeCode>381</ram:TypeCode>')
    expect(storno.xml).toContain('<ram:GrandTotalAmount>8945.96</ram:GrandTotalAmount>')
    expect(storno.xml).toMatch(
      /<ram:CalculatedAmount>667\.76<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>3514\.56<\/ram:BasisAmount>/,
    )
    expect(storno.xml).toMatch(
      /<ram:CalculatedAmount>311\.64<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:BasisAmount>4452\.00<\/ram:BasisAmount>/,
    )
    const stornoPage = await page(w.tenant.id, w.admin.user.id, storno.id)
    expect(stornoPage.view.lines.map((l) => [l.text, l.netCents])).toEqual([
      ['Hochzeitsplanung Komplettpaket', -250000],
      ['Hochzeitsmenü', -464000],
      ['Getränkepauschale', -176080],
      ['Fingerfood', -172000],
      ['DJ', -76000],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (19 % USt)', 150624],
      ['Abzüglich Abschlagsrechnung RE-2026-0001 (7 % USt)', 190800],
    ])
    expect(stornoPage.view.byRate).toEqual([
      expect.objectContaining({ rate: 19, netCents: -351456, vatCents: -66776 }),
      expect.objectContaining({ rate: 7, netCents: -445200, vatCents: -31164 }),
    ])
    expect(stornoPage.invoice).toMatchObject({ stateLabel: 'Storno', openCents: 0 })
    expect((await page(w.tenant.id, w.admin.user.id, final.id)).invoice).toMatchObject({
      stateLabel: 'Storniert',
      openCents: 0,
    })
    expect((await page(w.tenant.id, w.admin.user.id, deposit.id)).invoice).toMatchObject({
      stateLabel: 'Bezahlt',
      openCents: 0,
    })
    expect(await pdfText(storno.id)).toContain('Gesamtbetrag brutto -8.945,96 €')

    // the reissued final invoice: the same figures as the first
    const again = createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { ok: true; id: string }
    const reissued = finalize(w.tenant.id, again.id, at('2026-11-22'))
    expect(reissued).toMatchObject({
      number: 'RE-2026-0004',
      netCents: 796656,
      vatCents: 97940,
      grossCents: 894596,
      payableCents: 894596,
    })
    writeTestInvoice('golden-wedding-4-reissued-final', reissued.xml!)

    // CSV of the invoice list
    const csv = [...billingCsvPages(w.tenant.id, 'invoices', { q: '', state: '', today: '2026-11-23', perPage: 50 })]
      .flat()
      .map((row) => row.map(csvCell))
    const csvRow = (number: string) => csv.find((r) => r[0] === number)!
    expect(csvRow('RE-2026-0001').slice(1, 3).concat(csvRow('RE-2026-0001').slice(7))).toEqual([
      'Abschlagsrechnung',
      'Bezahlt',
      '3.414,24',
      '419,75',
      '3.833,99',
      '3.833,99',
      '0,00',
    ])
    expect(csvRow('RE-2026-0002').slice(1, 3).concat(csvRow('RE-2026-0002').slice(7))).toEqual([
      'Schlussrechnung',
      'Storniert',
      '7.966,56',
      '979,40',
      '8.945,96',
      '0,00',
      '0,00',
    ])
    expect(csvRow('RE-2026-0003').slice(1, 3).concat(csvRow('RE-2026-0003').slice(7))).toEqual([
      'Stornorechnung',
      'Storno',
      '-7.966,56',
      '-979,40',
      '-8.945,96',
      '0,00',
      '0,00',
    ])
    expect(csvRow('RE-2026-0004').slice(1, 3).concat(csvRow('RE-2026-0004').slice(7))).toEqual([
      'Schlussrechnung',
      'Offen',
      '7.966,56',
      '979,40',
      '8.945,96',
      '0,00',
      '8.945,96',
    ])

    // DATEV: per invoice and rate the gross amount. The final invoice books the whole job
    // (19 %: 5.974,75 €, 7 %: 6.805,20 €) and takes each deposit back off the deposit
    // account (−1.792,43 €, −2.041,56 €): 5.974,75 − 1.792,43 = 4.182,32 and
    // 6.805,20 − 2.041,56 = 4.763,64, what the final invoice asks for per rate.
    const amounts = (id: string) => invoiceBookings(doc(id), { customerAccount: '10000' }).map((b) => b.amountCents)
    expect(amounts(deposit.id)).toEqual([179243, 204156])
    expect(amounts(final.id)).toEqual([597475, 680520, -179243, -204156])
    expect(amounts(storno.id)).toEqual([-597475, -680520, 179243, 204156])
    expect(amounts(reissued.id)).toEqual([597475, 680520, -179243, -204156])

    // analytics: revenue = the order once; paid + open = revenue
    const november = { from: berlinMidnight('2026-11-01'), to: berlinMidnight('2026-12-01') }
    expect(revenueIn(w.tenant.id, november)).toEqual({
      netCents: 1138080,
      grossCents: 1277995,
      paidCents: 383399,
      openCents: 894596,
      cancelledCents: 894596,
    })
    expect(receivables(w.tenant.id, '2026-11-23')).toEqual({
      openCents: 894596,
      openCount: 1,
      overdueCents: 0,
      overdueCount: 0,
    })
  })
})
