import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { eraseCustomerWithFiles } from '~/models/customer-data.server'
import { findCustomer } from '~/models/end-customer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// Staff confirm a customer's deletion request (docs/features/plans-and-privacy.md): personal data is
// erased at once, records the law says to keep stay, marked as retained.

export const meta: MetaFunction = () => [{ title: 'Kundendaten löschen – Festplan' }]

async function load(request: Request, customerId: string | undefined) {
  const staff = await requireTenantStaff(request)
  const customer = customerId ? findCustomer(staff.tenantId, customerId) : null
  if (!customer || customer.erasedAt) notFound()
  return { staff, customer }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer } = await load(request, params.customerId)
  return { customer: { label: customer.name || customer.email, requestedAt: customer.deletionRequestedAt } }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const { staff, customer } = await load(request, params.customerId)
  await eraseCustomerWithFiles(staff.tenantId, customer.id, { userId: staff.userId })
  return redirectWithToast('/tenant/customers', {
    type: 'success',
    description: 'Die personenbezogenen Daten des Kunden wurden gelöscht.',
  })
}

export default function EraseCustomer() {
  const { customer } = useLoaderData<typeof loader>()
  return (
    <ConfirmDialog
      title="Kundendaten löschen"
      cancelTo="/tenant/customers"
      confirmLabel="Daten löschen"
      description={
        <p>
          {customer.requestedAt
            ? `„${customer.label}“ hat am ${formatDate(customer.requestedAt)} die Löschung verlangt. `
            : ''}
          Name, E-Mail-Adresse, Telefon, Firma, Anschrift, USt-IdNr. und Käuferreferenz werden gelöscht (auch in
          Angeboten und Rechnungsentwürfen), Login-Links und Sitzungen ungültig. Veranstaltungen bleiben ohne
          Kontaktdaten erhalten; abgeschlossene Rechnungen werden wegen der gesetzlichen Aufbewahrungspflicht (10 Jahre)
          mit ihrer Kopie aufbewahrt.
        </p>
      }
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
