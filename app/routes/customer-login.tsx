import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { RequestLinkForm } from '~/components/portal/request-link-form'
import { Button, buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { guardAction } from '~/services/security/action-guard.server'
import { getCustomer } from '~/services/auth/auth.server'
import { moveLinkTokenToCookie } from '~/utils/link-token.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import {
  LINK_RESENT,
  TOKEN_MESSAGES,
  loginState,
  requestNewLink,
  resendSpentLink,
  signInWithToken,
  type LoginState,
} from '~/services/auth/customer-login.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

export const meta: MetaFunction = ({ matches }) => [{ title: brandTitle('Kunden-Login', brandFromMatches(matches)) }]

const REDIRECT_MS = 2000

export async function loader({ request }: LoaderFunctionArgs) {
  // the mailed link's token goes into a short-lived cookie; the URL without it is what stays
  await moveLinkTokenToCookie(request, 'customer-login')
  const state = await loginState(request)
  // a customer who is still signed in goes straight to the portal
  if (state.state === 'request' && (await getCustomer(request))) throw redirect('/customer-dashboard')
  return {
    ...state,
    messages: TOKEN_MESSAGES,
    resentMessage: LINK_RESENT,
    tenantName: getHostTenant(request)?.name ?? null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  if (formData.get('intent') === 'request-link') return requestNewLink(request, formData)
  if (formData.get('intent') === 'resend-link') return resendSpentLink(request, formData)
  return signInWithToken(request, formData)
}

type ActionData = { state?: LoginState['state']; reason?: string; linkResult?: never; linkMessage?: string | null }

export default function CustomerLogin() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as (ActionData & Record<string, unknown>) | undefined
  const fetcher = useFetcher<typeof action>()
  const fetched = fetcher.data as (LoginState & Record<string, unknown>) | undefined
  const formRef = useRef<HTMLFormElement>(null)
  const started = useRef(false)

  // With JavaScript the page signs in by itself (docs/product.md §2.14).
  useEffect(() => {
    if (loaded.state !== 'ready' || started.current || actionData || !formRef.current) return
    started.current = true
    fetcher.submit(formRef.current)
  }, [loaded.state, actionData, fetcher])

  const login = (fetched?.state ? fetched : actionData?.state ? actionData : loaded) as LoginState
  const linkRequest = actionData && 'linkResult' in actionData ? actionData : null
  const loading = fetcher.state !== 'idle' || (loaded.state === 'ready' && started.current && !fetched)

  let body
  if (login.state === 'success') body = <Success to={login.to} />
  else if (login.state === 'resent')
    body = (
      <p role="status" className="text-sm">
        {loaded.resentMessage}
      </p>
    )
  else if (linkRequest || login.state === 'error' || login.state === 'missing' || login.state === 'request') {
    const message =
      login.state === 'error'
        ? loaded.messages[login.reason]
        : login.state === 'missing'
          ? loaded.messages.missing
          : null
    // after 'Neuen Link anfordern' the page answers that request only: no failure beside its success
    const canResend = !linkRequest && login.state === 'error' && login.canResend === true
    body = <Failure message={linkRequest ? null : message} linkRequest={linkRequest} canResend={canResend} />
  } else {
    body = (
      <Form ref={formRef} method="post" action="/customer-login" className="grid gap-4">
        {loading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Anmeldung läuft...
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Ihr Anmeldelink ist gültig. Melden Sie sich jetzt an.</p>
        )}
        <Button type="submit" disabled={loading}>
          {loading ? 'Anmeldung läuft...' : 'Jetzt anmelden'}
        </Button>
      </Form>
    )
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Kunden-Login</CardTitle>
          <CardDescription>
            {loaded.tenantName
              ? `Anmeldung zur Planung Ihrer Veranstaltung mit ${loaded.tenantName}`
              : 'Anmeldung zur Planung Ihrer Veranstaltung'}
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        {loaded.tenantName ? (
          <p className="px-6 pb-6 text-sm">
            <Link to="/tenant-signup?mode=login" className="underline underline-offset-4">
              Anmeldung für Mitarbeiter
            </Link>
          </p>
        ) : null}
      </Card>
    </main>
  )
}

function Success({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, to])
  return (
    <div className="grid gap-3" role="status">
      {/* Without JavaScript the browser follows this after 2 seconds (the CSP allows it). */}
      <meta httpEquiv="refresh" content={`2;url=${to}`} />
      <p className="font-semibold text-green-700">Anmeldung erfolgreich!</p>
      <p className="text-sm text-muted-foreground">Sie werden in Kürze zu Ihrer Veranstaltung weitergeleitet.</p>
      <Link to={to} className="text-sm underline underline-offset-4">
        {to === '/customer-dashboard' ? 'Weiter zu Ihrer Veranstaltung' : 'Weiter zum Dokument'}
      </Link>
    </div>
  )
}

function Failure({
  message,
  linkRequest,
  canResend,
}: {
  message: string | null
  linkRequest: Record<string, unknown> | null
  canResend: boolean
}) {
  return (
    <div className="grid gap-6">
      {message ? (
        <div
          role="alert"
          className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <p className="font-semibold">Anmeldung fehlgeschlagen</p>
          <p>{message}</p>
        </div>
      ) : null}
      {canResend ? (
        <Form method="post" action="/customer-login" className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Wir senden Ihnen gern einen neuen Link an dieselbe E-Mail-Adresse.
          </p>
          <Button type="submit" name="intent" value="resend-link">
            Neuen Link senden
          </Button>
        </Form>
      ) : null}
      <Link to="/" className={buttonClass('default')}>
        Zur Startseite
      </Link>
      <RequestLinkForm
        lastResult={linkRequest?.linkResult as Parameters<typeof RequestLinkForm>[0]['lastResult']}
        message={linkRequest?.linkMessage as string | null | undefined}
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
