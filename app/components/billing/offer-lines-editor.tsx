import { getFieldsetProps, getInputProps, getSelectProps, type FieldMetadata, type useForm } from '@conform-to/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { LINE_UNITS, LINE_UNIT_KEYS } from '~/domain/billing/line-units'

// The offer's lines as a Conform list: add, remove and move work without
// JavaScript (the buttons submit Conform's list intents).

type LineValue = {
  text?: string
  quantity?: string
  unit?: string
  unit_price?: string
  price_basis?: string
  vat_rate?: string
  group?: string
}
type Form = ReturnType<typeof useForm<Record<string, unknown>>>[0]

function strip<T extends { key?: string | undefined }>(props: T) {
  const { key: _key, ...rest } = props
  return rest
}

export function OfferLinesEditor({
  form,
  lines,
  smallBusiness = false,
}: {
  form: Form
  lines: FieldMetadata<LineValue[] | undefined, Record<string, unknown>, string[]>
  smallBusiness?: boolean
}) {
  const list = lines.getFieldList()
  return (
    <div className="grid gap-3">
      {lines.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {lines.errors[0]}
        </p>
      ) : null}
      {list.map((line, index) => {
        const f = line.getFieldset()
        return (
          <fieldset
            key={line.key}
            {...getFieldsetProps(line)}
            className="grid gap-3 rounded-md border p-3 sm:grid-cols-[3fr_1fr_1fr_1fr_1fr_1fr]"
          >
            <legend className="px-1 text-sm font-semibold">Position {index + 1}</legend>
            <Field label="Bezeichnung" errors={f.text.errors} {...strip(getInputProps(f.text, { type: 'text' }))} />
            <Field
              label="Menge"
              inputMode="decimal"
              errors={f.quantity.errors}
              {...strip(getInputProps(f.quantity, { type: 'text' }))}
            />
            <SelectField label="Einheit" errors={f.unit.errors} {...strip(getSelectProps(f.unit))}>
              {LINE_UNIT_KEYS.map((u) => (
                <option key={u} value={u}>
                  {LINE_UNITS[u].label}
                </option>
              ))}
            </SelectField>
            <Field
              label="Einzelpreis (€)"
              inputMode="decimal"
              errors={f.unit_price.errors}
              {...strip(getInputProps(f.unit_price, { type: 'text' }))}
            />
            {smallBusiness ? (
              <>
                <input {...strip(getInputProps(f.price_basis, { type: 'hidden' }))} value="net" />
                <input {...strip(getInputProps(f.vat_rate, { type: 'hidden' }))} value="0" />
              </>
            ) : (
              <>
                <SelectField label="Preis ist" errors={f.price_basis.errors} {...strip(getSelectProps(f.price_basis))}>
                  <option value="net">netto</option>
                  <option value="gross">brutto</option>
                </SelectField>
                <SelectField label="USt." errors={f.vat_rate.errors} {...strip(getSelectProps(f.vat_rate))}>
                  <option value="19">19 %</option>
                  <option value="7">7 %</option>
                  <option value="0">0 %</option>
                </SelectField>
              </>
            )}
            <input {...strip(getInputProps(f.group, { type: 'hidden' }))} />
            <div className="flex flex-wrap gap-2 sm:col-span-6">
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={index === 0}
                aria-label={`Position ${index + 1} nach oben`}
                {...form.reorder.getButtonProps({ name: lines.name, from: index, to: index - 1 })}
              >
                Nach oben
              </Button>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={index === list.length - 1}
                aria-label={`Position ${index + 1} nach unten`}
                {...form.reorder.getButtonProps({ name: lines.name, from: index, to: index + 1 })}
              >
                Nach unten
              </Button>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`Position ${index + 1} entfernen`}
                {...form.remove.getButtonProps({ name: lines.name, index })}
              >
                Entfernen
              </Button>
            </div>
          </fieldset>
        )
      })}
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="outline"
          size="sm"
          {...form.insert.getButtonProps({
            name: lines.name,
            defaultValue: { quantity: '1', unit: 'piece', price_basis: 'net', vat_rate: smallBusiness ? '0' : '19' },
          })}
        >
          Position hinzufügen
        </Button>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          {...form.insert.getButtonProps({
            name: lines.name,
            defaultValue: {
              text: 'Rabatt',
              quantity: '1',
              unit: 'discount',
              price_basis: 'net',
              vat_rate: smallBusiness ? '0' : '19',
            },
          })}
        >
          Rabatt hinzufügen
        </Button>
      </div>
    </div>
  )
}
