/** One usage figure against its plan limit; an unlimited plan shows the figure alone. */
export function UsageBar({
  label,
  used,
  limit,
  format = String,
}: {
  label: string
  used: number
  limit: number
  format?: (n: number) => string
}) {
  const unlimited = !Number.isFinite(limit)
  const percent = unlimited ? 0 : Math.min(100, Math.round((used / Math.max(1, limit)) * 100))
  const full = !unlimited && used >= limit
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span data-testid={`usage-${label}`}>
          {format(used)} {unlimited ? '(unbegrenzt)' : `von ${format(limit)}`}
        </span>
      </div>
      {unlimited ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className={full ? 'h-full bg-destructive' : 'h-full bg-primary'} style={{ width: `${percent}%` }} />
        </div>
      )}
      {full ? (
        <p className="text-sm text-destructive">
          Limit erreicht: neue Einträge werden abgelehnt, bestehende bleiben erhalten.
        </p>
      ) : null}
    </div>
  )
}
