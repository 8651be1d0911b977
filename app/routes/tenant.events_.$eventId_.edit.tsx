import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { findEvent, updateEvent } from '~/models/event.server'
import { PlanLimitError } from '~/models/plan-usage.server'
import { planGuard } from '~/domain/plans'
import { recordEventEdit, staffActor } from '~/models/event-activity.server'
import { eventFormOptions } from '~/models/event-options.server'
import { eventContext, eventDefaults, parseEventForm } from '~/forms/event.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EventForm } from '~/components/events/event-form-lazy'

export const meta: MetaFunction = () => [{ title: 'Veranstaltung bearbeiten – Festplan' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return {
    eventId: event.id,
    context: eventContext(event, true),
    options: eventFormOptions(staff.tenantId, { templateId: event.templateId, endCustomerId: event.endCustomerId }),
    defaults: eventDefaults(event),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const submission = parseEventForm(staff.tenantId, formData, eventContext(event, true))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    if (!updateEvent(staff.tenantId, event.id, submission.value, planGuard(staff.tenant, 'activeEvents')))
      notFound('Veranstaltung nicht gefunden')
    recordEventEdit(staff.tenantId, event, submission.value, staffActor(staff))
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof PlanLimitError)
      return data({ result: submission.reply({ fieldErrors: { status: [error.message] } }) }, { status: 403 })
    console.error(error)
    return data(
      { result: submission.reply({ formErrors: ['Veranstaltung konnte nicht gespeichert werden.'] }) },
      { status: 500 },
    )
  }
  return redirectWithToast('/tenant/events', { type: 'success', description: 'Veranstaltung wurde gespeichert.' })
}

export default function EditEvent() {
  const { context, options, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Veranstaltung bearbeiten</h1>
      <EventForm
        id="event-edit"
        context={context}
        options={options}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel="Änderungen speichern"
        pendingLabel="Wird gespeichert..."
        cancelTo="/tenant/events"
      />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
