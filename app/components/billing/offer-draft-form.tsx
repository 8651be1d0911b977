import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ComponentProps } from 'react'
import { Button } from '~/components/ui/button'
import { Field, TextareaField } from '~/components/ui/field'
import type { lineFormDefaults } from '~/domain/billing/line-form-defaults'
import { useClientChecks } from '~/utils/use-client-checks'
import { DocumentTotals } from './document-totals'
import { OfferLinesEditor } from './offer-lines-editor'

/** The editable offer draft: lines, validity, intro and closing text; saves or sends. */
export function OfferDraftForm({
  offerId,
  lastResult,
  defaults,
  totals,
  smallBusiness,
}: {
  offerId: string
  lastResult: SubmissionResult<string[]> | null | undefined
  defaults: { lines: ReturnType<typeof lineFormDefaults>; valid_until: string; intro: string; closing: string }
  totals: ComponentProps<typeof DocumentTotals>['totals']
  smallBusiness: boolean
}) {
  const [form, fields] = useForm({
    id: `offer-${offerId}`,
    lastResult,
    defaultValue: defaults,
    ...useClientChecks(
      () => import('~/forms/offer'),
      (forms) => forms.offerSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const { key: _k, ...validUntil } = getInputProps(fields.valid_until, { type: 'date' })
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Speichern
      </button>
      {form.errors?.length ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {form.errors[0]}
        </p>
      ) : null}
      <OfferLinesEditor form={form as never} lines={fields.lines as never} smallBusiness={smallBusiness} />
      <DocumentTotals totals={totals} smallBusiness={smallBusiness} caption="Summen des zuletzt gespeicherten Stands" />
      <p className="text-sm">
        <a href={`/tenant/offers/${offerId}/pdf`} className="underline underline-offset-4">
          PDF-Vorschau (Entwurf)
        </a>
      </p>
      <Field label="Gültig bis" errors={fields.valid_until.errors} {...validUntil} />
      <TextareaField
        label="Einleitung"
        rows={2}
        errors={fields.intro.errors}
        {...(({ key: _x, ...p }) => p)(getTextareaProps(fields.intro))}
      />
      <TextareaField
        label="Schlusstext"
        rows={2}
        errors={fields.closing.errors}
        {...(({ key: _x, ...p }) => p)(getTextareaProps(fields.closing))}
      />
      <div className="flex justify-end gap-2">
        <Button type="submit" variant="outline" name="intent" value="save">
          Entwurf speichern
        </Button>
        <Button type="submit" name="intent" value="send">
          Angebot versenden
        </Button>
      </div>
    </Form>
  )
}
