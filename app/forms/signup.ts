import { z } from '~/utils/zod'
import { EMAIL_INVALID, emailField } from './email-field'
import { passwordLengthProblem, passwordProblem } from '~/domain/password-rules'
import { SUBDOMAIN_MESSAGES, subdomainProblem } from '~/domain/subdomain'
import { subdomainSchema } from './subdomain'

// Sign-up card: one schema for client and server. The server passes the checks
// that need the database or the common-password list; they run in superRefine
// on their field, so their messages land under it like any other.

export const EMAIL_TAKEN = 'Benutzer bereits vorhanden'
export { EMAIL_INVALID }

export type SignupServerChecks = {
  isSubdomainTaken: (subdomain: string) => boolean
  isEmailTaken: (email: string) => boolean
  commonPasswords: ReadonlySet<string>
}

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'Höchstens 200 Zeichen')

export function signupSchema(server?: SignupServerChecks) {
  return z.object({
    full_name: required('Vollständiger Name ist erforderlich'),
    company: required('Firmenname ist erforderlich'),
    subdomain: subdomainSchema.superRefine((value, ctx) => {
      if (server && !subdomainProblem(value) && server.isSubdomainTaken(value)) {
        ctx.addIssue({ code: 'custom', message: SUBDOMAIN_MESSAGES.taken })
      }
    }),
    email: emailField().superRefine((email, ctx) => {
      if (server?.isEmailTaken(email)) ctx.addIssue({ code: 'custom', message: EMAIL_TAKEN })
    }),
    password: z.string({ error: 'Passwort ist erforderlich' }).superRefine((password, ctx) => {
      const problem = server ? passwordProblem(password, server.commonPasswords) : passwordLengthProblem(password)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
}

export type SignupValue = z.output<ReturnType<typeof signupSchema>>
