import { z } from '~/utils/zod'
import { billingAddressShape } from './customer-billing'
import { checkPostcode, CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from './plain-text'
import { SALUTATIONS } from '~/domain/salutation'
import { DUPLICATE_EMAIL } from './customer-texts'
export { CANNOT_CREATE, DUPLICATE_EMAIL } from './customer-texts'

// The customer form (docs/product.md §5.4), one schema for client and server. The check
// for an e-mail already used in the tenant is server-only (customerSchemaWith).

const optionalText = (max: number, message: string) =>
  plainText(max, message)
    .optional()
    .transform((v) => (v ? v : null))

export const customerSchema = z.object({
  // Anrede: 'none' (divers / keine Anrede) or absent is stored as null
  salutation: z
    .enum(SALUTATIONS, { error: 'Bitte wählen Sie eine Anrede' })
    .optional()
    .transform((v) => (v === 'frau' || v === 'herr' ? v : null)),
  title: optionalText(50, 'Titel darf höchstens 50 Zeichen lang sein'),
  name: z
    .string({ error: 'Name muss mindestens 2 Zeichen lang sein' })
    .trim()
    .min(2, 'Name muss mindestens 2 Zeichen lang sein')
    .max(200, 'Name darf höchstens 200 Zeichen lang sein')
    .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
  email: z
    .string({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' })
    .trim()
    .max(254, 'Bitte geben Sie eine gültige E-Mail-Adresse ein')
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')),
  phone: optionalText(50, 'Telefon darf höchstens 50 Zeichen lang sein'),
  company: optionalText(200, 'Firma darf höchstens 200 Zeichen lang sein'),
  // billing address (docs/contracts.md §8)
  ...billingAddressShape,
})

/**
 * The create form asks whether to send the login link now (a checkbox:
 * absent means no). Default: only when the customer already has an event.
 */
export const customerCreateSchema = customerSchema
  .extend({
    send_login: z
      .boolean()
      .optional()
      .transform((v) => v === true),
  })
  .superRefine(checkPostcode)

/** The edit form adds the active switch (a checkbox: absent means inactive). */
export const customerEditSchema = customerSchema
  .extend({
    is_active: z
      .boolean()
      .optional()
      .transform((v) => v === true),
  })
  .superRefine(checkPostcode)

/** Adds the server-side uniqueness check, so its message lands on the e-mail field. */
export function customerSchemaWith<S extends z.ZodType<{ email: string }>>(
  schema: S,
  isEmailTaken: (email: string) => boolean,
) {
  return schema.superRefine((value, ctx) => {
    if (isEmailTaken(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: DUPLICATE_EMAIL })
    }
  })
}
