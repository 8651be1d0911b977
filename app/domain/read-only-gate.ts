import { canCreate, effectiveStatus } from './trial'

// A tenant whose trial has expired, or that is suspended or cancelled, is
// read-only: no request other than GET/HEAD may change anything, in the UI
// or through the API, except what the tenant still needs and is owed. This
// list is the only exception; the forms' guard (guardAction, guardUpload)
// and the API's authenticate() both ask readOnlyRefusal and nothing else.

export const READ_ONLY_ALLOWED: ReadonlyArray<{ path: RegExp; why: string }> = [
  { path: /^\/logout$/, why: 'sign out' },
  {
    path: /^\/(tenant-signup|customer-login|owner-login|forgot-password|reset-password|confirm-email|sign-in-unlock)$/,
    why: 'sign in (to read and export)',
  },
  { path: /^\/tenant\/settings\/plan$/, why: 'upgrade request' },
  { path: /^\/tenant\/settings\/profile$/, why: 'own profile and password' },
  { path: /^\/tenant\/sidebar$/, why: "the user's own sidebar preference" },
  { path: /^\/tenant\/settings\/account$/, why: 'data export and cancellation (GDPR)' },
  { path: /^\/tenant\/customers\/[^/]+\/erase$/, why: "erasing a customer's personal data (GDPR)" },
  { path: /^\/customer-dashboard\/my-data$/, why: "the customer's own data rights (GDPR)" },
]

export type GateTenant = { status: string; trialExpiresAt: number | null }

/** Is this tenant read-only now (expired trial, suspended, cancelled)? */
export function isReadOnly(tenant: GateTenant, now = Date.now()) {
  return !canCreate(effectiveStatus(tenant, now))
}

/** 'read-only' when this request would write for a read-only tenant and is not on the allow-list, else null. */
export function readOnlyRefusal(
  tenant: GateTenant | null,
  method: string,
  pathname: string,
  now = Date.now(),
): 'read-only' | null {
  if (!tenant || method === 'GET' || method === 'HEAD') return null
  if (!isReadOnly(tenant, now)) return null
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return READ_ONLY_ALLOWED.some((entry) => entry.path.test(path)) ? null : 'read-only'
}
