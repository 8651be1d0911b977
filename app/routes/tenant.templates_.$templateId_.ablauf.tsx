import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EmptyList } from '~/components/empty-list'
import { templateDefaultsAction } from '~/routes/template-defaults/actions.server'
import { TemplateEntryList, TemplateTaskList } from '~/components/templates/defaults/template-defaults-lists'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { listTemplateRunOfShow } from '~/models/run-of-show.server'
import { listTemplateTasks } from '~/models/template-defaults.server'
import { findTemplate } from '~/models/template.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'

const TemplateTaskForm = afterHydration(
  () => import('~/components/templates/defaults/template-task-form'),
  'TemplateTaskForm',
)

const TemplateEntryForm = afterHydration(
  () => import('~/components/templates/defaults/template-entry-form'),
  'TemplateEntryForm',
)

// A template's event day defaults: the Ablaufplan relative to the start and
// the tasks relative to the event's day. A new event made from the template
// starts with copies of both.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Ablauf und Aufgaben – ${data?.template.name ?? 'Vorlage'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const template = findTemplate(staff.tenantId, params.templateId ?? '')
  if (!template) notFound('Vorlage nicht gefunden')
  return {
    template: { id: template.id, name: template.name },
    entries: listTemplateRunOfShow(staff.tenantId, template.id).map((r) => ({
      id: r.id,
      offsetMinutes: r.offsetMinutes,
      durationMinutes: r.durationMinutes,
      title: r.title,
      location: r.location,
      notes: r.notes,
      visibleToCustomer: r.visibleToCustomer,
    })),
    tasks: listTemplateTasks(staff.tenantId, template.id).map((r) => ({
      id: r.id,
      title: r.title,
      daysBefore: r.daysBefore,
    })),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  assertTenantWritable(staff.tenant)
  const template = findTemplate(staff.tenantId, params.templateId ?? '')
  if (!template) notFound('Vorlage nicht gefunden')
  return templateDefaultsAction(staff.tenantId, template.id, formData)
}

export default function TemplateDefaultsPage() {
  const { template, entries, tasks } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const formError = answer && 'formError' in answer ? answer.formError : null
  const resultFor = (intent: string) =>
    answer && 'result' in answer && answer.intent === intent ? answer.result : null
  return (
    <section className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <nav aria-label="Brotkrumen" className="flex flex-wrap gap-1 text-sm">
        <Link to="/tenant/templates" className="underline">
          Vorlagen
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/tenant/templates/${template.id}`} className="underline">
          {template.name}
        </Link>
      </nav>
      <div>
        <h1 className="text-2xl font-bold">Ablauf und Aufgaben</h1>
        <p className="text-sm text-muted-foreground">
          Vorlage „{template.name}“: Jede neue Veranstaltung aus dieser Vorlage beginnt mit diesem Ablaufplan (Uhrzeiten
          ab ihrem Beginn) und diesen Aufgaben (fällig vor ihrem Datum, für die zuständige Planerin oder den zuständigen
          Planer).
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
      <Card id="ablauf">
        <CardHeader>
          <CardTitle level={2}>Standard-Ablaufplan</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {entries.length === 0 ? (
            <EmptyList
              title="Noch kein Programmpunkt"
              searched={false}
              firstHint="Zum Beispiel „Aufbau“ 120 Minuten vor Beginn oder „Sektempfang“ zum Beginn."
            />
          ) : (
            <TemplateEntryList items={entries} />
          )}
          <h3 className="font-semibold">Programmpunkt hinzufügen</h3>
          <TemplateEntryForm lastResult={resultFor('add-entry')} />
        </CardContent>
      </Card>
      <Card id="aufgaben">
        <CardHeader>
          <CardTitle level={2}>Standard-Aufgaben</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {tasks.length === 0 ? (
            <EmptyList
              title="Noch keine Aufgabe"
              searched={false}
              firstHint="Zum Beispiel „Blumen bestellen“ 14 Tage vor der Veranstaltung."
            />
          ) : (
            <TemplateTaskList items={tasks} />
          )}
          <h3 className="font-semibold">Aufgabe hinzufügen</h3>
          <TemplateTaskForm lastResult={resultFor('add-task')} />
        </CardContent>
      </Card>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
