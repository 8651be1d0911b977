import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import { useClientChecks } from '~/utils/use-client-checks'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { HoneypotField } from '~/components/ui/honeypot'
import { resetPasswordSchema } from '~/forms/password-reset'
import { RESET_INVALID } from '~/forms/password-reset-texts'
import { consumeResetToken, findLiveResetToken } from '~/models/password-reset.server'
import { guardAction } from '~/services/security/action-guard.server'
import { commonPasswords } from '~/utils/common-passwords.server'
import { redirectWithToast } from '~/utils/http.server'
import { hashPassword } from '~/utils/password.server'
import { liftDelay } from '~/models/sign-in-delay.server'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'
import {
  forgetLinkToken,
  linkTokenForPost,
  linkTokenFromCookie,
  moveLinkTokenToCookie,
} from '~/utils/link-token.server'
import { findLinkForHost, TOO_MANY_REQUESTS } from '~/services/auth/token-link.server'
import { hashToken } from '~/utils/token.server'

// The reset link: the GET shows the form and changes nothing; the POST sets the
// new password once and ends every session of the user.

export const meta: MetaFunction = () => [{ title: 'Neues Passwort festlegen – Festplan' }]

const TOO_MANY = TOO_MANY_REQUESTS

function liveToken(request: Request, token: string) {
  return findLinkForHost(request, token, findLiveResetToken)
}

export async function loader({ request }: LoaderFunctionArgs) {
  // the mailed link's token goes into a short-lived cookie; the URL without it is what stays
  await moveLinkTokenToCookie(request, 'reset-password')
  const token = await linkTokenFromCookie(request, 'reset-password')
  const found = liveToken(request, token)
  return { email: found?.email ?? null }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp())) return data({ result: null, formError: TOO_MANY }, { status: 429 })
  const token = await linkTokenForPost(request, formData, 'reset-password')
  const found = liveToken(request, token)
  if (!found) return data({ result: null, formError: RESET_INVALID }, { status: 400 })
  const submission = await parseWithZod(formData, { schema: resetPasswordSchema(commonPasswords()), async: true })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: null }, { status: 400 })
  const done = consumeResetToken(hashToken(token), await hashPassword(submission.value.password))
  if (!done) return data({ result: null, formError: RESET_INVALID }, { status: 400 })
  liftDelay([found.email])
  return redirectWithToast(
    done.role === 'platform_owner' ? '/owner-login' : '/tenant-signup?mode=login',
    {
      type: 'success',
      title: 'Passwort geändert',
      description:
        'Ihr Passwort wurde geändert und alle Sitzungen wurden beendet. Bitte melden Sie sich mit dem neuen Passwort an.',
    },
    { headers: { 'Set-Cookie': await forgetLinkToken('reset-password') } },
  )
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    ...useClientChecks(
      () => import('~/forms/password-reset'),
      (forms) => forms.resetPasswordSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const error = actionData?.formError ?? (email ? null : RESET_INVALID)
  const invalid = error === RESET_INVALID
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Neues Passwort festlegen</CardTitle>
          {email ? <CardDescription>Für {email}. Danach werden Sie überall abgemeldet.</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          {invalid ? (
            <p className="text-sm">
              <Link to="/forgot-password" className="underline underline-offset-4">
                Neuen Link anfordern
              </Link>
            </p>
          ) : (
            <Form method="post" className="grid gap-4" {...getFormProps(form)}>
              <HoneypotField />
              <Field
                label="Neues Passwort"
                autoComplete="new-password"
                hint="Mindestens 8 Zeichen, kein häufig verwendetes Passwort."
                errors={fields.password.errors}
                {...getInputProps(fields.password, { type: 'password' })}
              />
              <Button type="submit" disabled={pending}>
                {pending ? 'Wird gespeichert...' : 'Passwort speichern'}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
