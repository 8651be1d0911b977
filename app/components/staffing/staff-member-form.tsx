import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '~/domain/staffing/roles'
import { staffMemberSchema } from '~/forms/staff'
import { parseWithZod } from '~/utils/conform'

const strip = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest

/** 'Person hinzufügen' on the roster. */
export function StaffMemberForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'staff-member',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffMemberSchema }),
  })
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <Field label="Name" autoComplete="off" errors={fields.name.errors} {...strip(getInputProps(fields.name, { type: 'text' }))} />
      <SelectField label="Rolle" errors={fields.role.errors} {...strip(getSelectProps(fields.role))}>
        <option value="">Bitte wählen</option>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>{STAFF_ROLE_LABELS[r]}</option>
        ))}
      </SelectField>
      <Field label="Telefon" autoComplete="off" errors={fields.phone.errors} {...strip(getInputProps(fields.phone, { type: 'tel' }))} />
      <Field label="E-Mail" autoComplete="off" errors={fields.email.errors} {...strip(getInputProps(fields.email, { type: 'email' }))} />
      <Field label="Stundensatz (Kosten, €)" inputMode="decimal" hint="Was eine Stunde Sie kostet, z. B. 15,50" errors={fields.hourly_cost.errors} {...strip(getInputProps(fields.hourly_cost, { type: 'text' }))} />
      <div className="flex items-end">
        <Button type="submit" name="intent" value="create">Person hinzufügen</Button>
      </div>
    </Form>
  )
}
