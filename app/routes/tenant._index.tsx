import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { canCreate, trialDaysLeft } from '~/domain/trial'
import { berlinMonthStart } from '~/domain/event-dates'
import { overviewStats, recentEvents } from '~/models/event-list.server'
import { formatDate } from '~/utils/format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { buttonClass } from '~/components/ui/button'
import { EventStatusBadge } from '~/components/events/event-status-badge'
import { firstSteps, greeting, isNewAccount } from '~/domain/first-steps'
import { firstStepsFacts } from '~/models/first-steps.server'
import { FirstStepsCard } from '~/components/onboarding/first-steps-card'
import { MyTasksCard } from '~/components/events/tasks/my-tasks-card'
import { taskItem } from '~/models/event-day.server'
import { countOpenTasksOf, listOpenTasksOf } from '~/models/event-task.server'
import { todayYmd } from '~/domain/event-dates'
import { ActionCards, StatCards, TrialExpiredCard, TrialProgressCard } from '~/components/events/overview-cards'

export const meta: MetaFunction = () => [{ title: 'Übersicht – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const now = Date.now()
  const status = staff.tenant.status
  const facts = firstStepsFacts(staff.tenantId)
  const today = todayYmd(now)
  return {
    greeting: greeting(facts, staff.profile.fullName),
    steps: isNewAccount(facts) ? firstSteps(facts) : null,
    trialExpired: status === 'trial_expired',
    daysLeft: status === 'trial_active' ? trialDaysLeft(staff.tenant.trialExpiresAt, now) : null,
    canCreate: canCreate(status),
    stats: overviewStats(staff.tenantId, berlinMonthStart(now)),
    // 'Meine Aufgaben': the planner's open tasks, overdue first (the earliest due day leads)
    myTasks: listOpenTasksOf(staff.tenantId, staff.userId, 5).map((row) => {
      const t = taskItem(row, today)
      return {
        id: t.id,
        eventId: t.eventId,
        eventName: t.eventName,
        title: t.title,
        dueLabel: t.dueLabel,
        overdue: t.overdue,
      }
    }),
    myTaskCount: countOpenTasksOf(staff.tenantId, staff.userId),
    recent: recentEvents(staff.tenantId, 5).map((e) => ({
      id: e.id,
      name: e.name,
      eventDate: e.eventDate,
      status: e.status,
    })),
  }
}

export default function Overview() {
  const data = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/tenant'
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-bold">Übersicht</h1>
        <p className="text-muted-foreground" data-testid="overview-greeting">
          {data.greeting} Hier sehen Sie Ihre Veranstaltungen auf einen Blick.
        </p>
      </div>
      {data.trialExpired ? <TrialExpiredCard /> : null}
      {data.daysLeft !== null ? <TrialProgressCard daysLeft={data.daysLeft} /> : null}
      {data.steps ? <FirstStepsCard steps={data.steps} /> : null}
      <StatCards stats={data.stats} />
      <ActionCards disabled={!data.canCreate} />
      <MyTasksCard tasks={data.myTasks} total={data.myTaskCount} />
      <Card>
        <CardHeader>
          <CardTitle>Aktuelle Events</CardTitle>
        </CardHeader>
        <CardContent>
          {loading ? (
            <p className="text-muted-foreground" role="status">
              Lade Events...
            </p>
          ) : data.recent.length === 0 ? (
            <p className="text-muted-foreground">Noch keine Events erstellt. Erstellen Sie Ihr erstes Event!</p>
          ) : (
            <ul className="divide-y" aria-label="Aktuelle Events">
              {data.recent.map((event) => (
                <li key={event.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">
                      <Link to={`/tenant/events/${event.id}`} className="hover:underline">
                        {event.name}
                      </Link>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {event.eventDate ? formatDate(event.eventDate) : 'Datum noch nicht festgelegt'}
                    </p>
                  </div>
                  <EventStatusBadge status={event.status} />
                  <Link
                    to={`/tenant/events/${event.id}/edit`}
                    className={buttonClass('outline', 'sm')}
                    aria-label={`${event.name} bearbeiten`}
                  >
                    Bearbeiten
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
