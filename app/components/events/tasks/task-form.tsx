import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField, TextareaField, own } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'

/** Add or edit a task; posts to the page's action (works without JavaScript). */
export function TaskForm({
  id,
  taskId,
  eventYmd,
  team,
  defaultValue,
  lastResult,
  cancelTo,
}: {
  id: string
  taskId?: string
  eventYmd: string | null
  team: Array<{ id: string; name: string }>
  defaultValue?: Record<string, string>
  lastResult?: SubmissionResult<string[]> | null
  cancelTo?: string
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/event-task'),
      (forms) => forms.eventTaskSchema({ eventYmd }),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" className="grid gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={taskId ? 'update' : 'add'} />
      {taskId ? <input type="hidden" name="task_id" value={taskId} /> : null}
      <Field label="Aufgabe" errors={fields.title.errors} {...own(getInputProps(fields.title, { type: 'text' }))} />
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field
          label="Fällig am"
          max={eventYmd ?? undefined}
          errors={fields.due_on.errors}
          {...own(getInputProps(fields.due_on, { type: 'date' }))}
        />
        <SelectField
          label="Zuständig"
          errors={fields.assignee_user_id.errors}
          {...own(getSelectProps(fields.assignee_user_id))}
        >
          <option value="">Niemand</option>
          {team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input {...getInputProps(fields.after_event, { type: 'checkbox' })} className="size-4" />
        Nacharbeit nach der Veranstaltung
      </label>
      <TextareaField label="Notizen" rows={2} errors={fields.notes.errors} {...own(getTextareaProps(fields.notes))} />
      <div className="flex flex-wrap justify-end gap-2">
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClass('outline')}>
            Abbrechen
          </Link>
        ) : null}
        <Button type="submit">{taskId ? 'Aufgabe speichern' : 'Aufgabe anlegen'}</Button>
      </div>
    </Form>
  )
}
