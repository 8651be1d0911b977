import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { hashToken } from '~/utils/token.server'

// E-mailed links (confirmation, invitation, password reset) carry a token whose
// SHA-256 is looked up; on another tenant's subdomain the link counts as invalid.

export const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.'

export function findLinkForHost<T extends { tenantId: string | null }>(
  request: Request,
  token: string,
  find: (tokenHash: string) => T | null | undefined,
): T | null {
  if (!token || token.length > 200) return null
  const found = find(hashToken(token))
  if (!found) return null
  const host = getHostTenant(request)
  if (host && host.id !== found.tenantId) return null
  return found
}
