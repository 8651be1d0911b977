import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, own } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'

/** A default task of a template, due a number of days before the event; works without JavaScript. */
export function TemplateTaskForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'template-task-new',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/template-defaults'),
      (forms) => forms.templateTaskSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-task" />
      {form.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <Field
          className="sm:col-span-2"
          label="Titel"
          placeholder="z. B. Blumen bestellen"
          errors={fields.title.errors}
          {...own(getInputProps(fields.title, { type: 'text' }))}
        />
        <Field
          label="Tage vor der Veranstaltung"
          hint="0 = am Tag der Veranstaltung"
          min={0}
          max={365}
          step={1}
          errors={fields.days_before.errors}
          {...own(getInputProps(fields.days_before, { type: 'number' }))}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input {...getInputProps(fields.after_event, { type: 'checkbox' })} className="size-4" />
        Nacharbeit: die Tage zählen nach der Veranstaltung
      </label>
      <div className="flex justify-end">
        <Button type="submit">Aufgabe hinzufügen</Button>
      </div>
    </Form>
  )
}
