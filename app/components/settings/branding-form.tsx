import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field, SelectField } from '~/components/ui/field'
import { FONT_FAMILIES, type Branding } from '~/domain/branding'
import { brandingSchema } from '~/forms/branding'

/** Branding of the customer portal and the tenant's mails; admins edit, planners read. */
export function BrandingForm({ branding, canEdit, lastResult }: { branding: Branding; canEdit: boolean; lastResult?: SubmissionResult<string[]> | null }) {
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
    shouldValidate: 'onBlur',
    // Clear a message while typing, so it cannot shift the button away under a click.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: brandingSchema }),
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
            {(['primary_color', 'secondary_color'] as const).map((name) => {
              const field = fields[name]
              const value = field.value && /^#[0-9a-f]{6}$/i.test(field.value) ? field.value : null
              return (
                <div key={name} className="flex items-end gap-2">
                  <Field
                    className="flex-1"
                    label={name === 'primary_color' ? 'Primärfarbe' : 'Sekundärfarbe'}
                    placeholder="#7c3aed"
                    errors={field.errors}
                    {...getInputProps(field, { type: 'text' })}
                  />
                  <span aria-hidden="true" className="mb-1 inline-block h-8 w-8 shrink-0 rounded border" style={value ? { background: value } : undefined} />
                </div>
              )
            })}
            <SelectField label="Schriftart" errors={fields.font_family.errors} {...getSelectProps(fields.font_family)}>
              <option value="">Standard</option>
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>{f}</option>
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
