import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { HoneypotField } from '~/components/ui/honeypot'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { getAccount } from '~/services/auth/auth.server'
import { signIn } from '~/services/auth/sign-in.server'

export const meta: MetaFunction = () => [{ title: 'Plattform-Anmeldung – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await getAccount(request)
  if (account?.profile.role === 'platform_owner') throw redirect('/owner')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return signIn(request, {
    roles: ['platform_owner'],
    refusal: 'Anmeldung fehlgeschlagen',
    home: () => '/owner',
  })
}

export default function OwnerLogin() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'owner-login',
    lastResult: actionData?.result,
    constraint: undefined,
    ...useClientChecks(
      () => import('~/forms/login'),
      (forms) => forms.loginSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Plattform-Anmeldung</CardTitle>
          <CardDescription>Nur für den Betreiber von Festplan.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4" {...getFormProps(form)}>
            <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
            <HoneypotField />
            {actionData?.formError ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {actionData.formError}
              </p>
            ) : null}
            <Field
              label="E-Mail"
              autoComplete="email"
              errors={fields.email.errors}
              {...getInputProps(fields.email, { type: 'email' })}
            />
            <Field
              label="Passwort"
              autoComplete="current-password"
              errors={fields.password.errors}
              {...getInputProps(fields.password, { type: 'password' })}
            />
            <Button type="submit" disabled={pending}>
              {pending ? 'Anmeldung läuft...' : 'Anmelden'}
            </Button>
          </Form>
          {actionData && 'unlockLink' in actionData ? (
            <p className="mt-4 text-center text-sm">
              <Link to="/sign-in-unlock" className="underline underline-offset-4">
                Entsperrlink senden
              </Link>
            </p>
          ) : null}
          <p className="mt-4 text-center text-sm">
            <Link to="/forgot-password" className="underline underline-offset-4">
              Passwort vergessen?
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/" className="underline underline-offset-4">
              Zurück zur Startseite
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
