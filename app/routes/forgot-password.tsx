import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import { useClientChecks } from '~/utils/use-client-checks'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { HoneypotField } from '~/components/ui/honeypot'
import { forgotPasswordSchema } from '~/forms/password-reset'
import { RESET_SENT } from '~/forms/password-reset-texts'
import { passwordResetMails } from '~/services/mail/account-link-mail.server'
import { guardAction } from '~/services/security/action-guard.server'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'

// 'Passwort vergessen?': the answer is the same whether or not the address has
// an account; at most 3 reset mails per address per 15 minutes.

export const meta: MetaFunction = () => [{ title: 'Passwort vergessen – Festplan' }]

const TOO_MANY = 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.'

export async function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp())) return data({ result: null, formError: TOO_MANY }, { status: 429 })
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), formError: null }, { status: 400 })
  const email = submission.value.email
  if (consume(LIMITS.resetMailsPerAddress, email)) passwordResetMails.mailLink(request, email)
  throw redirect('/forgot-password?sent=1')
}

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    ...useClientChecks(
      () => import('~/forms/password-reset'),
      (forms) => forms.forgotPasswordSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Passwort vergessen?</CardTitle>
          <CardDescription>
            Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sent ? (
            <p role="status" className="rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900">
              {RESET_SENT}
            </p>
          ) : null}
          {actionData?.formError ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {actionData.formError}
            </p>
          ) : null}
          <Form method="post" action="/forgot-password" className="grid gap-4" {...getFormProps(form)}>
            <HoneypotField />
            <Field
              label="E-Mail"
              autoComplete="email"
              errors={fields.email.errors}
              {...getInputProps(fields.email, { type: 'email' })}
            />
            <Button type="submit" disabled={pending}>
              {pending ? 'Wird gesendet...' : 'Link senden'}
            </Button>
          </Form>
          <p className="text-center text-sm">
            <Link to="/tenant-signup?mode=login" className="underline underline-offset-4">
              Zurück zur Anmeldung
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
