import { z } from 'zod'

export const TENANT_STATUSES = ['trial_active', 'active_paid', 'trial_expired', 'suspended', 'cancelled'] as const

export const tenantStatusSchema = z.object({
  tenant_id: z.string({ error: 'Mandant fehlt' }).min(1, 'Mandant fehlt'),
  status: z.enum(TENANT_STATUSES, { error: 'Bitte wählen Sie einen gültigen Status' }),
})
