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
import { useEffect, useState } from 'react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField, TextareaField } from '~/components/ui/field'
import { isPricingUnit, PRICING_UNIT_LABELS, PRICING_UNITS, TAX_RATES } from '~/domain/pricing'
import { type ServiceFormDefaults } from '~/forms/service-rows'
import { PriceRows } from './price-rows'
import { TierModeField } from './tier-mode-field'
import { KitchenFields } from './kitchen-fields'
import { recomputeGross } from './price-sync'

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

function strip<T extends { key?: string | undefined }>(props: T) {
  const { key: _key, ...rest } = props
  return rest
}

/** Create and edit form of a service (docs/product.md §5.5). Works without JavaScript. */
export function ServiceForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  pendingLabel,
  smallBusiness = false,
}: {
  /** § 19 UStG: no rate and no drinks share are asked */
  smallBusiness?: boolean
  id: string
  lastResult: SubmissionResult<string[]> | undefined
  defaultValue: ServiceFormDefaults
  submitLabel: string
  pendingLabel: string
}) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const pending =
    navigation.state === 'submitting' && navigation.formMethod === 'POST' && !navigation.formData?.has('__intent__')
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/service'),
      (forms) => forms.serviceSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const unitValue = fields.pricing_unit.value
  const unit = isPricingUnit(unitValue) ? unitValue : 'flat_rate'
  const rows = fields.rows.getFieldList()
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      {/* Enter in a field saves: the first submit button is the default one */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      {form.errors?.length ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {form.errors[0]}
        </p>
      ) : null}
      <Field label="Name" errors={fields.name.errors} {...strip(getInputProps(fields.name, { type: 'text' }))} />
      <TextareaField
        label="Beschreibung"
        rows={3}
        errors={fields.description.errors}
        {...strip(getTextareaProps(fields.description))}
      />
      <Field
        label="Kategorie"
        errors={fields.category.errors}
        {...strip(getInputProps(fields.category, { type: 'text' }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <SelectField
            label="Preiseinheit"
            errors={fields.pricing_unit.errors}
            {...strip(getSelectProps(fields.pricing_unit))}
            onChange={(event) => {
              // blur a focused price input first: its blur validation must not
              // run while its row is being removed
              event.currentTarget.focus()
              form.update({ name: fields.rows.name, value: [{}] })
            }}
          >
            {PRICING_UNITS.map((u) => (
              <option key={u} value={u}>
                {PRICING_UNIT_LABELS[u]}
              </option>
            ))}
          </SelectField>
          {hydrated ? null : (
            <Button
              type="submit"
              variant="outline"
              size="sm"
              {...form.update.getButtonProps({ name: fields.rows.name, value: [{}] })}
            >
              Preiseinheit übernehmen
            </Button>
          )}
        </div>
        {smallBusiness ? (
          <p className="text-sm text-muted-foreground">
            <input type="hidden" name={fields.tax_rate.name} value="0" />
            Als Kleinunternehmer (§ 19 UStG) berechnen Sie keine Umsatzsteuer: Ihre Preise sind Endpreise.
          </p>
        ) : (
          <SelectField
            label="Steuersatz"
            errors={fields.tax_rate.errors}
            {...strip(getSelectProps(fields.tax_rate))}
            onChange={(event) => recomputeGross(event.currentTarget.form, fields.rows.name)}
          >
            {TAX_RATES.map((t) => (
              <option key={t.rate} value={String(t.rate)}>{`${t.rate} % (${t.label})`}</option>
            ))}
          </SelectField>
        )}
      </div>
      {smallBusiness ? null : (
        <Field
          label="Getränkeanteil zu 19 % (Catering, optional)"
          hint="Nur für Catering-Pakete: Anteil des Preises zu 19 % (Getränke), der Rest zu 7 % (Speisen). Leer lassen für einen Steuersatz."
          inputMode="numeric"
          errors={fields.vat_split_percent.errors}
          {...strip(getInputProps(fields.vat_split_percent, { type: 'text' }))}
        />
      )}
      <section aria-labelledby={`${id}-prices`} className="grid gap-2">
        <h3 id={`${id}-prices`} className="font-semibold">
          Preise
        </h3>
        <p className="text-xs text-muted-foreground">
          Netto und Brutto rechnen sich gegenseitig aus. Ein leer gelassenes Feld wird beim Speichern berechnet.
        </p>
        {fields.rows.errors?.length ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fields.rows.errors[0]}
          </p>
        ) : null}
        {unit === 'guest_tier_pricing' ? <TierModeField meta={fields.tier_mode} /> : null}
        <PriceRows
          rows={rows}
          unit={unit}
          buttons={{
            insert: (value) => form.insert.getButtonProps({ name: fields.rows.name, defaultValue: value }),
            remove: (index) => form.remove.getButtonProps({ name: fields.rows.name, index }),
          }}
        />
      </section>
      <KitchenFields kind={fields.kind} allergens={fields.allergens} dietTags={fields.diet_tags} />
      <div className="flex justify-end gap-2">
        <Link to="/tenant/services" className={buttonClass('outline')}>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
