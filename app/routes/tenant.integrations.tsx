import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ApiKeyList } from '~/components/integrations/api-key-list'
import { ApiExamples } from '~/components/integrations/api-examples'
import { Field } from '~/components/ui/field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { planLimits } from '~/domain/plans'
import { apiKeyIdSchema, apiKeySchema } from '~/forms/api-key'
import { createApiKey, listApiKeys, revokeApiKey } from '~/models/api-key.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { tenantUrl } from '~/utils/tenant-url.server'

const ApiKeyForm = afterHydration(() => import('~/components/integrations/api-key-form'), 'ApiKeyForm')

// API keys (ADR 123): admins create (shown once), see prefix and last use, revoke.
// The API belongs to Pro and Business (and the trial); Starter reads the rule.

export const meta: MetaFunction = () => [{ title: 'Integrationen – Festplan' }]

export const PLAN_RULE =
  'Die API ist in den Tarifen Pro und Business sowie während des Testzeitraums enthalten. Im Tarif Starter ist sie nicht verfügbar.'
const ADMINS_ONLY = 'Nur Administratoren verwalten API-Schlüssel.'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const isAdmin = staff.role === 'tenant_admin'
  return {
    apiAllowed: planLimits(staff.tenant).api,
    isAdmin,
    keys: isAdmin ? listApiKeys(staff.tenantId) : [],
    apiBase: tenantUrl(staff.tenant.subdomain, '/api/v1'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = String(formData.get('intent') ?? '')
  if (staff.role !== 'tenant_admin')
    return data({ intent, result: null, created: null, formError: ADMINS_ONLY }, { status: 403 })
  if (!planLimits(staff.tenant).api)
    return data({ intent, result: null, created: null, formError: PLAN_RULE }, { status: 403 })
  if (intent === 'create') {
    const submission = parseWithZod(formData, { schema: apiKeySchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), created: null, formError: null }, { status: 400 })
    const { key, row } = createApiKey(staff.tenantId, { ...submission.value, createdBy: staff.userId })
    return data({
      intent,
      result: submission.reply({ resetForm: true }),
      created: { key, name: row.name },
      formError: null,
    })
  }
  if (intent === 'revoke') {
    const parsed = apiKeyIdSchema.safeParse({ key_id: formData.get('key_id') })
    if (!parsed.success || !revokeApiKey(staff.tenantId, parsed.data.key_id)) notFound()
    return redirectWithToast('/tenant/integrations', {
      type: 'success',
      description: 'Der API-Schlüssel wurde widerrufen.',
    })
  }
  return data({ intent, result: null, created: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
}

export default function IntegrationsPage() {
  const { apiAllowed, isAdmin, keys, apiBase } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Integrationen</h1>
      <Card>
        <CardHeader>
          <CardTitle>API-Schlüssel</CardTitle>
          <CardDescription>
            Mit einem Schlüssel greifen andere Programme über die REST-API unter <code>{apiBase}</code> auf Ihre Daten
            zu.{' '}
            <Link to="/tenant/integrations/api" className="underline underline-offset-4">
              API-Referenz
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!apiAllowed ? (
            <p>{PLAN_RULE}</p>
          ) : !isAdmin ? (
            <p>{ADMINS_ONLY}</p>
          ) : (
            <>
              {actionData?.formError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {actionData.formError}
                </p>
              ) : null}
              {actionData?.created ? (
                <div role="status" className="space-y-2 rounded-md border p-4">
                  <p className="font-medium">
                    Neuer Schlüssel „{actionData.created.name}“ – er wird nur jetzt angezeigt:
                  </p>
                  <Field
                    label="API-Schlüssel"
                    readOnly
                    value={actionData.created.key}
                    className="font-mono"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                </div>
              ) : null}
              <ApiKeyForm lastResult={actionData?.intent === 'create' ? actionData.result : undefined} />
              <ApiKeyList keys={keys} />
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Festplan meldet Änderungen (z. B. neue Veranstaltungen, Kunden, Angebotsanfragen, Rechnungen) signiert an
            Ihre Systeme.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/tenant/integrations/webhooks" className="underline underline-offset-4">
            Webhooks verwalten
          </Link>
        </CardContent>
      </Card>
      <ApiExamples apiBase={apiBase} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
