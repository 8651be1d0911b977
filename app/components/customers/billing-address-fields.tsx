import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'

// The billing address block (docs/contracts.md §8), shared by the staff customer form and
// the portal's /customer-dashboard/billing-address.

export type BillingAddressKey = 'street' | 'postcode' | 'city' | 'country' | 'vat_id' | 'buyer_reference'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the two forms' field sets differ; only these keys are read
type Fields = Record<string, FieldMetadata<any, any, string[]>>

function strip<T extends { key?: string | undefined }>(props: T) {
  const { key: _key, ...rest } = props
  return rest
}

export function BillingAddressFields({ fields, legend = 'Rechnungsadresse' }: { fields: Fields; legend?: string }) {
  const input = (name: BillingAddressKey) => strip(getInputProps(fields[name]!, { type: 'text' }))
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <Field
        label="Straße und Hausnummer"
        className="sm:col-span-2"
        autoComplete="street-address"
        errors={fields.street?.errors}
        {...input('street')}
      />
      <Field label="Postleitzahl" autoComplete="postal-code" errors={fields.postcode?.errors} {...input('postcode')} />
      <Field label="Ort" autoComplete="address-level2" errors={fields.city?.errors} {...input('city')} />
      <Field label="Land (z. B. DE)" autoComplete="country" errors={fields.country?.errors} {...input('country')} />
      <Field label="USt-IdNr." errors={fields.vat_id?.errors} {...input('vat_id')} />
      <Field
        label="Leitweg-ID / Käuferreferenz"
        className="sm:col-span-2"
        hint="Nur für öffentliche Auftraggeber"
        errors={fields.buyer_reference?.errors}
        {...input('buyer_reference')}
      />
    </fieldset>
  )
}
