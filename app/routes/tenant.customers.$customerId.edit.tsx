import { parseWithZod } from '~/utils/conform'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CustomerForm } from '~/components/customers/customer-form-lazy'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Dialog } from '~/components/ui/dialog'
import { customerEditSchema, customerSchemaWith } from '~/forms/customer'
import { DUPLICATE_EMAIL } from '~/forms/customer-texts'
import { billingAddressValues } from '~/forms/customer-billing'
import { retireCustomerTokens } from '~/models/customer-token.server'
import { findCustomer, findCustomerByEmail, normalizeCustomerEmail, updateCustomer } from '~/models/end-customer.server'
import { deleteCustomerSessions } from '~/models/session.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'

export const meta: MetaFunction = () => [{ title: 'Kunde bearbeiten – Festplan' }]

async function load(request: Request, customerId: string | undefined) {
  const staff = await requireTenantStaff(request)
  const customer = customerId ? findCustomer(staff.tenantId, customerId) : null
  if (!customer) notFound()
  return { staff, customer }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer } = await load(request, params.customerId)
  return {
    customer: {
      id: customer.id,
      salutation: customer.salutation ?? 'none',
      title: customer.title ?? '',
      name: customer.name ?? '',
      email: customer.email,
      phone: customer.phone ?? '',
      company: customer.company ?? '',
      isActive: customer.isActive,
      billing: billingAddressValues(customer),
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { staff, customer } = await load(request, params.customerId)
  const schema = customerSchemaWith(customerEditSchema, (email) => {
    const other = findCustomerByEmail(staff.tenantId, email)
    return Boolean(other && other.id !== customer.id)
  })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { is_active: isActive, ...fields } = submission.value
  try {
    updateCustomer(staff.tenantId, customer.id, { ...fields, isActive })
  } catch (error) {
    if (error instanceof Error && /UNIQUE/.test(error.message)) {
      return data({ result: submission.reply({ fieldErrors: { email: [DUPLICATE_EMAIL] } }) }, { status: 400 })
    }
    throw error
  }
  if (!isActive) {
    // an inactive customer is signed out everywhere and its open links stop working
    deleteCustomerSessions(staff.tenantId, customer.id)
    retireCustomerTokens(staff.tenantId, customer.id)
  } else if (normalizeCustomerEmail(fields.email) !== customer.email) {
    // a link mailed to the old address must not open the account any more
    retireCustomerTokens(staff.tenantId, customer.id)
  }
  return redirectWithToast('/tenant/customers', { type: 'success', description: 'Kunde wurde aktualisiert.' })
}

export default function EditCustomer() {
  const { customer } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Dialog title="Kunde bearbeiten" description={customer.email} closeTo="/tenant/customers">
      <CustomerForm
        id={`customer-edit-${customer.id}`}
        lastResult={actionData?.result}
        defaultValue={{
          salutation: customer.salutation,
          title: customer.title,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          company: customer.company,
          is_active: customer.isActive,
          ...customer.billing,
        }}
        withActiveSwitch
        submitLabel="Speichern"
        pendingLabel="Wird gespeichert..."
        cancelTo="/tenant/customers"
      />
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
