import { Badge } from '~/components/ui/badge'
import { cn } from '~/utils/cn'

export type TrialInfo = { status: string; daysLeft: number | null }

/** Days left of the trial (red at 3 or fewer), or 'Test abgelaufen'; nothing for paid tenants. */
export function TrialBadge({ trial }: { trial: TrialInfo }) {
  if (trial.status === 'trial_expired') {
    return (
      <Badge variant="destructive" data-testid="trial-badge" className="whitespace-nowrap">
        Test abgelaufen
      </Badge>
    )
  }
  if (trial.status !== 'trial_active' || trial.daysLeft === null) return null
  const days = trial.daysLeft
  const urgent = days <= 3
  return (
    <Badge
      variant={urgent ? 'destructive' : 'secondary'}
      data-testid="trial-badge"
      data-urgent={urgent ? 'true' : undefined}
      className={cn('whitespace-nowrap', !urgent && 'bg-green-100 text-green-900')}
    >
      Test: noch {days} {days === 1 ? 'Tag' : 'Tage'}
    </Badge>
  )
}
