import { parseWithZod } from '~/utils/conform'
import { describe, expect, it } from 'vitest'
import { serviceSchema, toPricing, toRows } from './service'

function parse(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [k, v] of Object.entries({ name: 'X', category: 'Allgemein', tax_rate: '19', ...fields }))
    formData.set(k, v)
  return parseWithZod(formData, { schema: serviceSchema })
}

function pricingOf(fields: Record<string, string>) {
  const submission = parse(fields)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return toPricing(submission.value)
}

const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields)
  return (submission.status === 'error' ? submission.error : null) ?? {}
}

describe('service form → pricing_json', () => {
  it('computes the side left empty, both ways, half-up', () => {
    // 2,50 × 1,19 = 2,975 → 2,98; 5,35 / 1,07 = 5,00
    expect(pricingOf({ pricing_unit: 'per_piece', 'rows[0].net': '2,50' })).toEqual({
      unit: 'per_piece',
      taxRate: 19,
      price: 2.5,
      grossPrice: 2.98,
      priceBasis: 'net',
    })
    expect(pricingOf({ pricing_unit: 'per_person', tax_rate: '7', 'rows[0].gross': '5.35' })).toEqual({
      unit: 'per_person',
      taxRate: 7,
      price: 5,
      grossPrice: 5.35,
      priceBasis: 'gross',
    })
  })

  it('takes net when both sides disagree', () => {
    expect(pricingOf({ pricing_unit: 'flat_rate', 'rows[0].net': '100', 'rows[0].gross': '1' })).toMatchObject({
      price: 100,
      grossPrice: 119,
    })
  })

  it('an empty price is a price on request', () => {
    expect(pricingOf({ pricing_unit: 'flat_rate' })).toEqual({ unit: 'flat_rate', taxRate: 19 })
  })

  it('sorts person groups and tiers and keeps open-ended tiers', () => {
    expect(
      pricingOf({
        pricing_unit: 'per_person_differentiated',
        'rows[0].person_group': 'toddlers',
        'rows[0].net': '0',
        'rows[1].person_group': 'adults',
        'rows[1].net': '10',
      }).personGroupPrices,
    ).toEqual([
      { personGroupId: 'adults', netPrice: 10, grossPrice: 11.9 },
      { personGroupId: 'toddlers', netPrice: 0, grossPrice: 0 },
    ])
    expect(
      pricingOf({
        pricing_unit: 'guest_tier_pricing',
        tier_mode: 'per_tier',
        'rows[0].min_guests': '51',
        'rows[0].net': '2',
        'rows[1].max_guests': '50',
        'rows[1].net': '1',
      }).tiers,
    ).toEqual([
      { minGuests: 0, maxGuests: 50, netPrice: 1, grossPrice: 1.19 },
      { minGuests: 51, maxGuests: null, netPrice: 2, grossPrice: 2.38 },
    ])
  })

  it('a tier price says what it means: pro Person or pauschal für die Staffel', () => {
    expect(
      pricingOf({ pricing_unit: 'guest_tier_pricing', tier_mode: 'per_person', 'rows[0].net': '22' }).tierMode,
    ).toBe('per_person')
    expect(pricingOf({ pricing_unit: 'guest_tier_pricing', tier_mode: 'per_tier', 'rows[0].net': '22' }).tierMode).toBe(
      'per_tier',
    )
    expect(errorsOf({ pricing_unit: 'guest_tier_pricing', 'rows[0].net': '22' })).toEqual({
      tier_mode: ['Bitte wählen Sie, wofür der Staffelpreis gilt'],
    })
    // other units carry no tier mode
    expect(
      pricingOf({ pricing_unit: 'per_person', tier_mode: 'per_tier', 'rows[0].net': '22' }).tierMode,
    ).toBeUndefined()
  })

  it('round-trips through the edit rows', () => {
    const pricing = pricingOf({ pricing_unit: 'flat_rate_plus_per_person', 'rows[0].net': '200', 'rows[1].net': '18' })
    expect(toRows(pricing)).toEqual([
      { net: '200,00', gross: '238,00' },
      { net: '18,00', gross: '21,42' },
    ])
    const range = pricingOf({ pricing_unit: 'per_hour', 'rows[0].net': '100', 'rows[1].net': '150' })
    expect(range.priceRange).toEqual({ min: 100, max: 150 })
    expect(toRows(range)).toEqual([
      { net: '100,00', gross: '119,00' },
      { net: '150,00', gross: '178,50' },
    ])
    expect(toRows(null)).toEqual([{}])
  })
})

describe('service form messages', () => {
  it('names the required fields', () => {
    expect(errorsOf({ name: '', category: '  ', tax_rate: '', pricing_unit: 'flat_rate' })).toMatchObject({
      name: ['Name ist erforderlich'],
      category: ['Kategorie ist erforderlich'],
      tax_rate: ['Steuersatz ist erforderlich'],
    })
    expect(errorsOf({ pricing_unit: 'per_day' })).toMatchObject({
      pricing_unit: ['Bitte wählen Sie eine Preiseinheit'],
    })
  })

  it('limits rows per unit', () => {
    const three = { 'rows[0].net': '1', 'rows[1].net': '2', 'rows[2].net': '3' }
    expect(errorsOf({ pricing_unit: 'flat_rate', ...three })).toMatchObject({
      rows: ['Höchstens 2 Preiszeilen für diese Preiseinheit'],
    })
    expect(errorsOf({ pricing_unit: 'flat_rate_plus_per_person', ...three })).toMatchObject({
      rows: ['Höchstens 2 Preiszeilen für diese Preiseinheit'],
    })
  })

  it('checks each person group at most once and a price per group', () => {
    expect(
      errorsOf({
        pricing_unit: 'per_person_differentiated',
        'rows[0].person_group': 'adults',
        'rows[0].net': '1',
        'rows[1].person_group': 'adults',
        'rows[2].person_group': '',
      }),
    ).toMatchObject({
      'rows[1].person_group': ['Jede Personengruppe darf nur einmal vorkommen'],
      'rows[1].net': ['Preis ist erforderlich'],
      'rows[2].person_group': ['Bitte wählen Sie eine Personengruppe'],
    })
  })

  it('refuses overlapping tiers and a max below the min', () => {
    expect(
      errorsOf({
        pricing_unit: 'guest_tier_pricing',
        tier_mode: 'per_tier',
        'rows[0].min_guests': '0',
        'rows[0].max_guests': '50',
        'rows[0].net': '1',
        'rows[1].min_guests': '50',
        'rows[1].net': '2',
      })['rows[1].min_guests']?.[0],
    ).toMatch(/^Staffeln dürfen sich nicht überschneiden/)
    expect(
      errorsOf({
        pricing_unit: 'guest_tier_pricing',
        tier_mode: 'per_tier',
        'rows[0].min_guests': '10',
        'rows[0].max_guests': '5',
        'rows[0].net': '1',
      }),
    ).toMatchObject({ 'rows[0].max_guests': ['Höchstgäste dürfen nicht kleiner als Mindestgäste sein'] })
    // touching but not overlapping is fine
    expect(
      errorsOf({
        pricing_unit: 'guest_tier_pricing',
        tier_mode: 'per_tier',
        'rows[0].max_guests': '50',
        'rows[0].net': '1',
        'rows[1].min_guests': '51',
        'rows[1].net': '2',
      }),
    ).toEqual({})
  })

  it('refuses amounts that are not amounts', () => {
    expect(errorsOf({ pricing_unit: 'flat_rate', 'rows[0].net': '-5', 'rows[0].gross': 'zwölf' })).toMatchObject({
      'rows[0].net': ['Bitte keine negative Zahl eingeben'],
      'rows[0].gross': ['Bitte eine Zahl eingeben, z. B. 12,50'],
    })
  })

  it('reads 18,50 as 18,50 € and asks about 1.234 instead of guessing', () => {
    expect(errorsOf({ pricing_unit: 'per_person', 'rows[0].net': '18,50' })).toEqual({})
    expect(errorsOf({ pricing_unit: 'per_person', 'rows[0].net': '1.234' })['rows[0].net']?.[0]).toMatch(/mehrdeutig/)
  })
})

describe('service form: what reaches offers and invoices', () => {
  it('does not save a Pauschale + pro Person service without its per-person price', () => {
    expect(errorsOf({ pricing_unit: 'flat_rate_plus_per_person', 'rows[0].net': '200' })).toEqual({
      'rows[1].net': ['Bitte den Preis pro Person eingeben (Pauschale + pro Person braucht beide Preise)'],
    })
    expect(
      errorsOf({ pricing_unit: 'flat_rate_plus_per_person', 'rows[0].net': '200', 'rows[1].gross': '21,40' }),
    ).toEqual({})
  })

  it('refuses control characters in name and description', () => {
    expect(
      errorsOf({
        pricing_unit: 'flat_rate',
        'rows[0].net': '100',
        name: 'Fingerfood\u0007',
        description: 'Kalt\u001b und warm',
      }),
    ).toEqual({
      name: ['Bitte keine Steuerzeichen eingeben (unsichtbare Sonderzeichen, z. B. aus einer kopierten Vorlage)'],
      description: [
        'Bitte keine Steuerzeichen eingeben (unsichtbare Sonderzeichen, z. B. aus einer kopierten Vorlage)',
      ],
    })
  })
})
