import { z } from '~/utils/zod'
import { checkPostcode, plainText, vatIdProblem } from './plain-text'

// The customer's billing address (docs/contracts.md §8): on the
// staff customer form and in the portal (/customer-dashboard/billing-address).
// All optional while saving; an offer's acceptance asks for street, postcode and city.

const text = (max: number, label: string) =>
  plainText(max, `${label} darf höchstens ${max} Zeichen lang sein`)
    .optional()
    .transform((v) => (v ? v : null))

export const billingAddressShape = {
  street: text(200, 'Die Straße'),
  // checked against the country by checkPostcode on the whole form
  postcode: text(10, 'Die Postleitzahl'),
  city: text(100, 'Der Ort'),
  country: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Bitte den Ländercode mit zwei Buchstaben angeben (z. B. DE)'),
  vat_id: text(20, 'Die USt-IdNr.')
    .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : vatIdProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  buyer_reference: text(100, 'Die Leitweg-ID / Käuferreferenz'),
}

/** The portal form: the address plus the company. */
export const customerBillingSchema = z
  .object({
    company: text(200, 'Die Firma'),
    ...billingAddressShape,
  })
  .superRefine(checkPostcode)
export type CustomerBillingValue = z.infer<typeof customerBillingSchema>

export type BillingAddressInput = {
  street?: string | null
  postcode?: string | null
  city?: string | null
  country?: string | null
  vat_id?: string | null
  buyer_reference?: string | null
}

/** Form values → end_customers columns (only the keys present). */
export function billingAddressColumns(v: BillingAddressInput) {
  const out: Record<string, string | null> = {}
  if ('street' in v) out.street = v.street ?? null
  if ('postcode' in v) out.postcode = v.postcode ?? null
  if ('city' in v) out.city = v.city ?? null
  if ('country' in v) out.country = v.country ?? null
  if ('vat_id' in v) out.vatId = v.vat_id ?? null
  if ('buyer_reference' in v) out.buyerReference = v.buyer_reference ?? null
  return out as {
    street?: string | null
    postcode?: string | null
    city?: string | null
    country?: string | null
    vatId?: string | null
    buyerReference?: string | null
  }
}

export function billingAddressValues(c: {
  street: string | null
  postcode: string | null
  city: string | null
  country: string | null
  vatId: string | null
  buyerReference: string | null
}) {
  return {
    street: c.street ?? '',
    postcode: c.postcode ?? '',
    city: c.city ?? '',
    country: c.country ?? '',
    vat_id: c.vatId ?? '',
    buyer_reference: c.buyerReference ?? '',
  }
}
