import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

export type MyTaskSummary = {
  id: string
  eventId: string
  eventName?: string
  title: string
  dueLabel: string
  overdue: boolean
}

/** The overview's 'Meine Aufgaben': the signed-in planner's next open tasks, overdue first, with the way to all of them. */
export function MyTasksCard({ tasks, total }: { tasks: MyTaskSummary[]; total: number }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Meine Aufgaben</CardTitle>
        <Link to="/tenant/tasks" className="text-sm underline">
          {total > tasks.length ? `Alle ${total} offenen Aufgaben` : 'Alle Aufgaben'}
        </Link>
      </CardHeader>
      <CardContent>
        {tasks.length === 0 ? (
          <p className="text-muted-foreground">Keine offenen Aufgaben für Sie.</p>
        ) : (
          <ul className="divide-y" aria-label="Meine offenen Aufgaben" data-testid="my-tasks">
            {tasks.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="my-task">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{t.title}</p>
                  <p className="text-sm text-muted-foreground">
                    Fällig: {t.dueLabel}
                    {t.eventName ? (
                      <>
                        {' · '}
                        <Link to={`/tenant/events/${t.eventId}/aufgaben`} className="underline">
                          {t.eventName}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                {t.overdue ? <Badge variant="destructive">Überfällig</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
