import { Link } from '@remix-run/react'
import { TenantStatusBadge } from '~/components/owner/tenant-status-badge'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { BudgetOverview, ChecklistItem } from '~/domain/dashboard'
import { formatCents, formatDate } from '~/utils/format'

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold" data-testid={`stat-${label}`}>
          {value}
        </p>
      </CardContent>
    </Card>
  )
}

export function AdminView({
  figures,
}: {
  figures: { activeEvents: number; customers: number; revenueCents: number; dueTasks: number }
}) {
  return (
    <>
      <section aria-label="Kennzahlen" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Aktive Veranstaltungen" value={figures.activeEvents} />
        <Stat label="Endkunden" value={figures.customers} />
        <Stat label="Umsatz (Monat)" value={formatCents(figures.revenueCents)} />
        <Stat label="Fällige Aufgaben" value={figures.dueTasks} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Schnellaktionen</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Link to="/tenant/events/new" className={buttonClass()}>
            Neue Veranstaltung
          </Link>
          <Link to="/tenant/customers/new" className={buttonClass('outline')}>
            Kunde hinzufügen
          </Link>
          <Link to="/tenant/analytics" className={buttonClass('outline')}>
            Berichte anzeigen
          </Link>
        </CardContent>
      </Card>
    </>
  )
}

type NextEvent = {
  name: string
  eventDate: number | null
  daysLeft: number | null
  progress: number
  checklist: ChecklistItem[]
  budget: BudgetOverview
} | null

export function PlannerView({ next }: { next: NextEvent }) {
  if (!next) {
    return (
      <Card>
        <CardContent className="p-6">Ihnen ist derzeit keine anstehende Veranstaltung zugewiesen.</CardContent>
      </Card>
    )
  }
  const euro = (cents: number | null) => (cents === null ? '–' : formatCents(cents))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{next.name}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>
            {next.eventDate === null
              ? 'Datum noch nicht festgelegt'
              : `${formatDate(next.eventDate)} – noch ${next.daysLeft} ${next.daysLeft === 1 ? 'Tag' : 'Tage'}`}
          </p>
          <div>
            <p className="text-sm">
              Fortschritt: <span data-testid="progress">{next.progress} %</span>
            </p>
            <div
              className="mt-1 h-2 rounded bg-muted"
              role="progressbar"
              aria-label="Planungsfortschritt"
              aria-valuenow={next.progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-2 rounded bg-primary" style={{ width: `${next.progress}%` }} />
            </div>
          </div>
          <ul className="grid gap-1" aria-label="Modul-Checkliste">
            {next.checklist.map((item) => (
              <li key={item.id} className="flex justify-between text-sm">
                <span>{item.name}</span>
                <span className={item.done ? 'text-green-700' : 'text-muted-foreground'}>
                  {item.done ? 'Erledigt' : 'Offen'}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Budget-Übersicht</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt>Budget</dt>
            <dd className="text-right" data-testid="budget">
              {euro(next.budget.budgetCents)}
            </dd>
            <dt>Ausgegeben</dt>
            <dd className="text-right" data-testid="spent">
              {euro(next.budget.spentCents)}
            </dd>
            <dt>Verbleibend</dt>
            <dd className="text-right" data-testid="remaining">
              {euro(next.budget.remainingCents)}
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  )
}

type OwnerTenant = { id: string; name: string; subdomain: string; status: string; users: number; events: number }

/** The newest tenants (one page of the owner console) and a link to all when there are more. */
export function OwnerView({
  counters,
  tenants,
  total,
}: {
  counters: { total: number; activeTrials: number; paid: number; expiredTrials: number }
  tenants: OwnerTenant[]
  total: number
}) {
  return (
    <>
      <section aria-label="Kennzahlen" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Mandanten gesamt" value={counters.total} />
        <Stat label="Aktive Testphasen" value={counters.activeTrials} />
        <Stat label="Bezahlte Konten" value={counters.paid} />
        <Stat label="Abgelaufene Testphasen" value={counters.expiredTrials} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Mandanten-Performance</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th>Mandant</th>
                <th>Status</th>
                <th className="text-right">Benutzer</th>
                <th className="text-right">Veranstaltungen</th>
              </tr>
            </thead>
            <tbody>
              {tenants.map((t) => (
                <tr key={t.id} className="border-t">
                  <td className="py-2">
                    {t.name} <span className="text-muted-foreground">({t.subdomain})</span>
                  </td>
                  <td>
                    <TenantStatusBadge status={t.status} />
                  </td>
                  <td className="text-right">{t.users}</td>
                  <td className="text-right">{t.events}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > tenants.length ? (
            <p className="mt-3 text-sm">
              <Link to="/owner" className="underline underline-offset-4">
                Alle {total} Mandanten in der Plattform-Übersicht
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </>
  )
}
