import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { redirectWithToast } from '~/utils/http.server'
import { canCreate } from '~/domain/trial'
import { createEvent } from '~/models/event.server'
import { PlanLimitError } from '~/models/plan-usage.server'
import { planGuard } from '~/domain/plans'
import { PlanLimitNotice } from '~/components/plan-limit-notice'
import { recordEventActivity, staffActor } from '~/models/event-activity.server'
import { eventFormOptions } from '~/models/event-options.server'
import { eventContext, parseEventForm } from '~/forms/event.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EventForm } from '~/components/events/event-form-lazy'

export const meta: MetaFunction = () => [{ title: 'Neue Veranstaltung – Festplan' }]

const REFUSED =
  'Ihr Testzeitraum ist abgelaufen oder Ihr Zugang ist nicht aktiv. Neue Veranstaltungen können Sie erst nach einem Upgrade anlegen.'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return {
    context: eventContext(),
    options: eventFormOptions(staff.tenantId),
    canCreate: canCreate(staff.tenant.status),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const submission = parseEventForm(staff.tenantId, formData, eventContext())
  if (!canCreate(staff.tenant.status)) {
    return data({ result: submission.reply({ formErrors: [REFUSED] }) }, { status: 403 })
  }
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const created = createEvent(staff.tenantId, submission.value, planGuard(staff.tenant, 'activeEvents'))
    recordEventActivity(staff.tenantId, { eventId: created.id, kind: 'event-created', actor: staffActor(staff) })
  } catch (error) {
    if (error instanceof PlanLimitError)
      return data({ result: submission.reply(), limit: error.message }, { status: 403 })
    console.error(error)
    return data(
      { result: submission.reply({ formErrors: ['Veranstaltung konnte nicht erstellt werden.'] }) },
      { status: 500 },
    )
  }
  return redirectWithToast('/tenant/events', { type: 'success', description: 'Veranstaltung wurde erstellt' })
}

export default function NewEvent() {
  const { context, options, canCreate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Neue Veranstaltung</h1>
      {!canCreate ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {REFUSED}
        </p>
      ) : null}
      <PlanLimitNotice message={(actionData as { limit?: string } | undefined)?.limit} />
      <EventForm
        id="event-new"
        context={context}
        options={options}
        lastResult={actionData?.result}
        submitLabel="Veranstaltung erstellen"
        pendingLabel="Wird erstellt..."
        cancelTo="/tenant/events"
        disabled={!canCreate}
      />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
