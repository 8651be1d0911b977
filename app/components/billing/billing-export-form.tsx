import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { BILLING_EXPORT_FIELDS } from '~/forms/billing-export-fields'
import { useClientChecks } from '~/utils/use-client-checks'

/**
 * The period of the export for the tax adviser: a GET form; a valid period goes
 * on to the ZIP, an invalid one comes back with the messages at the fields.
 */
export function BillingExportForm({
  tenant,
  defaults,
  result,
}: {
  tenant: string | null | undefined
  defaults: Partial<Record<(typeof BILLING_EXPORT_FIELDS)[number], string>>
  result: SubmissionResult<string[]> | null | undefined
}) {
  const [form, fields] = useForm({
    id: 'billing-export',
    lastResult: result,
    defaultValue: defaults,
    ...useClientChecks(
      () => import('~/forms/billing-export'),
      (forms) => forms.billingExportSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const input = (name: (typeof BILLING_EXPORT_FIELDS)[number], type: 'date' | 'text') => {
    const { key: _key, ...props } = getInputProps(fields[name], { type })
    return props
  }
  return (
    <form method="get" action="/tenant/billing/export" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
      {tenant ? <input type="hidden" name="tenant" value={tenant} /> : null}
      <Field label="Von" errors={fields.from.errors} {...input('from', 'date')} />
      <Field label="Bis" errors={fields.to.errors} {...input('to', 'date')} />
      <Field
        label="Beraternummer (optional)"
        hint="Von Ihrer Steuerberatung; ohne Angabe 1001."
        inputMode="numeric"
        errors={fields.consultant_number.errors}
        {...input('consultant_number', 'text')}
      />
      <Field
        label="Mandantennummer (optional)"
        hint="Ohne Angabe 1."
        inputMode="numeric"
        errors={fields.client_number.errors}
        {...input('client_number', 'text')}
      />
      <div className="sm:col-span-2">
        <Button type="submit">ZIP herunterladen</Button>
      </div>
    </form>
  )
}
