import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, SelectField } from '~/components/ui/field'
import { SALUTATION_LABELS, SALUTATIONS } from '~/domain/salutation'
import { BillingAddressFields, type BillingAddressKey } from './billing-address-fields'

type Defaults = {
  salutation?: string
  title?: string
  name: string
  email: string
  phone: string
  company: string
  is_active?: boolean
  send_login?: boolean
} & Partial<Record<BillingAddressKey, string>>

/**
 * The customer form (fields name, email, phone, company: docs/contracts.md §7), for
 * create and, with `withActiveSwitch`, edit. Conform keeps what was typed.
 */
export function CustomerForm({
  id,
  lastResult,
  formError,
  defaultValue,
  withActiveSwitch = false,
  sendLoginDefault = false,
  submitLabel,
  pendingLabel,
  cancelTo,
}: {
  id: string
  lastResult: SubmissionResult<string[]> | null | undefined
  formError?: string | null
  defaultValue?: Defaults
  withActiveSwitch?: boolean
  /** create form: the 'Login-Link jetzt senden' box starts ticked */
  sendLoginDefault?: boolean
  submitLabel: string
  pendingLabel: string
  cancelTo: string
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const initial: Record<string, string | undefined> | undefined = defaultValue
    ? { ...defaultValue, is_active: defaultValue.is_active ? 'on' : undefined, send_login: undefined }
    : { send_login: sendLoginDefault ? 'on' : undefined }
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: initial,
    ...useClientChecks(
      () => import('~/forms/customer'),
      (forms) => (withActiveSwitch ? forms.customerEditSchema : forms.customerCreateSchema),
      { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' },
    ),
  })
  const activeProps = getInputProps(fields.is_active, { type: 'checkbox' })
  const sendProps = getInputProps(fields.send_login, { type: 'checkbox' })
  const { key: _salutationKey, ...salutationProps } = getSelectProps(fields.salutation)
  return (
    <Form method="post" className="grid gap-4" preventScrollReset {...getFormProps(form)}>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Anrede"
          hint="Bestimmt die Anrede in E-Mails an den Kunden."
          errors={fields.salutation.errors}
          {...salutationProps}
        >
          {SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {SALUTATION_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Titel (optional)"
          placeholder="z. B. Dr."
          autoComplete="honorific-prefix"
          errors={fields.title.errors}
          {...getInputProps(fields.title, { type: 'text' })}
        />
      </div>
      <Field
        label="Name"
        autoComplete="name"
        errors={fields.name.errors}
        {...getInputProps(fields.name, { type: 'text' })}
      />
      <Field
        label="E-Mail"
        autoComplete="email"
        errors={fields.email.errors}
        {...getInputProps(fields.email, { type: 'email' })}
      />
      <Field
        label="Telefon"
        autoComplete="tel"
        errors={fields.phone.errors}
        {...getInputProps(fields.phone, { type: 'tel' })}
      />
      <Field
        label="Firma"
        autoComplete="organization"
        errors={fields.company.errors}
        {...getInputProps(fields.company, { type: 'text' })}
      />
      <BillingAddressFields fields={fields} />
      {withActiveSwitch ? (
        <div className="flex items-center gap-2">
          <input
            {...activeProps}
            key={activeProps.key}
            className="h-4 w-4 rounded border-input focus-visible:outline-2 focus-visible:outline-ring"
          />
          <label htmlFor={activeProps.id} className="text-sm font-medium">
            Aktiv (kann sich anmelden und wird im Event-Formular angeboten)
          </label>
        </div>
      ) : (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <input
              {...sendProps}
              key={sendProps.key}
              aria-describedby={`${sendProps.id}-hint`}
              className="h-4 w-4 rounded border-input focus-visible:outline-2 focus-visible:outline-ring"
            />
            <label htmlFor={sendProps.id} className="text-sm font-medium">
              Login-Link jetzt senden
            </label>
          </div>
          <p id={`${sendProps.id}-hint`} className="text-xs text-muted-foreground">
            Sinnvoll, sobald der Kunde eine Veranstaltung hat. Sonst senden Sie den Zugang später auf der
            Veranstaltungsseite mit „Zugang senden“.
          </p>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={buttonClass('outline')} preventScrollReset>
          Abbrechen
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
