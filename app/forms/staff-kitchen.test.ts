import { describe, expect, it } from 'vitest'
import { parseWithZod } from '~/utils/conform'
import { serviceSchema } from './service'
import { shiftSchema } from './staff'

const form = (fields: Record<string, string | string[]>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) fd.append(k, x)
  return fd
}
const service = { name: 'Menü', category: 'Catering', pricing_unit: 'flat_rate', tax_rate: '7', 'rows[0].net': '10' }

describe('kitchen and shift fields', () => {
  it('refuses allergens on a drink with a German message at the field', () => {
    const s = parseWithZod(form({ ...service, kind: 'drink', allergens: ['sulphites'] }), { schema: serviceSchema })
    expect(s.status).toBe('error')
    expect(s.status === 'error' ? s.error?.allergens : null).toEqual([
      'Allergene und Ernährungsformen gibt es nur bei Speisen. Bitte wählen Sie die Art „Speise“ oder entfernen Sie die Angaben.',
    ])
  })
  it('keeps allergens and diet tags of a food service', () => {
    const s = parseWithZod(
      form({ ...service, kind: 'food', allergens: ['milk', 'gluten'], diet_tags: 'vegetarisch' }),
      { schema: serviceSchema },
    )
    expect(s.status).toBe('success')
    if (s.status === 'success')
      expect([s.value.allergens, s.value.diet_tags]).toEqual([['milk', 'gluten'], ['vegetarisch']])
  })
  it('refuses a shift that ends before it starts', () => {
    const s = parseWithZod(
      form({ intent: 'create-shift', role: 'service', starts_at: '2031-05-01T22:00', ends_at: '2031-05-01T16:00' }),
      { schema: shiftSchema },
    )
    expect(s.status === 'error' ? s.error?.ends_at : null).toEqual(['Das Ende muss nach dem Beginn liegen'])
  })
})
