import { Badge, type BadgeVariant } from '~/components/ui/badge'
import { STATUS_LABELS, type TenantStatus } from '~/domain/trial'

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
