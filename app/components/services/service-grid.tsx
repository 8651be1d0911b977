import type { ComponentProps } from 'react'
import { ServiceCard } from './service-card'

/** The services of one list page as cards (with their activate/deactivate forms). */
export function ServiceGrid({
  services,
  search,
}: {
  services: ComponentProps<typeof ServiceCard>['service'][]
  search: string
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} search={search} />
      ))}
    </div>
  )
}
