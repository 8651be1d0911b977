import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from './plain-text'
import { parseEuros } from '~/domain/pricing'
import { LINE_UNIT_KEYS, parseQuantityMilli } from '~/domain/billing/line-units'

// The offer editor (CONTRACTS: lines[i].text|quantity|unit|unit_price|vat_rate,
// valid_until, intro, closing). One schema for client and server.

export const MAX_AMOUNT_CENTS = 1_000_000_000 // 10 Mio. €
export const MAX_QUANTITY_MILLI = 100_000_000 // 100.000 units

const lineSchema = z.object({
  text: z.string({ error: 'Bitte eine Bezeichnung eingeben' }).trim().min(1, 'Bitte eine Bezeichnung eingeben').max(500, 'Die Bezeichnung darf höchstens 500 Zeichen lang sein').refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
  quantity: z
    .string({ error: 'Bitte eine Menge eingeben' })
    .trim()
    .superRefine((v, ctx) => {
      const milli = parseQuantityMilli(v)
      if (milli === null) ctx.addIssue({ code: 'custom', message: 'Bitte eine Menge eingeben (z. B. 2 oder 1,5)' })
      else if (milli <= 0) ctx.addIssue({ code: 'custom', message: 'Die Menge muss größer als 0 sein' })
      else if (milli > MAX_QUANTITY_MILLI) ctx.addIssue({ code: 'custom', message: 'Die Menge darf höchstens 100.000 sein' })
    })
    .transform((v) => parseQuantityMilli(v)!),
  unit: z.enum(LINE_UNIT_KEYS, { error: 'Bitte eine Einheit wählen' }),
  unit_price: z
    .string({ error: 'Bitte einen Preis eingeben' })
    .trim()
    .superRefine((v, ctx) => {
      if (v.startsWith('-')) return ctx.addIssue({ code: 'custom', message: 'Der Preis darf nicht negativ sein (für einen Nachlass die Einheit „Rabatt“ wählen)' })
      const cents = parseEuros(v)
      if (cents === null) ctx.addIssue({ code: 'custom', message: 'Bitte einen gültigen Betrag eingeben (z. B. 12,50)' })
      else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: 'Der Preis darf höchstens 10.000.000 € betragen' })
    })
    .transform((v) => parseEuros(v)!),
  vat_rate: z.enum(['19', '7', '0'], { error: 'Der Steuersatz muss 19, 7 oder 0 % sein' }).transform(Number),
  group: z.string().max(64).optional(),
})

function isoDate(message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), message)
}

export const offerSchema = z
  .object({
    lines: z.array(lineSchema, { error: 'Bitte mindestens eine Position anlegen' }).min(1, 'Bitte mindestens eine Position anlegen').max(200, 'Höchstens 200 Positionen'),
    valid_until: isoDate('Bitte ein gültiges Datum eingeben'),
    intro: plainText(2000, 'Der Einleitungstext darf höchstens 2000 Zeichen lang sein').optional().transform((v) => v || null),
    closing: plainText(2000, 'Der Schlusstext darf höchstens 2000 Zeichen lang sein').optional().transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    let total = 0
    value.lines.forEach((line, i) => {
      const lineTotal = Math.round((line.quantity * line.unit_price) / 1000)
      if (lineTotal > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: 'Der Positionsbetrag darf höchstens 10.000.000 € betragen' })
      total += line.unit === 'discount' ? -lineTotal : lineTotal
    })
    if (total < 0) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Die Nachlässe dürfen die Summe nicht übersteigen' })
    if (total > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Die Summe darf höchstens 10.000.000 € betragen' })
  })
export type OfferFormValue = z.infer<typeof offerSchema>
