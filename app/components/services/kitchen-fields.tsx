import { getCollectionProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { FieldError, SelectField } from '~/components/ui/field'
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIET_TAG_LABELS,
  DIET_TAGS,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
} from '~/domain/kitchen/allergens'

type Meta = FieldMetadata<string | string[] | undefined>

/** A service's kitchen fields: its kind and, for food, the allergens and diet tags. */
export function KitchenFields({ kind, allergens, dietTags }: { kind: Meta; allergens: Meta; dietTags: Meta }) {
  const { key: _key, ...kindProps } = getSelectProps(kind as FieldMetadata<string>)
  return (
    <section aria-labelledby={`${kind.id}-heading`} className="grid gap-3">
      <h3 id={`${kind.id}-heading`} className="font-semibold">
        Küche
      </h3>
      <SelectField
        label="Art"
        hint="Allergene und Ernährungsformen gibt es nur bei Speisen."
        errors={kind.errors}
        {...kindProps}
      >
        {SERVICE_KINDS.map((k) => (
          <option key={k} value={k}>
            {SERVICE_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <Choices legend="Allergene (LMIV)" meta={allergens} options={ALLERGENS} labels={ALLERGEN_LABELS} />
      <Choices legend="Ernährungsformen" meta={dietTags} options={DIET_TAGS} labels={DIET_TAG_LABELS} />
    </section>
  )
}

function Choices({
  legend,
  meta,
  options,
  labels,
}: {
  legend: string
  meta: Meta
  options: readonly string[]
  labels: Record<string, string>
}) {
  const errorId = `${meta.id}-error`
  return (
    <fieldset
      aria-describedby={meta.errors?.length ? errorId : undefined}
      aria-invalid={meta.errors?.length ? true : undefined}
      className="grid gap-2"
    >
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {getCollectionProps(meta as FieldMetadata<string[]>, { type: 'checkbox', options: [...options] }).map(
          (props) => (
            <label key={props.key} className="flex items-center gap-2 text-sm">
              <input {...props} key={props.key} className="h-4 w-4" />
              <span>{labels[props.value]}</span>
            </label>
          ),
        )}
      </div>
      <FieldError id={errorId} errors={meta.errors} />
    </fieldset>
  )
}
