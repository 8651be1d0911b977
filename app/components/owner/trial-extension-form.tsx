import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'

/** 'Testphase verlängern um … Tage' (intent=extend-trial); the admins get a mail. */
export function TrialExtensionForm({
  tenantId,
  lastResult,
}: {
  tenantId: string
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: `trial-extension-${tenantId}`,
    lastResult,
    defaultValue: { tenant_id: tenantId, days: '7' },
    ...useClientChecks(
      () => import('~/forms/tenant-status'),
      (forms) => forms.trialExtensionSchema,
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="tenant_id" value={tenantId} />
      <Field
        label="Testphase verlängern um (Tage)"
        inputMode="numeric"
        errors={fields.days.errors}
        {...getInputProps(fields.days, { type: 'text' })}
      />
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="extend-trial" variant="outline" disabled={pending}>
          Testphase verlängern
        </Button>
      </div>
    </Form>
  )
}
