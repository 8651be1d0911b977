import { z } from '~/utils/zod'

export const EMAIL_REQUIRED = 'E-Mail ist erforderlich'
export const EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein'

/** A required e-mail address: trimmed, checked, lower-cased (one rule for every form). */
export function emailField() {
  return z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, EMAIL_INVALID)
    .pipe(z.email(EMAIL_INVALID))
    .transform((email) => email.toLowerCase())
}
