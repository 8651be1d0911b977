import { parseWithZod } from '~/utils/conform'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { CustomerForm } from '~/components/customers/customer-form-lazy'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { canCreate } from '~/domain/trial'
import { customerCreateSchema, customerSchemaWith } from '~/forms/customer'
import { CANNOT_CREATE, DUPLICATE_EMAIL } from '~/forms/customer-texts'
import { findCustomerByEmail, insertCustomer } from '~/models/end-customer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { PlanLimitError } from '~/models/plan-usage.server'
import { planGuard } from '~/domain/plans'
import { PlanLimitNotice } from '~/components/plan-limit-notice'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { TENANT_MAIL_MESSAGES } from '~/services/mail/mail-limits.server'
import { redirectWithToast } from '~/utils/http.server'

export const meta: MetaFunction = () => [{ title: 'Neuen Kunden erstellen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return { canCreate: canCreate(staff.tenant.status) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const back = `/tenant/customers${new URL(request.url).search}`
  if (!canCreate(staff.tenant.status)) {
    const submission = parseWithZod(formData, { schema: customerCreateSchema })
    return data(
      { result: submission.reply({ formErrors: [CANNOT_CREATE] }), formError: CANNOT_CREATE },
      { status: 403 },
    )
  }
  const schema = customerSchemaWith(customerCreateSchema, (email) =>
    Boolean(findCustomerByEmail(staff.tenantId, email)),
  )
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), formError: null }, { status: 400 })
  }
  let customerId: string
  try {
    customerId = insertCustomer(staff.tenantId, submission.value, Date.now(), planGuard(staff.tenant, 'customers')).id
  } catch (error) {
    if (error instanceof PlanLimitError)
      return data({ result: submission.reply(), formError: null, limit: error.message }, { status: 403 })
    // a second request with the same e-mail won the race for the unique index
    if (error instanceof Error && /UNIQUE/.test(error.message)) {
      return data(
        { result: submission.reply({ fieldErrors: { email: [DUPLICATE_EMAIL] } }), formError: null },
        { status: 400 },
      )
    }
    throw error
  }
  if (!submission.value.send_login) {
    return redirectWithToast(back, {
      type: 'success',
      description: 'Kunde wurde erstellt. Den Zugang senden Sie, sobald eine Veranstaltung bereitsteht.',
    })
  }
  const sent = await sendCustomerLoginLink({ tenantId: staff.tenantId, customerId, actorUserId: staff.userId })
  if (!sent.ok) {
    const why =
      sent.reason in TENANT_MAIL_MESSAGES
        ? ` ${TENANT_MAIL_MESSAGES[sent.reason as keyof typeof TENANT_MAIL_MESSAGES]}`
        : ''
    return redirectWithToast(back, {
      type: 'warning',
      description: `Kunde wurde erstellt, aber E-Mail konnte nicht versendet werden.${why}`,
    })
  }
  return redirectWithToast(back, {
    type: 'success',
    description: 'Kunde wurde erfolgreich erstellt und Login-E-Mail versendet.',
  })
}

export default function NewCustomer() {
  const { canCreate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const back = `/tenant/customers${location.search}`
  return (
    <Dialog
      title="Neuen Kunden erstellen"
      description="Den Login-Link per E-Mail senden Sie jetzt oder später."
      closeTo={back}
    >
      <PlanLimitNotice message={(actionData as { limit?: string } | undefined)?.limit} />
      {canCreate ? (
        <CustomerForm
          id="customer-new"
          lastResult={actionData?.result}
          formError={actionData?.formError}
          submitLabel="Kunde erstellen"
          pendingLabel="Wird erstellt..."
          cancelTo={back}
        />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-destructive">
            {CANNOT_CREATE}
          </p>
          <Link to={back} className={buttonClass('outline')}>
            Abbrechen
          </Link>
        </div>
      )}
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
