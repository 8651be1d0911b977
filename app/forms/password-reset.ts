import { z } from '~/utils/zod'
import { emailField } from './email-field'
import { passwordLengthProblem, passwordProblem } from '~/domain/password-rules'

// 'Passwort vergessen?': the e-mail form and the new-password form.

export const RESET_SENT =
  'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet. Er ist 1 Stunde gültig.'
export const RESET_INVALID = 'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet.'

export const forgotPasswordSchema = z.object({
  email: emailField(),
})

export function resetPasswordSchema(commonPasswords?: ReadonlySet<string>) {
  return z.object({
    token: z.string().max(200).optional(),
    password: z.string({ error: 'Neues Passwort ist erforderlich' }).superRefine((password, ctx) => {
      const problem = commonPasswords ? passwordProblem(password, commonPasswords) : passwordLengthProblem(password)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
}
