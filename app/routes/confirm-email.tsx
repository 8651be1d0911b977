import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { consumeConfirmToken, findConfirmToken } from '~/models/user-token.server'
import { touchLastLogin } from '~/models/user.server'
import { guardAction } from '~/services/security/action-guard.server'
import { combineHeaders } from '~/utils/http.server'
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

// The e-mailed link shows this page (GET changes nothing); its POST confirms.

export const meta: MetaFunction = () => [{ title: 'E-Mail bestätigen – Festplan' }]

const INVALID = 'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.'

function liveToken(request: Request, token: string) {
  return findLinkForHost(request, token, findConfirmToken)
}

export async function loader({ request }: LoaderFunctionArgs) {
  // the mailed link's token goes into a short-lived cookie; the URL without it is what stays
  await moveLinkTokenToCookie(request, 'confirm-email')
  const token = await linkTokenFromCookie(request, 'confirm-email')
  return { valid: Boolean(liveToken(request, token)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp())) {
    return data({ error: TOO_MANY_REQUESTS }, { status: 429 })
  }
  const token = await linkTokenForPost(request, formData, 'confirm-email')
  const confirmed = liveToken(request, token) ? consumeConfirmToken(hashToken(token)) : null
  if (!confirmed) return data({ error: INVALID }, { status: 400 })
  // confirming signs the new admin in: that is their first sign-in (team list 'Letzte Anmeldung')
  touchLastLogin(confirmed.userId)
  const cookie = await createStaffSession(confirmed.userId, confirmed.tenantId)
  throw redirect('/tenant', {
    headers: combineHeaders(
      { 'Set-Cookie': cookie },
      { 'Set-Cookie': await forgetLinkToken('confirm-email') },
      await createToastHeaders({
        type: 'success',
        title: 'E-Mail bestätigt',
        description: 'Willkommen bei Festplan! Ihre 7-tägige Testphase hat begonnen.',
      }),
    ),
  })
}

export default function ConfirmEmail() {
  const { valid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const sent = useRef(false)
  const error = actionData?.error ?? (valid ? null : INVALID)

  // With JavaScript the page confirms by itself, once.
  useEffect(() => {
    if (!valid || sent.current || !form.current) return
    sent.current = true
    submit(form.current)
  }, [valid, submit])

  const pending = navigation.state !== 'idle'
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>E-Mail-Adresse bestätigen</CardTitle>
          <CardDescription>Mit der Bestätigung beginnt Ihre 7-tägige kostenlose Testphase.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {error ? (
            <>
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {error}
              </p>
              <p className="text-sm">
                Melden Sie sich an, um einen neuen Link anzufordern:{' '}
                <Link to="/tenant-signup?mode=login" className="underline underline-offset-4">
                  Zur Anmeldung
                </Link>
              </p>
            </>
          ) : (
            <Form method="post" ref={form} className="grid gap-4">
              <Button type="submit" disabled={pending}>
                {pending ? 'Wird bestätigt...' : 'E-Mail-Adresse bestätigen'}
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
