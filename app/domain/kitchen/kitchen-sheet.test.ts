import { describe, expect, it } from 'vitest'
import { kitchenSheet, serviceOfLine } from './kitchen-sheet'
import { parseAllergens, parseDietTags } from './allergens'

const services = [
  { name: 'Menü', kind: 'food' as const, allergens: ['gluten' as const, 'milk' as const], dietTags: [] },
  { name: 'Menü vegan', kind: 'food' as const, allergens: ['soy' as const], dietTags: ['vegan' as const] },
  { name: 'Weinbegleitung', kind: 'drink' as const, allergens: [], dietTags: [] },
  { name: 'DJ', kind: 'other' as const, allergens: [], dietTags: [] },
]

describe('Küchenzettel', () => {
  it('finds the service of a line by its name, longest first, also for split lines', () => {
    expect(serviceOfLine('Menü vegan', services)?.name).toBe('Menü vegan')
    expect(serviceOfLine('Menü – Speisen', services)?.name).toBe('Menü')
    expect(serviceOfLine('Menüwahl', services)).toBeNull()
  })
  it('counts guests per diet and names the guests an allergen concerns', () => {
    const sheet = kitchenSheet({
      guestCount: 40,
      guestDiets: [
        { kind: 'diet', code: 'vegan', guestCount: 3, names: 'Jörg, Anna, Lü' },
        { kind: 'diet', code: 'vegetarisch', guestCount: 5, names: null },
        { kind: 'diet', code: 'halal', guestCount: 0, names: null },
        { kind: 'allergen', code: 'milk', guestCount: 2, names: 'Frau Weiß' },
      ],
      lines: [
        { text: 'Menü', quantityMilli: 32000, unitLabel: 'Person' },
        { text: 'Menü vegan', quantityMilli: 8000, unitLabel: 'Person' },
        { text: 'Weinbegleitung', quantityMilli: 40000, unitLabel: 'Person' },
        { text: 'DJ', quantityMilli: 1000, unitLabel: 'pauschal' },
        { text: 'Freitext', quantityMilli: 1000, unitLabel: 'pauschal' },
      ],
      services,
    })
    expect(sheet.regularCount).toBe(32)
    expect(sheet.diets.map((d) => [d.label, d.count, d.names])).toEqual([
      ['Vegan', 3, 'Jörg, Anna, Lü'],
      ['Vegetarisch', 5, null],
    ])
    expect(sheet.food.map((l) => l.text)).toEqual(['Menü', 'Menü vegan'])
    expect(sheet.drinks.map((l) => l.text)).toEqual(['Weinbegleitung'])
    expect(sheet.food[0]!.allergens).toEqual([
      { code: 'gluten', label: 'Glutenhaltiges Getreide', guests: null },
      {
        code: 'milk',
        label: 'Milch (Laktose)',
        guests: { code: 'milk', label: 'Milch (Laktose)', count: 2, names: 'Frau Weiß' },
      },
    ])
    expect(sheet.food[1]!.dietTags).toEqual(['Vegan'])
  })
  it('reads stored codes leniently', () => {
    expect(parseAllergens('["milk","gift","gluten"]')).toEqual(['gluten', 'milk'])
    expect(parseAllergens('kaputt')).toEqual([])
    expect(parseDietTags('["vegan"]')).toEqual(['vegan'])
  })
})
