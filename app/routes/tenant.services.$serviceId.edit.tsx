import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { handleServiceForm } from '~/services/catalogue/service-form-action.server'
import { Dialog } from '~/components/ui/dialog'
import { NEW_SERVICE_DEFAULTS, toRows } from '~/forms/service'
import { tierModeOf } from '~/domain/pricing'
import { findService, updateService } from '~/models/service.server'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { pricingContext } from '~/models/pricing-context.server'
import { invariantResponse } from '~/utils/http.server'

const ServiceForm = afterHydration(() => import('~/components/services/service-form'), 'ServiceForm')

export const meta: MetaFunction = () => [{ title: 'Service bearbeiten – Festplan' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const service = findService(tenantId, params.serviceId ?? '')
  invariantResponse(service, 'Service nicht gefunden', { status: 404 })
  return {
    smallBusiness: pricingContext(tenantId).smallBusiness,
    id: service.id,
    name: service.name,
    defaultValue: {
      name: service.name,
      description: service.description ?? '',
      category: service.category,
      pricing_unit: service.pricing?.unit ?? NEW_SERVICE_DEFAULTS.pricing_unit,
      tax_rate: String(service.pricing?.taxRate ?? NEW_SERVICE_DEFAULTS.tax_rate),
      rows: toRows(service.pricing),
      vat_split_percent: service.vatSplitPercent ? String(service.vatSplitPercent) : '',
      tier_mode: tierModeOf(service.pricing),
      kind: service.kind,
      allergens: service.allergens,
      diet_tags: service.dietTags,
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  const serviceId = params.serviceId ?? ''
  invariantResponse(findService(tenantId, serviceId), 'Service nicht gefunden', { status: 404 })
  return handleServiceForm(formData, {
    save: (input) => updateService(tenantId, serviceId, input),
    success: 'Service wurde gespeichert.',
    failure: 'Service konnte nicht gespeichert werden.',
    smallBusiness: pricingContext(tenantId).smallBusiness,
  })
}

export default function EditService() {
  const { id, name, defaultValue, smallBusiness } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Dialog title={`${name} bearbeiten`} closeTo="/tenant/services" className="max-w-2xl">
      <ServiceForm
        key={id}
        id={`service-edit-${id}`}
        lastResult={actionData?.result}
        defaultValue={defaultValue}
        submitLabel="Änderungen speichern"
        pendingLabel="Wird gespeichert..."
        smallBusiness={smallBusiness}
      />
    </Dialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
