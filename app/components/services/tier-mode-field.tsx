import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { SelectField } from '~/components/ui/field'
import { TIER_MODE_LABELS, TIER_MODES } from '~/domain/pricing'

/** 'Staffelpreis gilt': what a guest-tier price means (per guest or for the whole tier). */
export function TierModeField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { key: _key, ...props } = getSelectProps(meta)
  return (
    <SelectField
      label="Staffelpreis gilt"
      hint="Beispiel: 22 € für 51–100 Gäste – pro Person sind das bei 80 Gästen 1.760 €, pauschal 22 €."
      errors={meta.errors}
      {...props}
    >
      {TIER_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {TIER_MODE_LABELS[mode]}
        </option>
      ))}
    </SelectField>
  )
}
