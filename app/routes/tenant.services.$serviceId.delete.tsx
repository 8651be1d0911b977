import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { inUseMessage } from '~/components/services/in-use-message'
import { buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { deleteService, findService, templatesUsingService } from '~/models/service.server'
import { guardAction } from '~/utils/action.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { invariantResponse, notFound, redirectWithToast } from '~/utils/http.server'

export const meta: MetaFunction = () => [{ title: 'Service löschen – Festplan' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const service = findService(tenantId, params.serviceId ?? '')
  invariantResponse(service, 'Service nicht gefunden', { status: 404 })
  return { name: service.name, templates: templatesUsingService(tenantId, service.id) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const { tenantId } = await requireTenantStaff(request)
  const result = deleteService(tenantId, params.serviceId ?? '')
  if (result.status === 'not-found') notFound('Service nicht gefunden')
  if (result.status === 'in-use') {
    return redirectWithToast('/tenant/services', { type: 'error', title: 'Service konnte nicht gelöscht werden.', description: inUseMessage(result.templates) })
  }
  return redirectWithToast('/tenant/services', { type: 'success', description: 'Service wurde gelöscht.' })
}

export default function DeleteService() {
  const { name, templates } = useLoaderData<typeof loader>()
  if (templates.length > 0) {
    return (
      <Dialog title="Service kann nicht gelöscht werden" description={inUseMessage(templates)} closeTo="/tenant/services">
        <div className="flex justify-end">
          <Link to="/tenant/services" className={buttonClass('outline')} preventScrollReset>Schließen</Link>
        </div>
      </Dialog>
    )
  }
  return (
    <ConfirmDialog
      title="Service löschen"
      description={`Möchten Sie den Service „${name}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`}
      cancelTo="/tenant/services"
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
