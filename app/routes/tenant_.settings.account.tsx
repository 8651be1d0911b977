import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { CANCELLATION_GRACE_DAYS } from '~/domain/retention'
import { cancelTenant, undoCancellation } from '~/models/tenant-cancellation.server'
import { memberPasswordHash } from '~/models/team.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { redirectWithToast } from '~/utils/http.server'
import { verifyPassword } from '~/utils/password.server'
import { consume, LIMITS } from '~/services/security/rate-limit.server'
import { platformUrl } from '~/utils/tenant-url.server'

// Konto & Daten (admins; docs/features/plans-and-privacy.md): the whole tenant as one ZIP, and the
// cancellation with 30 days to undo. Outside the tenant shell on purpose: a
// cancelled tenant's admins still reach this page (on the platform host), and
// nothing else of the tenant area.

export const meta: MetaFunction = () => [{ title: 'Konto & Daten – Festplan' }]

const EXPORT_PATH = '/tenant/settings/account/export.zip'

async function requireAccountAdmin(request: Request) {
  const staff = await requireTenantStaff(request, { allowClosed: true })
  if (staff.role !== 'tenant_admin') throw new Response('Nur Administratoren dürfen das.', { status: 403 })
  return staff
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccountAdmin(request)
  const t = admin.tenant
  return {
    tenantName: t.name,
    cancelled: t.status === 'cancelled' ? { at: t.cancelledAt, eraseAfter: t.eraseAfter } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const admin = await requireAccountAdmin(request)
  const intent = formData.get('intent')
  if (intent === 'export') return redirect(EXPORT_PATH, 303)
  if (intent === 'undo-cancel') {
    undoCancellation(admin.tenantId)
    return redirectWithToast('/tenant/settings/account', {
      type: 'success',
      description: 'Die Kündigung wurde zurückgenommen.',
    })
  }
  if (intent !== 'cancel') return data({ fieldError: null, error: 'Unbekannte Aktion.' }, { status: 400 })
  const password = formData.get('password')
  if (typeof password !== 'string' || !password) {
    return data({ fieldError: 'Bitte geben Sie Ihr Passwort ein.', error: null }, { status: 400 })
  }
  if (!consume(LIMITS.signInFailuresPerAccount, admin.userId)) {
    return data({ fieldError: 'Zu viele Versuche. Bitte warten Sie 15 Minuten.', error: null }, { status: 429 })
  }
  const hash = memberPasswordHash(admin.tenantId, admin.userId)
  if (!hash || !(await verifyPassword(hash, password.slice(0, 200)))) {
    return data({ fieldError: 'Das Passwort ist nicht korrekt.', error: null }, { status: 400 })
  }
  cancelTenant(admin.tenantId)
  // the tenant's own host now answers 'Tenant nicht gefunden': go on at the platform's host
  return redirectWithToast(platformUrl('/tenant/settings/account'), {
    type: 'success',
    description: `Ihr Konto ist gekündigt. Sie können die Kündigung ${CANCELLATION_GRACE_DAYS} Tage lang zurücknehmen.`,
  })
}

export default function Account() {
  const { tenantName, cancelled } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      {cancelled ? null : (
        <p className="text-sm">
          <Link to="/tenant/settings" className="underline underline-offset-4">
            Einstellungen
          </Link>
        </p>
      )}
      <h1 className="text-2xl font-bold">Konto &amp; Daten</h1>
      {actionData?.error ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {cancelled ? (
        <Card className="border-destructive" role="status">
          <CardHeader>
            <CardTitle>{tenantName} ist gekündigt</CardTitle>
            <CardDescription>
              Gekündigt am {formatDate(cancelled.at)}. Am {formatDate(cancelled.eraseAfter)} werden alle Daten gelöscht;
              Rechnungen bleiben wegen der gesetzlichen Aufbewahrungspflicht (10 Jahre) erhalten. Bis dahin können Sie
              Ihre Daten herunterladen oder die Kündigung zurücknehmen.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="undo-cancel"
                className={buttonClass('default')}
                disabled={busy}
              >
                Kündigung zurücknehmen
              </button>
            </Form>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Alle Daten herunterladen</CardTitle>
          <CardDescription>
            Eine ZIP-Datei mit jeder Tabelle Ihres Mandanten als JSON und als CSV (für Excel). Passwörter und
            Zugangsschlüssel sind nicht enthalten.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="export" className={buttonClass('outline')}>
              Daten exportieren (ZIP)
            </button>
          </Form>
        </CardContent>
      </Card>
      {cancelled ? null : (
        <Card>
          <CardHeader>
            <CardTitle>Konto kündigen</CardTitle>
            <CardDescription>
              Ihr Mandant wird sofort auf „Gekündigt“ gesetzt; Ihre Kunden können sich nicht mehr anmelden.{' '}
              {CANCELLATION_GRACE_DAYS} Tage lang können Sie die Kündigung zurücknehmen, danach werden alle Daten außer
              den aufbewahrungspflichtigen Rechnungen gelöscht.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post" className="space-y-3">
              <div className="space-y-1">
                <label htmlFor="cancel-password" className="text-sm font-medium">
                  Ihr Passwort zur Bestätigung
                </label>
                <input
                  id="cancel-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  className="control"
                  aria-invalid={actionData?.fieldError ? true : undefined}
                  aria-describedby={actionData?.fieldError ? 'cancel-password-error' : undefined}
                />
                {actionData?.fieldError ? (
                  <p id="cancel-password-error" className="text-sm text-destructive">
                    {actionData.fieldError}
                  </p>
                ) : null}
              </div>
              <button type="submit" name="intent" value="cancel" className={buttonClass('destructive')} disabled={busy}>
                Konto kündigen
              </button>
            </Form>
          </CardContent>
        </Card>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
