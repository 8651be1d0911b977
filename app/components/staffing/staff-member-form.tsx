import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '~/domain/staffing/roles'
import { useClientChecks } from '~/utils/use-client-checks'

const strip = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest

export type StaffEditing = {
  id: string
  values: { name: string; role: string; phone: string; email: string; hourly_cost: string; is_active: string }
}

/** 'Person hinzufügen' on the roster, or 'Person bearbeiten' with `editing`. */
export function StaffMemberForm({
  lastResult,
  editing,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null
  editing?: StaffEditing | null
  cancelTo?: string
}) {
  const [form, fields] = useForm({
    id: editing ? `staff-member-${editing.id}` : 'staff-member',
    lastResult,
    defaultValue: editing?.values,
    ...useClientChecks(
      () => import('~/forms/staff'),
      (forms) => (editing ? forms.staffUpdateSchema : forms.staffMemberSchema),
      { shouldValidate: 'onBlur' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <Field
        label="Name"
        autoComplete="off"
        errors={fields.name.errors}
        {...strip(getInputProps(fields.name, { type: 'text' }))}
      />
      <SelectField label="Rolle" errors={fields.role.errors} {...strip(getSelectProps(fields.role))}>
        <option value="">Bitte wählen</option>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Telefon"
        autoComplete="off"
        errors={fields.phone.errors}
        {...strip(getInputProps(fields.phone, { type: 'tel' }))}
      />
      <Field
        label="E-Mail"
        autoComplete="off"
        errors={fields.email.errors}
        {...strip(getInputProps(fields.email, { type: 'email' }))}
      />
      <Field
        label="Stundensatz (Kosten, €)"
        inputMode="decimal"
        hint="Was eine Stunde Sie kostet, z. B. 15,50"
        errors={fields.hourly_cost.errors}
        {...strip(getInputProps(fields.hourly_cost, { type: 'text' }))}
      />
      {editing ? (
        <>
          <input type="hidden" name="staff_id" value={editing.id} />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input {...strip(getInputProps(fields.is_active, { type: 'checkbox' }))} className="size-4" />
            Aktiv (steht bei neuen Schichten zur Auswahl)
          </label>
        </>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        {editing ? (
          <>
            <Button type="submit" name="intent" value="update">
              Person speichern
            </Button>
            {cancelTo ? (
              <Link to={cancelTo} className={buttonClass('outline')}>
                Abbrechen
              </Link>
            ) : null}
          </>
        ) : (
          <Button type="submit" name="intent" value="create">
            Person hinzufügen
          </Button>
        )}
      </div>
    </Form>
  )
}
