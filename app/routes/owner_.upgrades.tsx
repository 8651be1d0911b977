import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from '~/utils/zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TenantStatusBadge } from '~/components/owner/tenant-status-badge'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { planName } from '~/domain/plans'
import { decidePlanRequest, listPlanRequestsForOwner } from '~/models/plan-request.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requirePlatformOwner } from '~/services/auth/auth.server'
import { formatDateTime } from '~/utils/format'
import { redirectWithToast } from '~/utils/http.server'
import { mailAdminsAboutPlanDecision } from '~/services/mail/plan-mail.server'

// The owner's queue of plan requests (docs/features/plans-and-privacy.md): approve sets the plan and
// 'Bezahlt', decline leaves the tenant as it is; the admins get a mail either way.

export const meta: MetaFunction = () => [{ title: 'Tarifanfragen – Festplan' }]

const STATUS_TEXT = { requested: 'offen', approved: 'bestätigt', declined: 'abgelehnt', withdrawn: 'ersetzt' } as const

const decisionSchema = z.object({ request_id: z.string().min(1).max(100), intent: z.enum(['approve', 'decline']) })

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePlatformOwner(request)
  return {
    requests: listPlanRequestsForOwner().map((r) => {
      let requestedBy = ''
      try {
        const billing = JSON.parse(r.billingJson) as { requestedBy?: string; requestedByEmail?: string }
        requestedBy = [billing.requestedBy, billing.requestedByEmail].filter(Boolean).join(' · ')
      } catch {
        // an unreadable snapshot shows no requester
      }
      return { ...r, requestedBy }
    }),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const owner = await requirePlatformOwner(request)
  const parsed = decisionSchema.safeParse({ request_id: formData.get('request_id'), intent: formData.get('intent') })
  if (!parsed.success) return data({ error: 'Ungültige Entscheidung.' }, { status: 400 })
  const result = decidePlanRequest(parsed.data.request_id, parsed.data.intent, owner.userId)
  if (!result.ok) return data({ error: 'Diese Anfrage ist nicht mehr offen.' }, { status: 409 })
  const approved = parsed.data.intent === 'approve'
  await mailAdminsAboutPlanDecision({
    tenantId: result.tenantId,
    tenantName: result.tenantName,
    subdomain: result.subdomain,
    plan: result.plan,
    approved,
  })
  return redirectWithToast('/owner/upgrades', {
    type: 'success',
    description: approved
      ? `${result.tenantName} nutzt jetzt ${planName(result.plan)}.`
      : `Anfrage von ${result.tenantName} abgelehnt.`,
  })
}

export default function OwnerUpgrades() {
  const { requests } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-4">
      <p className="text-sm">
        <Link to="/owner" className="underline underline-offset-4">
          Plattform-Übersicht
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Tarifanfragen</h1>
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {actionData.error}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Anfragen</CardTitle>
        </CardHeader>
        <CardContent>
          {requests.length === 0 ? (
            <p className="text-sm text-muted-foreground">Keine Tarifanfragen.</p>
          ) : (
            <ul className="divide-y">
              {requests.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-testid="plan-request"
                >
                  <div className="space-y-1">
                    <p className="font-medium">
                      {r.tenantName} <span className="text-sm text-muted-foreground">({r.subdomain})</span>
                    </p>
                    <p className="text-sm">
                      möchte <strong>{planName(r.plan)}</strong> · {formatDateTime(r.createdAt)} · {r.requestedBy}
                    </p>
                    <p className="flex items-center gap-2 text-sm">
                      Mandant: <TenantStatusBadge status={r.tenantStatus} /> Anfrage: {STATUS_TEXT[r.status]}
                    </p>
                  </div>
                  {r.status === 'requested' ? (
                    <Form method="post" className="flex gap-2">
                      <input type="hidden" name="request_id" value={r.id} />
                      <button type="submit" name="intent" value="approve" className={buttonClass('default', 'sm')}>
                        Bestätigen (Bezahlt)
                      </button>
                      <button type="submit" name="intent" value="decline" className={buttonClass('outline', 'sm')}>
                        Ablehnen
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
