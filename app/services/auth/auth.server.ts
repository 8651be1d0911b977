import { redirect } from '@remix-run/node'
import { findAccount, type Account } from '~/models/user.server'
import { findCustomerForSession } from '~/models/end-customer.server'
import {
  findTenantById,
  inCancellationGrace,
  isTenantActive,
  storeEffectiveStatus,
  withEffectiveStatus,
} from '~/models/tenant.server'
import { closedReason } from '~/domain/tenant-closure'
import { getCustomerSession, getStaffSession } from './session-cookie.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { tenantGate } from '~/utils/tenant-url.server'
import { perRequest } from '~/utils/per-request.server'

export type Role = 'platform_owner' | 'tenant_admin' | 'tenant_planner'

/** The signed-in staff account, or null. Never writes (GET-safe). */
export const getAccount: (request: Request) => Promise<(Account & { sessionId: string }) | null> = perRequest(
  async (request) => {
    const session = await getStaffSession(request)
    if (!session?.userId) return null
    const account = findAccount(session.userId)
    if (!account) return null
    // a literal, not `{ ...account, sessionId }`: every spread copy here got a
    // hidden class of its own, per request (docs/decisions/147b-old-generation-per-request.md)
    return { user: account.user, profile: account.profile, tenant: account.tenant, sessionId: session.id }
  },
)

function loginRedirect(request: Request, loginPath = '/tenant-signup?mode=login'): never {
  const url = new URL(request.url)
  const redirectTo = `${url.pathname}${url.search}`
  const sep = loginPath.includes('?') ? '&' : '?'
  throw redirect(`${loginPath}${sep}redirectTo=${encodeURIComponent(redirectTo)}`)
}

export async function requireUser(request: Request) {
  const account = await getAccount(request)
  if (!account) loginRedirect(request)
  return account
}

/**
 * The signed-in staff member and their tenant: no session → sign-in; the
 * platform owner → /owner, a customer → /; an account without a tenant → the
 * tenant gate. Host and tenant status are the callers' checks.
 */
async function signedInStaff(request: Request) {
  const account = await getAccount(request)
  if (!account) loginRedirect(request)
  const { profile, tenant } = account
  if (profile.role !== 'tenant_admin' && profile.role !== 'tenant_planner') {
    throw redirect(profile.role === 'platform_owner' ? '/owner' : '/')
  }
  if (!tenant) tenantGate()
  return { account, profile, tenant, role: profile.role as 'tenant_admin' | 'tenant_planner' }
}

/**
 * Tenant staff on their own tenant. On another tenant's host: the 404 page and
 * no data. A suspended or cancelled tenant: its staff are sent to /tenant-status
 * (why, and whom to contact); `allowClosed` opens the account page (export) to
 * a suspended tenant and one its admin cancelled, until the data is erased.
 */
export async function requireTenantStaff(request: Request, options: { allowClosed?: boolean } = {}) {
  const hostTenant = getHostTenant(request)
  const { account, profile, tenant, role } = await signedInStaff(request)
  const closed = closedReason(tenant)
  const reachable =
    isTenantActive(tenant) || (options.allowClosed && (inCancellationGrace(tenant) || closed === 'suspended'))
  if (!reachable) {
    if (closed) throw redirect('/tenant-status')
    tenantGate()
  }
  if (hostTenant && hostTenant.id !== tenant.id) {
    throw new Response('Nicht gefunden', { status: 404 })
  }
  // A write is the tenant's next touch: a lapsed trial is stored as expired then.
  if (request.method !== 'GET' && request.method !== 'HEAD') storeEffectiveStatus(tenant)
  return {
    userId: account.user.id,
    sessionId: account.sessionId,
    role,
    profile,
    user: account.user,
    tenantId: tenant.id,
    tenant: withEffectiveStatus(tenant),
  }
}

/**
 * Staff of a suspended or cancelled tenant (the /tenant-status page): same host
 * rules as requireTenantStaff; an open tenant's staff go back to /tenant.
 */
export async function requireClosedTenantStaff(request: Request) {
  const hostTenant = getHostTenant(request)
  const { tenant, role } = await signedInStaff(request)
  if (hostTenant && hostTenant.id !== tenant.id) throw new Response('Nicht gefunden', { status: 404 })
  const reason = closedReason(tenant)
  if (!reason || isTenantActive(tenant)) throw redirect('/tenant')
  return { role, tenant, reason }
}

export type StaffContext = Awaited<ReturnType<typeof requireTenantStaff>>

export async function requireTenantAdmin(request: Request) {
  const staff = await requireTenantStaff(request)
  if (staff.role !== 'tenant_admin') {
    throw new Response('Nur Administratoren dürfen das.', { status: 403 })
  }
  return staff
}

export async function requirePlatformOwner(request: Request) {
  const account = await getAccount(request)
  if (!account) loginRedirect(request, '/owner-login')
  if (account.profile.role !== 'platform_owner') throw redirect('/')
  return { userId: account.user.id, profile: account.profile, sessionId: account.sessionId }
}

/** The signed-in end customer, on their tenant's host (or the apex). */
export async function getCustomer(request: Request) {
  const session = await getCustomerSession(request)
  if (!session?.endCustomerId || !session.tenantId) return null
  const hostTenant = getHostTenant(request)
  if (hostTenant && hostTenant.id !== session.tenantId) return null
  const customer = findCustomerForSession(session.tenantId, session.endCustomerId)
  if (!customer || !customer.isActive) return null
  const tenant = findTenantById(session.tenantId)
  if (!tenant || !isTenantActive(tenant)) return null
  return { customer, tenant: withEffectiveStatus(tenant), sessionId: session.id, tenantId: tenant.id }
}

export async function requireCustomer(request: Request) {
  const customer = await getCustomer(request)
  if (!customer) throw redirect('/customer-login')
  return customer
}
