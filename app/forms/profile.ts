import { z } from '~/utils/zod'
import { passwordLengthProblem, passwordProblem } from '~/domain/password-rules'

// Own profile (name, company, phone, morning task mail) and the password change.

export const WRONG_PASSWORD = 'Das aktuelle Passwort ist falsch'

export const profileSchema = z.object({
  full_name: z
    .string({ error: 'Vollständiger Name ist erforderlich' })
    .trim()
    .min(1, 'Vollständiger Name ist erforderlich')
    .max(200, 'Höchstens 200 Zeichen'),
  company: z.string().trim().max(200, 'Höchstens 200 Zeichen').optional(),
  phone: z.string().trim().max(50, 'Telefon darf höchstens 50 Zeichen lang sein').optional(),
  /** the morning task mail: a checkbox, absent means off */
  task_digest: z
    .boolean()
    .optional()
    .transform((v) => v === true),
})

const currentPassword = z.string({ error: 'Aktuelles Passwort ist erforderlich' }).max(200, WRONG_PASSWORD)

export function passwordChangeSchema(server?: {
  commonPasswords: ReadonlySet<string>
  verifyCurrent: (password: string) => Promise<boolean>
}) {
  return z.object({
    // The client parses synchronously, so the (async) password check exists only on the server.
    current_password: server
      ? currentPassword.superRefine(async (password, ctx) => {
          if (!(await server.verifyCurrent(password))) ctx.addIssue({ code: 'custom', message: WRONG_PASSWORD })
        })
      : currentPassword,
    new_password: z.string({ error: 'Neues Passwort ist erforderlich' }).superRefine((password, ctx) => {
      const problem = server ? passwordProblem(password, server.commonPasswords) : passwordLengthProblem(password)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
}
