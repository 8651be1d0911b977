import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField, TextareaField, own } from '~/components/ui/field'
import { type EventClientContext } from '~/forms/event'
import { EVENT_TYPES } from '~/domain/event-types'
import { EVENT_STATUSES, EVENT_STATUS_LABELS, eventStatusLabel, isEventStatus } from '~/domain/event-status'
import { dayBefore, isValidYmd, ymdToStored } from '~/domain/event-dates'
import { formatDateLong } from '~/utils/format'
import type { EventFormOptions } from '~/models/event-options.server'
import { EventVenueFields } from './event-venue-fields'

export type EventFormDefaults = Partial<Record<string, string>>

/** Next to an empty select: what is missing and where to add it. */
function MissingOption({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <span data-testid="missing-option">
      {text}{' '}
      <Link to={to} className="font-medium text-foreground underline underline-offset-4">
        {label}
      </Link>
    </span>
  )
}

function LongDate({ value }: { value: string | undefined }) {
  if (!value || !isValidYmd(value)) return null
  return <span data-testid="long-date">{formatDateLong(ymdToStored(value))}</span>
}

/** The event form for create and edit: same fields, same schema (app/forms/event.ts). */
export function EventForm({
  id,
  context,
  options,
  defaultValue,
  lastResult,
  submitLabel,
  pendingLabel,
  cancelTo,
  disabled = false,
}: {
  id: string
  context: EventClientContext
  options: EventFormOptions
  defaultValue?: EventFormDefaults
  lastResult?: SubmissionResult<string[]> | null
  submitLabel: string
  pendingLabel: string
  cancelTo: string
  disabled?: boolean
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/event'),
      (forms) => forms.eventSchema(context),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const eventDate = fields.event_date.value as string | undefined
  const deadline = fields.deadline_at.value as string | undefined
  const deadlineMax = eventDate && isValidYmd(eventDate) ? dayBefore(eventDate) : undefined
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      {form.errors?.length ? (
        <p
          role="alert"
          id={form.errorId}
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {form.errors[0]}
        </p>
      ) : null}
      <Field
        label="Name der Veranstaltung"
        errors={fields.name.errors}
        {...own(getInputProps(fields.name, { type: 'text' }))}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="Veranstaltungstyp"
          errors={fields.event_type.errors}
          {...own(getSelectProps(fields.event_type))}
        >
          <option value="">Bitte wählen</option>
          {EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Vorlage"
          hint={
            options.templates.length === 0 ? (
              <MissingOption text="Noch keine Vorlage vorhanden." to="/tenant/templates/new" label="Vorlage bauen" />
            ) : undefined
          }
          errors={fields.template_id.errors}
          {...own(getSelectProps(fields.template_id))}
        >
          <option value="">Bitte wählen</option>
          {options.templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kunde"
          hint={
            options.customers.length === 0 ? (
              <MissingOption text="Noch kein Kunde vorhanden." to="/tenant/customers/new" label="Kunden anlegen" />
            ) : undefined
          }
          errors={fields.end_customer_id.errors}
          {...own(getSelectProps(fields.end_customer_id))}
        >
          <option value="">Bitte wählen</option>
          {options.customers.map((c) => (
            <option key={c.id} value={c.id}>{`${c.name ?? 'Unbekannt'} (${c.email})`}</option>
          ))}
        </SelectField>
        <SelectField
          label="Ansprechpartner"
          errors={fields.assigned_planner_id.errors}
          {...own(getSelectProps(fields.assigned_planner_id))}
        >
          <option value="">Bitte wählen</option>
          {options.planners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name || 'Ohne Namen'}
            </option>
          ))}
        </SelectField>
        <Field
          label="Veranstaltungsdatum"
          min={context.today}
          hint={eventDate && isValidYmd(eventDate) ? <LongDate value={eventDate} /> : undefined}
          errors={fields.event_date.errors}
          {...own(getInputProps(fields.event_date, { type: 'date' }))}
        />
        <Field
          label="Fristdatum"
          min={context.today}
          max={deadlineMax}
          hint={
            <>
              <LongDate value={deadline} /> Nach diesem Datum können Kunden keine Änderungen mehr vornehmen.
            </>
          }
          errors={fields.deadline_at.errors}
          {...own(getInputProps(fields.deadline_at, { type: 'date' }))}
        />
        <Field
          label="Erwartete Gästeanzahl"
          min={1}
          step={1}
          errors={fields.guest_count.errors}
          {...own(getInputProps(fields.guest_count, { type: 'number' }))}
        />
        <Field
          label="Budget (€)"
          inputMode="decimal"
          placeholder="z. B. 1234,56"
          errors={fields.budget.errors}
          {...own(getInputProps(fields.budget, { type: 'text' }))}
        />
        <Field
          label="Kontaktperson"
          errors={fields.contact_person.errors}
          {...own(getInputProps(fields.contact_person, { type: 'text' }))}
        />
        <Field
          label="Kontakt-E-Mail"
          errors={fields.contact_email.errors}
          {...own(getInputProps(fields.contact_email, { type: 'email' }))}
        />
        <Field
          label="Kontakt-Telefon"
          errors={fields.contact_phone.errors}
          {...own(getInputProps(fields.contact_phone, { type: 'tel' }))}
        />
        {context.withStatus ? (
          <SelectField label="Status" errors={fields.status.errors} {...own(getSelectProps(fields.status))}>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EVENT_STATUS_LABELS[s]}
              </option>
            ))}
            {context.original?.status && !isEventStatus(context.original.status) ? (
              <option value={context.original.status}>{eventStatusLabel(context.original.status)}</option>
            ) : null}
          </SelectField>
        ) : null}
      </div>
      <EventVenueFields fields={fields} />
      <TextareaField
        label="Beschreibung"
        rows={3}
        errors={fields.description.errors}
        {...own(getTextareaProps(fields.description))}
      />
      <TextareaField
        label="Interne Notizen"
        hint="Nur für Ihr Team, nie im Kundenportal."
        rows={2}
        errors={fields.notes.errors}
        {...own(getTextareaProps(fields.notes))}
      />
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={buttonClass('outline')}>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending || disabled}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
