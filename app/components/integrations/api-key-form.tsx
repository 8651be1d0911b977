import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { API_SCOPE_LABELS, API_SCOPES } from '~/forms/api-key-texts'

/** 'API-Schlüssel erstellen': name and scope; the key is shown once after saving. */
export function ApiKeyForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
  const [form, fields] = useForm({
    id: 'api-key',
    lastResult,
    defaultValue: { scope: 'read' },
    ...useClientChecks(
      () => import('~/forms/api-key'),
      (forms) => forms.apiKeySchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form
      method="post"
      action="/tenant/integrations"
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      {...getFormProps(form)}
    >
      <Field
        label="Name des Schlüssels"
        autoComplete="off"
        errors={fields.name.errors}
        {...getInputProps(fields.name, { type: 'text' })}
      />
      <SelectField label="Berechtigung" errors={fields.scope.errors} {...getSelectProps(fields.scope)}>
        {API_SCOPES.map((s) => (
          <option key={s} value={s}>
            {API_SCOPE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" name="intent" value="create" disabled={pending} className="sm:mt-6">
        {pending ? 'Wird erstellt...' : 'Schlüssel erstellen'}
      </Button>
    </Form>
  )
}
