import { z } from '~/utils/zod'
import { checkLineAmounts, lineSchema } from './offer'
import { plainText } from './plain-text'
import { formatDay } from '~/utils/format'

// The invoice draft editor: lines[i].text|quantity|unit|unit_price|price_basis|vat_rate
// (as in the offer editor), issue_date (Rechnungsdatum), service_from /
// service_to (Leistungsdatum: one day, or a period), intro, closing. The
// invoice date lies between the newest finalised invoice's date (numbers follow
// the dates) and today.

const ISO = /^\d{4}-\d{2}-\d{2}$/

function optionalDay(message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (ISO.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v), message)
}

export function invoiceDraftSchema(bounds: { today: string; earliest: string }) {
  return z
    .object({
      lines: z
        .array(lineSchema, { error: 'Bitte mindestens eine Position anlegen' })
        .min(1, 'Bitte mindestens eine Position anlegen')
        .max(200, 'Höchstens 200 Positionen'),
      issue_date: optionalDay('Bitte ein gültiges Rechnungsdatum eingeben'),
      service_from: optionalDay('Bitte ein gültiges Leistungsdatum eingeben'),
      service_to: optionalDay('Bitte ein gültiges Datum für das Ende des Leistungszeitraums eingeben'),
      intro: plainText(2000, 'Der Einleitungstext darf höchstens 2000 Zeichen lang sein')
        .optional()
        .transform((v) => v || null),
      closing: plainText(2000, 'Der Schlusstext darf höchstens 2000 Zeichen lang sein')
        .optional()
        .transform((v) => v || null),
    })
    .superRefine((value, ctx) => {
      if (value.issue_date && value.issue_date > bounds.today)
        ctx.addIssue({
          code: 'custom',
          path: ['issue_date'],
          message: 'Das Rechnungsdatum darf nicht in der Zukunft liegen',
        })
      if (value.issue_date && bounds.earliest && value.issue_date < bounds.earliest) {
        ctx.addIssue({
          code: 'custom',
          path: ['issue_date'],
          message: `Das Rechnungsdatum darf nicht vor dem der letzten Rechnung liegen (${formatDay(bounds.earliest)})`,
        })
      }
      if (value.service_to && !value.service_from)
        ctx.addIssue({
          code: 'custom',
          path: ['service_from'],
          message: 'Bitte auch den Beginn des Leistungszeitraums eingeben',
        })
      if (value.service_from && value.service_to && value.service_to < value.service_from)
        ctx.addIssue({
          code: 'custom',
          path: ['service_to'],
          message: 'Das Ende des Leistungszeitraums darf nicht vor dem Beginn liegen',
        })
      checkLineAmounts(value.lines, ctx)
    })
}

export type InvoiceDraftFormValue = z.infer<ReturnType<typeof invoiceDraftSchema>>
