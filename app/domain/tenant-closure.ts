import { DAY_MS } from './trial'

// Why a tenant's area is closed (docs/features/first-steps.md) and what each side is told.
// Pure: the routes pass the tenant row; contact details come from the server.

export type ClosedReason = 'suspended' | 'cancelled' | 'cancelled-by-admin'

type TenantLike = { status: string; isActive: boolean; cancelledAt: number | null; erasedAt: number | null }

/** null = open (or gone for good: erased or deactivated without a reason the tenant may see). */
export function closedReason(tenant: TenantLike): ClosedReason | null {
  if (tenant.erasedAt !== null) return null
  if (tenant.status === 'suspended') return 'suspended'
  if (tenant.status === 'cancelled') return tenant.cancelledAt !== null ? 'cancelled-by-admin' : 'cancelled'
  return null
}

/** The one German sentence a customer of a closed tenant sees. */
export const CUSTOMER_CLOSED_SENTENCE =
  'Dieses Planungsportal ist zurzeit nicht erreichbar. Ihre Angaben bleiben gespeichert. Bitte wenden Sie sich direkt an Ihren Veranstaltungsplaner.'

export const CLOSED_TITLES: Record<ClosedReason, string> = {
  suspended: 'Zugang vorübergehend gesperrt',
  cancelled: 'Konto gekündigt',
  'cancelled-by-admin': 'Konto gekündigt',
}

/** What the tenant's own staff are told: why, and what happens now. */
export function staffExplanation(reason: ClosedReason): string[] {
  switch (reason) {
    case 'suspended':
      return [
        'Der Plattformbetreiber hat Ihr Festplan-Konto gesperrt, zum Beispiel wegen einer offenen Zahlung oder einer Prüfung.',
        'Ihre Daten bleiben erhalten. Ihre Kunden können sich während der Sperre nicht anmelden.',
      ]
    case 'cancelled':
      return [
        'Der Plattformbetreiber hat Ihr Festplan-Konto gekündigt.',
        'Ihre Kunden können sich nicht mehr anmelden. Administratoren können die Daten noch herunterladen.',
      ]
    case 'cancelled-by-admin':
      return [
        'Ein Administrator Ihres Kontos hat Festplan gekündigt. Die Kündigung kann bis zur Löschung zurückgenommen werden.',
      ]
  }
}

export const MAX_TRIAL_EXTENSION_DAYS = 90

/**
 * A trial extended by `days`: counted from its current end, or from now when
 * it has already lapsed, so the tenant always gets the full days.
 */
export function extendedTrialEnd(trialExpiresAt: number | null, days: number, now = Date.now()) {
  const from = trialExpiresAt !== null && trialExpiresAt > now ? trialExpiresAt : now
  return from + days * DAY_MS
}
