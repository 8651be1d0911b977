import type { SubmissionResult } from '@conform-to/react'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { guardAction } from '~/services/security/action-guard.server'
import { signIn } from '~/services/auth/sign-in.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { resendConfirmation, signUp } from './actions.server'
import { copyrightLine } from '~/components/site-footer'

const SignupForm = afterHydration(() => import('./signup-form'), 'SignupForm')

const LoginForm = afterHydration(() => import('./login-form'), 'LoginForm')

export const meta: MetaFunction = () => [{ title: 'Registrieren oder anmelden – Festplan' }]

/** Where each role lands after signing in here (docs/product.md §2.1). */
export function roleHome(role: string) {
  return role === 'platform_owner' ? '/owner' : '/tenant'
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const intent = formData.get('intent')
  if (intent === 'login') {
    return signIn(request, {
      roles: ['tenant_admin', 'tenant_planner', 'platform_owner'],
      refusal: 'Anmeldefehler: Dieses Konto kann sich hier nicht anmelden.',
      home: roleHome,
    })
  }
  if (intent === 'resend-confirmation') return resendConfirmation(formData, getHostTenant(request)?.id ?? null)
  return signUp(formData)
}

type ActionData = {
  form?: 'signup' | 'resend'
  result?: SubmissionResult<string[]> | null
  formError?: string | null
  unconfirmedEmail?: string
  unlockLink?: boolean
}

export default function TenantSignup() {
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const [searchParams] = useSearchParams()
  const login = searchParams.get('mode') === 'login'
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const signupData = actionData?.form === 'signup' ? actionData : undefined
  const loginData = actionData && actionData.form !== 'signup' ? actionData : undefined
  const switchParams = new URLSearchParams(login ? {} : { mode: 'login' })
  if (redirectTo) switchParams.set('redirectTo', redirectTo)
  const switchTo = `/tenant-signup${switchParams.size ? `?${switchParams}` : ''}`
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-4">
        <p className="w-full max-w-md text-sm">
          <Link to="/" className="underline underline-offset-4">
            ← Zurück zur Startseite
          </Link>
        </p>
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle>{login ? 'Anmelden' : 'Kostenlos registrieren'}</CardTitle>
            <CardDescription>
              {login
                ? 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.'
                : 'Testen Sie Festplan 7 Tage lang kostenlos.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {login && searchParams.get('registered') ? (
              <p role="status" className="rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900">
                Registrierung erfolgreich! Bitte prüfen Sie Ihr E-Mail-Postfach und bestätigen Sie Ihre E-Mail-Adresse
                über den Link, den wir Ihnen geschickt haben.
              </p>
            ) : null}
            {login ? (
              <LoginForm
                key="login"
                lastResult={loginData?.result}
                formError={loginData?.formError}
                unconfirmedEmail={loginData?.unconfirmedEmail}
                unlockLink={loginData?.unlockLink === true}
                redirectTo={redirectTo}
              />
            ) : (
              <SignupForm key="signup" lastResult={signupData?.result} formError={signupData?.formError} />
            )}
            <p className="text-center text-sm">
              {login ? 'Noch kein Konto? ' : 'Bereits registriert? '}
              <Link to={switchTo} className="font-medium underline underline-offset-4">
                {login ? 'Jetzt registrieren' : 'Jetzt anmelden'}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
      <footer className="p-4 text-center text-sm text-muted-foreground">{copyrightLine()}</footer>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
