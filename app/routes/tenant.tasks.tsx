import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EmptyList } from '~/components/empty-list'
import { TaskList } from '~/components/events/tasks/task-list'
import { todayYmd } from '~/domain/event-dates'
import { taskItem } from '~/models/event-day.server'
import { listOpenTasksOf } from '~/models/event-task.server'
import { requireTenantStaff } from '~/services/auth/auth.server'

export const meta: MetaFunction = () => [{ title: 'Meine Aufgaben – Festplan' }]

// 'Meine Aufgaben': the signed-in planner's open tasks across all events, overdue first.
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const today = todayYmd()
  return { tasks: listOpenTasksOf(staff.tenantId, staff.userId).map((row) => taskItem(row, today)) }
}

export default function MyTasksPage() {
  const { tasks } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Meine Aufgaben</h1>
      {tasks.length === 0 ? (
        <EmptyList
          title="Keine offenen Aufgaben"
          searched={false}
          firstHint="Aufgaben legen Sie auf der Seite einer Veranstaltung unter „Aufgaben“ an."
        />
      ) : (
        <TaskList tasks={tasks} mine />
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
