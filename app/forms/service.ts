import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from './plain-text'
import { maxRows } from './service-rows'
import { euroInputMessage } from '~/domain/decimal-input'
import { ALLERGENS, DIET_TAGS, NOT_FOOD_MESSAGE, SERVICE_KINDS } from '~/domain/kitchen/allergens'
import {
  centsToEuros,
  centsToInput,
  eurosToCents,
  grossFromNet,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_MESSAGE,
  netFromGross,
  parseEuros,
  PERSON_GROUPS,
  PRICING_UNITS,
  TIER_MODES,
  type PersonGroupId,
  type Pricing,
  type PricingUnit,
} from '~/domain/pricing'

// The service form (docs/product.md §5.5): one schema for client and server. Price rows
// are a Conform list `rows[i]` with `net`, `gross` (euros) and, by unit,
// `person_group` or `min_guests` / `max_guests`. See docs/features/services-and-templates.md.

export const TAX_RATE_VALUES = ['19', '7', '0'] as const

const optionalText = z.string().optional()
export const rowSchema = z.object({
  net: optionalText,
  gross: optionalText,
  person_group: optionalText,
  min_guests: optionalText,
  max_guests: optionalText,
})
export type RowValue = z.infer<typeof rowSchema>
export { maxRows, NEW_SERVICE_DEFAULTS, rowLegend, type ServiceFormDefaults } from './service-rows'
const PRICE_REQUIRED = 'Preis ist erforderlich'

type Ctx = z.RefinementCtx
const issue = (ctx: Ctx, path: Array<string | number>, message: string) =>
  ctx.addIssue({ code: 'custom', path, message })

/** Net and gross cents of a row; the side left empty is computed (net wins when both are typed). */
export function rowCents(row: RowValue, taxRate: number) {
  const net = parseEuros(row.net)
  const gross = parseEuros(row.gross)
  if (net !== null) return { net, gross: grossFromNet(net, taxRate) }
  if (gross !== null) return { net: netFromGross(gross, taxRate), gross }
  return null
}

function guests(text: string | undefined) {
  if (text === undefined || text.trim() === '') return null
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
}

function checkRows(
  value: { pricing_unit: PricingUnit; tax_rate: string; rows: RowValue[]; tier_mode?: string },
  ctx: Ctx,
) {
  const { pricing_unit: unit, rows } = value
  const rate = Number(value.tax_rate)
  if (rows.length > maxRows(unit)) issue(ctx, ['rows'], `Höchstens ${maxRows(unit)} Preiszeilen für diese Preiseinheit`)
  rows.forEach((row, i) => {
    for (const side of ['net', 'gross'] as const) {
      const message = euroInputMessage(row[side])
      if (message) issue(ctx, ['rows', i, side], message)
      else if (row[side]?.trim() && (parseEuros(row[side]) ?? 0) > MAX_AMOUNT_CENTS)
        issue(ctx, ['rows', i, side], MAX_AMOUNT_MESSAGE)
    }
  })
  if (unit === 'per_person_differentiated') {
    const seen = new Set<string>()
    rows.forEach((row, i) => {
      const group = row.person_group
      if (!group || !PERSON_GROUPS.some((g) => g.id === group))
        issue(ctx, ['rows', i, 'person_group'], 'Bitte wählen Sie eine Personengruppe')
      else if (seen.has(group)) issue(ctx, ['rows', i, 'person_group'], 'Jede Personengruppe darf nur einmal vorkommen')
      else seen.add(group)
      if (!row.net?.trim() && !row.gross?.trim()) issue(ctx, ['rows', i, 'net'], PRICE_REQUIRED)
    })
  }
  if (unit === 'guest_tier_pricing') {
    if (!value.tier_mode) issue(ctx, ['tier_mode'], 'Bitte wählen Sie, wofür der Staffelpreis gilt')
    const ranges: Array<{ i: number; min: number; max: number }> = []
    rows.forEach((row, i) => {
      const min = guests(row.min_guests) ?? 0
      const max = guests(row.max_guests)
      if (Number.isNaN(min)) issue(ctx, ['rows', i, 'min_guests'], 'Bitte eine ganze Zahl ab 0 eingeben')
      if (Number.isNaN(max))
        issue(ctx, ['rows', i, 'max_guests'], 'Bitte eine ganze Zahl ab 0 eingeben oder leer lassen')
      else if (max !== null && !Number.isNaN(min) && max < min)
        issue(ctx, ['rows', i, 'max_guests'], 'Höchstgäste dürfen nicht kleiner als Mindestgäste sein')
      else if (!Number.isNaN(min)) ranges.push({ i, min, max: max ?? Number.POSITIVE_INFINITY })
      if (!row.net?.trim() && !row.gross?.trim()) issue(ctx, ['rows', i, 'net'], PRICE_REQUIRED)
    })
    for (const a of ranges) {
      const clash = ranges.find((b) => b.i < a.i && a.min <= b.max && b.min <= a.max)
      if (clash)
        issue(
          ctx,
          ['rows', a.i, 'min_guests'],
          `Staffeln dürfen sich nicht überschneiden (überschneidet sich mit Staffel ${clash.i + 1})`,
        )
    }
  }
  if (unit === 'flat_rate_plus_per_person') {
    const perPerson = rows[1]
    if (!perPerson?.net?.trim() && !perPerson?.gross?.trim())
      issue(
        ctx,
        ['rows', 1, 'net'],
        'Bitte den Preis pro Person eingeben (Pauschale + pro Person braucht beide Preise)',
      )
  }
  if (!['per_person_differentiated', 'guest_tier_pricing', 'flat_rate_plus_per_person'].includes(unit) && rows[1]) {
    const first = rowCents(rows[0] ?? {}, rate)
    const second = rowCents(rows[1], rate)
    if (second && !first) issue(ctx, ['rows', 0, 'net'], PRICE_REQUIRED)
    if (first && second && second.net < first.net)
      issue(ctx, ['rows', 1, 'net'], 'Der Preis bis darf nicht unter dem Preis liegen')
  }
}

export const serviceSchema = z
  .object({
    name: z
      .string({ error: 'Name ist erforderlich' })
      .trim()
      .min(1, 'Name ist erforderlich')
      .max(200, 'Name darf höchstens 200 Zeichen lang sein')
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    description: plainText(2000, 'Beschreibung darf höchstens 2000 Zeichen lang sein').optional(),
    category: z
      .string({ error: 'Kategorie ist erforderlich' })
      .trim()
      .min(1, 'Kategorie ist erforderlich')
      .max(100, 'Kategorie darf höchstens 100 Zeichen lang sein'),
    pricing_unit: z.enum(PRICING_UNITS, { error: 'Bitte wählen Sie eine Preiseinheit' }),
    tax_rate: z.enum(TAX_RATE_VALUES, { error: 'Steuersatz ist erforderlich' }),
    /** guest_tier_pricing only: 'per_person' or 'per_tier' (what a tier price means). */
    tier_mode: z.enum(TIER_MODES, { error: 'Bitte wählen Sie, wofür der Staffelpreis gilt' }).optional(),
    rows: z
      .array(rowSchema.optional().transform((row) => row ?? {}))
      .optional()
      .transform((rows) => rows ?? []),
    // catering VAT split: share of the price at 19 %, the rest at 7 %
    vat_split_percent: z
      .string()
      .trim()
      .optional()
      .refine(
        (v) => !v || (/^\d{1,2}$/.test(v) && Number(v) >= 1),
        'Bitte einen Anteil zwischen 1 und 99 % eingeben oder leer lassen',
      )
      .transform((v) => (v ? Number(v) : null)),
    // for the kitchen: food, drink or other; only food carries allergens and diet tags
    kind: z
      .enum(SERVICE_KINDS, { error: 'Bitte wählen Sie eine Art' })
      .optional()
      .transform((v) => v ?? 'other'),
    allergens: z
      .array(z.enum(ALLERGENS, { error: 'Unbekanntes Allergen' }))
      .optional()
      .transform((list) => [...new Set(list ?? [])]),
    diet_tags: z
      .array(z.enum(DIET_TAGS, { error: 'Unbekannte Ernährungsform' }))
      .optional()
      .transform((list) => [...new Set(list ?? [])]),
  })
  .superRefine(
    (value, ctx) => {
      if (value.kind === 'food') return
      if (value.allergens.length) issue(ctx, ['allergens'], NOT_FOOD_MESSAGE)
      if (value.diet_tags.length) issue(ctx, ['diet_tags'], NOT_FOOD_MESSAGE)
    },
    {
      when: (payload) => !payload.issues.some((i) => ['kind', 'allergens', 'diet_tags'].includes(String(i.path?.[0]))),
    },
  )
  // rows are checked even while other fields fail, so every message shows at once
  .superRefine(checkRows, {
    when: (payload) =>
      !payload.issues.some((i) => ['pricing_unit', 'tax_rate', 'rows', 'tier_mode'].includes(String(i.path?.[0]))),
  })
export type ServiceFormValue = z.infer<typeof serviceSchema>

const euros = (cents: number) => centsToEuros(cents)

/** A valid form → pricing_json, every amount with both net and gross. */
export function toPricing(value: ServiceFormValue): Pricing {
  const unit = value.pricing_unit
  const taxRate = Number(value.tax_rate)
  // the side the prices were typed on (ADR 128): net when any net is typed, else gross
  const typed = value.rows.some((row) => row.net?.trim() || row.gross?.trim())
  const pricing: Pricing = { unit, taxRate }
  if (typed) pricing.priceBasis = value.rows.some((row) => row.net?.trim()) ? 'net' : 'gross'
  const cents = value.rows.map((row) => rowCents(row, taxRate))
  if (unit === 'flat_rate_plus_per_person') {
    if (cents[0]) Object.assign(pricing, { flatRate: euros(cents[0].net), flatRateGross: euros(cents[0].gross) })
    if (cents[1])
      Object.assign(pricing, { perPersonRate: euros(cents[1].net), perPersonRateGross: euros(cents[1].gross) })
  } else if (unit === 'per_person_differentiated') {
    const order = (id: string) => PERSON_GROUPS.findIndex((g) => g.id === id)
    pricing.personGroupPrices = value.rows
      .map((row, i) => ({
        personGroupId: row.person_group as PersonGroupId,
        netPrice: euros(cents[i]!.net),
        grossPrice: euros(cents[i]!.gross),
      }))
      .sort((a, b) => order(a.personGroupId) - order(b.personGroupId))
  } else if (unit === 'guest_tier_pricing') {
    pricing.tierMode = value.tier_mode ?? 'per_person'
    pricing.tiers = value.rows
      .map((row, i) => ({
        minGuests: guests(row.min_guests) ?? 0,
        maxGuests: guests(row.max_guests),
        netPrice: euros(cents[i]!.net),
        grossPrice: euros(cents[i]!.gross),
      }))
      .sort((a, b) => a.minGuests - b.minGuests)
  } else {
    if (cents[0]) Object.assign(pricing, { price: euros(cents[0].net), grossPrice: euros(cents[0].gross) })
    if (cents[0] && cents[1]) pricing.priceRange = { min: euros(cents[0].net), max: euros(cents[1].net) }
  }
  return pricing
}

const input = (amount: number | undefined) => (amount === undefined ? '' : centsToInput(eurosToCents(amount)))

/** Stored pricing → the form's rows (for editing). */
export function toRows(pricing: Pricing | null): RowValue[] {
  if (!pricing) return [{}]
  let rows: RowValue[]
  switch (pricing.unit) {
    case 'flat_rate_plus_per_person':
      rows = [{ net: input(pricing.flatRate), gross: input(pricing.flatRateGross) }]
      if (pricing.perPersonRate !== undefined || pricing.perPersonRateGross !== undefined) {
        rows.push({ net: input(pricing.perPersonRate), gross: input(pricing.perPersonRateGross) })
      }
      break
    case 'per_person_differentiated':
      rows = (pricing.personGroupPrices ?? []).map((p) => ({
        person_group: p.personGroupId,
        net: input(p.netPrice),
        gross: input(p.grossPrice),
      }))
      break
    case 'guest_tier_pricing':
      rows = (pricing.tiers ?? []).map((t) => ({
        min_guests: String(t.minGuests),
        max_guests: t.maxGuests === null ? '' : String(t.maxGuests),
        net: input(t.netPrice),
        gross: input(t.grossPrice),
      }))
      break
    default: {
      rows = [{ net: input(pricing.price), gross: input(pricing.grossPrice) }]
      if (pricing.priceRange)
        rows.push({
          net: input(pricing.priceRange.max),
          gross: centsToInput(grossFromNet(eurosToCents(pricing.priceRange.max), pricing.taxRate)),
        })
    }
  }
  // prices typed gross show gross only, so saving again keeps them gross
  if (pricing.priceBasis === 'gross') rows = rows.map((r) => ({ ...r, net: '' }))
  return rows.length ? rows : [{}]
}
