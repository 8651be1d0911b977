import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { handleServiceForm } from '~/services/catalogue/service-form-action.server'
import { Dialog } from '~/components/ui/dialog'
import { NEW_SERVICE_DEFAULTS } from '~/forms/service-rows'
import { insertService } from '~/models/service.server'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { pricingContext } from '~/models/pricing-context.server'

const ServiceForm = afterHydration(() => import('~/components/services/service-form'), 'ServiceForm')

export const meta: MetaFunction = () => [{ title: 'Neuer Service – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  return { smallBusiness: pricingContext(tenantId).smallBusiness }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  return handleServiceForm(formData, {
    save: (input) => insertService(tenantId, input),
    success: 'Service wurde erfolgreich erstellt.',
    failure: 'Service konnte nicht erstellt werden.',
    smallBusiness: pricingContext(tenantId).smallBusiness,
  })
}

export default function NewService() {
  const actionData = useActionData<typeof action>()
  const loaderData = useLoaderData<typeof loader>()
  return (
    <Dialog title="Neuer Service" closeTo="/tenant/services" className="max-w-2xl">
      <ServiceForm
        id="service-new"
        lastResult={actionData?.result}
        defaultValue={NEW_SERVICE_DEFAULTS}
        submitLabel="Service erstellen"
        pendingLabel="Wird erstellt..."
        smallBusiness={loaderData?.smallBusiness ?? false}
      />
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
