import { canCreate, effectiveStatus } from '~/domain/trial'
import { findTenantById } from '~/models/tenant.server'
import { consume, hasRoom, LIMITS } from '~/services/security/rate-limit.server'

// Mail a tenant causes (customer login links, invitations, messages, offers)
// goes to addresses the tenant typed in. Limits per recipient address across
// all tenants (deleting and re-creating a customer no longer resets anything)
// and per tenant, and no such mail at all from an expired or suspended tenant.

export type TenantMailRefusal = 'tenant-read-only' | 'recipient-limit' | 'tenant-limit'

export const TENANT_MAIL_MESSAGES: Record<TenantMailRefusal, string> = {
  'tenant-read-only':
    'Ihr Testzeitraum ist abgelaufen oder Ihr Konto ist nicht aktiv. E-Mails können erst nach einem Upgrade wieder versendet werden.',
  'recipient-limit':
    'An diese E-Mail-Adresse wurden in der letzten Stunde bereits 5 E-Mails versendet. Bitte versuchen Sie es später erneut.',
  'tenant-limit':
    'Ihr Konto hat in der letzten Stunde bereits 100 E-Mails versendet. Bitte versuchen Sie es später erneut.',
}

/** Whether one more tenant mail to `to` may go out now (null) or why not, without counting it. */
export function tenantMailRefusal(tenantId: string, to: string, now = Date.now()): TenantMailRefusal | null {
  const tenant = findTenantById(tenantId)
  if (!tenant || !tenant.isActive || !canCreate(effectiveStatus(tenant, now))) return 'tenant-read-only'
  if (!hasRoom(LIMITS.tenantMailsPerRecipient, to.trim().toLowerCase(), now)) return 'recipient-limit'
  if (!hasRoom(LIMITS.tenantMailsPerTenant, tenantId, now)) return 'tenant-limit'
  return null
}

/**
 * The admission of every mail a tenant causes: counts one mail to `to` and
 * says whether it may go out (null) or why not. sendTenantMail
 * (./tenant-mail.server.ts) calls it; nothing else sends a tenant's mail.
 */
export function admitTenantMail(tenantId: string, to: string, now = Date.now()): TenantMailRefusal | null {
  const refusal = tenantMailRefusal(tenantId, to, now)
  if (refusal) return refusal
  consume(LIMITS.tenantMailsPerRecipient, to.trim().toLowerCase(), now)
  consume(LIMITS.tenantMailsPerTenant, tenantId, now)
  return null
}
