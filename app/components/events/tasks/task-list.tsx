import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { relativeDueLabel } from '~/domain/event-day/tasks'
import { formatDateTime } from '~/utils/format'

export type TaskItem = {
  id: string
  eventId: string
  eventName?: string
  title: string
  notes: string | null
  dueOn: string
  dueLabel: string
  daysBefore: number | null
  assigneeName: string | null
  doneAt: number | null
  doneByName: string | null
  overdue: boolean
}

/** Tasks with their done/undone form; `mine` shows the event and returns to 'Meine Aufgaben'. */
export function TaskList({
  tasks,
  mine = false,
  editHref,
}: {
  tasks: TaskItem[]
  mine?: boolean
  editHref?: (id: string) => string
}) {
  return (
    <ul className="grid gap-2" aria-label="Aufgaben">
      {tasks.map((t) => (
        <li key={t.id} data-testid="task" className="bg-card grid gap-2 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-0.5">
              <p
                className={`font-medium ${t.doneAt ? 'text-muted-foreground line-through' : ''}`}
                data-testid="task-title"
              >
                {t.title}
              </p>
              {mine && t.eventName ? (
                <Link to={`/tenant/events/${t.eventId}/aufgaben`} className="underline">
                  {t.eventName}
                </Link>
              ) : null}
              <p className="text-muted-foreground">
                Fällig: {t.dueLabel}
                {t.daysBefore !== null ? ` (${relativeDueLabel(t.daysBefore)})` : ''}
                {' · '}Zuständig: {t.assigneeName || 'niemand'}
              </p>
              {t.doneAt ? (
                <p data-testid="task-done">
                  Erledigt von {t.doneByName || 'Teammitglied'} am {formatDateTime(t.doneAt)}
                </p>
              ) : null}
              {t.notes ? <p className="whitespace-pre-line">{t.notes}</p> : null}
            </div>
            {t.overdue ? <Badge variant="destructive">Überfällig</Badge> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Form method="post" action={`/tenant/events/${t.eventId}/aufgaben`}>
              <input type="hidden" name="intent" value={t.doneAt ? 'undone' : 'done'} />
              <input type="hidden" name="task_id" value={t.id} />
              {mine ? <input type="hidden" name="back" value="mine" /> : null}
              <Button
                type="submit"
                size="sm"
                variant={t.doneAt ? 'outline' : 'default'}
                aria-label={`${t.doneAt ? 'Wieder öffnen' : 'Erledigt'}: ${t.title}`}
              >
                {t.doneAt ? 'Wieder öffnen' : 'Erledigt'}
              </Button>
            </Form>
            {editHref ? (
              <Link to={editHref(t.id)} className={buttonClass('outline', 'sm')} aria-label={`Bearbeiten: ${t.title}`}>
                Bearbeiten
              </Link>
            ) : null}
            {!mine ? (
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="task_id" value={t.id} />
                <Button type="submit" size="sm" variant="outline" aria-label={`Löschen: ${t.title}`}>
                  Löschen
                </Button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
