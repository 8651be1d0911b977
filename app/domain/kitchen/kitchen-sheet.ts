import { allergenLabel, dietTagLabel, type Allergen, type DietTag, type ServiceKind } from './allergens'

// The Küchenzettel (banquet event order) as data: guests per diet, the
// ordered food and drink lines with their allergens and the guests each
// allergen concerns. Pure; the model gathers the rows.

export type GuestDietRow = { kind: 'diet' | 'allergen'; code: string; guestCount: number; names: string | null }
export type OrderLine = { text: string; quantityMilli: number; unitLabel: string }
export type KitchenService = { name: string; kind: ServiceKind; allergens: Allergen[]; dietTags: DietTag[] }

export type GuestGroup = { code: string; label: string; count: number; names: string | null }
export type SheetLine = {
  text: string
  quantityMilli: number
  unitLabel: string
  dietTags: string[]
  allergens: Array<{ code: string; label: string; guests: GuestGroup | null }>
}
export type KitchenSheet = {
  guestCount: number | null
  /** guests without a special diet: the guest count minus the diets entered (null without a guest count) */
  regularCount: number | null
  diets: GuestGroup[]
  allergies: GuestGroup[]
  food: SheetLine[]
  drinks: SheetLine[]
}

/**
 * The service an offer line came from. Offer lines keep the service's name as
 * their text, or 'Name – Teil' for a line split into pieces; the longest
 * matching name wins.
 */
export function serviceOfLine<T extends { name: string }>(text: string, services: T[]): T | null {
  let best: T | null = null
  for (const s of services) {
    const match = text === s.name || text.startsWith(`${s.name} – `) || text.startsWith(`${s.name}, `)
    if (match && (!best || s.name.length > best.name.length)) best = s
  }
  return best
}

function group(row: GuestDietRow, label: (code: string) => string): GuestGroup {
  return { code: row.code, label: label(row.code), count: row.guestCount, names: row.names?.trim() || null }
}

export function kitchenSheet(input: {
  guestCount: number | null
  guestDiets: GuestDietRow[]
  lines: OrderLine[]
  services: KitchenService[]
}): KitchenSheet {
  const diets = input.guestDiets.filter((d) => d.kind === 'diet' && d.guestCount > 0).map((d) => group(d, dietTagLabel))
  const allergies = input.guestDiets
    .filter((d) => d.kind === 'allergen' && d.guestCount > 0)
    .map((d) => group(d, allergenLabel))
  const special = diets.reduce((sum, d) => sum + d.count, 0)
  const food: SheetLine[] = []
  const drinks: SheetLine[] = []
  for (const line of input.lines) {
    const service = serviceOfLine(line.text, input.services)
    if (!service || service.kind === 'other') continue
    const sheetLine: SheetLine = {
      text: line.text,
      quantityMilli: line.quantityMilli,
      unitLabel: line.unitLabel,
      dietTags: service.dietTags.map(dietTagLabel),
      allergens: service.allergens.map((code) => ({
        code,
        label: allergenLabel(code),
        guests: allergies.find((a) => a.code === code) ?? null,
      })),
    }
    ;(service.kind === 'food' ? food : drinks).push(sheetLine)
  }
  return {
    guestCount: input.guestCount,
    regularCount: input.guestCount === null ? null : Math.max(0, input.guestCount - special),
    diets,
    allergies,
    food,
    drinks,
  }
}
