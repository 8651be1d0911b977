import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import { z } from '~/utils/zod'
import { patternProblem } from '~/domain/billing/numbering'
import { checkPostcode, plainText, vatIdProblem } from './plain-text'

// Rechnungsdaten (business data, docs/contracts.md §8): one schema for client and server.
// Every field may stay empty while saving; what finalising needs is listed by
// missingBusinessData (app/domain/billing/business-data.ts).

const text = (max: number, label: string) =>
  plainText(max, `${label} darf höchstens ${max} Zeichen lang sein`)
    .optional()
    .transform((v) => (v ? v : null))

const pattern = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || fallback)
    .superRefine((v, ctx) => {
      const problem = patternProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

export const billingProfileSchema = z
  .object({
    legal_name: text(200, 'Der Firmenname'),
    street: text(200, 'Die Straße'),
    // checked against the country by checkPostcode on the whole form
    postcode: text(10, 'Die Postleitzahl'),
    city: text(100, 'Der Ort'),
    country: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.toUpperCase() : 'DE'))
      .refine((v) => /^[A-Z]{2}$/.test(v), 'Bitte den Ländercode mit zwei Buchstaben angeben (z. B. DE)'),
    vat_id: text(20, 'Die USt-IdNr.')
      .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null))
      .superRefine((v, ctx) => {
        const problem = v === null ? null : vatIdProblem(v)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    tax_number: text(30, 'Die Steuernummer').refine(
      (v) => v === null || /^[0-9 /]{10,20}$/.test(v),
      'Bitte eine gültige Steuernummer eingeben (z. B. 12/345/67890)',
    ),
    contact_name: text(200, 'Der Name'),
    contact_phone: text(50, 'Die Telefonnummer'),
    contact_email: text(254, 'Die E-Mail-Adresse').refine(
      (v) => v === null || z.email().safeParse(v).success,
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ),
    iban: text(42, 'Die IBAN')
      .transform((v) => (v ? (electronicFormatIBAN(v) ?? v.replace(/\s/g, '').toUpperCase()) : null))
      .refine((v) => v === null || isValidIBAN(v), 'Bitte eine gültige IBAN eingeben (Prüfziffer stimmt nicht)'),
    bic: text(11, 'Die BIC')
      .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null))
      .refine((v) => v === null || isValidBIC(v), 'Bitte eine gültige BIC eingeben (8 oder 11 Zeichen)'),
    payment_days: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : '14'))
      .refine(
        (v) => /^\d{1,3}$/.test(v) && Number(v) <= 365,
        'Bitte ein Zahlungsziel zwischen 0 und 365 Tagen eingeben',
      )
      .transform(Number),
    // empty: no automatic first reminder; else the daily job sends the
    // Zahlungserinnerung this many days after the due date
    reminder_after_days: z
      .string()
      .trim()
      .optional()
      .refine(
        (v) => !v || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 180),
        'Bitte eine Zahl von 1 bis 180 Tagen eingeben oder das Feld leer lassen',
      )
      .transform((v) => (v ? Number(v) : null)),
    offer_pattern: pattern('AN-{YYYY}-{NNNN}'),
    invoice_pattern: pattern('RE-{YYYY}-{NNNN}'),
    small_business: z
      .boolean()
      .optional()
      .transform((v) => v === true),
    chart_of_accounts: z
      .enum(['03', '04'], { error: 'Bitte SKR03 oder SKR04 wählen' })
      .optional()
      .transform((v) => v ?? '03'),
    intro_text: text(2000, 'Der Einleitungstext'),
    closing_text: text(2000, 'Der Schlusstext'),
  })
  .superRefine(checkPostcode)
export type BillingProfileValue = z.infer<typeof billingProfileSchema>
