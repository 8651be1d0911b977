import { z } from '~/utils/zod'
import { MAX_TRIAL_EXTENSION_DAYS } from '~/domain/tenant-closure'
import { TENANT_STATUSES } from './tenant-status-texts'
export { TENANT_STATUSES } from './tenant-status-texts'

export const PAID_PLANS = ['starter', 'pro', 'business'] as const

export const PLAN_REQUIRED = 'Bitte wählen Sie den gebuchten Tarif.'

/**
 * The owner's status change (form fields tenant_id, status, plan, confirm).
 * 'Bezahlt' needs a plan; without confirm=1 the page asks first (no write).
 */
export const tenantStatusSchema = z
  .object({
    tenant_id: z.string({ error: 'Mandant fehlt' }).min(1, 'Mandant fehlt'),
    status: z.enum(TENANT_STATUSES, { error: 'Bitte wählen Sie einen gültigen Status' }),
    plan: z.enum(PAID_PLANS, { error: PLAN_REQUIRED }).optional(),
    confirm: z.string().max(10).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'active_paid' && !value.plan)
      ctx.addIssue({ code: 'custom', path: ['plan'], message: PLAN_REQUIRED })
  })

export const DAYS_MESSAGE = `Bitte geben Sie eine ganze Zahl von 1 bis ${MAX_TRIAL_EXTENSION_DAYS} Tagen ein.`

/** 'Testphase verlängern' (intent=extend-trial, tenant_id, days). */
export const trialExtensionSchema = z.object({
  tenant_id: z.string({ error: 'Mandant fehlt' }).min(1, 'Mandant fehlt'),
  days: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(MAX_TRIAL_EXTENSION_DAYS, DAYS_MESSAGE),
})
