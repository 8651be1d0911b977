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
import { unlockRequestSchema, unlockSchema } from '~/forms/sign-in-unlock'
import { UNLOCK_INVALID, UNLOCK_SENT } from '~/forms/sign-in-unlock-texts'
import { delayedUntil, liftDelay } from '~/models/sign-in-delay.server'
import { consumeUnlockToken, findLiveUnlockToken } from '~/models/sign-in-unlock.server'
import { signInUnlockMails } from '~/services/mail/account-link-mail.server'
import { guardAction } from '~/services/security/action-guard.server'
import { redirectWithToast } from '~/utils/http.server'
import {
  forgetLinkToken,
  linkTokenForPost,
  linkTokenFromCookie,
  moveLinkTokenToCookie,
} from '~/utils/link-token.server'
import { rememberDevice } from '~/utils/known-device.server'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'
import { findLinkForHost, TOO_MANY_REQUESTS } from '~/services/auth/token-link.server'
import { hashToken } from '~/utils/token.server'

// The sign-in unlock link (ADR 115). Without a token the page asks for the
// address and mails a link, but only while that account's sign-in is delayed;
// the answer is the same either way. The link's GET shows a button and changes
// nothing; its POST lifts the delay once and remembers this browser.

export const meta: MetaFunction = () => [{ title: 'Anmeldung entsperren – Festplan' }]

function liveToken(request: Request, token: string) {
  return findLinkForHost(request, token, findLiveUnlockToken)
}

export async function loader({ request }: LoaderFunctionArgs) {
  await moveLinkTokenToCookie(request, 'sign-in-unlock')
  const token = await linkTokenFromCookie(request, 'sign-in-unlock')
  const found = liveToken(request, token)
  return {
    email: found?.email ?? null,
    invalid: Boolean(token) && !found,
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp()))
    return data({ intent: null, result: null, formError: TOO_MANY_REQUESTS }, { status: 429 })
  if (formData.get('intent') === 'unlock') return unlockAction(request, formData)
  const submission = parseWithZod(formData, { schema: unlockRequestSchema })
  if (submission.status !== 'success')
    return data({ intent: 'request' as const, result: submission.reply(), formError: null }, { status: 400 })
  if (!consume(LIMITS.unlockRequestsPerIp, clientIp())) {
    return data(
      { intent: 'request' as const, result: submission.reply(), formError: TOO_MANY_REQUESTS },
      { status: 429 },
    )
  }
  const email = submission.value.email
  // only a delayed account gets a mail, at most 3 an hour; the answer never tells which
  if (delayedUntil(email) && consume(LIMITS.unlockMailsPerAddress, email)) signInUnlockMails.mailLink(request, email)
  throw redirect('/sign-in-unlock?sent=1')
}

async function unlockAction(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: unlockSchema })
  if (submission.status !== 'success')
    return data({ intent: 'unlock' as const, result: null, formError: UNLOCK_INVALID }, { status: 400 })
  const token = await linkTokenForPost(request, formData, 'sign-in-unlock')
  const found = liveToken(request, token)
  if (!found || !consumeUnlockToken(hashToken(token))) {
    return data({ intent: 'unlock' as const, result: null, formError: UNLOCK_INVALID }, { status: 400 })
  }
  liftDelay([found.email])
  const headers = new Headers()
  headers.append('Set-Cookie', await forgetLinkToken('sign-in-unlock'))
  headers.append('Set-Cookie', await rememberDevice(request, found.email))
  return redirectWithToast(
    found.role === 'platform_owner' ? '/owner-login' : '/tenant-signup?mode=login',
    {
      type: 'success',
      title: 'Anmeldung entsperrt',
      description: 'Sie können sich jetzt mit Ihrem Passwort anmelden. Dieser Browser ist vorgemerkt.',
    },
    { headers },
  )
}

export default function SignInUnlock() {
  const { email, invalid, sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'sign-in-unlock-request',
    lastResult: actionData?.intent === 'request' ? actionData.result : undefined,
    ...useClientChecks(
      () => import('~/forms/sign-in-unlock'),
      (forms) => forms.unlockRequestSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const error = actionData?.formError ?? (invalid ? UNLOCK_INVALID : null)
  const showUnlock = email && error !== UNLOCK_INVALID
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Anmeldung entsperren</CardTitle>
          <CardDescription>
            {showUnlock
              ? `Für ${email}. Danach können Sie sich sofort anmelden, und dieser Browser wird vorgemerkt.`
              : 'Nach mehreren falschen Passwörtern wird die Anmeldung verzögert. Mit einem Link per E-Mail heben Sie die Verzögerung auf.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sent ? (
            <p role="status" className="rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900">
              {UNLOCK_SENT}
            </p>
          ) : null}
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          {showUnlock ? (
            <Form method="post" className="grid gap-4">
              <HoneypotField />
              <Button type="submit" name="intent" value="unlock" disabled={pending}>
                {pending ? 'Wird entsperrt...' : 'Anmeldung entsperren'}
              </Button>
            </Form>
          ) : (
            <Form method="post" action="/sign-in-unlock" className="grid gap-4" {...getFormProps(form)}>
              <HoneypotField />
              <Field
                label="E-Mail"
                autoComplete="email"
                errors={fields.email.errors}
                {...getInputProps(fields.email, { type: 'email' })}
              />
              <Button type="submit" name="intent" value="request" disabled={pending}>
                {pending ? 'Wird gesendet...' : 'Entsperrlink senden'}
              </Button>
            </Form>
          )}
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
