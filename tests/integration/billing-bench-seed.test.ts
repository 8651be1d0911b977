import { describe, expect, it } from 'vitest'
import { seedInvoices } from '../../scripts/bench/seed-invoices.js'
import { listInvoices } from '~/models/billing-list.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { getSqlite } from '~/utils/db.server'
import { createEndCustomer, createEvent, createTenant } from '../support/factories'
import { todayYmd } from '~/domain/event-dates'

// The bench's invoice seed (scripts/bench/seed-invoices.js): the rows the app
// writes itself, so the list, the numbering and the sums work on them.

type Row = {
  id: string
  number: string
  issue_date: string
  due_date: string
  net_cents: number
  vat_cents: number
  gross_cents: number
  paid_cents: number
}

describe('seedInvoices (bench)', () => {
  it('tops a tenant up to the count, idempotent, numbers consecutive per year continuing the sequence, totals from the lines', () => {
    const tenant = createTenant()
    const customer = createEndCustomer(tenant.id, {
      name: 'Sophie Müller',
      street: 'Lindenstraße 5',
      postcode: '50674',
      city: 'Köln',
    })
    for (let i = 0; i < 5; i++) createEvent(tenant.id, { name: `Fest ${i}`, endCustomerId: customer.id })
    const sqlite = getSqlite()
    expect(seedInvoices(sqlite, tenant.id, 60)).toEqual({ added: 60, total: 60 })
    expect(seedInvoices(sqlite, tenant.id, 60)).toEqual({ added: 0, total: 60 })
    expect(seedInvoices(sqlite, tenant.id, 75)).toEqual({ added: 15, total: 75 })

    const rows = sqlite
      .prepare("SELECT * FROM invoices WHERE tenant_id = ? AND status = 'final' ORDER BY finalized_at")
      .all(tenant.id) as Row[]
    expect(rows).toHaveLength(75)
    const byYear = new Map<string, number[]>()
    for (const r of rows) {
      expect(r.number).toMatch(/^RE-\d{4}-\d{4}$/)
      expect(r.number.slice(3, 7)).toBe(r.issue_date.slice(0, 4))
      const list = byYear.get(r.issue_date.slice(0, 4)) ?? []
      list.push(Number(r.number.slice(-4)))
      byYear.set(r.issue_date.slice(0, 4), list)
      const lines = sqlite
        .prepare(
          'SELECT quantity_milli AS q, unit_price_cents AS p, vat_rate AS v FROM invoice_lines WHERE invoice_id = ?',
        )
        .all(r.id) as { q: number; p: number; v: number }[]
      expect(lines.length).toBeGreaterThan(0)
      const perRate = new Map<number, number>()
      for (const l of lines) perRate.set(l.v, (perRate.get(l.v) ?? 0) + Math.round((l.q * l.p) / 1000))
      expect(r.net_cents).toBe([...perRate.values()].reduce((a, b) => a + b, 0))
      expect(r.vat_cents).toBe([...perRate.entries()].reduce((a, [v, n]) => a + Math.round((n * v) / 100), 0))
      expect(r.gross_cents).toBe(r.net_cents + r.vat_cents)
      const paid = sqlite
        .prepare('SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE invoice_id = ?')
        .pluck()
        .get(r.id)
      expect(paid).toBe(r.paid_cents)
    }
    // every year's counters run 1…n without gap
    for (const [year, counters] of byYear) {
      expect([...counters].sort((a, b) => a - b)).toEqual(counters.map((_, i) => i + 1))
      expect(
        sqlite
          .prepare("SELECT last_value FROM number_sequences WHERE tenant_id = ? AND kind = 'invoice' AND year = ?")
          .pluck()
          .get(tenant.id, Number(year)),
      ).toBe(counters.length)
    }
    // the app's list reads them; an invoice finalised now continues the sequence
    expect(listInvoices(tenant.id, { q: '', state: '', page: 1, today: '2099-01-01' }).total).toBe(75)
    const offerId = createOfferFromEvent(tenant.id, createEvent(tenant.id, { endCustomerId: customer.id }).id)!
    saveOfferDraft(tenant.id, offerId, {
      lines: [{ text: 'Saal', quantity: 1000, unit: 'flat', unit_price: 100000, vat_rate: 19 }],
      valid_until: '2099-12-31',
      intro: null,
      closing: null,
    })
    sendOffer(tenant.id, offerId, { id: 'u', name: 'A' })
    decideOffer(tenant.id, customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
    const { id } = createInvoiceFromOffer(tenant.id, offerId, 'single') as { id: string }
    const done = finalizeInvoice(tenant.id, id, { type: 'system' })
    expect(done?.ok).toBe(true)
    // the invoice year is the Berlin year: at 23:30 UTC on 31 December it is already the next one
    const year = todayYmd().slice(0, 4)
    expect(done?.ok && done.invoice.number).toBe(
      `RE-${year}-${String((byYear.get(year)?.length ?? 0) + 1).padStart(4, '0')}`,
    )
  })
})
