import { data } from '@remix-run/node'
import { planLimits } from '~/domain/plans'
import { WEBHOOK_ADMINS_ONLY, WEBHOOK_PLAN_RULE } from '~/forms/webhook'
import { requireTenantStaff } from '~/services/auth/auth.server'

// Who manages webhooks: tenant admins on a plan with the API (as for keys).

/** The admin, or a 403 answer with the reason (thrown, for actions). */
export async function requireWebhookAdmin(request: Request) {
  const staff = await requireTenantStaff(request)
  if (staff.role !== 'tenant_admin')
    throw data({ intent: null, result: null, created: null, formError: WEBHOOK_ADMINS_ONLY }, { status: 403 })
  if (!planLimits(staff.tenant).api)
    throw data({ intent: null, result: null, created: null, formError: WEBHOOK_PLAN_RULE }, { status: 403 })
  return staff
}
