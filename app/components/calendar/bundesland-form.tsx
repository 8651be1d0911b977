import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { SelectField } from '~/components/ui/field'
import { BUNDESLAENDER } from '~/domain/calendar/holidays'

/** Which Bundesland's holidays the calendar shows besides the national ones (admins edit). */
export function BundeslandForm({
  bundesland,
  canEdit,
  lastResult,
}: {
  bundesland: string | null
  canEdit: boolean
  lastResult?: SubmissionResult<string[]> | null
}) {
  const [form, fields] = useForm({
    id: 'bundesland',
    lastResult,
    defaultValue: { bundesland: bundesland ?? '' },
    ...useClientChecks(
      () => import('~/forms/calendar'),
      (forms) => forms.bundeslandSchema,
    ),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>Feiertage</CardTitle>
        <CardDescription>
          Der Kalender zeigt die bundesweiten Feiertage und die Ihres Bundeslandes.
          {canEdit ? null : ' Nur Administratoren können das Bundesland ändern.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="bundesland" />
          <fieldset disabled={!canEdit} className="flex flex-wrap items-end gap-3">
            <SelectField label="Bundesland" errors={fields.bundesland.errors} {...getSelectProps(fields.bundesland)}>
              <option value="">Nur bundesweite Feiertage</option>
              {BUNDESLAENDER.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
            <Button type="submit">Speichern</Button>
          </fieldset>
        </Form>
      </CardContent>
    </Card>
  )
}
