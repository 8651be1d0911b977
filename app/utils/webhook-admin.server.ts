import { data } from '@remix-run/node'
import { planLimits } from '~/domain/plans'
import { requireTenantStaff } from './auth.server'

// Who manages webhooks: tenant admins on a plan with the API (as for keys).

export const WEBHOOK_PLAN_RULE =
  'Webhooks gehören zur API und sind in den Tarifen Pro und Business sowie während des Testzeitraums enthalten. Im Tarif Starter sind sie nicht verfügbar.'
export const WEBHOOK_ADMINS_ONLY = 'Nur Administratoren verwalten Webhooks.'

/** The admin, or a 403 answer with the reason (thrown, for actions). */
export async function requireWebhookAdmin(request: Request) {
  const staff = await requireTenantStaff(request)
  if (staff.role !== 'tenant_admin') throw data({ intent: null, result: null, created: null, formError: WEBHOOK_ADMINS_ONLY }, { status: 403 })
  if (!planLimits(staff.tenant).api) throw data({ intent: null, result: null, created: null, formError: WEBHOOK_PLAN_RULE }, { status: 403 })
  return staff
}
