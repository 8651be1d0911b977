import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { WebhookList } from '~/components/integrations/webhook-list'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { planLimits } from '~/domain/plans'
import { webhookIdSchema, webhookSchema } from '~/forms/webhook'
import { WEBHOOK_ADMINS_ONLY, WEBHOOK_PLAN_RULE } from '~/forms/webhook-texts'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookEndpoints,
} from '~/models/webhook.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { requireWebhookAdmin } from '~/services/webhooks/webhook-admin.server'
import { targetProblem } from '~/utils/webhook-target.server'

const WebhookForm = afterHydration(() => import('~/components/integrations/webhook-form'), 'WebhookForm')

// Webhook endpoints (ADR 123): admins add a URL with its events (the signing
// secret is shown once), see each endpoint's state, re-enable or delete it.

export const meta: MetaFunction = () => [{ title: 'Webhooks – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const isAdmin = staff.role === 'tenant_admin'
  const allowed = planLimits(staff.tenant).api
  return { allowed, isAdmin, endpoints: isAdmin && allowed ? listWebhookEndpoints(staff.tenantId) : [] }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireWebhookAdmin(request)
  const intent = String(formData.get('intent') ?? '')
  if (intent === 'create') {
    const submission = parseWithZod(formData, { schema: webhookSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), created: null, formError: null }, { status: 400 })
    const problem = await targetProblem(submission.value.url)
    if (problem)
      return data(
        { intent, result: submission.reply({ fieldErrors: { url: [problem] } }), created: null, formError: null },
        { status: 400 },
      )
    const { secret, row } = createWebhookEndpoint(staff.tenantId, { ...submission.value, createdBy: staff.userId })
    return data({
      intent,
      result: submission.reply({ resetForm: true }),
      created: { secret, url: row.url },
      formError: null,
    })
  }
  const parsed = webhookIdSchema.safeParse({ endpoint_id: formData.get('endpoint_id') })
  if (intent === 'delete') {
    if (!parsed.success || !deleteWebhookEndpoint(staff.tenantId, parsed.data.endpoint_id)) notFound()
    return redirectWithToast('/tenant/integrations/webhooks', {
      type: 'success',
      description: 'Der Webhook-Endpunkt wurde gelöscht.',
    })
  }
  if (intent === 'enable') {
    if (!parsed.success || !enableWebhookEndpoint(staff.tenantId, parsed.data.endpoint_id)) notFound()
    return redirectWithToast('/tenant/integrations/webhooks', {
      type: 'success',
      description: 'Der Webhook-Endpunkt ist wieder aktiv.',
    })
  }
  return data({ intent, result: null, created: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
}

export default function WebhooksPage() {
  const { allowed, isAdmin, endpoints } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/integrations" className="underline underline-offset-4">
          Integrationen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Webhooks</h1>
      <Card>
        <CardHeader>
          <CardTitle>Webhook-Endpunkte</CardTitle>
          <CardDescription>
            Festplan meldet gewählte Ereignisse per HTTPS-POST an Ihre Adresse, signiert nach dem Standard Webhooks
            (Kopfzeilen <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>). Nicht
            bestätigte Zustellungen werden 24 Stunden lang mit wachsendem Abstand wiederholt.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!allowed ? (
            <p>{WEBHOOK_PLAN_RULE}</p>
          ) : !isAdmin ? (
            <p>{WEBHOOK_ADMINS_ONLY}</p>
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
                    Endpunkt {actionData.created.url} gespeichert. Das Signatur-Geheimnis wird nur jetzt angezeigt:
                  </p>
                  <Field
                    label="Signatur-Geheimnis"
                    readOnly
                    value={actionData.created.secret}
                    className="font-mono"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                </div>
              ) : null}
              <WebhookForm lastResult={actionData?.intent === 'create' ? actionData.result : undefined} />
              <WebhookList endpoints={endpoints} />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
