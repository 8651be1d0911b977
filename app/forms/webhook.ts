import { z } from '~/utils/zod'
import { WEBHOOK_EVENT_TYPES } from '~/domain/webhooks/events'
export { WEBHOOK_PLAN_RULE, WEBHOOK_ADMINS_ONLY } from './webhook-texts'

// The webhook endpoint form of /tenant/integrations/webhooks (docs/contracts.md §8: `url`, `events` repeated).
// Whether the target is public is checked on the server (DNS), see app/utils/webhook-target.server.ts.

export const webhookSchema = z.object({
  url: z
    .string({ error: 'Bitte geben Sie eine URL ein' })
    .trim()
    .max(2000, 'Höchstens 2000 Zeichen')
    .refine((value) => {
      try {
        const url = new URL(value)
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.hostname !== '' &&
          !url.username &&
          !url.password
        )
      } catch {
        return false
      }
    }, 'Bitte geben Sie eine gültige URL ein (https://…)'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]], { error: 'Unbekanntes Ereignis' }), {
      error: 'Bitte wählen Sie mindestens ein Ereignis',
    })
    .min(1, 'Bitte wählen Sie mindestens ein Ereignis')
    .transform((list) => [...new Set(list)]),
})

export const webhookIdSchema = z.object({ endpoint_id: z.string().uuid() })
export const deliveryIdSchema = z.object({ delivery_id: z.string().uuid() })
