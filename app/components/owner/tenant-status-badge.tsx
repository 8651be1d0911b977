import { Badge, type BadgeVariant } from '~/components/ui/badge'
import { STATUS_LABELS, type TenantStatus } from '~/domain/trial'
import { planName } from '~/domain/plans'

const VARIANTS: Record<TenantStatus, BadgeVariant> = {
  trial_active: 'secondary',
  active_paid: 'default',
  trial_expired: 'destructive',
  suspended: 'destructive',
  cancelled: 'outline',
}

export function TenantStatusBadge({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as TenantStatus) : null
  return <Badge variant={known ? VARIANTS[known] : 'outline'}>{known ? STATUS_LABELS[known] : status}</Badge>
}

/** The status badge; 'Bezahlt' names the booked plan beside it. */
export function TenantStatusWithPlan({ status, plan }: { status: string; plan: string | null }) {
  const known = plan === 'starter' || plan === 'pro' || plan === 'business' ? planName(plan) : plan
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <TenantStatusBadge status={status} />
      {status === 'active_paid' ? (
        <span className="text-sm" data-testid="paid-plan">
          {known ? `Tarif ${known}` : 'Tarif unbekannt'}
        </span>
      ) : null}
    </span>
  )
}

/** The owner list's plan column: the plan's name, or 'Testphase' during a trial. */
export function planLabel(status: string, plan: string | null) {
  if (plan === 'starter' || plan === 'pro' || plan === 'business') return planName(plan)
  return status === 'trial_active' || status === 'trial_expired' ? 'Testphase' : (plan ?? '—')
}
