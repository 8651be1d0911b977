import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BillingDocument, DocumentLine, VatRate } from './document'
import { privateBuyer, sampleSeller } from '../../../tests/support/billing-sample-documents'
import { computeTotals } from './totals'

// Invariants of the totals for any lines: a cancellation is the invoice it
// cancels negated line by line and rate by rate (deposit deductions of a final
// invoice included), and a final invoice never charges more or less VAT than
// the whole job less the VAT its deposits charged.

const neg = (x: number) => 0 - x
const rate = fc.constantFrom<VatRate>(7, 19, 0)
const line = fc.record({
  quantityMilli: fc.integer({ min: 1, max: 500_000 }),
  unitPriceNetCents: fc.integer({ min: -50_000, max: 1_000_000 }),
  vatRate: rate,
})
const lines = fc.array(line, { minLength: 1, maxLength: 6 }).map((ls) =>
  ls.map((l, i): DocumentLine => ({
    ...l,
    position: i + 1,
    text: `Position ${i + 1}`,
    unitCode: 'C62',
    unitLabel: 'Stück',
  })),
)
const deposit = fc.record({
  net19: fc.integer({ min: 0, max: 200_000 }),
  net7: fc.integer({ min: 0, max: 200_000 }),
  vatSlack: fc.constantFrom(-1, 0, 1),
})

const baseDoc = (kind: BillingDocument['kind'], docLines: DocumentLine[]): BillingDocument => ({
  kind,
  number: 'RE-2026-0010',
  issueDate: '2026-11-20',
  dueDate: '2026-12-04',
  serviceDate: { from: '2027-06-12', to: '2027-06-12' },
  currency: 'EUR',
  seller: sampleSeller,
  buyer: privateBuyer,
  eventName: 'Hochzeit',
  intro: null,
  closing: null,
  lines: docLines,
  paymentTermsText: null,
})

function finalInvoice(
  docLines: DocumentLine[],
  deposits: Array<{ net19: number; net7: number; vatSlack: number }>,
): BillingDocument {
  return {
    ...baseDoc('final_invoice', docLines),
    deposits: deposits.map((d, i) => ({
      number: `RE-2026-000${i + 1}`,
      issueDate: '2026-11-01',
      netCentsByRate: { 19: d.net19, 7: d.net7 },
      // the VAT the deposit charged (rounded on its own net, may differ by a cent from a share of the job's;
      // without net at a rate there is no VAT to round, so no slack either)
      vatCentsByRate: {
        19: Math.round((d.net19 * 19) / 100) + (d.net19 > 0 ? d.vatSlack : 0),
        7: Math.round((d.net7 * 7) / 100),
      },
    })),
  }
}

function cancellationOf(original: BillingDocument): BillingDocument {
  return {
    ...original,
    kind: 'cancellation',
    number: 'RE-2026-0011',
    cancels: { number: original.number!, issueDate: original.issueDate, kind: original.kind },
  }
}

describe('totals: properties', () => {
  it('a cancellation is the cancelled invoice negated, line by line and rate by rate', () => {
    fc.assert(
      fc.property(lines, fc.array(deposit, { maxLength: 3 }), fc.boolean(), (docLines, deposits, isFinal) => {
        const original = isFinal ? finalInvoice(docLines, deposits) : baseDoc('invoice', docLines)
        const a = computeTotals(original)
        const c = computeTotals(cancellationOf(original))
        expect(
          c.lines.map((l) => [l.position, l.text, l.vatRate, l.netCents, l.quantityMilli, l.unitPriceNetCents]),
        ).toEqual(
          a.lines.map((l) => [
            l.position,
            l.text,
            l.vatRate,
            neg(l.netCents),
            neg(l.quantityMilli),
            l.unitPriceNetCents,
          ]),
        )
        expect(c.byRate.map((r) => [r.rate, r.netCents, r.vatCents])).toEqual(
          a.byRate.map((r) => [r.rate, neg(r.netCents), neg(r.vatCents)]),
        )
        expect([c.netCents, c.vatCents, c.grossCents]).toEqual([neg(a.netCents), neg(a.vatCents), neg(a.grossCents)])
      }),
      { numRuns: 300 },
    )
  })

  it('a final invoice: VAT per rate = VAT of the whole job (rounded once) − VAT of the deposits; the statement adds up', () => {
    fc.assert(
      fc.property(lines, fc.array(deposit, { minLength: 1, maxLength: 3 }), (docLines, deposits) => {
        const t = computeTotals(finalInvoice(docLines, deposits))
        expect(t.job).not.toBeNull()
        expect(t.deducted).not.toBeNull()
        for (const r of t.byRate) {
          const job = t.job!.byRate.find((j) => j.rate === r.rate) ?? { netCents: 0, vatCents: 0 }
          const ded = t.deducted!.byRate.find((d) => d.rate === r.rate) ?? { netCents: 0, vatCents: 0 }
          expect(r.netCents).toBe(job.netCents - ded.netCents)
          expect(r.vatCents).toBe(job.vatCents - ded.vatCents)
          // BR-CO-17 (±1 cent tolerated by the rules): the VAT stays within a cent per deposit of the rate × net
          expect(Math.abs(r.vatCents - (r.netCents * r.rate) / 100)).toBeLessThanOrEqual(0.5 + 2 * deposits.length)
        }
        expect(t.grossCents).toBe(t.job!.grossCents - t.deducted!.grossCents)
        expect(t.netCents).toBe(t.lines.reduce((s, l) => s + l.netCents, 0))
      }),
      { numRuns: 300 },
    )
  })
})
