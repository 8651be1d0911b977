// Trial arithmetic (docs/product.md §4.3, §9.1), pure.

export const TRIAL_DAYS = 7
export const DAY_MS = 86_400_000

export type TenantStatus = 'trial_active' | 'active_paid' | 'trial_expired' | 'suspended' | 'cancelled'

/** Ceiling of the days until expiry, never below 0; null without an expiry. */
export function trialDaysLeft(trialExpiresAt: number | null, now = Date.now()): number | null {
  if (trialExpiresAt === null) return null
  return Math.max(0, Math.ceil((trialExpiresAt - now) / DAY_MS))
}

/** (7 − days left) / 7 as a whole percent, 0…100. */
export function trialProgressPercent(daysLeft: number) {
  return Math.round(Math.min(100, Math.max(0, ((TRIAL_DAYS - daysLeft) / TRIAL_DAYS) * 100)))
}

/** A trial whose expiry has passed counts as expired from that moment. */
export function effectiveStatus(
  tenant: { status: string; trialExpiresAt: number | null },
  now = Date.now(),
): TenantStatus {
  const status = tenant.status as TenantStatus
  if (status === 'trial_active' && tenant.trialExpiresAt !== null && tenant.trialExpiresAt <= now) {
    return 'trial_expired'
  }
  return status
}

export const STATUS_LABELS: Record<TenantStatus, string> = {
  trial_active: 'Test Aktiv',
  active_paid: 'Bezahlt',
  trial_expired: 'Test Abgelaufen',
  suspended: 'Gesperrt',
  cancelled: 'Gekündigt',
}

/** May the tenant create new events and customers? */
export function canCreate(status: TenantStatus) {
  return status === 'trial_active' || status === 'active_paid'
}
