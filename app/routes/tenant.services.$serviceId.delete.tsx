import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { inUseMessage } from '~/components/services/in-use-message'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { closedCartsNote, openCartsMessage } from '~/domain/service-in-carts'
import {
  cartsHoldingService,
  deleteService,
  findService,
  templatesUsingService,
  type CartsHolding,
} from '~/models/service.server'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { invariantResponse, notFound, redirectWithToast } from '~/utils/http.server'

export const meta: MetaFunction = () => [{ title: 'Service löschen – Festplan' }]

/** Every reason the delete is refused: templates using it, end customers' open carts holding it. */
function refusals(templates: string[], carts: CartsHolding, isActive: boolean) {
  const reasons: string[] = []
  if (templates.length > 0) reasons.push(inUseMessage(templates))
  if (carts.openTotal > 0) reasons.push(openCartsMessage(carts.open, carts.openTotal, isActive))
  return reasons
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const service = findService(tenantId, params.serviceId ?? '')
  invariantResponse(service, 'Service nicht gefunden', { status: 404 })
  const templates = templatesUsingService(tenantId, service.id)
  const carts = cartsHoldingService(tenantId, service.id)
  return {
    id: service.id,
    name: service.name,
    isActive: service.isActive,
    templates,
    refusals: refusals(templates, carts, service.isActive),
    closedNote: closedCartsNote(carts.closedTotal),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  const result = deleteService(tenantId, params.serviceId ?? '')
  if (result.status === 'not-found') notFound('Service nicht gefunden')
  if (result.status === 'in-use') {
    return redirectWithToast('/tenant/services', {
      type: 'error',
      title: 'Service konnte nicht gelöscht werden.',
      description: refusals(result.templates, result.carts, result.isActive).join(' '),
    })
  }
  return redirectWithToast('/tenant/services', { type: 'success', description: 'Service wurde gelöscht.' })
}

export default function DeleteService() {
  const { id, name, isActive, refusals, closedNote } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  if (refusals.length > 0) {
    return (
      <Dialog
        title="Service kann nicht gelöscht werden"
        description={refusals.map((r) => (
          <p key={r} className="mt-2 first:mt-0">
            {r}
          </p>
        ))}
        closeTo="/tenant/services"
      >
        <div className="flex justify-end gap-2">
          <Link to="/tenant/services" className={buttonClass('outline')} preventScrollReset>
            Schließen
          </Link>
          {isActive ? (
            // the catalogue's own status action; deactivated, it stays visible in the carts as 'nicht mehr verfügbar'
            <Form method="post" action="/tenant/services" preventScrollReset>
              <input type="hidden" name="service_id" value={id} />
              <Button type="submit" name="intent" value="deactivate" disabled={navigation.state === 'submitting'}>
                Deaktivieren
              </Button>
            </Form>
          ) : null}
        </div>
      </Dialog>
    )
  }
  return (
    <ConfirmDialog
      title="Service löschen"
      description={
        <>
          <p>{`Möchten Sie den Service „${name}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`}</p>
          {closedNote ? <p className="mt-2">{closedNote}</p> : null}
        </>
      }
      cancelTo="/tenant/services"
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
