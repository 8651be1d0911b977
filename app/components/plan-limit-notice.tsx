import { Link } from '@remix-run/react'
import { UPGRADE_PATH } from '~/domain/plans'

/** A plan limit was reached: the message with the figures and the way to a bigger plan. */
export function PlanLimitNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="space-y-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
      data-testid="plan-limit"
    >
      <p>{message}</p>
      <p>
        <Link to={UPGRADE_PATH} className="font-medium underline">
          Tarif wechseln
        </Link>
      </p>
    </div>
  )
}
