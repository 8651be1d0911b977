import { findTenantBySubdomain, isTenantActive, withEffectiveStatus } from '~/models/tenant.server'
import { closedReason } from '~/domain/tenant-closure'
import { perRequest } from '~/utils/per-request.server'
import { closedTenantGate, hostTenantOf, tenantGate } from '~/utils/tenant-url.server'

/**
 * The tenant named by the request's host (or ?tenant= on localhost), with its
 * effective status; null on the platform's own host. Missing or inactive: gate.
 */
export const getHostTenant = perRequest((request) => {
  const host = hostTenantOf(request)
  if (host.kind === 'apex') return null
  const tenant = findTenantBySubdomain(host.subdomain)
  if (!tenant) tenantGate()
  if (!isTenantActive(tenant)) {
    const reason = closedReason(tenant)
    if (reason) closedTenantGate(tenant, reason)
    tenantGate()
  }
  return withEffectiveStatus(tenant)
})
