import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { SelectField } from '~/components/ui/field'
import { PLANS } from '~/domain/plans'
import { STATUS_LABELS } from '~/domain/trial'
import { TENANT_STATUSES } from '~/forms/tenant-status-texts'

export type StatusConfirm = {
  status: string
  statusLabel: string
  fromLabel: string
  plan: string | null
  planLabel: string | null
}

/** Step 1: choose the status (and for 'Bezahlt' the plan). Posting it asks for confirmation first. */
export function StatusChangeForm({
  tenant,
  lastResult,
}: {
  tenant: { id: string; status: string; plan: string | null }
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: `tenant-status-${tenant.id}`,
    lastResult,
    defaultValue: { tenant_id: tenant.id, status: tenant.status, plan: tenant.plan ?? '' },
    ...useClientChecks(
      () => import('~/forms/tenant-status'),
      (forms) => forms.tenantStatusSchema,
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="tenant_id" value={tenant.id} />
      <SelectField label="Status ändern" errors={fields.status.errors} {...getSelectProps(fields.status)}>
        {TENANT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Tarif (bei „Bezahlt“)"
        hint="Der gebuchte Tarif, wenn Sie „Bezahlt“ wählen."
        errors={fields.plan.errors}
        {...getSelectProps(fields.plan)}
      >
        <option value="">Kein Tarif</option>
        {PLANS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2">
        <Link to="/owner" className={buttonClass('outline')} preventScrollReset>
          Schließen
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Wird geprüft...' : 'Status speichern'}
        </Button>
      </div>
    </Form>
  )
}

/** Step 2 (works without JavaScript): the change in words, the mail it sends, and the real submit. */
export function StatusConfirmStep({
  tenant,
  confirm,
}: {
  tenant: { id: string; name: string }
  confirm: StatusConfirm
}) {
  const pending = useNavigation().state === 'submitting'
  return (
    <Form
      method="post"
      className="grid gap-3 rounded-md border border-amber-600/50 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="status-confirm"
    >
      <input type="hidden" name="tenant_id" value={tenant.id} />
      <input type="hidden" name="status" value={confirm.status} />
      {confirm.plan ? <input type="hidden" name="plan" value={confirm.plan} /> : null}
      <input type="hidden" name="confirm" value="1" />
      <p role="alert" className="font-semibold">
        Status von „{tenant.name}“ wirklich von „{confirm.fromLabel}“ auf „{confirm.statusLabel}
        {confirm.planLabel ? ` (${confirm.planLabel})` : ''}“ ändern?
      </p>
      <p>
        Die Administratoren des Mandanten erhalten dazu eine E-Mail.
        {confirm.status === 'suspended' || confirm.status === 'cancelled'
          ? ' Mitarbeiter und Kunden verlieren sofort den Zugang.'
          : ''}
      </p>
      <div className="flex justify-end gap-2">
        <Link to={`/owner/tenants/${tenant.id}`} className={buttonClass('outline')} preventScrollReset>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Wird gespeichert...' : 'Ja, Status ändern'}
        </Button>
      </div>
    </Form>
  )
}
