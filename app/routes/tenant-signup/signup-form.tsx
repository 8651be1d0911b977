import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { PASSWORD_MIN } from '~/domain/password-rules'
import { suggestSubdomain } from '~/domain/subdomain'
import { FormError } from './form-error'
import { PasswordField } from './password-input'
import { SubdomainField } from './subdomain-field'
import { useHydrated } from './use-hydrated'
import { HoneypotField } from '~/components/ui/honeypot'

export function SignupForm({
  lastResult,
  formError,
}: {
  lastResult: SubmissionResult | null | undefined
  formError: string | null | undefined
}) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [available, setAvailable] = useState(false)
  const [company, setCompany] = useState('')
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'signup',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/signup'),
      (forms) => forms.signupSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  // With JavaScript, submit waits for the live check; without, the action checks on submit.
  const blocked = hydrated && !available
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <HoneypotField />
      <FormError message={formError ?? form.errors?.[0]} />
      <Field
        label="Vollständiger Name"
        autoComplete="name"
        errors={fields.full_name.errors}
        {...getInputProps(fields.full_name, { type: 'text' })}
      />
      <Field
        label="Firmenname"
        autoComplete="organization"
        errors={fields.company.errors}
        {...getInputProps(fields.company, { type: 'text' })}
        onInput={(event) => setCompany(event.currentTarget.value)}
      />
      <SubdomainField
        key={fields.subdomain.key}
        id={fields.subdomain.id}
        name={fields.subdomain.name}
        defaultValue={fields.subdomain.initialValue}
        serverErrors={fields.subdomain.errors}
        onAvailable={setAvailable}
        suggestion={suggestSubdomain(company)}
      />
      <Field
        label="E-Mail"
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: 'email' })}
      />
      <PasswordField
        label="Passwort"
        autoComplete="new-password"
        hint={`Mindestens ${PASSWORD_MIN} Zeichen, kein häufig verwendetes Passwort.`}
        errors={fields.password.errors}
        {...getInputProps(fields.password, { type: 'password' })}
      />
      <Button type="submit" name="intent" value="signup" disabled={pending || blocked}>
        {pending ? 'Wird registriert...' : '7 Tage kostenlos testen'}
      </Button>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li>✓ Keine Kreditkarte erforderlich</li>
        <li>✓ Jederzeit kündbar</li>
        <li>✓ Die Testphase beginnt nach der Bestätigung Ihrer E-Mail-Adresse</li>
      </ul>
    </Form>
  )
}
