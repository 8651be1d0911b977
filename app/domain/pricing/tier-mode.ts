import type { Pricing } from './schema'

// What a guest-tier price means: the price per guest for a guest
// count inside the tier, or one price for the whole tier. Services saved
// before the choice existed keep the old meaning (one price for the tier).

export const TIER_MODES = ['per_person', 'per_tier'] as const
export type TierMode = (typeof TIER_MODES)[number]

export const TIER_MODE_LABELS: Record<TierMode, string> = {
  per_person: 'pro Person',
  per_tier: 'pauschal für die Staffel',
}

export function isTierMode(value: unknown): value is TierMode {
  return typeof value === 'string' && (TIER_MODES as readonly string[]).includes(value)
}

export function tierModeOf(pricing: Pick<Pricing, 'tierMode'> | null | undefined): TierMode {
  return pricing?.tierMode ?? 'per_tier'
}
