import { z } from '~/utils/zod'
import { API_SCOPES } from './api-key-texts'
export { API_SCOPES, type ApiScope, API_SCOPE_LABELS } from './api-key-texts'

// The API key form of /tenant/integrations (docs/contracts.md §8: `name`, `scope`).

export const apiKeySchema = z.object({
  name: z
    .string({ error: 'Name ist erforderlich' })
    .trim()
    .min(1, 'Name ist erforderlich')
    .max(100, 'Höchstens 100 Zeichen'),
  scope: z.enum(API_SCOPES, { error: 'Bitte wählen Sie eine Berechtigung' }),
})

export const apiKeyIdSchema = z.object({ key_id: z.string().uuid() })
