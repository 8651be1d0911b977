import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from './form-error'
import { PasswordField } from './password-input'
import { HoneypotField } from '~/components/ui/honeypot'

export function LoginForm({
  lastResult,
  formError,
  unconfirmedEmail,
  unlockLink = false,
  redirectTo,
}: {
  lastResult: SubmissionResult | null | undefined
  formError: string | null | undefined
  unconfirmedEmail: string | undefined
  /** the account's sign-in is delayed (ADR 115): offer the mailed unlock link */
  unlockLink?: boolean
  redirectTo: string
}) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/login'),
      (forms) => forms.loginSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <div className="grid gap-4">
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError} />
        <Field
          label="E-Mail"
          autoComplete="email"
          errors={fields.email.errors}
          {...getInputProps(fields.email, { type: 'email' })}
        />
        <PasswordField
          label="Passwort"
          autoComplete="current-password"
          errors={fields.password.errors}
          {...getInputProps(fields.password, { type: 'password' })}
        />
        <Button type="submit" name="intent" value="login" disabled={pending}>
          {pending ? 'Anmeldung läuft...' : 'Anmelden'}
        </Button>
      </Form>
      {unlockLink ? (
        <p className="text-center text-sm">
          <Link to="/sign-in-unlock" className="underline underline-offset-4">
            Entsperrlink senden
          </Link>
        </p>
      ) : null}
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="underline underline-offset-4">
          Passwort vergessen?
        </Link>
      </p>
      {unconfirmedEmail ? (
        <Form method="post" className="grid gap-2 rounded-md border p-3 text-sm">
          <input type="hidden" name="email" value={unconfirmedEmail} />
          <p>Keine E-Mail erhalten? Wir senden Ihnen den Bestätigungslink gern noch einmal.</p>
          <Button type="submit" name="intent" value="resend-confirmation" variant="outline">
            Bestätigungs-E-Mail erneut senden
          </Button>
        </Form>
      ) : null}
    </div>
  )
}
