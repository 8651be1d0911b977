import { Form, Link } from '@remix-run/react'
import { PERIOD_KINDS, PERIOD_LABELS, type Period } from '~/domain/analytics-period'
import { formatDate } from '~/utils/format'
import { buttonClass } from '~/components/ui/button'

// The period as plain GET links and a GET form (works without JavaScript).
export function PeriodPicker({ period }: { period: Period }) {
  return (
    <div className="space-y-3 print:hidden">
      <nav aria-label="Zeitraum" className="flex flex-wrap gap-2">
        {PERIOD_KINDS.filter((k) => k !== 'custom').map((kind) => (
          <Link
            key={kind}
            to={`?period=${kind}`}
            aria-current={period.kind === kind ? 'page' : undefined}
            className={buttonClass(period.kind === kind ? 'default' : 'outline')}
          >
            {PERIOD_LABELS[kind]}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="period" value="custom" />
        <label className="flex flex-col text-sm">
          Von
          <input
            type="date"
            name="from"
            defaultValue={period.fromYmd}
            className="rounded border px-2 py-1"
            aria-invalid={period.error ? true : undefined}
            aria-describedby={period.error ? 'period-error' : undefined}
          />
        </label>
        <label className="flex flex-col text-sm">
          Bis
          <input
            type="date"
            name="to"
            defaultValue={period.toYmd}
            className="rounded border px-2 py-1"
            aria-invalid={period.error ? true : undefined}
          />
        </label>
        <button type="submit" className={buttonClass('outline')}>
          Zeitraum anzeigen
        </button>
      </Form>
      {period.error ? (
        <p id="period-error" role="alert" className="text-sm text-red-700">
          {period.error}
        </p>
      ) : null}
      <p className="text-sm">
        Zeitraum: {formatDate(period.from)} – {formatDate(period.to - 1)} · Vergleich:{' '}
        {formatDate(period.previous.from)} – {formatDate(period.previous.to - 1)}
      </p>
    </div>
  )
}
