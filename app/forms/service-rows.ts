import type { PricingUnit } from '~/domain/pricing'

// The service form's price rows and defaults as the page needs them, without
// zod: the schema (./service.ts) loads after hydration.

/** One price row as typed (the schema's rowSchema). */
export type RowValue = {
  net?: string | undefined
  gross?: string | undefined
  person_group?: string | undefined
  min_guests?: string | undefined
  max_guests?: string | undefined
}

/** How many price rows a unit allows (docs/product.md §5.5). */
export function maxRows(unit: PricingUnit) {
  if (unit === 'per_person_differentiated') return 3
  if (unit === 'guest_tier_pricing') return 20
  return 2
}

/** The heading of row `index` for a unit. */
export function rowLegend(unit: PricingUnit, index: number) {
  if (unit === 'flat_rate_plus_per_person') return index === 0 ? 'Pauschale' : 'Pro Person'
  if (unit === 'per_person_differentiated') return `Personengruppe ${index + 1}`
  if (unit === 'guest_tier_pricing') return `Staffel ${index + 1}`
  return index === 0 ? 'Preis' : 'Preis bis (Preisspanne)'
}

/** What the form holds: text as typed (defaults for new and edit). */
export type ServiceFormDefaults = {
  name: string
  description: string
  category: string
  pricing_unit: string
  tax_rate: string
  rows: RowValue[]
  vat_split_percent?: string
  tier_mode?: string
  kind?: string
  allergens?: string[]
  diet_tags?: string[]
}

export const NEW_SERVICE_DEFAULTS: ServiceFormDefaults = {
  name: '',
  description: '',
  category: 'Allgemein',
  pricing_unit: 'flat_rate',
  tax_rate: '19',
  rows: [{}],
  tier_mode: 'per_person',
  kind: 'other',
  allergens: [],
  diet_tags: [],
}
