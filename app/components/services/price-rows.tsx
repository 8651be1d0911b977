import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { ButtonHTMLAttributes } from 'react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { PERSON_GROUPS, type PricingUnit } from '~/domain/pricing'
import { maxRows, rowLegend, type RowValue } from '~/forms/service-rows'
import { syncRow } from './price-sync'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>
type RowField<S extends Record<string, unknown>> = FieldMetadata<RowValue, S, string[]>
/** Conform's list buttons, built by the form that owns the list. */
export type RowButtons = {
  insert: (defaultValue: RowValue | undefined) => ButtonProps
  remove: (index: number) => ButtonProps
}

function noKey<T extends { key?: string | undefined }>(props: T) {
  const { key: _key, ...rest } = props
  return rest
}

function PriceRow<S extends Record<string, unknown>>({
  buttons,
  row,
  unit,
  index,
  canRemove,
}: {
  buttons: RowButtons
  row: RowField<S>
  unit: PricingUnit
  index: number
  canRemove: boolean
}) {
  const f = row.getFieldset()
  const legend = rowLegend(unit, index)
  return (
    <fieldset data-testid="price-row" className="grid gap-3 rounded-md border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {unit === 'per_person_differentiated' ? (
        <SelectField
          label="Personengruppe"
          errors={f.person_group.errors}
          className="sm:col-span-2"
          {...noKey(getSelectProps(f.person_group))}
        >
          <option value="">Bitte wählen</option>
          {PERSON_GROUPS.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {unit === 'guest_tier_pricing' ? (
        <>
          <Field
            label="Mindestgäste"
            placeholder="0"
            min={0}
            step={1}
            errors={f.min_guests.errors}
            {...noKey(getInputProps(f.min_guests, { type: 'number' }))}
          />
          <Field
            label="Höchstgäste"
            hint="Leer lassen für unbegrenzt"
            min={0}
            step={1}
            errors={f.max_guests.errors}
            {...noKey(getInputProps(f.max_guests, { type: 'number' }))}
          />
        </>
      ) : null}
      <Field
        label="Netto (€)"
        inputMode="decimal"
        placeholder="z. B. 18,50"
        errors={f.net.errors}
        {...noKey(getInputProps(f.net, { type: 'text' }))}
        onInput={(event) => syncRow(event.currentTarget, row.name, 'net')}
      />
      <Field
        label="Brutto (€)"
        inputMode="decimal"
        placeholder="z. B. 18,50"
        errors={f.gross.errors}
        {...noKey(getInputProps(f.gross, { type: 'text' }))}
        onInput={(event) => syncRow(event.currentTarget, row.name, 'gross')}
      />
      {canRemove ? (
        <div className="sm:col-span-2">
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={`${legend} entfernen`}
            {...buttons.remove(index)}
          >
            Zeile entfernen
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}

/** The price rows (docs/product.md §5.5): how many, and which fields, depends on the unit. */
export function PriceRows<S extends Record<string, unknown>>({
  buttons,
  rows,
  unit,
}: {
  buttons: RowButtons
  rows: RowField<S>[]
  unit: PricingUnit
}) {
  const used = new Set(rows.map((r) => r.getFieldset().person_group.value))
  const nextGroup = PERSON_GROUPS.find((g) => !used.has(g.id))?.id
  const insertDefault: RowValue | undefined =
    unit === 'per_person_differentiated'
      ? { person_group: nextGroup }
      : unit === 'guest_tier_pricing'
        ? { min_guests: '0' }
        : undefined
  return (
    <div className="grid gap-3">
      {rows.map((row, index) => (
        <PriceRow key={row.key} buttons={buttons} row={row} unit={unit} index={index} canRemove={rows.length > 1} />
      ))}
      {rows.length < maxRows(unit) ? (
        <div>
          <Button type="submit" variant="outline" size="sm" {...buttons.insert(insertDefault)}>
            Zeile hinzufügen
          </Button>
        </div>
      ) : null}
    </div>
  )
}
