import { z } from '~/utils/zod'
import { emailField } from './email-field'

// The sign-in unlock page (ADR 115): asking for a link, and using it.

export const UNLOCK_SENT =
  'Falls die Anmeldung für diese Adresse gerade verzögert ist, haben wir Ihnen einen Entsperrlink gesendet. Er ist 30 Minuten gültig.'
export const UNLOCK_INVALID =
  'Dieser Entsperrlink ist ungültig, abgelaufen oder wurde bereits verwendet. Neuen Entsperrlink anfordern: Geben Sie unten Ihre E-Mail-Adresse ein.'

export const unlockRequestSchema = z.object({
  intent: z.literal('request'),
  email: emailField(),
})

export const unlockSchema = z.object({
  intent: z.literal('unlock'),
  token: z.string().max(200).optional(),
})
