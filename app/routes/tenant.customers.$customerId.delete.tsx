import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { deleteCustomer, findCustomer } from '~/models/end-customer.server'
import { logSecurityEvent } from '~/models/security-event.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { writeTransaction } from '~/utils/db.server'
import { notFound, redirectWithToast } from '~/utils/http.server'

export const meta: MetaFunction = () => [{ title: 'Kunde löschen – Festplan' }]

async function load(request: Request, customerId: string | undefined) {
  const staff = await requireTenantStaff(request)
  const customer = customerId ? findCustomer(staff.tenantId, customerId) : null
  if (!customer) notFound()
  return { staff, customer }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer } = await load(request, params.customerId)
  return { customer: { id: customer.id, label: customer.name || customer.email } }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const { staff, customer } = await load(request, params.customerId)
  try {
    // the row goes and the log entry is written together, or neither
    writeTransaction(() => {
      deleteCustomer(staff.tenantId, customer.id)
      logSecurityEvent(staff.tenantId, {
        eventType: 'CUSTOMER_DELETED',
        resourceType: 'end_customer',
        resourceId: customer.id,
        details: { customer_email: customer.email, tenant_id: staff.tenantId },
        actorUserId: staff.userId,
      })
    })
  } catch (error) {
    console.error('Kunde konnte nicht gelöscht werden', error)
    return redirectWithToast('/tenant/customers', { type: 'error', description: 'Fehler beim Löschen des Kunden.' })
  }
  return redirectWithToast('/tenant/customers', { type: 'success', description: 'Kunde wurde erfolgreich gelöscht' })
}

export default function DeleteCustomer() {
  const { customer } = useLoaderData<typeof loader>()
  return (
    <ConfirmDialog
      title="Kunde löschen"
      cancelTo="/tenant/customers"
      description={
        <p>
          Möchten Sie den Kunden „{customer.label}“ wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.
          Seine Veranstaltungen bleiben erhalten, sind danach aber keinem Kunden mehr zugeordnet.
        </p>
      }
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
