import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from '~/utils/zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TenantStatusBadge } from '~/components/owner/tenant-status-badge'
import { UsageBar } from '~/components/settings/usage-bar'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { PLANS, PLAN_LIMITS, effectivePlanId, planName } from '~/domain/plans'
import { trialDaysLeft } from '~/domain/trial'
import { openPlanRequest, requestPlan } from '~/models/plan-request.server'
import { planUsage } from '~/models/plan-usage.server'
import { storageUsed as storageUsedBytes } from '~/models/file-usage.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatBytes, formatDate, formatNumber } from '~/utils/format'
import { redirectWithToast } from '~/utils/http.server'
import { mailOwnersAboutPlanRequest } from '~/services/mail/plan-mail.server'

// Einstellungen → Abo (docs/features/plans-and-privacy.md): plan, status, trial days, usage against the
// plan's limits, and the three plans to choose. A choice is a request the
// platform owner approves (a payment provider can take that step later).

export const meta: MetaFunction = () => [{ title: 'Abo – Festplan' }]

const planSchema = z.object({
  plan: z.enum(['starter', 'pro', 'business'], { error: 'Bitte wählen Sie einen Tarif.' }),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const tenant = staff.tenant
  const planId = effectivePlanId(tenant)
  const pending = openPlanRequest(staff.tenantId)
  return {
    isAdmin: staff.role === 'tenant_admin',
    status: tenant.status,
    inTrial: tenant.status === 'trial_active' || tenant.status === 'trial_expired',
    bookedPlan: tenant.plan,
    planId,
    trialDaysLeft: tenant.status === 'trial_active' ? trialDaysLeft(tenant.trialExpiresAt) : null,
    trialEnds: tenant.trialExpiresAt,
    usage: { ...planUsage(staff.tenantId), storageBytes: storageUsedBytes(staff.tenantId) },
    limits: PLAN_LIMITS[planId],
    pending: pending ? { plan: pending.plan, createdAt: pending.createdAt } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  if (staff.role !== 'tenant_admin')
    return data({ error: 'Nur Administratoren können einen Tarif anfragen.' }, { status: 403 })
  const parsed = planSchema.safeParse({ plan: formData.get('plan') })
  if (!parsed.success) return data({ error: 'Bitte wählen Sie einen Tarif.' }, { status: 400 })
  const plan = parsed.data.plan
  if (staff.tenant.status === 'active_paid' && staff.tenant.plan === plan) {
    return data({ error: `Sie nutzen den Tarif ${planName(plan)} bereits.` }, { status: 400 })
  }
  const requestedBy = staff.profile.fullName || staff.user.email
  requestPlan(staff.tenantId, {
    plan,
    userId: staff.userId,
    billing: { tenantName: staff.tenant.name, requestedBy, requestedByEmail: staff.user.email },
  })
  await mailOwnersAboutPlanRequest({
    tenantId: staff.tenantId,
    tenantName: staff.tenant.name,
    subdomain: staff.tenant.subdomain,
    plan,
    requestedBy,
  })
  return redirectWithToast('/tenant/settings/plan', {
    type: 'success',
    description: `Tarif ${planName(plan)} angefragt. Wir melden uns per E-Mail.`,
  })
}

export default function PlanSettings() {
  const d = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/settings" className="underline underline-offset-4">
          Einstellungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Abo</h1>
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
          <CardTitle>Ihr Tarif</CardTitle>
          <CardDescription>
            {d.inTrial ? `Testphase mit dem Umfang von ${planName(d.planId)}` : `Tarif ${planName(d.planId)}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Status: <TenantStatusBadge status={d.status} />
            {d.trialDaysLeft !== null ? (
              <span data-testid="trial-days">
                noch {d.trialDaysLeft} {d.trialDaysLeft === 1 ? 'Tag' : 'Tage'} (bis {formatDate(d.trialEnds)})
              </span>
            ) : null}
            {d.pending ? (
              <span className="badge badge-secondary" data-testid="plan-pending">
                {planName(d.pending.plan)} angefragt am {formatDate(d.pending.createdAt)}
              </span>
            ) : null}
          </p>
          <UsageBar
            label="Aktive Veranstaltungen"
            used={d.usage.activeEvents}
            limit={d.limits.activeEvents ?? Infinity}
            format={formatNumber}
          />
          <UsageBar
            label="Endkunden"
            used={d.usage.customers}
            limit={d.limits.customers ?? Infinity}
            format={formatNumber}
          />
          <UsageBar label="Speicher" used={d.usage.storageBytes} limit={d.limits.storageBytes} format={formatBytes} />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const current = !d.inTrial && d.bookedPlan === plan.id && d.status === 'active_paid'
          const requested = d.pending?.plan === plan.id
          return (
            <Card key={plan.id} className={current ? 'border-primary' : undefined}>
              <CardHeader>
                <CardTitle>{plan.name}</CardTitle>
                <CardDescription>{plan.priceEuros} € pro Monat</CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                {current ? (
                  <p className="text-sm font-medium">Ihr aktueller Tarif</p>
                ) : requested ? (
                  <p className="text-sm font-medium">angefragt</p>
                ) : d.isAdmin ? (
                  <Form method="post">
                    <input type="hidden" name="plan" value={plan.id} />
                    <button type="submit" className={buttonClass(plan.popular ? 'default' : 'outline')} disabled={busy}>
                      {plan.name} wählen
                    </button>
                  </Form>
                ) : (
                  <p className="text-sm text-muted-foreground">Nur Administratoren können den Tarif wechseln.</p>
                )}
              </CardContent>
            </Card>
          )
        })}
      </div>
      <p className="text-sm text-muted-foreground">
        Nach Ihrer Anfrage bestätigt der Plattform-Betreiber den Tarif; Sie erhalten eine E-Mail. Verkleinern Sie den
        Tarif, bleiben alle Daten erhalten; nur neue Einträge über dem Limit werden abgelehnt.
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
