import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pickEvent } from '~/domain/portal-event'
import { brandFromMatches, brandTitle } from '~/domain/white-label'
import { guestDietRows, guestDietsSchema } from '~/forms/guest-diets'
import { listGuestDiets, saveGuestDiets } from '~/models/guest-diet.server'
import { listCustomerEvents } from '~/models/portal.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { parseWithZod } from '~/utils/conform'
import { notFound, redirectWithToast } from '~/utils/http.server'

const GuestDietsForm = afterHydration(() => import('~/components/kitchen/guest-diets-form'), 'GuestDietsForm')

// The customer enters the guests' diets and allergies for the kitchen.

export const meta: MetaFunction = ({ matches }) => [
  { title: brandTitle('Gäste & Ernährung', brandFromMatches(matches)) },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const event = pickEvent(listCustomerEvents(tenantId, customer.id), new URL(request.url).searchParams.get('event'))
  if (!event) notFound('Keine Veranstaltung gefunden')
  const values: Record<string, string> = {}
  for (const r of listGuestDiets(tenantId, event.id)) {
    const key = `${r.kind === 'diet' ? 'diet' : 'allergy'}_${r.code}`
    values[key] = String(r.guestCount)
    if (r.names) values[`${key}_names`] = r.names
  }
  return { event: { id: event.id, name: event.name }, values }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { customer, tenantId } = await requireCustomer(request)
  const submission = parseWithZod(formData, { schema: guestDietsSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const event = listCustomerEvents(tenantId, customer.id).find((e) => e.id === submission.value.event_id)
  if (!event) notFound('Keine Veranstaltung gefunden')
  saveGuestDiets(tenantId, event.id, guestDietRows(submission.value as Record<string, unknown>))
  return redirectWithToast(`/customer-dashboard/guest-diets?event=${event.id}`, {
    type: 'success',
    description: 'Ihre Angaben zu den Gästen wurden gespeichert.',
  })
}

export default function GuestDiets() {
  const { event, values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">Gäste & Ernährung</h1>
      <p className="text-sm text-muted-foreground">
        Für „{event.name}“: Wie viele Ihrer Gäste essen vegetarisch, vegan … und wer hat welche Allergie? Die Küche
        plant danach.
      </p>
      <GuestDietsForm key={event.id} eventId={event.id} defaultValue={values} lastResult={actionData?.result} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
