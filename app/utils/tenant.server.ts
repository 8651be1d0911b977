import { resolveHostTenant, hostname, tenantUrl as buildTenantUrl } from '~/domain/tenant-host'
import { findTenantBySubdomain, isTenantActive, withEffectiveStatus } from '~/models/tenant.server'
import { getEnv } from './env.server'
import { perRequest } from './per-request.server'

export const TENANT_GATE = 'tenant-not-found'

/** The tenant gate (SPEC § 2): 404 with 'Tenant nicht gefunden' on every route. */
export function tenantGate(): never {
  throw new Response(TENANT_GATE, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Festplan-Gate': 'tenant' },
  })
}

export function hostTenantOf(request: Request) {
  const url = new URL(request.url)
  const apex = hostname(getEnv().PUBLIC_URL.host)
  return resolveHostTenant(request.headers.get('Host') ?? url.host, url.searchParams, apex)
}

/**
 * The tenant named by the request's host (or ?tenant= on localhost), with its
 * effective status; null on the platform's own host. Missing or inactive: gate.
 */
export const getHostTenant = perRequest((request) => {
  const host = hostTenantOf(request)
  if (host.kind === 'apex') return null
  const tenant = findTenantBySubdomain(host.subdomain)
  if (!tenant || !isTenantActive(tenant)) tenantGate()
  return withEffectiveStatus(tenant)
})

/** A link into a tenant's area, by the PUBLIC_URL rules of CONTRACTS.md. */
export function tenantUrl(subdomain: string | null, pathWithQuery: string) {
  return buildTenantUrl(getEnv().PUBLIC_URL, subdomain, pathWithQuery)
}

export function platformUrl(pathWithQuery: string) {
  return new URL(pathWithQuery, getEnv().PUBLIC_URL).toString()
}
