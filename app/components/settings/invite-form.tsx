import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { ROLE_LABELS, ROLES } from '~/forms/team-texts'

/** 'Teammitglied einladen': e-mail and role; the server sends the mail. */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  const [form, fields] = useForm({
    id: 'invite',
    lastResult,
    defaultValue: { role: 'tenant_planner' },
    ...useClientChecks(
      () => import('~/forms/team'),
      (forms) => forms.inviteSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form
      method="post"
      action="/tenant/settings/team"
      className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      {...getFormProps(form)}
    >
      <Field
        label="E-Mail des neuen Mitglieds"
        autoComplete="off"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: 'email' })}
      />
      <SelectField label="Rolle" errors={fields.role.errors} {...getSelectProps(fields.role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" name="intent" value="invite" disabled={pending} className="sm:mt-6">
        {pending ? 'Wird gesendet...' : 'Teammitglied einladen'}
      </Button>
    </Form>
  )
}
