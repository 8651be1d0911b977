import { resolveHostTenant, hostname, tenantUrl as buildTenantUrl } from '~/domain/tenant-host'
import type { ClosedReason } from '~/domain/tenant-closure'
import { getEnv } from './env.server'

export const TENANT_GATE = 'tenant-not-found'
export const TENANT_CLOSED = 'tenant-closed'

/** What the gate page needs for a suspended or cancelled tenant: why, and where staff go on. */
export type ClosedGate = { gate: typeof TENANT_CLOSED; reason: ClosedReason; tenantName: string; staffUrl: string }

/** The tenant gate (docs/product.md §2.2): 404 with 'Tenant nicht gefunden' on every route. */
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

/** A suspended or cancelled tenant: still the gate (404), but saying why, for customers and staff. */
export function closedTenantGate(tenant: { name: string }, reason: ClosedReason): never {
  const body: ClosedGate = {
    gate: TENANT_CLOSED,
    reason,
    tenantName: tenant.name,
    staffUrl: platformUrl('/tenant-status'),
  }
  throw new Response(JSON.stringify(body), {
    status: 404,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Festplan-Gate': 'tenant' },
  })
}

/** A link into a tenant's area, by the PUBLIC_URL rules of docs/contracts.md §3. */
export function tenantUrl(subdomain: string | null, pathWithQuery: string) {
  return buildTenantUrl(getEnv().PUBLIC_URL, subdomain, pathWithQuery)
}

export function platformUrl(pathWithQuery: string) {
  return new URL(pathWithQuery, getEnv().PUBLIC_URL).toString()
}
