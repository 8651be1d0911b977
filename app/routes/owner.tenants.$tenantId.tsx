import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TenantStatusWithPlan } from '~/components/owner/tenant-status-badge'
import type { StatusConfirm } from '~/components/owner/status-change-form'
import { Dialog } from '~/components/ui/dialog'
import { planName } from '~/domain/plans'
import { STATUS_LABELS } from '~/domain/trial'
import { tenantStatusSchema, trialExtensionSchema } from '~/forms/tenant-status'
import { extendTrial, findTenantForOwner, setTenantStatus } from '~/models/owner.server'
import { mailAdminsAboutStatus, mailAdminsAboutTrialExtension } from '~/services/mail/tenant-status-mail.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requirePlatformOwner } from '~/services/auth/auth.server'
import { formatDate, formatDateTime } from '~/utils/format'
import { invariantResponse, redirectWithToast } from '~/utils/http.server'

const TrialExtensionForm = afterHydration(() => import('~/components/owner/trial-extension-form'), 'TrialExtensionForm')

const StatusChangeForm = afterHydration(() => import('~/components/owner/status-change-form'), 'StatusChangeForm')
const StatusConfirmStep = afterHydration(() => import('~/components/owner/status-change-form'), 'StatusConfirmStep')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePlatformOwner(request)
  const tenant = findTenantForOwner(params.tenantId ?? '')
  invariantResponse(tenant, 'Mandant nicht gefunden')
  return { tenant }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  await requirePlatformOwner(request)
  const tenant = findTenantForOwner(params.tenantId ?? '')
  invariantResponse(tenant, 'Mandant nicht gefunden')
  const ref = { id: tenant.id, name: tenant.name, subdomain: tenant.subdomain }
  if (formData.get('intent') === 'extend-trial') {
    const submission = parseWithZod(formData, { schema: trialExtensionSchema })
    if (submission.status !== 'success')
      return data({ form: 'trial' as const, result: submission.reply(), confirm: null }, { status: 400 })
    invariantResponse(submission.value.tenant_id === tenant.id, 'Mandant nicht gefunden')
    const extended = extendTrial(tenant.id, submission.value.days)
    if (!extended.ok) {
      return data(
        {
          form: 'trial' as const,
          result: submission.reply({
            fieldErrors: {
              days: ['Nur eine laufende oder abgelaufene Testphase kann verlängert werden.'],
            },
          }),
          confirm: null,
        },
        { status: 400 },
      )
    }
    await mailAdminsAboutTrialExtension({
      tenant: ref,
      days: submission.value.days,
      trialExpiresAt: extended.trialExpiresAt,
    })
    return redirectWithToast(`/owner/tenants/${tenant.id}`, {
      type: 'success',
      description: `Testphase bis ${formatDate(extended.trialExpiresAt)} verlängert.`,
    })
  }
  const submission = parseWithZod(formData, { schema: tenantStatusSchema })
  if (submission.status !== 'success')
    return data({ form: 'status' as const, result: submission.reply(), confirm: null }, { status: 400 })
  // The id in the URL and the form must agree: no status change by a stray field.
  invariantResponse(submission.value.tenant_id === tenant.id, 'Mandant nicht gefunden')
  const { status } = submission.value
  const plan = status === 'active_paid' ? (submission.value.plan ?? null) : null
  if (submission.value.confirm !== '1') {
    // step 2: ask first (the page shows the change in words); nothing is written
    const confirm: StatusConfirm = {
      status,
      statusLabel: STATUS_LABELS[status],
      fromLabel: STATUS_LABELS[tenant.status],
      plan,
      planLabel: plan ? planName(plan) : null,
    }
    return data({
      form: 'status' as const,
      result: submission.reply(),
      confirm,
    })
  }
  const changed = setTenantStatus(tenant.id, status, Date.now(), plan ?? undefined)
  if (changed === 0) {
    return redirectWithToast('/owner', {
      type: 'error',
      description: 'Status konnte nicht aktualisiert werden',
    })
  }
  if (status !== tenant.status || plan !== tenant.plan) {
    await mailAdminsAboutStatus({
      tenant: ref,
      from: tenant.status,
      status,
      plan,
      trialExpiresAt: tenant.trialExpiresAt,
    })
  }
  return redirectWithToast('/owner', {
    type: 'success',
    description: 'Mandanten-Status wurde aktualisiert.',
  })
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export default function TenantDetails() {
  const { tenant } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const inTrial = tenant.status === 'trial_active' || tenant.status === 'trial_expired'
  const swatch = (color: string | null) =>
    color ? (
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-4 w-4 rounded border" style={{ background: color }} />
        {color}
      </span>
    ) : (
      '—'
    )
  return (
    <Dialog title={`Mandant: ${tenant.name}`} closeTo="/owner" className="max-w-xl">
      <div className="divide-y">
        <section aria-label="Basisdaten" className="pb-2">
          <h3 className="mb-1 text-sm font-semibold">Basisdaten</h3>
          <dl>
            <Row label="Name" value={tenant.name} />
            <Row label="Subdomain" value={tenant.subdomain} />
            <Row label="Status" value={<TenantStatusWithPlan status={tenant.status} plan={tenant.plan} />} />
          </dl>
        </section>
        <section aria-label="Zeitstempel" className="py-2">
          <h3 className="mb-1 text-sm font-semibold">Zeitstempel</h3>
          <dl>
            <Row label="Erstellt" value={formatDateTime(tenant.createdAt)} />
            <Row label="Aktualisiert" value={formatDateTime(tenant.updatedAt)} />
            <Row label="Testphase begonnen" value={formatDateTime(tenant.trialStartedAt) || '—'} />
            <Row label="Testphase endet" value={formatDateTime(tenant.trialExpiresAt) || '—'} />
            {tenant.cancelledAt ? (
              <Row label="Vom Mandanten gekündigt" value={formatDateTime(tenant.cancelledAt)} />
            ) : null}
            {tenant.eraseAfter && !tenant.erasedAt ? (
              <Row label="Daten werden gelöscht am" value={formatDateTime(tenant.eraseAfter)} />
            ) : null}
            {tenant.erasedAt ? (
              <Row label="Daten gelöscht am" value={`${formatDateTime(tenant.erasedAt)} (Rechnungen aufbewahrt)`} />
            ) : null}
          </dl>
        </section>
        <section aria-label="Branding" className="py-2">
          <h3 className="mb-1 text-sm font-semibold">Branding</h3>
          <dl>
            <Row label="Primärfarbe" value={swatch(tenant.primaryColor)} />
            <Row label="Sekundärfarbe" value={swatch(tenant.secondaryColor)} />
            <Row label="Schriftart" value={tenant.fontFamily ?? '—'} />
          </dl>
        </section>
      </div>
      <div className="mt-4 grid gap-4 border-t pt-4">
        {actionData?.confirm ? (
          <StatusConfirmStep tenant={tenant} confirm={actionData.confirm} />
        ) : (
          <StatusChangeForm
            tenant={tenant}
            lastResult={actionData?.form === 'status' ? actionData.result : undefined}
          />
        )}
        {inTrial ? (
          <TrialExtensionForm
            tenantId={tenant.id}
            lastResult={actionData?.form === 'trial' ? actionData.result : undefined}
          />
        ) : null}
      </div>
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
