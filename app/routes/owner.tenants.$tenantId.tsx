import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TenantStatusBadge } from '~/components/owner/tenant-status-badge'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/field'
import { STATUS_LABELS } from '~/domain/trial'
import { TENANT_STATUSES, tenantStatusSchema } from '~/forms/tenant-status'
import { findTenantForOwner, setTenantStatus } from '~/models/owner.server'
import { guardAction } from '~/utils/action.server'
import { requirePlatformOwner } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/format'
import { invariantResponse, redirectWithToast } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePlatformOwner(request)
  const tenant = findTenantForOwner(params.tenantId ?? '')
  invariantResponse(tenant, 'Mandant nicht gefunden')
  return { tenant }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  await requirePlatformOwner(request)
  const submission = parseWithZod(formData, { schema: tenantStatusSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // The id in the URL and the form must agree: no status change by a stray field.
  invariantResponse(submission.value.tenant_id === params.tenantId, 'Mandant nicht gefunden')
  const changed = setTenantStatus(submission.value.tenant_id, submission.value.status)
  if (changed === 0) {
    return redirectWithToast('/owner', { type: 'error', description: 'Status konnte nicht aktualisiert werden' })
  }
  return redirectWithToast('/owner', { type: 'success', description: 'Mandanten-Status wurde aktualisiert.' })
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
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: `tenant-status-${tenant.id}`,
    lastResult: actionData?.result,
    defaultValue: { tenant_id: tenant.id, status: tenant.status },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tenantStatusSchema }),
  })
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
      <dl className="divide-y">
        <section aria-label="Basisdaten" className="pb-2">
          <h3 className="mb-1 text-sm font-semibold">Basisdaten</h3>
          <Row label="Name" value={tenant.name} />
          <Row label="Subdomain" value={tenant.subdomain} />
          <Row label="Plan" value={tenant.plan ?? 'Testphase'} />
          <Row label="Status" value={<TenantStatusBadge status={tenant.status} />} />
        </section>
        <section aria-label="Zeitstempel" className="py-2">
          <h3 className="mb-1 text-sm font-semibold">Zeitstempel</h3>
          <Row label="Erstellt" value={formatDateTime(tenant.createdAt)} />
          <Row label="Aktualisiert" value={formatDateTime(tenant.updatedAt)} />
          <Row label="Testphase begonnen" value={formatDateTime(tenant.trialStartedAt) || '—'} />
          <Row label="Testphase endet" value={formatDateTime(tenant.trialExpiresAt) || '—'} />
          {tenant.cancelledAt ? <Row label="Vom Mandanten gekündigt" value={formatDateTime(tenant.cancelledAt)} /> : null}
          {tenant.eraseAfter && !tenant.erasedAt ? <Row label="Daten werden gelöscht am" value={formatDateTime(tenant.eraseAfter)} /> : null}
          {tenant.erasedAt ? <Row label="Daten gelöscht am" value={`${formatDateTime(tenant.erasedAt)} (Rechnungen aufbewahrt)`} /> : null}
        </section>
        <section aria-label="Branding" className="py-2">
          <h3 className="mb-1 text-sm font-semibold">Branding</h3>
          <Row label="Primärfarbe" value={swatch(tenant.primaryColor)} />
          <Row label="Sekundärfarbe" value={swatch(tenant.secondaryColor)} />
          <Row label="Schriftart" value={tenant.fontFamily ?? '—'} />
        </section>
      </dl>
      <Form method="post" className="mt-4 grid gap-3 border-t pt-4" {...getFormProps(form)}>
        <input type="hidden" name="tenant_id" value={tenant.id} />
        <SelectField label="Status ändern" errors={fields.status.errors} {...getSelectProps(fields.status)}>
          {TENANT_STATUSES.map((s) => (
            <option key={s} value={s}>{STATUS_LABELS[s]}</option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <Link to="/owner" className={buttonClass('outline')} preventScrollReset>Schließen</Link>
          <Button type="submit" disabled={pending}>{pending ? 'Wird gespeichert...' : 'Status speichern'}</Button>
        </div>
      </Form>
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
