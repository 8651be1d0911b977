import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatE4,
  lineGrossCents,
  lineNetCents,
  splitShares,
  totalsOf,
  totalsOfNets,
  unitPriceE4,
  withoutVat,
  type EngineLine,
} from './engine'

// Every figure below is computed by hand (written as a literal).

const persons = (n: number) => n * 1000

describe('the pricing engine', () => {
  it('wedding package 89,00 € gross per person, 7 %, drinks share 30 %, 80 persons', () => {
    const { drinks, food } = splitShares({ basis: 'gross', e4: 890_000 }, 30)
    expect(drinks).toEqual({ basis: 'gross', e4: 267_000 }) // 26,70 €
    expect(food).toEqual({ basis: 'gross', e4: 623_000 }) // 62,30 €
    const lines: EngineLine[] = [
      { quantityMilli: persons(80), price: drinks, rate: 19 },
      { quantityMilli: persons(80), price: food, rate: 7 },
    ]
    // 2.136,00 / 1,19 = 1.794,9579… ; 4.984,00 / 1,07 = 4.657,9439…
    expect(lines.map(lineNetCents)).toEqual([179_496, 465_794])
    expect(lines.map(lineGrossCents)).toEqual([213_600, 498_400])
    expect(totalsOf(lines)).toEqual({
      rates: [
        { taxRate: 19, netCents: 179_496, vatCents: 34_104, grossCents: 213_600 },
        { taxRate: 7, netCents: 465_794, vatCents: 32_606, grossCents: 498_400 },
      ],
      totals: { netCents: 645_290, vatCents: 66_710, grossCents: 712_000 },
    })
  })

  it('fingerfood 80 × 21,50 € net at 7 %: computed net-first, never from a rounded gross unit price', () => {
    const line: EngineLine = { quantityMilli: persons(80), price: { basis: 'net', e4: 215_000 }, rate: 7 }
    expect(lineNetCents(line)).toBe(172_000)
    expect(lineGrossCents(line)).toBe(184_040)
    expect(totalsOf([line]).totals).toEqual({ netCents: 172_000, vatCents: 12_040, grossCents: 184_040 })
  })

  it('a gross unit price shown net carries four decimals', () => {
    expect(unitPriceE4({ basis: 'gross', e4: 267_000 }, 19, 'net')).toBe(224_370)
    expect(formatE4(224_370)).toBe('22,437 €')
    expect(formatE4(215_000)).toBe('21,50 €')
    expect(formatE4(12_345_678)).toBe('1.234,5678 €')
  })

  it('a discount line lowers the net of its rate before the VAT is taken', () => {
    const lines: EngineLine[] = [
      { quantityMilli: persons(50), price: { basis: 'net', e4: 250_000 }, rate: 19 }, // 1.250,00
      { quantityMilli: -1000, price: { basis: 'net', e4: 1_000_000 }, rate: 19 }, // −100,00
    ]
    expect(totalsOf(lines).totals).toEqual({ netCents: 115_000, vatCents: 21_850, grossCents: 136_850 })
  })

  it('a Kleinunternehmer charges the net price with no VAT', () => {
    expect(withoutVat({ quantityMilli: 2000, price: { basis: 'gross', e4: 1_190_000 }, rate: 19 })).toEqual({
      quantityMilli: 2000,
      price: { basis: 'net', e4: 1_000_000 },
      rate: 0,
    })
    expect(
      totalsOf([withoutVat({ quantityMilli: 2000, price: { basis: 'net', e4: 500_000 }, rate: 7 })]).totals,
    ).toEqual({ netCents: 10_000, vatCents: 0, grossCents: 10_000 })
  })
})

describe('engine invariants (property tests)', () => {
  const rate = fc.constantFrom(0, 7, 19)
  const line = fc.record({
    quantityMilli: fc.integer({ min: -100_000_000, max: 100_000_000 }),
    price: fc.record({
      basis: fc.constantFrom('net' as const, 'gross' as const),
      e4: fc.integer({ min: 0, max: 10_000_000_000 }),
    }),
    rate,
  })

  it('VAT per rate = rate × net of that rate, rounded once (half away from zero)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const { rates, totals } = totalsOf(lines)
        for (const r of rates) {
          const net = lines.filter((l) => l.rate === r.taxRate).reduce((s, l) => s + lineNetCents(l), 0)
          expect(r.netCents).toBe(net)
          // exact: |VAT − net × rate / 100| ≤ 1/2 cent, ties away from zero
          const exact = BigInt(net) * BigInt(r.taxRate) * 2n - BigInt(r.vatCents) * 200n
          expect(exact <= 100n && exact >= -100n).toBe(true)
          expect(r.grossCents).toBe(r.netCents + r.vatCents)
        }
        expect(totals.grossCents).toBe(totals.netCents + totals.vatCents)
        expect(totals.netCents).toBe(rates.reduce((s, r) => s + r.netCents, 0))
      }),
    )
  })

  it('line net = quantity × unit price rounded once: never more than half a cent away', () => {
    fc.assert(
      fc.property(line, (l) => {
        const net = lineNetCents(l)
        const denominator = l.price.basis === 'net' ? 100_000n : 1000n * BigInt(100 + l.rate)
        const diff = BigInt(net) * denominator * 2n - BigInt(l.quantityMilli) * BigInt(l.price.e4) * 2n
        expect(diff <= denominator && diff >= -denominator).toBe(true)
      }),
    )
  })

  it('a split keeps the whole price: drinks + food = unit price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 1, max: 99 }), (e4, share) => {
        const { drinks, food } = splitShares({ basis: 'gross', e4 }, share)
        expect(drinks.e4 + food.e4).toBe(e4)
      }),
    )
  })

  it('the totals only depend on the nets per rate (order does not matter)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ netCents: fc.integer({ min: -1e9, max: 1e9 }), rate }), { maxLength: 20 }),
        (nets) => {
          expect(totalsOfNets([...nets].reverse())).toEqual(totalsOfNets(nets))
        },
      ),
    )
  })
})

describe('the catalogue shows both shares of a package', () => {
  it('89,00 € gross per person, 7 %, drinks 30 %', async () => {
    const { shareLines, shareNetText } = await import('./share-text')
    // 22,437 + 58,2243 = 80,6613 (not 89,00 / 1,07 = 83,18)
    expect(
      shareNetText({ unit: 'per_person', taxRate: 7, price: 83.18, grossPrice: 89, priceBasis: 'gross' }, 30),
    ).toBe('80,6613 €')
    expect(
      shareLines({ unit: 'per_person', taxRate: 7, price: 83.18, grossPrice: 89, priceBasis: 'gross' }, 30),
    ).toEqual([
      // 26,70 / 1,19 = 22,43697… → 22,437 ; 62,30 / 1,07 = 58,22429… → 58,2243
      'Getränkeanteil 30 % (19 %): 26,70 € brutto = 22,437 € netto',
      'Speisenanteil 70 % (7 %): 62,30 € brutto = 58,2243 € netto',
    ])
    expect(shareLines({ unit: 'per_person', taxRate: 7, price: 21.5, grossPrice: 23.01 }, null)).toEqual([])
  })
})
