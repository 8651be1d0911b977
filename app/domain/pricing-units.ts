// German labels of the pricing vocabulary (docs/product.md §3 and §9).

export const PRICING_UNITS = [
  'flat_rate',
  'flat_rate_plus_per_person',
  'per_person',
  'per_person_differentiated',
  'per_hour',
  'per_piece',
  'guest_tier_pricing',
] as const
export type PricingUnit = (typeof PRICING_UNITS)[number]

export const PRICING_UNIT_LABELS: Record<PricingUnit, string> = {
  flat_rate: 'Pauschal',
  flat_rate_plus_per_person: 'Pauschale + pro Person',
  per_person: 'Pro Person',
  per_person_differentiated: 'Pro Person (nach Altersgruppe)',
  per_hour: 'Pro Stunde',
  per_piece: 'Pro Stück',
  guest_tier_pricing: 'Staffelpreis nach Gästezahl',
}

export const PERSON_GROUPS = [
  { id: 'adults', label: 'Erwachsene', order: 1 },
  { id: 'children', label: 'Kinder 6-14 Jahre', order: 2 },
  { id: 'toddlers', label: 'Kleinkinder 0-5 Jahre', order: 3 },
] as const
export type PersonGroupId = (typeof PERSON_GROUPS)[number]['id']
export const PERSON_GROUP_IDS = PERSON_GROUPS.map((g) => g.id) as [PersonGroupId, ...PersonGroupId[]]

export function personGroupLabel(id: string) {
  return PERSON_GROUPS.find((g) => g.id === id)?.label ?? id
}

export const TAX_RATES = [
  { rate: 19, label: 'Regelsteuersatz' },
  { rate: 7, label: 'ermäßigt' },
  { rate: 0, label: 'steuerfrei' },
] as const
export type TaxRate = (typeof TAX_RATES)[number]['rate']
export const DEFAULT_TAX_RATE: TaxRate = 19

export function isPricingUnit(value: unknown): value is PricingUnit {
  return typeof value === 'string' && (PRICING_UNITS as readonly string[]).includes(value)
}
