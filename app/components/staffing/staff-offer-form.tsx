import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { useClientChecks } from '~/utils/use-client-checks'

const strip = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest

/** The shifts as offer lines ('Servicepersonal, 4 × 6 Std.') on a draft offer of the event. */
export function StaffOfferForm({
  drafts,
  preview,
  lastResult,
}: {
  drafts: Array<{ id: string; label: string }>
  preview: string[]
  lastResult?: SubmissionResult<string[]> | null
}) {
  const [form, fields] = useForm({
    id: 'staff-offer',
    lastResult,
    defaultValue: { vat_rate: '19', offer_id: drafts[0]?.id ?? '' },
    ...useClientChecks(
      () => import('~/forms/staff'),
      (forms) => forms.staffOfferSchema,
      { shouldValidate: 'onBlur' },
    ),
  })
  if (!drafts.length)
    return (
      <p className="text-sm text-muted-foreground">
        Legen Sie zuerst ein Angebot für diese Veranstaltung an; dann werden die Schichten hier zu Angebotspositionen.
      </p>
    )
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <ul className="text-sm sm:col-span-2" aria-label="Positionen">
        {preview.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <SelectField
        label="Angebot (Entwurf)"
        errors={fields.offer_id.errors}
        {...strip(getSelectProps(fields.offer_id))}
      >
        {drafts.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </SelectField>
      <Field
        label="Preis pro Stunde (netto, €)"
        inputMode="decimal"
        errors={fields.hourly_rate.errors}
        {...strip(getInputProps(fields.hourly_rate, { type: 'text' }))}
      />
      <SelectField label="Steuersatz" errors={fields.vat_rate.errors} {...strip(getSelectProps(fields.vat_rate))}>
        <option value="19">19 %</option>
        <option value="7">7 %</option>
        <option value="0">0 %</option>
      </SelectField>
      <div className="flex items-end">
        <Button type="submit" name="intent" value="to-offer">
          Ins Angebot übernehmen
        </Button>
      </div>
    </Form>
  )
}
