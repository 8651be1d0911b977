import { z } from '~/utils/zod'
import { emailField } from './email-field'
import { passwordLengthProblem, passwordProblem } from '~/domain/password-rules'
export { RESET_SENT, RESET_INVALID } from './password-reset-texts'

// 'Passwort vergessen?': the e-mail form and the new-password form.

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
