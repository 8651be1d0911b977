import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { countEventsUsingTemplate, deleteTemplate, findTemplate } from '~/models/template.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ConfirmDialog } from '~/components/confirm-dialog'

// "Asks first": the confirm URL over the list; its POST deletes. A template
// used by events is refused with their number (events.template_id RESTRICT).

export const meta: MetaFunction = () => [{ title: 'Vorlage löschen – Festplan' }]

export function inUseMessage(count: number) {
  return `Vorlage wird von ${count} ${count === 1 ? 'Veranstaltung' : 'Veranstaltungen'} verwendet und kann nicht gelöscht werden.`
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const template = findTemplate(staff.tenantId, params.templateId ?? '')
  if (!template) notFound('Vorlage nicht gefunden')
  return { name: template.name, events: countEventsUsingTemplate(staff.tenantId, template.id) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const staff = await requireTenantStaff(request)
  assertTenantWritable(staff.tenant)
  const back = `/tenant/templates${new URL(request.url).search}`
  let result
  try {
    result = deleteTemplate(staff.tenantId, params.templateId ?? '')
  } catch (error) {
    console.error(error)
    return redirectWithToast(back, { type: 'error', description: 'Vorlage konnte nicht gelöscht werden.' })
  }
  if (result.status === 'not-found') notFound('Vorlage nicht gefunden')
  if (result.status === 'in-use') {
    return redirectWithToast(back, {
      type: 'error',
      title: 'Vorlage konnte nicht gelöscht werden.',
      description: inUseMessage(result.events),
    })
  }
  return redirectWithToast(back, { type: 'success', description: 'Vorlage wurde gelöscht.' })
}

export default function DeleteTemplate() {
  const { name, events } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <ConfirmDialog
      title="Vorlage löschen"
      description={<>Möchten Sie die Vorlage „{name}“ wirklich löschen? Das kann nicht rückgängig gemacht werden.</>}
      cancelTo={`/tenant/templates${location.search}`}
    >
      {events > 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {inUseMessage(events)}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
