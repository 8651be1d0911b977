import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField, own } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'
import { EntryDurationField, EntryLocationField, EntryNotesAndVisibility } from './entry-fields'

export type TeamOption = { id: string; name: string }

/** Add or edit one Ablaufplan entry; posts to the page's action (works without JavaScript). */
export function RunOfShowEntryForm({
  id,
  entryId,
  team,
  roster = [],
  defaultValue,
  lastResult,
  cancelTo,
}: {
  id: string
  entryId?: string
  team: TeamOption[]
  /** the staff roster (people without an account) */
  roster?: TeamOption[]
  defaultValue?: Record<string, string>
  lastResult?: SubmissionResult<string[]> | null
  cancelTo?: string
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/run-of-show'),
      (forms) => forms.runOfShowEntrySchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={entryId ? 'update' : 'add'} />
      {entryId ? <input type="hidden" name="entry_id" value={entryId} /> : null}
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <Field label="Uhrzeit" errors={fields.time.errors} {...own(getInputProps(fields.time, { type: 'time' }))} />
        <EntryDurationField meta={fields.duration_minutes} />
        <Field label="Titel" errors={fields.title.errors} {...own(getInputProps(fields.title, { type: 'text' }))} />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <EntryLocationField meta={fields.location} />
        <SelectField
          label="Verantwortlich (Team)"
          errors={fields.responsible_user_id.errors}
          {...own(getSelectProps(fields.responsible_user_id))}
        >
          <option value="">Niemand aus dem Team</option>
          {team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Oder verantwortlich (Personal)"
          errors={fields.responsible_staff_id.errors}
          {...own(getSelectProps(fields.responsible_staff_id))}
        >
          <option value="">Niemand aus dem Personal</option>
          {roster.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Oder verantwortlich (Name)"
          placeholder="z. B. DJ Max"
          errors={fields.responsible_text.errors}
          {...own(getInputProps(fields.responsible_text, { type: 'text' }))}
        />
      </div>
      <EntryNotesAndVisibility notes={fields.notes} visible={fields.visible_to_customer} />
      <div className="flex flex-wrap justify-end gap-2">
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClass('outline')}>
            Abbrechen
          </Link>
        ) : null}
        <Button type="submit">{entryId ? 'Eintrag speichern' : 'Eintrag hinzufügen'}</Button>
      </div>
    </Form>
  )
}
