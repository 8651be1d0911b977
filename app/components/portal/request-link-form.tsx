import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { HoneypotField } from '~/components/ui/honeypot'

/** 'Neuen Link anfordern': an e-mail field posting intent=request-link to /customer-login. */
export function RequestLinkForm({
  lastResult,
  message,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined
  message: string | null | undefined
}) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'request-link'
  const [form, fields] = useForm({
    id: 'request-link',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/customer-link'),
      (forms) => forms.requestLinkSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" action="/customer-login" className="grid gap-3" {...getFormProps(form)}>
      <HoneypotField />
      <h2 className="text-base font-semibold">Neuen Link anfordern</h2>
      <p className="text-sm text-muted-foreground">
        Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen neuen Anmeldelink.
      </p>
      {message ? (
        <p role="status" className="rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900">
          {message}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {form.errors[0]}
        </p>
      ) : null}
      <Field
        label="E-Mail"
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: 'email' })}
      />
      <Button type="submit" name="intent" value="request-link" variant="outline" disabled={pending}>
        {pending ? 'Wird gesendet...' : 'Neuen Link anfordern'}
      </Button>
    </Form>
  )
}
