import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EmptyList } from '~/components/empty-list'
import { eventTasksAction } from '~/routes/event-tasks/actions.server'
import { TaskList } from '~/components/events/tasks/task-list'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { berlinYmd, todayYmd } from '~/domain/event-dates'
import { dueAfterEventWarning } from '~/domain/event-day/tasks'
import { findEvent } from '~/models/event.server'
import { taskItem, teamOptions } from '~/models/event-day.server'
import { findEventTask, listEventTasks } from '~/models/event-task.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { formatDate } from '~/utils/format'

const TaskForm = afterHydration(() => import('~/components/events/tasks/task-form'), 'TaskForm')

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Aufgaben – ${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const editId = new URL(request.url).searchParams.get('edit')
  const editing = editId ? findEventTask(staff.tenantId, event.id, editId) : null
  if (editId && !editing) notFound('Aufgabe nicht gefunden')
  const eventYmd = event.eventDate === null ? null : berlinYmd(event.eventDate)
  const today = todayYmd()
  return {
    event: { id: event.id, name: event.name, eventDate: event.eventDate, eventYmd },
    tasks: listEventTasks(staff.tenantId, event.id).map((row) => ({
      ...taskItem(row, today),
      warning: row.doneAt === null ? dueAfterEventWarning(row.dueOn, eventYmd) : null,
    })),
    team: teamOptions(staff.tenantId),
    editing: editing
      ? {
          id: editing.id,
          values: {
            title: editing.title,
            due_on: editing.dueOn,
            assignee_user_id: editing.assigneeUserId ?? '',
            notes: editing.notes ?? '',
            after_event: eventYmd && editing.dueOn > eventYmd ? 'on' : '',
          },
        }
      : null,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return eventTasksAction(staff.tenantId, staff.userId, event, formData)
}

export default function EventTasksPage() {
  const { event, tasks, team, editing } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const base = `/tenant/events/${event.id}/aufgaben`
  const formError = answer && 'formError' in answer ? answer.formError : null
  const warnings = tasks.filter((t) => t.warning)
  return (
    <section className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <nav aria-label="Brotkrumen" className="flex flex-wrap gap-1 text-sm">
        <Link to="/tenant/events" className="underline">
          Veranstaltungen
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/tenant/events/${event.id}`} className="underline">
          {event.name}
        </Link>
      </nav>
      <div>
        <h1 className="text-2xl font-bold">Aufgaben</h1>
        <p className="text-sm text-muted-foreground">
          {event.name}
          {event.eventDate ? ` · ${formatDate(event.eventDate)}` : ''}
        </p>
      </div>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      {warnings.length ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          {warnings.length === 1 ? `„${warnings[0]!.title}“: ` : ''}
          {warnings[0]!.warning}
        </p>
      ) : null}
      {tasks.length === 0 ? (
        <EmptyList
          title="Noch keine Aufgabe"
          searched={false}
          firstHint="Legen Sie unten die erste Aufgabe an, z. B. „Blumen bestellen“."
        />
      ) : (
        <TaskList tasks={tasks} editHref={(id) => `${base}?edit=${id}#aufgabe`} />
      )}
      <Card id="aufgabe">
        <CardHeader>
          <CardTitle level={2}>{editing ? 'Aufgabe bearbeiten' : 'Aufgabe anlegen'}</CardTitle>
        </CardHeader>
        <CardContent>
          <TaskForm
            key={editing?.id ?? 'new'}
            id={editing ? `task-${editing.id}` : 'task-new'}
            taskId={editing?.id}
            eventYmd={event.eventYmd}
            team={team}
            defaultValue={editing?.values}
            lastResult={
              answer && 'result' in answer && (answer.intent === 'add' || answer.intent === 'update')
                ? answer.result
                : null
            }
            cancelTo={editing ? base : undefined}
          />
        </CardContent>
      </Card>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
