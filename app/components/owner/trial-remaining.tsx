import { trialDaysLeft } from '~/domain/trial'

/** Days left; red at 3 or fewer; 'abgelaufen' at 0; '—' without an expiry. */
export function TrialRemaining({ expiresAt, now }: { expiresAt: number | null; now: number }) {
  const days = trialDaysLeft(expiresAt, now)
  if (days === null) return <span aria-label="keine Testphase">—</span>
  if (days <= 0) return <span className="font-medium text-destructive">abgelaufen</span>
  return (
    <span className={days <= 3 ? 'font-medium text-destructive' : undefined}>
      {days === 1 ? '1 Tag' : `${days} Tage`}
    </span>
  )
}
