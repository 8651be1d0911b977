// The 14 allergens of Annex II of the EU food information regulation (LMIV)
// and the diet tags a food service may carry. Codes are stored; labels shown.

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'Glutenhaltiges Getreide',
  crustaceans: 'Krebstiere',
  eggs: 'Eier',
  fish: 'Fisch',
  peanuts: 'Erdnüsse',
  soy: 'Soja',
  milk: 'Milch (Laktose)',
  nuts: 'Schalenfrüchte (Nüsse)',
  celery: 'Sellerie',
  mustard: 'Senf',
  sesame: 'Sesam',
  sulphites: 'Schwefeldioxid und Sulfite',
  lupin: 'Lupinen',
  molluscs: 'Weichtiere',
}

export const DIET_TAGS = ['vegetarisch', 'vegan', 'glutenfrei', 'laktosefrei', 'halal', 'koscher'] as const
export type DietTag = (typeof DIET_TAGS)[number]

export const DIET_TAG_LABELS: Record<DietTag, string> = {
  vegetarisch: 'Vegetarisch',
  vegan: 'Vegan',
  glutenfrei: 'Glutenfrei',
  laktosefrei: 'Laktosefrei',
  halal: 'Halal',
  koscher: 'Koscher',
}

/** What a service is for the kitchen: only food carries allergens and diet tags. */
export const SERVICE_KINDS = ['food', 'drink', 'other'] as const
export type ServiceKind = (typeof SERVICE_KINDS)[number]
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = { food: 'Speise', drink: 'Getränk', other: 'Sonstiges' }

export const NOT_FOOD_MESSAGE =
  'Allergene und Ernährungsformen gibt es nur bei Speisen. Bitte wählen Sie die Art „Speise“ oder entfernen Sie die Angaben.'

export function isServiceKind(value: unknown): value is ServiceKind {
  return typeof value === 'string' && (SERVICE_KINDS as readonly string[]).includes(value)
}

function codesOf<T extends string>(json: string | null | undefined, allowed: readonly T[]): T[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]')
    if (!Array.isArray(value)) return []
    return allowed.filter((code) => value.includes(code))
  } catch {
    return []
  }
}

/** Stored JSON → known allergen codes in the regulation's order (unknown or broken: left out). */
export const parseAllergens = (json: string | null | undefined) => codesOf(json, ALLERGENS)
export const parseDietTags = (json: string | null | undefined) => codesOf(json, DIET_TAGS)

export const allergenLabel = (code: string) => ALLERGEN_LABELS[code as Allergen] ?? code
export const dietTagLabel = (code: string) => DIET_TAG_LABELS[code as DietTag] ?? code
