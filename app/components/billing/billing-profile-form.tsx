import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, TextareaField } from '~/components/ui/field'

function strip<T extends { key?: string | undefined }>(props: T) {
  const { key: _key, ...rest } = props
  return rest
}

/** Rechnungsdaten: the seller's data printed on offers and invoices. */
export function BillingProfileForm({
  defaultValue,
  lastResult,
  canEdit,
}: {
  defaultValue: Record<string, string | undefined>
  lastResult: SubmissionResult<string[]> | null | undefined
  canEdit: boolean
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const [form, fields] = useForm({
    id: 'billing-profile',
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/billing-profile'),
      (forms) => forms.billingProfileSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const f = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      errors={fields[name].errors}
      disabled={!canEdit}
      {...strip(getInputProps(fields[name], { type: 'text' }))}
      {...extra}
    />
  )
  const small = getInputProps(fields.small_business, { type: 'checkbox' })
  return (
    <Form method="post" className="grid gap-6" {...getFormProps(form)}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Firma und Anschrift</legend>
        {f('legal_name', 'Firmenname (wie im Handelsregister)', {
          className: 'sm:col-span-2',
          autoComplete: 'organization',
        })}
        {f('street', 'Straße und Hausnummer', { className: 'sm:col-span-2', autoComplete: 'street-address' })}
        {f('postcode', 'Postleitzahl', { autoComplete: 'postal-code' })}
        {f('city', 'Ort', { autoComplete: 'address-level2' })}
        {f('country', 'Land (ISO-Code, z. B. DE)', { autoComplete: 'country' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Steuer</legend>
        {f('vat_id', 'USt-IdNr.')}
        {f('tax_number', 'Steuernummer')}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            {...small}
            key={small.key}
            disabled={!canEdit}
            className="h-4 w-4 rounded border-input focus-visible:outline-2 focus-visible:outline-ring"
          />
          <label htmlFor={small.id} className="text-sm font-medium">
            Kleinunternehmer nach § 19 UStG (keine Umsatzsteuer, Hinweis auf jeder Rechnung)
          </label>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">Ansprechpartner</legend>
        {f('contact_name', 'Name', { autoComplete: 'name' })}
        {f('contact_phone', 'Telefon', { type: 'tel', autoComplete: 'tel' })}
        {f('contact_email', 'E-Mail', { type: 'email', autoComplete: 'email' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">Bank und Zahlung</legend>
        {f('iban', 'IBAN')}
        {f('bic', 'BIC')}
        {f('payment_days', 'Zahlungsziel (Tage)', { inputMode: 'numeric' })}
        {f('reminder_after_days', 'Zahlungserinnerung automatisch nach (Tagen)', {
          inputMode: 'numeric',
          hint: 'Tage nach Fälligkeit; leer: keine automatische Erinnerung',
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Nummernkreise</legend>
        {f('offer_pattern', 'Angebotsnummern', {
          hint: 'Platzhalter: {YYYY} Jahr, {YY} Jahr zweistellig, {NNNN} laufende Nummer',
        })}
        {f('invoice_pattern', 'Rechnungsnummern', { hint: 'Rechnungsnummern sind lückenlos fortlaufend je Jahr' })}
      </fieldset>
      <fieldset
        className="grid gap-2"
        aria-describedby={fields.chart_of_accounts.errors ? `${fields.chart_of_accounts.id}-error` : undefined}
      >
        <legend className="mb-2 font-semibold">Kontenrahmen für den DATEV-Export</legend>
        {(['03', '04'] as const).map((chart) => (
          <label key={chart} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={fields.chart_of_accounts.name}
              value={chart}
              defaultChecked={(fields.chart_of_accounts.initialValue ?? '03') === chart}
              disabled={!canEdit}
              className="h-4 w-4 focus-visible:outline-2 focus-visible:outline-ring"
            />
            {chart === '03'
              ? 'SKR03 (Erlöse 8400/8300, erhaltene Anzahlungen 1718/1711, Bank 1200)'
              : 'SKR04 (Erlöse 4400/4300, erhaltene Anzahlungen 3272/3260, Bank 1800)'}
          </label>
        ))}
        {fields.chart_of_accounts.errors ? (
          <p id={`${fields.chart_of_accounts.id}-error`} className="text-sm text-destructive">
            {fields.chart_of_accounts.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">Standardtexte</legend>
        <TextareaField
          label="Einleitung"
          rows={3}
          disabled={!canEdit}
          errors={fields.intro_text.errors}
          {...strip(getTextareaProps(fields.intro_text))}
        />
        <TextareaField
          label="Schlusstext"
          rows={3}
          disabled={!canEdit}
          errors={fields.closing_text.errors}
          {...strip(getTextareaProps(fields.closing_text))}
        />
      </fieldset>
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Wird gespeichert...' : 'Rechnungsdaten speichern'}
          </Button>
        </div>
      ) : null}
    </Form>
  )
}
