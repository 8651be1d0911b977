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
import { acceptInvitationSchema } from '~/forms/team'
import { ROLE_LABELS } from '~/forms/team-texts'
import { acceptInvitation, accountExists, findLiveInvitation } from '~/models/invitation.server'
import { guardAction } from '~/services/security/action-guard.server'
import { commonPasswords } from '~/utils/common-passwords.server'
import { combineHeaders } from '~/utils/http.server'
import { hashPassword } from '~/utils/password.server'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'
import { createStaffSession } from '~/services/auth/session-cookie.server'
import { createToastHeaders } from '~/utils/toast.server'
import {
  forgetLinkToken,
  linkTokenForPost,
  linkTokenFromCookie,
  moveLinkTokenToCookie,
} from '~/utils/link-token.server'
import { findLinkForHost, TOO_MANY_REQUESTS } from '~/services/auth/token-link.server'
import { hashToken } from '~/utils/token.server'

// The invitation link: the GET shows the tenant's name and changes nothing;
// the POST (full name + password) creates the user and profile and signs in.

export const meta: MetaFunction = () => [{ title: 'Einladung annehmen – Festplan' }]

const INVALID = 'Diese Einladung ist ungültig, abgelaufen, wurde zurückgezogen oder bereits angenommen.'
const HAS_ACCOUNT = 'Für diese E-Mail-Adresse besteht bereits ein Festplan-Konto. Bitte melden Sie sich stattdessen an.'
const TOO_MANY = TOO_MANY_REQUESTS

function liveInvitation(request: Request, token: string) {
  return findLinkForHost(request, token, findLiveInvitation)
}

export async function loader({ request }: LoaderFunctionArgs) {
  // the mailed link's token goes into a short-lived cookie; the URL without it is what stays
  await moveLinkTokenToCookie(request, 'invitation')
  const token = await linkTokenFromCookie(request, 'invitation')
  const found = liveInvitation(request, token)
  if (!found) return { invitation: null, hasAccount: false }
  return {
    invitation: { tenantName: found.tenantName, email: found.email, role: ROLE_LABELS[found.role] },
    hasAccount: accountExists(found.email),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp())) return data({ result: null, formError: TOO_MANY }, { status: 429 })
  const token = await linkTokenForPost(request, formData, 'invitation')
  const found = liveInvitation(request, token)
  if (!found) return data({ result: null, formError: INVALID }, { status: 400 })
  if (accountExists(found.email)) return data({ result: null, formError: HAS_ACCOUNT }, { status: 400 })
  const submission = await parseWithZod(formData, { schema: acceptInvitationSchema(commonPasswords()), async: true })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: null }, { status: 400 })
  }
  const passwordHash = await hashPassword(submission.value.password)
  const outcome = acceptInvitation(hashToken(token), { fullName: submission.value.full_name, passwordHash })
  if (!outcome.ok) {
    return data(
      { result: null, formError: outcome.reason === 'account-exists' ? HAS_ACCOUNT : INVALID },
      { status: 400 },
    )
  }
  const cookie = await createStaffSession(outcome.userId, outcome.tenantId)
  throw redirect('/tenant', {
    headers: combineHeaders(
      { 'Set-Cookie': cookie },
      { 'Set-Cookie': await forgetLinkToken('invitation') },
      await createToastHeaders({
        type: 'success',
        title: 'Willkommen!',
        description: `Sie gehören jetzt zum Team von ${found.tenantName}.`,
      }),
    ),
  })
}

export default function AcceptInvitation() {
  const { invitation, hasAccount } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'accept-invitation',
    lastResult: actionData?.result,
    ...useClientChecks(
      () => import('~/forms/team'),
      (forms) => forms.acceptInvitationSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const error = actionData?.formError ?? (invitation ? (hasAccount ? HAS_ACCOUNT : null) : INVALID)
  const canAccept =
    invitation && !hasAccount && actionData?.formError !== INVALID && actionData?.formError !== HAS_ACCOUNT
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{invitation ? `Einladung zum Team von ${invitation.tenantName}` : 'Einladung annehmen'}</CardTitle>
          {invitation ? (
            <CardDescription>
              Sie wurden als {invitation.role} eingeladen ({invitation.email}). Legen Sie Ihren Namen und Ihr Passwort
              fest.
            </CardDescription>
          ) : null}
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
          {canAccept ? (
            <Form method="post" className="grid gap-4" {...getFormProps(form)}>
              <HoneypotField />
              <Field
                label="Vollständiger Name"
                autoComplete="name"
                errors={fields.full_name.errors}
                {...getInputProps(fields.full_name, { type: 'text' })}
              />
              <Field
                label="Passwort"
                autoComplete="new-password"
                hint="Mindestens 8 Zeichen, kein häufig verwendetes Passwort."
                errors={fields.password.errors}
                {...getInputProps(fields.password, { type: 'password' })}
              />
              <Button type="submit" disabled={pending}>
                {pending ? 'Wird angelegt...' : 'Einladung annehmen'}
              </Button>
            </Form>
          ) : (
            <p className="text-sm">
              <Link to="/tenant-signup?mode=login" className="underline underline-offset-4">
                Zur Anmeldung
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
