import { Link } from '@remix-run/react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { buttonClass } from '~/components/ui/button'
import { formatCents } from '~/utils/format'
import { TRIAL_DAYS, trialProgressPercent } from '~/domain/trial'

export function TrialExpiredCard() {
  return (
    <Card className="border-destructive bg-destructive/10" role="alert">
      <CardHeader>
        <CardTitle className="text-destructive">Ihr Testzeitraum ist abgelaufen</CardTitle>
        <CardDescription>
          Neue Veranstaltungen und Kunden können Sie erst nach einem Upgrade wieder anlegen. Ihre Daten bleiben
          erhalten.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/tenant/settings/plan" className={buttonClass('destructive')}>
          Jetzt upgraden
        </Link>
      </CardContent>
    </Card>
  )
}

export function TrialProgressCard({ daysLeft }: { daysLeft: number }) {
  const percent = trialProgressPercent(daysLeft)
  return (
    <Card data-testid="trial-progress">
      <CardHeader>
        <CardTitle>Testphase</CardTitle>
        <CardDescription>
          Noch {daysLeft} {daysLeft === 1 ? 'Tag' : 'Tage'} von {TRIAL_DAYS} Tagen kostenlos testen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="progressbar"
          aria-label="Verbrauchte Testzeit"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground">{percent} % der Testzeit verbraucht</p>
      </CardContent>
    </Card>
  )
}

export function StatCards({
  stats,
}: {
  stats: { active: number; drafts: number; customers: number; revenueCents: number }
}) {
  const items = [
    ['Aktive Events', String(stats.active)],
    ['Entwürfe', String(stats.drafts)],
    ['Endkunden', String(stats.customers)],
    ['Umsatz (Monat)', formatCents(stats.revenueCents)],
  ] as const
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`stat-${label}`}>
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  )
}

function ActionCard({ title, text, to, disabled }: { title: string; text: string; to: string; disabled: boolean }) {
  return (
    <Card className="p-4">
      <h3 className="font-semibold">{title}</h3>
      <p className="mb-3 text-sm text-muted-foreground">{text}</p>
      {disabled ? (
        <span role="link" aria-disabled="true" className={buttonClass('default', 'sm')}>
          {title}
        </span>
      ) : (
        <Link to={to} className={buttonClass('default', 'sm')}>
          {title}
        </Link>
      )}
    </Card>
  )
}

export function ActionCards({ disabled }: { disabled: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ActionCard
        title="Event erstellen"
        text="Legen Sie eine neue Veranstaltung aus einer Vorlage an."
        to="/tenant/events/new"
        disabled={disabled}
      />
      <ActionCard
        title="Kunden einladen"
        text="Legen Sie einen Endkunden an und senden Sie ihm seinen Zugang."
        to="/tenant/customers/new"
        disabled={disabled}
      />
    </div>
  )
}
