import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField, own } from '~/components/ui/field'
import { OFFSET_DIRECTIONS } from '~/forms/template-defaults-texts'
import { useClientChecks } from '~/utils/use-client-checks'
import {
  EntryDurationField,
  EntryLocationField,
  EntryNotesAndVisibility,
} from '~/components/events/run-of-show/entry-fields'

/** A default Ablaufplan entry of a template, placed relative to the event's start; works without JavaScript. */
export function TemplateEntryForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'template-entry-new',
    lastResult,
    defaultValue: { offset_direction: 'before' },
    ...useClientChecks(
      () => import('~/forms/template-defaults'),
      (forms) => forms.templateEntrySchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-entry" />
      {form.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <Field
          label="Minuten"
          hint="0 = zum Beginn"
          min={0}
          max={1440}
          step={1}
          errors={fields.offset_minutes.errors}
          {...own(getInputProps(fields.offset_minutes, { type: 'number' }))}
        />
        <SelectField
          label="Vor oder nach Beginn"
          errors={fields.offset_direction.errors}
          {...own(getSelectProps(fields.offset_direction))}
        >
          {OFFSET_DIRECTIONS.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </SelectField>
        <EntryDurationField meta={fields.duration_minutes} />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field
          label="Titel"
          placeholder="z. B. Sektempfang"
          errors={fields.title.errors}
          {...own(getInputProps(fields.title, { type: 'text' }))}
        />
        <EntryLocationField meta={fields.location} />
      </div>
      <EntryNotesAndVisibility notes={fields.notes} visible={fields.visible_to_customer} />
      <div className="flex justify-end">
        <Button type="submit">Programmpunkt hinzufügen</Button>
      </div>
    </Form>
  )
}
