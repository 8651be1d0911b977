import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { billingAddressValues, customerBillingSchema } from '~/forms/customer-billing'
import { updateCustomerBilling } from '~/models/end-customer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { redirectWithToast, safeRedirect } from '~/utils/http.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// The customer's own billing address (docs/contracts.md §8: street, postcode, city,
// country, company, vat_id, buyer_reference), editable before accepting an offer.

const CustomerBillingForm = afterHydration(
  () => import('~/components/customers/customer-billing-form'),
  'CustomerBillingForm',
)

export const meta: MetaFunction = ({ matches }) => [
  { title: brandTitle('Rechnungsadresse', brandFromMatches(matches)) },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request)
  const back = new URL(request.url).searchParams.get('back')
  return {
    values: { company: customer.company ?? '', ...billingAddressValues(customer) },
    back: back && /^\/customer-dashboard\//.test(back) ? back : '',
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { customer, tenantId } = await requireCustomer(request)
  const submission = parseWithZod(formData, { schema: customerBillingSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  updateCustomerBilling(tenantId, customer.id, submission.value)
  const back = formData.get('back')
  const to =
    typeof back === 'string' && /^\/customer-dashboard\//.test(back)
      ? safeRedirect(back, '/customer-dashboard/billing-address')
      : '/customer-dashboard/billing-address'
  return redirectWithToast(to, { type: 'success', description: 'Rechnungsadresse wurde gespeichert.' })
}

export default function BillingAddress() {
  const { values, back } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="space-y-4 rounded-lg border bg-background p-6">
      <h1 className="text-2xl font-bold">Rechnungsadresse</h1>
      <p className="text-sm text-muted-foreground">An diese Adresse stellen wir Angebote und Rechnungen aus.</p>
      <CustomerBillingForm values={values} back={back} lastResult={actionData?.result} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
