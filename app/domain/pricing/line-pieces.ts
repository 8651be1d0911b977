import { personGroupLabel } from '../pricing-units'
import {
  DRINKS_RATE,
  activeShare,
  centsToE4,
  splitShares,
  withoutVat,
  type EngineLine,
  type PriceBasis,
  type UnitPrice,
} from './engine'
import { eurosToCents } from './money'
import { personGroupRows, tierFor, type CartLineInput } from './cart-price'
import type { Pricing } from './schema'
import { tierModeOf } from './tier-mode'

// A priced service line → the pieces the engine prices (ADR 128): one piece
// per part of the price (Pauschale, pro Person, a person group, a tier), each
// with its exact unit price on the side it was entered, its quantity and its
// VAT rate. A catering price with a drinks share becomes a drinks piece at
// 19 % and a food piece at the service's rate. A Kleinunternehmer's pieces
// carry no VAT. Cart, offer request and offer all read these pieces.

/** What a piece's quantity counts (the offer line's unit). */
export type PieceUnit = 'person' | 'hour' | 'piece' | 'flat'

export type LinePiece = {
  label: string
  quantity: number
  unit: PieceUnit
  price: UnitPrice
  rate: number
  /** set on the two pieces of a drinks share */
  share: 'drinks' | 'food' | null
}

export type PieceOptions = { vatSplitPercent?: number | null; smallBusiness?: boolean }

const atLeastOne = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n)

export function basisOf(pricing: Pick<Pricing, 'priceBasis'>): PriceBasis {
  return pricing.priceBasis ?? 'net'
}

/** One stored amount pair → the exact unit price on the entered side; null without a price. */
function unitPrice(net: number | undefined, gross: number | undefined, basis: PriceBasis): UnitPrice | null {
  if (basis === 'gross' && gross !== undefined) return { basis: 'gross', e4: centsToE4(eurosToCents(gross)) }
  if (net !== undefined) return { basis: 'net', e4: centsToE4(eurosToCents(net)) }
  if (gross !== undefined) return { basis: 'gross', e4: centsToE4(eurosToCents(gross)) }
  return null
}

function tierLabel(min: number, max: number | null) {
  return max === null ? `Staffel ab ${min} Gästen` : `Staffel ${min}–${max} Gäste`
}

const QUANTITY_UNITS = {
  per_person: ['pro Person', 'person'],
  per_hour: ['pro Stunde', 'hour'],
  per_piece: ['pro Stück', 'piece'],
} as const

type Base = Omit<LinePiece, 'rate' | 'share'>

function basePieces(pricing: Pricing, input: CartLineInput): Base[] | null {
  const basis = basisOf(pricing)
  const guests = atLeastOne(input.guestCount)
  const piece = (label: string, quantity: number, unit: PieceUnit, price: UnitPrice | null): Base | null =>
    price ? { label, quantity, unit, price } : null
  switch (pricing.unit) {
    case 'flat_rate': {
      const p = piece('Pauschale', 1, 'flat', unitPrice(pricing.price, pricing.grossPrice, basis))
      return p ? [p] : null
    }
    case 'per_person':
    case 'per_hour':
    case 'per_piece': {
      const [label, unit] = QUANTITY_UNITS[pricing.unit]
      const p = piece(label, atLeastOne(input.quantity), unit, unitPrice(pricing.price, pricing.grossPrice, basis))
      return p ? [p] : null
    }
    case 'flat_rate_plus_per_person': {
      const flat = piece('Pauschale', 1, 'flat', unitPrice(pricing.flatRate, pricing.flatRateGross, basis))
      const perPerson = piece(
        'pro Person',
        guests,
        'person',
        unitPrice(pricing.perPersonRate, pricing.perPersonRateGross, basis),
      )
      const pieces = [flat, perPerson].filter((p): p is Base => p !== null)
      return pieces.length ? pieces : null
    }
    case 'guest_tier_pricing': {
      const tier = tierFor(pricing.tiers ?? [], guests)
      if (!tier) return null
      const price = unitPrice(tier.netPrice, tier.grossPrice, basis)
      const perPerson = tierModeOf(pricing) === 'per_person'
      const p = piece(
        `${tierLabel(tier.minGuests, tier.maxGuests)}, ${perPerson ? 'pro Person' : 'pauschal'}`,
        perPerson ? guests : 1,
        perPerson ? 'person' : 'flat',
        price,
      )
      return p ? [p] : null
    }
    case 'per_person_differentiated': {
      const rows = personGroupRows(pricing, input.counts, guests)
      return (
        rows &&
        rows.map(({ group, count, price }): Base => ({
          label: personGroupLabel(group),
          quantity: count,
          unit: 'person',
          price: unitPrice(price.netPrice, price.grossPrice, basis)!,
        }))
      )
    }
  }
}

/** The pieces of a cart line; null when no price can be given ('Preis auf Anfrage'). */
export function linePieces(
  pricing: Pricing | null,
  input: CartLineInput = {},
  options: PieceOptions = {},
): LinePiece[] | null {
  if (!pricing) return null
  const base = basePieces(pricing, input)
  if (!base) return null
  const rate = pricing.taxRate
  if (options.smallBusiness) {
    return base.map((b) => {
      const priced = withoutVat({ quantityMilli: b.quantity * 1000, price: b.price, rate })
      return { ...b, price: priced.price, rate: 0, share: null }
    })
  }
  const share = rate === DRINKS_RATE ? null : activeShare(options.vatSplitPercent)
  if (share === null) return base.map((b) => ({ ...b, rate, share: null }))
  return base.flatMap((b) => {
    const { drinks, food } = splitShares(b.price, share)
    const prefix = base.length > 1 ? `${b.label}, ` : ''
    return [
      { ...b, label: `${prefix}Getränkeanteil ${share} %`, price: drinks, rate: DRINKS_RATE, share: 'drinks' as const },
      { ...b, label: `${prefix}Speisenanteil ${100 - share} %`, price: food, rate, share: 'food' as const },
    ]
  })
}

export function engineLineOf(piece: Pick<LinePiece, 'quantity' | 'price' | 'rate'>): EngineLine {
  return { quantityMilli: piece.quantity * 1000, price: piece.price, rate: piece.rate }
}
