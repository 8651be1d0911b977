import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'
import { BillingAddressFields } from './billing-address-fields'

/** The customer's own billing address in the portal; `back` is where saving returns to. */
export function CustomerBillingForm({
  values,
  back,
  lastResult,
}: {
  values: Record<string, string>
  back: string
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'customer-billing',
    lastResult: lastResult,
    defaultValue: values,
    ...useClientChecks(
      () => import('~/forms/customer-billing'),
      (forms) => forms.customerBillingSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const { key: _key, ...company } = getInputProps(fields.company, { type: 'text' })
  return (
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
  )
}
