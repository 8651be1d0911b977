import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, FieldError } from '~/components/ui/field'
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from '~/domain/webhooks/events'

/** 'Endpunkt hinzufügen': the URL and the subscribed events; the secret is shown once after saving. */
export function WebhookForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
  const [form, fields] = useForm({
    id: 'webhook',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/webhook'),
      (forms) => forms.webhookSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const errorId = `${fields.events.id}-error`
  return (
    <Form method="post" action="/tenant/integrations/webhooks" className="space-y-4" {...getFormProps(form)}>
      <Field
        label="Empfänger-URL"
        placeholder="https://example.com/webhooks/festplan"
        autoComplete="off"
        errors={fields.url.errors}
        {...getInputProps(fields.url, { type: 'url' })}
      />
      <fieldset aria-describedby={fields.events.errors?.length ? errorId : undefined} className="space-y-2">
        <legend className="text-sm font-medium">Ereignisse</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.events, { type: 'checkbox', options: WEBHOOK_EVENT_TYPES }).map((props) => (
            <label key={props.key} className="flex items-center gap-2 text-sm">
              <input {...props} key={props.key} className="h-4 w-4" />
              <span>
                {WEBHOOK_EVENTS[props.value as keyof typeof WEBHOOK_EVENTS]}{' '}
                <code className="text-xs text-muted-foreground">{props.value}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} errors={fields.events.errors} />
      </fieldset>
      <Button type="submit" name="intent" value="create" disabled={pending}>
        {pending ? 'Wird gespeichert...' : 'Endpunkt hinzufügen'}
      </Button>
    </Form>
  )
}
