import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { ALLERGEN_LABELS, ALLERGENS, DIET_TAG_LABELS, DIET_TAGS } from '~/domain/kitchen/allergens'
import { useClientChecks } from '~/utils/use-client-checks'

/** The customer's guests: how many eat which diet or have which allergy, and who. */
export function GuestDietsForm({
  eventId,
  defaultValue,
  lastResult,
}: {
  eventId: string
  defaultValue: Record<string, string>
  lastResult?: SubmissionResult<string[]> | null
}) {
  const [form, fields] = useForm({
    id: 'guest-diets',
    lastResult,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/guest-diets'),
      (forms) => forms.guestDietsSchema,
      { shouldValidate: 'onBlur' },
    ),
  })
  const all = fields as unknown as Record<
    string,
    { name: string; id: string; initialValue?: unknown; errors?: string[] }
  >
  const row = (key: string, label: string) => {
    const count = all[key]!
    const names = all[`${key}_names`]!
    return (
      <div key={key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[10rem_1fr]">
        <Field
          label={`${label}: Anzahl Gäste`}
          id={count.id}
          name={count.name}
          inputMode="numeric"
          defaultValue={String(count.initialValue ?? '')}
          errors={count.errors}
        />
        <Field
          label={`${label}: Namen (optional)`}
          id={names.id}
          name={names.name}
          defaultValue={String(names.initialValue ?? '')}
          errors={names.errors}
        />
      </div>
    )
  }
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <input type="hidden" name="event_id" value={eventId} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Ernährungsformen</legend>
        {DIET_TAGS.map((code) => row(`diet_${code}`, DIET_TAG_LABELS[code]))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Allergien und Unverträglichkeiten</legend>
        {ALLERGENS.map((code) => row(`allergy_${code}`, ALLERGEN_LABELS[code]))}
      </fieldset>
      <Button type="submit" className="w-fit">
        Angaben speichern
      </Button>
    </Form>
  )
}
