import { describe, expect, it } from 'vitest'
import { cartChangeNotices, countCorrection, countsOverGuests, quantityCorrection } from './cart-feedback'
import { countsChangePrice, quantityChangesPrice } from './pricing'

const form = (values: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(values)) fd.set(k, v)
  return fd
}

describe('what the cart tells the customer it corrected', () => {
  it('says when a typed quantity was not a whole number ≥ 1', () => {
    expect(quantityCorrection('abc')).toBe('„abc“ ist keine gültige Menge. Die Menge wurde auf 1 gesetzt.')
    expect(quantityCorrection('')).toBe('Sie haben keine Menge angegeben. Die Menge wurde auf 1 gesetzt.')
    expect(quantityCorrection('2,5')).toBe('Die Menge muss eine ganze Zahl sein und wurde auf 2 gesetzt.')
    expect(quantityCorrection('0,5')).toBe('Die Menge muss mindestens 1 sein und wurde auf 1 gesetzt.')
    expect(quantityCorrection('999999')).toBe('Die Menge ist auf 100.000 begrenzt und wurde angepasst.')
  })

  it('is silent when the quantity was taken as typed or removes the line', () => {
    expect(quantityCorrection('3')).toBeNull()
    expect(quantityCorrection(' 12 ')).toBeNull()
    expect(quantityCorrection('0')).toBeNull()
  })

  it('says when a person-group count was not a number', () => {
    expect(countCorrection('children', 'x')).toBe(
      '„x“ ist keine gültige Anzahl für Kinder 6-14 Jahre. Es wurden 0 übernommen.',
    )
    expect(countCorrection('adults', '-4')).toBe(
      'Die Anzahl für Erwachsene kann nicht negativ sein. Es wurden 0 übernommen.',
    )
    expect(countCorrection('toddlers', '1,5')).toBe(
      'Die Anzahl für Kleinkinder 0-5 Jahre muss eine ganze Zahl sein. Es wurden 1 übernommen.',
    )
    expect(countCorrection('adults', '40')).toBeNull()
    expect(countCorrection('adults', '')).toBeNull()
  })

  it('finds person groups above the guest count', () => {
    expect(countsOverGuests({ adults: 70, children: 20, toddlers: 0 }, 80)).toBe(90)
    expect(countsOverGuests({ adults: 70, children: 10, toddlers: 0 }, 80)).toBeNull()
    expect(countsOverGuests({ adults: 500 }, null)).toBeNull()
    expect(countsOverGuests(null, 80)).toBeNull()
  })

  it('collects every notice of one post', () => {
    const notices = cartChangeNotices(
      form({ quantity: '1', count_adults: '70', count_children: 'x', count_toddlers: '15' }),
      { adults: 70, children: 0, toddlers: 15 },
      80,
    )
    expect(notices).toEqual([
      '„x“ ist keine gültige Anzahl für Kinder 6-14 Jahre. Es wurden 0 übernommen.',
      'Sie haben 85 Personen angegeben, für die Veranstaltung sind aber 80 Gäste geplant. Bitte prüfen Sie die Anzahl oder sprechen Sie Ihren Event-Planer an.',
    ])
    expect(cartChangeNotices(form({ quantity: '4' }), null, 80)).toEqual([])
  })
})

describe('which controls change a price', () => {
  it('a quantity only for units priced × quantity', () => {
    expect(['per_person', 'per_hour', 'per_piece'].every((u) => quantityChangesPrice(u as never))).toBe(true)
    expect(
      ['flat_rate', 'flat_rate_plus_per_person', 'guest_tier_pricing', 'per_person_differentiated'].some((u) =>
        quantityChangesPrice(u as never),
      ),
    ).toBe(false)
    expect(quantityChangesPrice(null)).toBe(false)
  })

  it('person groups only for prices by age group', () => {
    expect(countsChangePrice('per_person_differentiated')).toBe(true)
    expect(countsChangePrice('per_person')).toBe(false)
  })
})
