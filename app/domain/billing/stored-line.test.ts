import { describe, expect, it } from 'vitest'
import { storedLineNetCents } from './stored-line'

describe('storedLineNetCents', () => {
  it('multiplies quantity and the cent price and rounds once when the line has no exact price', () => {
    // 2.5 × 19.99 € = 49.975 € → 49.98 €
    expect(storedLineNetCents({ quantityMilli: 2500, unitPriceCents: 1999, vatRate: 19 })).toBe(4998)
  })

  it('uses the exact net unit price (1/10 000 €) when stored', () => {
    // 3 × 12.3456 € = 37.0368 € → 37.04 €
    expect(
      storedLineNetCents({
        quantityMilli: 3000,
        unitPriceCents: 1235,
        unitPriceE4: 123456,
        priceBasis: 'net',
        vatRate: 7,
      }),
    ).toBe(3704)
  })

  it('reads an exact gross unit price as gross', () => {
    // 1 × 11.90 € gross at 19 % = 10.00 € net
    expect(
      storedLineNetCents({
        quantityMilli: 1000,
        unitPriceCents: 1000,
        unitPriceE4: 119000,
        priceBasis: 'gross',
        vatRate: 19,
      }),
    ).toBe(1000)
  })
})
