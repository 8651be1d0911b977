import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { ROLE_LABELS } from '~/forms/team-texts'

export type OwnProfile = {
  fullName: string
  company: string | null
  phone?: string | null
  taskDigest?: boolean
  email: string
  role: keyof typeof ROLE_LABELS
}
type Result = SubmissionResult<string[]> | null | undefined

/** Section 'Mein Profil': name and company, and the password change. */
export function ProfileSection({
  profile,
  profileResult,
  passwordResult,
}: {
  profile: OwnProfile
  profileResult?: Result
  passwordResult?: Result
}) {
  return (
    <Card id="profil">
      <CardHeader>
        <CardTitle>Mein Profil</CardTitle>
        <CardDescription>
          Angemeldet als {profile.email} ({ROLE_LABELS[profile.role]}).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ProfileForm profile={profile} lastResult={profileResult} />
        <PasswordForm lastResult={passwordResult} />
      </CardContent>
    </Card>
  )
}

function usePending(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function ProfileForm({ profile, lastResult }: { profile: OwnProfile; lastResult?: Result }) {
  const pending = usePending('profile')
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: {
      full_name: profile.fullName,
      company: profile.company ?? '',
      phone: profile.phone ?? '',
      task_digest: profile.taskDigest ? 'on' : '',
    },
    ...useClientChecks(
      () => import('~/forms/profile'),
      (forms) => forms.profileSchema,
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const { key: _taskDigestKey, ...taskDigestProps } = getInputProps(fields.task_digest, { type: 'checkbox' })
  return (
    <Form method="post" action="/tenant/settings/profile" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
      <Field
        label="Vollständiger Name"
        autoComplete="name"
        errors={fields.full_name.errors}
        {...getInputProps(fields.full_name, { type: 'text' })}
      />
      <Field
        label="Firma"
        autoComplete="organization"
        errors={fields.company.errors}
        {...getInputProps(fields.company, { type: 'text' })}
      />
      <Field
        label="Telefon"
        hint="Sehen Ihre Kunden im Kundenportal unter Kontakt."
        autoComplete="tel"
        errors={fields.phone.errors}
        {...getInputProps(fields.phone, { type: 'tel' })}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-sm">
          <input {...taskDigestProps} aria-describedby={`${fields.task_digest.id}-hint`} className="mt-0.5 size-4" />
          <span>Morgens eine E-Mail mit meinen Aufgaben des Tages</span>
        </label>
        <p id={`${fields.task_digest.id}-hint`} className="ml-6 text-xs text-muted-foreground">
          Ab 7 Uhr, nur an Tagen mit offenen Aufgaben, die heute fällig oder überfällig sind.
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="profile" disabled={pending}>
          {pending ? 'Wird gespeichert...' : 'Profil speichern'}
        </Button>
      </div>
    </Form>
  )
}

function PasswordForm({ lastResult }: { lastResult?: Result }) {
  const pending = usePending('password')
  const [form, fields] = useForm({
    id: 'password-change',
    lastResult,
    ...useClientChecks(
      () => import('~/forms/profile'),
      (forms) => forms.passwordChangeSchema(),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  return (
    <Form method="post" action="/tenant/settings/profile" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
      <h3 className="font-semibold sm:col-span-2">Passwort ändern</h3>
      <Field
        label="Aktuelles Passwort"
        autoComplete="current-password"
        errors={fields.current_password.errors}
        {...getInputProps(fields.current_password, { type: 'password' })}
      />
      <Field
        label="Neues Passwort"
        autoComplete="new-password"
        hint="Mindestens 8 Zeichen, kein häufig verwendetes Passwort. Alle anderen Sitzungen werden danach beendet."
        errors={fields.new_password.errors}
        {...getInputProps(fields.new_password, { type: 'password' })}
      />
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="password" disabled={pending}>
          {pending ? 'Wird geändert...' : 'Passwort ändern'}
        </Button>
      </div>
    </Form>
  )
}
