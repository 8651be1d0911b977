import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

/** Einstellungen: the tenant's imprint URL (admins edit, planners read). */
export function ImprintForm({
  imprintUrl,
  canEdit,
  lastResult,
}: {
  imprintUrl: string | null
  canEdit: boolean
  lastResult?: SubmissionResult<string[]> | null
}) {
  const [form, fields] = useForm({
    id: 'imprint',
    lastResult,
    defaultValue: { imprint_url: imprintUrl ?? '' },
    ...useClientChecks(
      () => import('~/forms/imprint'),
      (forms) => forms.imprintSchema,
      { shouldRevalidate: 'onBlur' },
    ),
  })
  const errorId = `${fields.imprint_url.id}-error`
  return (
    <Card>
      <CardHeader>
        <CardTitle>Impressum</CardTitle>
        <CardDescription>
          Ihr eigenes Impressum wird im Kundenportal und in E-Mails an Ihre Kunden verlinkt.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <div className="space-y-1">
            <label htmlFor={fields.imprint_url.id} className="text-sm font-medium">
              Adresse Ihres Impressums
            </label>
            <input
              {...getInputProps(fields.imprint_url, { type: 'url' })}
              className="control"
              placeholder="https://www.ihre-firma.de/impressum"
              disabled={!canEdit}
              aria-describedby={fields.imprint_url.errors ? errorId : undefined}
            />
            {fields.imprint_url.errors ? (
              <p id={errorId} className="text-sm text-destructive">
                {fields.imprint_url.errors[0]}
              </p>
            ) : null}
          </div>
          {canEdit ? (
            <button type="submit" name="intent" value="imprint" className={buttonClass('outline')}>
              Impressum speichern
            </button>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  )
}
