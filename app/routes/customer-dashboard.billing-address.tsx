import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import { useClientChecks } from '~/utils/use-client-checks'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { BillingAddressFields } from '~/components/customers/billing-address-fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { billingAddressValues, customerBillingSchema } from '~/forms/customer-billing'
import { updateCustomerBilling } from '~/models/end-customer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { redirectWithToast, safeRedirect } from '~/utils/http.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// The customer's own billing address (docs/contracts.md §8: street, postcode, city,
// country, company, vat_id, buyer_reference), editable before accepting an offer.

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
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'customer-billing',
    lastResult: actionData?.result,
    defaultValue: values,
    ...useClientChecks(
      () => import('~/forms/customer-billing'),
      (forms) => forms.customerBillingSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const { key: _key, ...company } = getInputProps(fields.company, { type: 'text' })
  return (
    <section className="space-y-4 rounded-lg border bg-background p-6">
      <h1 className="text-2xl font-bold">Rechnungsadresse</h1>
      <p className="text-sm text-muted-foreground">An diese Adresse stellen wir Angebote und Rechnungen aus.</p>
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <Field label="Firma (optional)" autoComplete="organization" errors={fields.company.errors} {...company} />
        <BillingAddressFields fields={fields} legend="Adresse" />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Wird gespeichert...' : 'Speichern'}
          </Button>
        </div>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
