import { z } from '~/utils/zod'
import { PERSON_GROUP_IDS, PRICING_UNITS } from '../pricing-units'

// The stored shape of services.pricing_json (docs/product.md §3). Euro amounts are
// decimals with two places; every field but unit and taxRate is optional.

const euros = z.number().finite().nonnegative()

export const personGroupPriceSchema = z.object({
  personGroupId: z.enum(PERSON_GROUP_IDS),
  netPrice: euros,
  grossPrice: euros,
})

export const tierSchema = z.object({
  minGuests: z.number().int().nonnegative(),
  maxGuests: z.number().int().nonnegative().nullable(),
  netPrice: euros,
  grossPrice: euros,
})

export const pricingSchema = z.object({
  unit: z.enum(PRICING_UNITS),
  taxRate: z.number().int().min(0).max(100),
  price: euros.optional(),
  grossPrice: euros.optional(),
  flatRate: euros.optional(),
  flatRateGross: euros.optional(),
  perPersonRate: euros.optional(),
  perPersonRateGross: euros.optional(),
  personGroupPrices: z.array(personGroupPriceSchema).optional(),
  tiers: z.array(tierSchema).optional(),
  /** guest_tier_pricing: a tier price per guest or for the whole tier (missing: per tier). */
  tierMode: z.enum(['per_person', 'per_tier']).optional(),
  priceRange: z.object({ min: euros, max: euros }).optional(),
  /** the side the prices were entered on (ADR 128); missing: net where a net amount is stored */
  priceBasis: z.enum(['net', 'gross']).optional(),
})

export type Pricing = z.infer<typeof pricingSchema>
export type PersonGroupPrice = z.infer<typeof personGroupPriceSchema>
export type Tier = z.infer<typeof tierSchema>

/** Stored pricing_json → Pricing, or null for bad JSON or a bad shape. Never throws. */
export function parsePricing(json: string | null | undefined): Pricing | null {
  if (!json) return null
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return null
  }
  const parsed = pricingSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}
