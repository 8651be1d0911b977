import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ServiceCard } from '~/components/portal/service-card'
import { usePortal } from '~/components/portal/use-portal'
import { parsePricing, priceText, PRICING_UNIT_LABELS } from '~/domain/pricing'
import { serviceCategory } from '~/models/service.server'
import { parseAllergens, parseDietTags } from '~/domain/kitchen/allergens'
import { activeServicesByIds, eventModules, listCustomerEvents } from '~/models/portal.server'
import { pickEvent } from '~/domain/portal-event'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: brandTitle(data?.module.name ?? 'Modul', brandFromMatches(matches)) },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const event = pickEvent(listCustomerEvents(tenantId, customer.id), new URL(request.url).searchParams.get('event'))
  if (!event) notFound()
  const module = eventModules(tenantId, event.templateId).find((m) => m.id === params.moduleId)
  if (!module) notFound()
  const byId = new Map(activeServicesByIds(tenantId, module.serviceIds).map((s) => [s.id, s]))
  const services = module.serviceIds
    .map((id) => byId.get(id))
    .filter((s) => s !== undefined)
    .map((s) => {
      const pricing = parsePricing(s.pricingJson)
      return {
        id: s.id,
        name: s.name,
        description: s.description,
        category: serviceCategory(s.assetsJson),
        unitLabel: pricing ? PRICING_UNIT_LABELS[pricing.unit] : null,
        price: priceText(pricing, { view: 'customer' }),
        kind: s.kind,
        allergens: parseAllergens(s.allergensJson),
        dietTags: parseDietTags(s.dietTagsJson),
      }
    })
  return { module: { id: module.id, name: module.name }, services }
}

export default function PortalModule() {
  const { module, services } = useLoaderData<typeof loader>()
  const { event, cart, lock } = usePortal()
  const inCart = new Set(cart?.lines.map((l) => l.serviceId) ?? [])
  return (
    <div className="grid gap-4">
      <h2 className="text-2xl font-semibold">{module.name}</h2>
      {services.length === 0 ? (
        <p className="text-muted-foreground">In diesem Modul gibt es keine Services zur Auswahl.</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {services.map((s) => (
          <ServiceCard key={s.id} service={s} eventId={event!.id} inCart={inCart.has(s.id)} locked={lock !== null} />
        ))}
      </ul>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
