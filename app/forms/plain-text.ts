import { z } from '~/utils/zod'

// Text that can reach a document (PDF, XRechnung/ZUGFeRD XML, DATEV): names,
// addresses, service names, offer and invoice texts. Control characters (a
// bell, an escape, NUL … pasted from somewhere) are not allowed in XML 1.0 and
// break a finalised e-invoice for good, so every such field refuses them here,
// at the form, with a German message. Tabs and line breaks stay allowed.

// eslint-disable-next-line no-control-regex -- control characters are what is looked for
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const CONTROL_CHARACTER_MESSAGE =
  'Bitte keine Steuerzeichen eingeben (unsichtbare Sonderzeichen, z. B. aus einer kopierten Vorlage)'

/** For `.refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)` on any string field. */
export function noControlCharacters(value: string | null | undefined): boolean {
  return !value || !CONTROL_CHARACTER.test(value)
}

/** A trimmed text field, at most `max` characters, without control characters. */
export function plainText(max: number, tooLong: string) {
  return z.string().trim().max(max, tooLong).refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE)
}

/** Postcode rules by country: Germany 5 digits, Austria and Switzerland 4; elsewhere 3–10 letters/digits. */
export function postcodeProblem(postcode: string, country: string | null | undefined): string | null {
  const c = (country || 'DE').toUpperCase()
  if (c === 'DE' && !/^\d{5}$/.test(postcode)) return 'Eine deutsche Postleitzahl hat 5 Ziffern (z. B. 50674)'
  if ((c === 'AT' || c === 'CH') && !/^\d{4}$/.test(postcode))
    return `Eine ${c === 'AT' ? 'österreichische' : 'Schweizer'} Postleitzahl hat 4 Ziffern (z. B. ${c === 'AT' ? '1010' : '8001'})`
  if (!/^[0-9A-Za-z -]{3,10}$/.test(postcode)) return 'Bitte eine gültige Postleitzahl eingeben'
  return null
}

/** A German USt-IdNr. is DE and 9 digits; other EU countries: two letters and 2–13 letters/digits. */
export function vatIdProblem(vatId: string): string | null {
  if (vatId.startsWith('DE') && !/^DE\d{9}$/.test(vatId))
    return 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern (z. B. DE123456789)'
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vatId)) return 'Bitte eine gültige USt-IdNr. eingeben (z. B. DE123456789)'
  return null
}

/** Object-level check: the postcode fits the country (the message lands on the postcode field). */
export function checkPostcode(value: { postcode?: string | null; country?: string | null }, ctx: z.RefinementCtx) {
  if (!value.postcode) return
  const problem = postcodeProblem(value.postcode, value.country)
  if (problem) ctx.addIssue({ code: 'custom', path: ['postcode'], message: problem })
}
