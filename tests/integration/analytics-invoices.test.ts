import { describe, expect, it } from 'vitest'
import { berlinMidnight } from '~/domain/event-dates'
import { revenueIn } from '~/models/analytics-revenue.server'
import { listInvoices } from '~/models/billing-list.server'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { receivables } from '~/models/receivables.server'
import { billingWorld } from './billing-helpers'

// Revenue and receivables through the real billing flow: offer → invoice →
// payment / Stornorechnung, with the invoice dates set by `now`.

const H = 3_600_000
const at = (ymd: string) => berlinMidnight(ymd) + 12 * H
const month = (ym: string, last: string) => ({ from: berlinMidnight(`${ym}-01`), to: berlinMidnight(last) })
const actor = { id: 'u', name: 'Anna Admin' }

function acceptedOffer(w: ReturnType<typeof billingWorld>, netCents: number) {
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, {
    lines: [{ text: 'Hochzeitsplanung', quantity: 1000, unit: 'flat', unit_price: netCents, vat_rate: 19 }],
    valid_until: '2099-12-31',
    intro: '',
    closing: '',
  })
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })?.ok,
  ).toBe(true)
  return offerId
}

function finalInvoice(w: ReturnType<typeof billingWorld>, netCents: number, issuedAt: number) {
  const created = createInvoiceFromOffer(w.tenant.id, acceptedOffer(w, netCents), 'single') as { ok: true; id: string }
  const result = finalizeInvoice(w.tenant.id, created.id, { type: 'system' }, issuedAt)
  if (!result?.ok) throw new Error(JSON.stringify(result))
  return result.invoice
}

describe('revenue from finalised invoices', () => {
  it('an invoice cancelled in a later month lowers that month; a draft never counts', () => {
    const w = billingWorld()
    const inv = finalInvoice(w, 100_000, at('2026-03-05')) // 1.000,00 net + 19 % = 1.190,00
    expect(inv).toMatchObject({ issueDate: '2026-03-05', netCents: 100_000, grossCents: 119_000 })
    createInvoiceFromOffer(w.tenant.id, acceptedOffer(w, 55_500), 'single') // stays a draft
    const march = month('2026-03', '2026-04-01')
    const april = month('2026-04', '2026-05-01')
    expect(revenueIn(w.tenant.id, march)).toMatchObject({
      netCents: 100_000,
      grossCents: 119_000,
      openCents: 119_000,
      cancelledCents: 0,
    })

    expect(cancelInvoice(w.tenant.id, inv.id, actor, at('2026-04-02'))?.ok).toBe(true)
    // March keeps the invoice as issued (no longer open), April carries the Storno
    expect(revenueIn(w.tenant.id, march)).toMatchObject({
      netCents: 100_000,
      grossCents: 119_000,
      paidCents: 0,
      openCents: 0,
    })
    expect(revenueIn(w.tenant.id, april)).toEqual({
      netCents: -100_000,
      grossCents: -119_000,
      paidCents: 0,
      openCents: 0,
      cancelledCents: 119_000,
    })
    expect(revenueIn(w.tenant.id, { from: march.from, to: april.to })).toMatchObject({ netCents: 0, grossCents: 0 })
    expect(receivables(w.tenant.id, '2026-05-01')).toEqual({
      openCents: 0,
      openCount: 0,
      overdueCents: 0,
      overdueCount: 0,
    })
  })

  it('receivables subtract payments; overdue only after the due date; the billing list shows the same sums', () => {
    const w = billingWorld() // payment within 14 days
    const a = finalInvoice(w, 100_000, at('2026-03-05')) // due 2026-03-19
    const b = finalInvoice(w, 20_000, at('2026-03-10')) // 238,00, due 2026-03-24
    expect(a.dueDate).toBe('2026-03-19')
    expect(recordPayment(w.tenant.id, a.id, '2026-03-15', 50_000)).toEqual({ ok: true })
    expect(recordPayment(w.tenant.id, b.id, '2026-03-15', 23_800)).toEqual({ ok: true }) // fully paid
    expect(receivables(w.tenant.id, '2026-03-19')).toEqual({
      openCents: 69_000,
      openCount: 1,
      overdueCents: 0,
      overdueCount: 0,
    })
    expect(receivables(w.tenant.id, '2026-03-20')).toEqual({
      openCents: 69_000,
      openCount: 1,
      overdueCents: 69_000,
      overdueCount: 1,
    })
    expect(revenueIn(w.tenant.id, month('2026-03', '2026-04-01'))).toEqual({
      netCents: 120_000,
      grossCents: 142_800,
      paidCents: 73_800,
      openCents: 69_000,
      cancelledCents: 0,
    })
    const list = listInvoices(w.tenant.id, { q: '', state: '', page: 1, today: '2026-03-20' })
    expect([list.openCents, list.overdueCents]).toEqual([69_000, 69_000])
    // another tenant sees nothing of it
    expect(receivables(billingWorld().tenant.id, '2026-03-20')).toEqual({
      openCents: 0,
      openCount: 0,
      overdueCents: 0,
      overdueCount: 0,
    })
  })
})
