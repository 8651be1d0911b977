import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '~/domain/staffing/roles'
import { useClientChecks } from '~/utils/use-client-checks'

const strip = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest

type Person = { id: string; name: string; role: string }

export type ShiftEditing = {
  id: string
  values: { role: string; staff_id: string; starts_at: string; ends_at: string; break_minutes: string }
}

/** 'Schicht hinzufügen' (or 'Schicht speichern' with `editing`); after an overlap warning it asks to confirm. */
export function ShiftForm({
  people,
  lastResult,
  overlap,
  editing,
  cancelTo,
}: {
  people: Person[]
  lastResult?: SubmissionResult<string[]> | null
  overlap: string | null
  editing?: ShiftEditing | null
  cancelTo?: string
}) {
  const [form, fields] = useForm({
    id: editing ? `shift-${editing.id}` : 'shift',
    lastResult,
    defaultValue: editing?.values as
      Partial<Record<keyof ShiftEditing['values'] | 'confirm_overlap', string>> | undefined,
    ...useClientChecks(
      () => import('~/forms/staff'),
      (forms) => (editing ? forms.shiftUpdateSchema : forms.shiftSchema),
      { shouldValidate: 'onBlur' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <SelectField label="Rolle" errors={fields.role.errors} {...strip(getSelectProps(fields.role))}>
        <option value="">Bitte wählen</option>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Person" errors={fields.staff_id.errors} {...strip(getSelectProps(fields.staff_id))}>
        <option value="">Noch offen</option>
        {people.map((p) => (
          <option
            key={p.id}
            value={p.id}
          >{`${p.name} (${STAFF_ROLE_LABELS[p.role as keyof typeof STAFF_ROLE_LABELS] ?? p.role})`}</option>
        ))}
      </SelectField>
      <Field
        label="Von"
        errors={fields.starts_at.errors}
        {...strip(getInputProps(fields.starts_at, { type: 'datetime-local' }))}
      />
      <Field
        label="Bis"
        errors={fields.ends_at.errors}
        {...strip(getInputProps(fields.ends_at, { type: 'datetime-local' }))}
      />
      <Field
        label="Pause (Minuten)"
        inputMode="numeric"
        errors={fields.break_minutes.errors}
        {...strip(getInputProps(fields.break_minutes, { type: 'text' }))}
      />
      {overlap ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
        >
          <p>{overlap}</p>
          <label className="flex items-center gap-2">
            <input type="checkbox" name={fields.confirm_overlap.name} value="on" className="h-4 w-4" />
            <span>Trotzdem speichern</span>
          </label>
        </div>
      ) : null}
      {editing ? <input type="hidden" name="shift_id" value={editing.id} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        {editing ? (
          <>
            <Button type="submit" name="intent" value="update-shift">
              Schicht speichern
            </Button>
            {cancelTo ? (
              <Link to={cancelTo} className={buttonClass('outline')}>
                Abbrechen
              </Link>
            ) : null}
          </>
        ) : (
          <Button type="submit" name="intent" value="create-shift">
            Schicht hinzufügen
          </Button>
        )}
      </div>
    </Form>
  )
}
