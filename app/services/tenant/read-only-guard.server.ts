import { readOnlyRefusal } from '~/domain/read-only-gate'
import { findTenantById, findTenantBySubdomain, storeEffectiveStatus } from '~/models/tenant.server'
import { getAccount } from '~/services/auth/auth.server'
import { getCustomerSession } from '~/services/auth/session-cookie.server'
import { hostTenantOf } from '~/utils/tenant-url.server'
import { READ_ONLY_MESSAGE } from '~/utils/tenant-writable.server'

// The forms' side of the read-only gate (app/domain/read-only-gate.ts): the
// tenant a post acts for is the signed-in staff member's, else the signed-in
// customer's, else the one the host names. The API's side is in authenticate().

async function tenantOfRequest(request: Request) {
  const account = await getAccount(request)
  if (account?.tenant) return account.tenant
  const customer = await getCustomerSession(request)
  if (customer?.tenantId) return findTenantById(customer.tenantId) ?? null
  const host = hostTenantOf(request)
  return host.kind === 'apex' ? null : (findTenantBySubdomain(host.subdomain) ?? null)
}

/** Throws 403 with the German notice when a read-only tenant's request would write. */
export async function assertWritableRequest(request: Request) {
  const tenant = await tenantOfRequest(request)
  if (readOnlyRefusal(tenant, request.method, new URL(request.url).pathname)) {
    // the refused write is still the tenant's next touch: a lapsed trial is stored as expired
    storeEffectiveStatus(tenant!)
    throw new Response(READ_ONLY_MESSAGE, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}
