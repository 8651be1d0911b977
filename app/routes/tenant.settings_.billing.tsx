import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { missingBusinessData } from '~/domain/billing/business-data'
import { billingProfileSchema } from '~/forms/billing-profile'
import { billingProfileFormValues, findBillingProfile, saveBillingProfile } from '~/models/billing-profile.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantAdmin } from '~/services/auth/auth.server'
import { redirectWithToast } from '~/utils/http.server'

const BillingProfileForm = afterHydration(
  () => import('~/components/billing/billing-profile-form'),
  'BillingProfileForm',
)

// Einstellungen → Rechnungsdaten (admins): the seller on every offer and invoice.

export const meta: MetaFunction = () => [{ title: 'Rechnungsdaten – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantAdmin(request)
  const profile = findBillingProfile(staff.tenantId)
  return { values: billingProfileFormValues(profile), missing: missingBusinessData(profile) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantAdmin(request)
  const submission = parseWithZod(formData, { schema: billingProfileSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  saveBillingProfile(staff.tenantId, submission.value)
  return redirectWithToast('/tenant/settings/billing', {
    type: 'success',
    description: 'Rechnungsdaten wurden gespeichert.',
  })
}

export default function BillingSettings() {
  const { values, missing } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/settings" className="underline underline-offset-4">
          Einstellungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Rechnungsdaten</h1>
      {missing.length ? (
        <div
          role="status"
          data-testid="billing-missing"
          className="rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">Rechnungen können erst abgeschlossen werden, wenn diese Angaben vorhanden sind:</p>
          <ul className="ml-5 list-disc">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="rounded-md border p-3 text-sm">
          Alle Pflichtangaben für Rechnungen sind vorhanden.
        </p>
      )}
      <BillingProfileForm defaultValue={values} lastResult={actionData?.result} canEdit />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
