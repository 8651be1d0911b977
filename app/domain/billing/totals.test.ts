import { describe, expect, it } from 'vitest'
import { computeTotals, lineNetCents, SMALL_BUSINESS_NOTE } from './totals'
import {
  cateringInvoice,
  companyDepositInvoice,
  companyFinalInvoice,
  smallBusinessInvoice,
  weddingCancellation,
  weddingInvoice,
} from '../../../tests/support/billing-sample-documents'

// Every expected figure below is worked out by hand in the comment beside it.

describe('line net', () => {
  it('rounds half away from zero at the cent', () => {
    expect(lineNetCents({ quantityMilli: 1500, unitPriceNetCents: 3333 })).toBe(5000) // 49,995 € -> 50,00 €
    expect(lineNetCents({ quantityMilli: -1500, unitPriceNetCents: 3333 })).toBe(-5000)
    expect(lineNetCents({ quantityMilli: 1000, unitPriceNetCents: 3333 })).toBe(3333)
    expect(lineNetCents({ quantityMilli: 333, unitPriceNetCents: 100 })).toBe(33) // 0,333 €
  })
})

describe('computeTotals', () => {
  it('wedding for a private customer: one rate, a discount, half-cent line', () => {
    const t = computeTotals(weddingInvoice)
    // 2500,00 + 12 × 45,90 (550,80) + 8,5 × 65,00 (552,50) + 1,5 × 33,33 (49,995 -> 50,00) − 150,00 = 3503,30
    expect(t.lines.map((l) => l.netCents)).toEqual([250000, 55080, 55250, 5000, -15000])
    expect(t.byRate).toEqual([{ rate: 19, category: 'S', netCents: 350330, vatCents: 66563, exemptionReason: null }]) // 665,627 -> 665,63
    expect(t.netCents).toBe(350330)
    expect(t.vatCents).toBe(66563)
    expect(t.grossCents).toBe(416893)
    expect(t.paidCents).toBe(0)
    expect(t.dueCents).toBe(416893)
    expect(t.notes).toEqual([])
  })

  it('company event: 30 % deposit invoice per rate', () => {
    const t = computeTotals(companyDepositInvoice)
    // 30 % of 5176,00 (19 %) = 1552,80; VAT 295,032 -> 295,03. 30 % of 3420,00 (7 %) = 1026,00; VAT 71,82
    expect(t.byRate.map((r) => [r.rate, r.netCents, r.vatCents])).toEqual([
      [19, 155280, 29503],
      [7, 102600, 7182],
    ])
    expect(t.netCents).toBe(257880)
    expect(t.vatCents).toBe(36685)
    expect(t.grossCents).toBe(294565)
  })

  it('company event: final invoice deducts the deposit per rate', () => {
    const t = computeTotals(companyFinalInvoice)
    // lines: 4000,00 (19) + 120 × 28,50 = 3420,00 (7) + 120 × 9,80 = 1176,00 (19); deposit −1552,80 (19), −1026,00 (7)
    expect(t.lines.map((l) => [l.netCents, l.vatRate])).toEqual([
      [400000, 19],
      [342000, 7],
      [117600, 19],
      [-155280, 19],
      [-102600, 7],
    ])
    expect(t.lines.slice(3).map((l) => l.deducts?.number)).toEqual(['RE-2026-0002', 'RE-2026-0002'])
    // 19 %: 5176,00 − 1552,80 = 3623,20, VAT 688,408 -> 688,41; 7 %: 3420,00 − 1026,00 = 2394,00, VAT 167,58
    expect(t.byRate.map((r) => [r.rate, r.netCents, r.vatCents])).toEqual([
      [19, 362320, 68841],
      [7, 239400, 16758],
    ])
    expect(t.netCents).toBe(601720)
    expect(t.vatCents).toBe(85599)
    // whole job 9818,84 gross − deposit 2945,65 gross = 6873,19
    expect(t.grossCents).toBe(687319)
    expect(t.dueCents).toBe(687319)
  })

  it('catering package split 7 % food / 19 % drinks', () => {
    const t = computeTotals(cateringInvoice)
    // 7 %: 80 × 34,30 = 2744,00, VAT 192,08
    // 19 %: 80 × 14,70 = 1176,00 + 890,00 + 6,25 × 38,90 (243,125 -> 243,13) = 2309,13, VAT 438,7347 -> 438,73
    expect(t.byRate.map((r) => [r.rate, r.netCents, r.vatCents])).toEqual([
      [19, 230913, 43873],
      [7, 274400, 19208],
    ])
    expect(t.netCents).toBe(505313)
    expect(t.vatCents).toBe(63081)
    expect(t.grossCents).toBe(568394)
  })

  it('Kleinunternehmer: category E, no VAT, the § 19 note, partial payment', () => {
    const t = computeTotals(smallBusinessInvoice)
    // 1800,00 + 120 km × 0,30 = 36,00 -> 1836,00, no VAT; paid 500,00 -> due 1336,00
    expect(t.byRate).toEqual([
      { rate: 0, category: 'E', netCents: 183600, vatCents: 0, exemptionReason: SMALL_BUSINESS_NOTE },
    ])
    expect(t.lines.every((l) => l.vatRate === 0 && l.category === 'E')).toBe(true)
    expect(t.vatCents).toBe(0)
    expect(t.grossCents).toBe(183600)
    expect(t.paidCents).toBe(50000)
    expect(t.dueCents).toBe(133600)
    expect(t.notes).toEqual([SMALL_BUSINESS_NOTE])
    expect(SMALL_BUSINESS_NOTE).toContain('§ 19 UStG')
  })

  it('cancellation: the cancelled invoice negated', () => {
    const t = computeTotals(weddingCancellation)
    expect(t.lines.map((l) => l.netCents)).toEqual([-250000, -55080, -55250, -5000, 15000])
    expect(t.lines[0].quantityMilli).toBe(-1000)
    // −3503,30, VAT −665,627 -> −665,63 (half away from zero), gross −4168,93
    expect(t.byRate.map((r) => [r.rate, r.netCents, r.vatCents])).toEqual([[19, -350330, -66563]])
    expect(t.grossCents).toBe(-416893)
    expect(t.dueCents).toBe(-416893)
  })

  it('reverse charge: category AE, no VAT, the § 13b note', () => {
    const t = computeTotals({ ...cateringInvoice, reverseCharge: true })
    expect(t.byRate).toEqual([
      {
        rate: 0,
        category: 'AE',
        netCents: 505313,
        vatCents: 0,
        exemptionReason: expect.stringContaining('§ 13b UStG'),
      },
    ])
    expect(t.grossCents).toBe(505313)
  })
})
