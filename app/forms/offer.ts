import { z } from '~/utils/zod'
import { parseDecimalInput } from '~/domain/decimal-input'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from './plain-text'
import { LINE_UNIT_KEYS, parseQuantityMilli } from '~/domain/billing/line-units'
import { lineNetCents } from '~/domain/pricing/engine'
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/money'

// The offer editor (docs/contracts.md §8: lines[i].text|quantity|unit|unit_price|vat_rate,
// valid_until, intro, closing). One schema for client and server.

export const MAX_QUANTITY_MILLI = 100_000_000 // 100.000 units

export const lineSchema = z
  .object({
    text: z
      .string({ error: 'Bitte eine Bezeichnung eingeben' })
      .trim()
      .min(1, 'Bitte eine Bezeichnung eingeben')
      .max(500, 'Die Bezeichnung darf höchstens 500 Zeichen lang sein')
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    quantity: z
      .string({ error: 'Bitte eine Menge eingeben' })
      .trim()
      .superRefine((v, ctx) => {
        const milli = parseQuantityMilli(v)
        if (milli === null) ctx.addIssue({ code: 'custom', message: 'Bitte eine Menge eingeben (z. B. 2 oder 1,5)' })
        else if (milli <= 0) ctx.addIssue({ code: 'custom', message: 'Die Menge muss größer als 0 sein' })
        else if (milli > MAX_QUANTITY_MILLI)
          ctx.addIssue({ code: 'custom', message: 'Die Menge darf höchstens 100.000 sein' })
      })
      .transform((v) => parseQuantityMilli(v)!),
    unit: z.enum(LINE_UNIT_KEYS, { error: 'Bitte eine Einheit wählen' }),
    unit_price: z
      .string({ error: 'Bitte einen Preis eingeben' })
      .trim()
      .superRefine((v, ctx) => {
        if (v.startsWith('-'))
          return ctx.addIssue({
            code: 'custom',
            message: 'Der Preis darf nicht negativ sein (für einen Nachlass die Einheit „Rabatt“ wählen)',
          })
        const e4 = priceE4(v)
        if (e4 === null)
          ctx.addIssue({
            code: 'custom',
            message: 'Bitte einen gültigen Betrag mit höchstens 4 Nachkommastellen eingeben (z. B. 12,50)',
          })
        else if (e4 > MAX_AMOUNT_CENTS * 100)
          ctx.addIssue({ code: 'custom', message: 'Der Preis darf höchstens 10.000.000 € betragen' })
      }),
    /** the side the unit price is entered on (ADR 128): a gross price keeps quantity × gross */
    price_basis: z.enum(['net', 'gross'], { error: 'Bitte netto oder brutto wählen' }).optional(),
    vat_rate: z.enum(['19', '7', '0'], { error: 'Der Steuersatz muss 19, 7 oder 0 % sein' }).transform(Number),
    group: z.string().max(64).optional(),
  })
  .transform(({ unit_price, ...line }) => {
    // the exact unit price (euros × 10 000); unit_price stays the cents figure for older callers
    const e4 = priceE4(unit_price)!
    const value: typeof line & { unit_price: number; unit_price_e4?: number } = {
      ...line,
      unit_price: Math.round(e4 / 100),
      unit_price_e4: e4,
    }
    return value
  })

/** Typed euros with up to four decimals → euros × 10 000; null when not readable. */
function priceE4(text: string): number | null {
  const result = parseDecimalInput(text, { places: 4 })
  return result.ok ? result.value : null
}

function isoDate(message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      message,
    )
}

export const offerSchema = z
  .object({
    lines: z
      .array(lineSchema, { error: 'Bitte mindestens eine Position anlegen' })
      .min(1, 'Bitte mindestens eine Position anlegen')
      .max(200, 'Höchstens 200 Positionen'),
    valid_until: isoDate('Bitte ein gültiges Datum eingeben'),
    intro: plainText(2000, 'Der Einleitungstext darf höchstens 2000 Zeichen lang sein')
      .optional()
      .transform((v) => v || null),
    closing: plainText(2000, 'Der Schlusstext darf höchstens 2000 Zeichen lang sein')
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => checkLineAmounts(value.lines, ctx))
export type OfferFormValue = z.infer<typeof offerSchema>

/**
 * The amounts of a document's lines (offer and invoice draft): no line and no
 * sum over 10 Mio. €, and the discounts not above the sum of the other lines.
 */
export function checkLineAmounts(lines: z.infer<typeof lineSchema>[], ctx: z.RefinementCtx) {
  let total = 0
  lines.forEach((line, i) => {
    const e4 = line.unit_price_e4 ?? line.unit_price * 100
    // zod runs this check even when a line's own fields failed: such a line still
    // holds the typed text, and its fields already carry their messages
    if (!Number.isSafeInteger(line.quantity) || !Number.isSafeInteger(e4) || !Number.isInteger(line.vat_rate)) return
    const lineTotal = lineNetCents({
      quantityMilli: line.quantity,
      price: { basis: line.price_basis ?? 'net', e4 },
      rate: line.vat_rate,
    })
    if (lineTotal > MAX_AMOUNT_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['lines', i, 'quantity'],
        message: 'Der Positionsbetrag darf höchstens 10.000.000 € betragen',
      })
    total += line.unit === 'discount' ? -lineTotal : lineTotal
  })
  if (total < 0)
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Die Nachlässe dürfen die Summe nicht übersteigen' })
  if (total > MAX_AMOUNT_CENTS)
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Die Summe darf höchstens 10.000.000 € betragen' })
}
