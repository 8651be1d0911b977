import { describe, expect, it } from 'vitest'
import type { z } from '~/utils/zod'
import { billingProfileSchema } from './billing-profile'
import { customerBillingSchema } from './customer-billing'
import { customerCreateSchema, customerEditSchema } from './customer'

// Text that reaches invoices (addresses, names) is checked at the form:
// control characters, postcodes by country, German USt-IdNr.

function errors(schema: z.ZodType, input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const CONTROL = 'Bitte keine Steuerzeichen eingeben (unsichtbare Sonderzeichen, z. B. aus einer kopierten Vorlage)'

describe('portal billing address', () => {
  it('refuses control characters in every field with a German message', () => {
    expect(
      errors(customerBillingSchema, {
        company: 'Stadtwerke\u0007 AöR',
        street: 'Am Rathaus\u001b 1',
        postcode: '10115',
        city: 'Ber\u0000lin',
        country: 'DE',
      }),
    ).toEqual({
      company: CONTROL,
      street: CONTROL,
      city: CONTROL,
    })
    expect(errors(customerBillingSchema, { buyer_reference: '04011000\u000b-1' })).toEqual({ buyer_reference: CONTROL })
  })

  it('lets ordinary text pass (umlauts, quotes, ampersand)', () => {
    expect(
      errors(customerBillingSchema, {
        company: 'Müller & Söhne „Feste“',
        street: 'Lindenstraße 5',
        postcode: '50674',
        city: 'Köln',
        country: 'DE',
      }),
    ).toEqual({})
  })

  it('asks Germany for 5-digit postcodes, Austria and Switzerland for 4', () => {
    expect(errors(customerBillingSchema, { postcode: '8033', country: 'DE' })).toEqual({
      postcode: 'Eine deutsche Postleitzahl hat 5 Ziffern (z. B. 50674)',
    })
    expect(errors(customerBillingSchema, { postcode: '8033' })).toEqual({
      postcode: 'Eine deutsche Postleitzahl hat 5 Ziffern (z. B. 50674)',
    })
    expect(errors(customerBillingSchema, { postcode: '80331', country: 'AT' })).toEqual({
      postcode: 'Eine österreichische Postleitzahl hat 4 Ziffern (z. B. 1010)',
    })
    expect(errors(customerBillingSchema, { postcode: '8033', country: 'CH' })).toEqual({})
    expect(errors(customerBillingSchema, { postcode: '1010', country: 'at' })).toEqual({})
    expect(errors(customerBillingSchema, { postcode: '80331', country: 'DE' })).toEqual({})
    expect(errors(customerBillingSchema, { postcode: 'SW1A 1AA', country: 'GB' })).toEqual({})
  })

  it('asks a German USt-IdNr. for DE and 9 digits', () => {
    expect(errors(customerBillingSchema, { vat_id: 'DE12345678' })).toEqual({
      vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern (z. B. DE123456789)',
    })
    expect(errors(customerBillingSchema, { vat_id: 'DE12345678X' })).toEqual({
      vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern (z. B. DE123456789)',
    })
    expect(errors(customerBillingSchema, { vat_id: 'de 123 456 789' })).toEqual({})
    expect(errors(customerBillingSchema, { vat_id: 'ATU12345678' })).toEqual({})
  })
})

describe('staff customer form and business data', () => {
  it('refuses control characters and a 4-digit German postcode on the customer form', () => {
    expect(
      errors(customerCreateSchema, {
        name: 'Sophie\u0008 Müller',
        email: 'sophie@example.com',
        postcode: '8033',
        country: 'DE',
      }),
    ).toEqual({
      name: CONTROL,
      postcode: 'Eine deutsche Postleitzahl hat 5 Ziffern (z. B. 50674)',
    })
    expect(
      errors(customerEditSchema, {
        name: 'Sophie Müller',
        email: 'sophie@example.com',
        company: 'ACME\u007f',
        vat_id: 'DE1234567',
      }),
    ).toEqual({
      company: CONTROL,
      vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern (z. B. DE123456789)',
    })
  })

  it('applies the same rules to the seller’s business data', () => {
    expect(
      errors(billingProfileSchema, {
        legal_name: 'Festzauber\u0001 GmbH',
        postcode: '4021',
        country: 'DE',
        vat_id: 'DE12345678',
      }),
    ).toEqual({
      legal_name: CONTROL,
      postcode: 'Eine deutsche Postleitzahl hat 5 Ziffern (z. B. 50674)',
      vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern (z. B. DE123456789)',
    })
    expect(errors(billingProfileSchema, { intro_text: 'Guten Tag,\n\tvielen Dank.' })).toEqual({})
  })
})
