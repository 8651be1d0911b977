import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field, SelectField } from '~/components/ui/field'
import { FONT_FAMILIES, HEX_COLOR, PICKER_DEFAULTS, type Branding } from '~/domain/branding'
import { COLOR_FIELDS } from '~/forms/branding-texts'

/** Branding of the customer portal and the tenant's mails; admins edit, planners read. */
export function BrandingForm({
  branding,
  canEdit,
  lastResult,
}: {
  branding: Branding
  canEdit: boolean
  lastResult?: SubmissionResult<string[]> | null
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'branding'
  const [form, fields] = useForm({
    id: 'branding',
    lastResult,
    defaultValue: {
      primary_color: branding.primaryColor ?? '',
      secondary_color: branding.secondaryColor ?? '',
      font_family: branding.fontFamily ?? '',
    },
    // Clear a message while typing, so it cannot shift the button away under a click.
    ...useClientChecks(
      () => import('~/forms/branding'),
      (forms) => forms.brandingSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>Branding</CardTitle>
        <CardDescription>
          Farben und Schrift Ihres Kundenportals und Ihrer E-Mails.
          {canEdit ? null : ' Nur Administratoren können das Branding ändern.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)}>
          <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-3">
            {COLOR_FIELDS.map((name) => {
              const field = fields[name]
              const label = name === 'primary_color' ? 'Primärfarbe' : 'Sekundärfarbe'
              const stored = (name === 'primary_color' ? branding.primaryColor : branding.secondaryColor) ?? ''
              const typed = field.value && HEX_COLOR.test(field.value) ? field.value.toLowerCase() : null
              return (
                <div key={name} className="flex items-end gap-2">
                  <Field
                    className="flex-1"
                    label={label}
                    placeholder="#7c3aed"
                    errors={field.errors}
                    {...getInputProps(field, { type: 'text' })}
                  />
                  {/* the picker posts beside the hex field; withChosenColors() tells which one was changed, also without JavaScript */}
                  <input
                    type="color"
                    name={`${name}_picker`}
                    aria-label={`${label} auswählen`}
                    value={typed ?? (stored || PICKER_DEFAULTS[name])}
                    onChange={(e) => form.update({ name: field.name, value: e.currentTarget.value })}
                    className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                  />
                  <input type="hidden" name={`${name}_initial`} value={stored} />
                </div>
              )
            })}
            <SelectField label="Schriftart" errors={fields.font_family.errors} {...getSelectProps(fields.font_family)}>
              <option value="">Standard</option>
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </SelectField>
            {canEdit ? (
              <div className="sm:col-span-3">
                <Button type="submit" name="intent" value="branding" disabled={pending}>
                  {pending ? 'Wird gespeichert...' : 'Branding speichern'}
                </Button>
              </div>
            ) : null}
          </fieldset>
        </Form>
      </CardContent>
    </Card>
  )
}
