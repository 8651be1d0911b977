import { z } from '~/utils/zod'
import { emailField } from './email-field'
export { UNLOCK_SENT, UNLOCK_INVALID } from './sign-in-unlock-texts'

// The sign-in unlock page (ADR 115): asking for a link, and using it.

export const unlockRequestSchema = z.object({
  intent: z.literal('request'),
  email: emailField(),
})

export const unlockSchema = z.object({
  intent: z.literal('unlock'),
  token: z.string().max(200).optional(),
})
