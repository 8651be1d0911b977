import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, TextareaField } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'
import { OfferLinesEditor } from './offer-lines-editor'

// The invoice draft's form: lines, invoice date, Leistungsdatum (a day, or a
// period with an end), intro and closing texts. Posts intent=save-draft; the
// list buttons work without JavaScript (Conform's list intents).

type Defaults = {
  lines: Array<Record<string, string>>
  issue_date: string
  service_from: string
  service_to: string
  intro: string
  closing: string
}

const strip = <T extends { key?: string | undefined }>({ key: _k, ...rest }: T) => rest

export function InvoiceDraftEditor({
  invoiceId,
  defaults,
  bounds,
  smallBusiness,
  lastResult,
}: {
  invoiceId: string
  defaults: Defaults
  bounds: { today: string; earliest: string }
  smallBusiness: boolean
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: `invoice-${invoiceId}`,
    lastResult,
    defaultValue: defaults,
    ...useClientChecks(
      () => import('~/forms/invoice-draft'),
      (forms) => forms.invoiceDraftSchema(bounds),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" className="grid gap-4 rounded-md border p-4" {...getFormProps(form)}>
      <h2 className="text-lg font-semibold">Entwurf bearbeiten</h2>
      <button type="submit" name="intent" value="save-draft" className="sr-only" tabIndex={-1} aria-hidden="true">
        Speichern
      </button>
      {form.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <OfferLinesEditor form={form as never} lines={fields.lines as never} smallBusiness={smallBusiness} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Rechnungsdatum (leer: Tag des Abschließens)"
          errors={fields.issue_date.errors}
          max={bounds.today}
          {...strip(getInputProps(fields.issue_date, { type: 'date' }))}
        />
        <Field
          label="Leistungsdatum (Beginn)"
          errors={fields.service_from.errors}
          {...strip(getInputProps(fields.service_from, { type: 'date' }))}
        />
        <Field
          label="Leistungszeitraum bis (optional)"
          errors={fields.service_to.errors}
          {...strip(getInputProps(fields.service_to, { type: 'date' }))}
        />
      </div>
      <TextareaField
        label="Einleitung"
        rows={2}
        errors={fields.intro.errors}
        {...strip(getTextareaProps(fields.intro))}
      />
      <TextareaField
        label="Schlusstext"
        rows={2}
        errors={fields.closing.errors}
        {...strip(getTextareaProps(fields.closing))}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="outline" name="intent" value="save-draft">
          Entwurf speichern
        </Button>
      </div>
    </Form>
  )
}
