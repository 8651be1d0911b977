import { z } from '~/utils/zod'

// The API key form of /tenant/integrations (docs/contracts.md §8: `name`, `scope`).

export const API_SCOPES = ['read', 'read-write'] as const
export type ApiScope = (typeof API_SCOPES)[number]

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  read: 'Nur lesen',
  'read-write': 'Lesen und schreiben',
}

export const apiKeySchema = z.object({
  name: z
    .string({ error: 'Name ist erforderlich' })
    .trim()
    .min(1, 'Name ist erforderlich')
    .max(100, 'Höchstens 100 Zeichen'),
  scope: z.enum(API_SCOPES, { error: 'Bitte wählen Sie eine Berechtigung' }),
})

export const apiKeyIdSchema = z.object({ key_id: z.string().uuid() })
