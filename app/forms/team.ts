import { z } from '~/utils/zod'
import { emailField } from './email-field'
import { passwordLengthProblem, passwordProblem } from '~/domain/password-rules'
import { ROLES, TEAM_MESSAGES } from './team-texts'
export { ROLE_LABELS, ROLES, TEAM_MESSAGES } from './team-texts'

// Team forms: the invitation (docs/contracts.md §7: `email`, `role`), a
// member's role, and accepting an invitation. One schema each, client and server.

const roleField = z.enum(ROLES, { error: 'Bitte wählen Sie eine Rolle' })

export function inviteSchema(server?: { isMember: (email: string) => boolean }) {
  return z.object({
    email: emailField().superRefine((email, ctx) => {
      if (server?.isMember(email)) ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.alreadyMember })
    }),
    role: roleField,
  })
}

export const memberRoleSchema = z.object({ member_id: z.string().min(1).max(100), role: roleField })
export const invitationIdSchema = z.object({ invitation_id: z.string().min(1).max(100) })

export function acceptInvitationSchema(commonPasswords?: ReadonlySet<string>) {
  return z.object({
    token: z.string().max(200).optional(),
    full_name: z
      .string({ error: 'Vollständiger Name ist erforderlich' })
      .trim()
      .min(1, 'Vollständiger Name ist erforderlich')
      .max(200, 'Höchstens 200 Zeichen'),
    password: z.string({ error: 'Passwort ist erforderlich' }).superRefine((password, ctx) => {
      const problem = commonPasswords ? passwordProblem(password, commonPasswords) : passwordLengthProblem(password)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
}
