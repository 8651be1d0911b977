import type { ButtonHTMLAttributes, ComponentType, CSSProperties, HTMLAttributes, Ref } from 'react'
import { Input } from '~/components/ui/input'
import { cn } from '~/utils/cn'

export type BuilderService = { id: string; name: string; description: string | null; isActive: boolean; price: string }

/** Case-insensitive substring of name or description. */
export function filterServices(services: BuilderService[], query: string) {
  const q = query.trim().toLocaleLowerCase('de-DE')
  if (!q) return services
  return services.filter((s) => `${s.name}\n${s.description ?? ''}`.toLocaleLowerCase('de-DE').includes(q))
}

/** What drag and drop adds to a service once it has loaded (builder-dnd.tsx). */
export type ServiceDrag = {
  nodeRef: Ref<HTMLDivElement>
  style: CSSProperties | undefined
  isDragging: boolean
  handle: HTMLAttributes<HTMLDivElement>
}

export function ServiceCard({ service, drag }: { service: BuilderService; drag?: ServiceDrag }) {
  return (
    <li>
      <div
        ref={drag?.nodeRef}
        style={drag?.style}
        data-testid="builder-service"
        {...drag?.handle}
        className={cn(
          'rounded-md border bg-background p-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring',
          drag && 'cursor-grab touch-none',
          drag?.isDragging && 'relative z-50 cursor-grabbing opacity-80 shadow-lg',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="font-medium">{service.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{service.price}</span>
        </span>
        {service.description ? (
          <span className="block truncate text-xs text-muted-foreground">{service.description}</span>
        ) : null}
      </div>
    </li>
  )
}

/**
 * Left column: the tenant's active services. With JavaScript the filter works
 * as you type and, once drag and drop has loaded (`Draggable`), the items can
 * be dragged; without, 'Filtern' posts the form
 * (a Conform validate intent, so nothing typed is lost and nothing is saved).
 */
export function ServiceList({
  services,
  query,
  onQuery,
  hydrated,
  Draggable,
  filterButton,
}: {
  services: BuilderService[]
  query: string
  onQuery: (q: string) => void
  hydrated: boolean
  Draggable: ComponentType<{ service: BuilderService }> | null
  filterButton: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const shown = filterServices(services, query)
  return (
    <aside aria-labelledby="builder-services-title" className="space-y-3 rounded-lg border bg-muted/30 p-4">
      <h2 id="builder-services-title" className="font-semibold">
        Verfügbare Services
      </h2>
      <p id="builder-services-hint" className="text-xs text-muted-foreground">
        {Draggable
          ? 'Ziehen Sie einen Service in ein Modul, per Maus, Touch oder Tastatur (Leertaste, Pfeiltasten, Leertaste).'
          : 'Wählen Sie Services im Modul unter „Service hinzufügen“.'}
      </p>
      <div className="flex gap-2">
        <label htmlFor="builder-service-q" className="sr-only">
          Services durchsuchen
        </label>
        <Input
          id="builder-service-q"
          type="search"
          name="service_q"
          placeholder="Services durchsuchen..."
          value={query}
          onChange={(e) => onQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter filters instead of saving the template
            if (e.key === 'Enter' && hydrated) e.preventDefault()
          }}
        />
        {hydrated ? null : (
          <button
            {...filterButton}
            className="rounded-md border px-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            Filtern
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {services.length === 0 ? 'Keine aktiven Services vorhanden.' : 'Keine Services gefunden.'}
        </p>
      ) : (
        <ul className="space-y-2" aria-describedby="builder-services-hint">
          {shown.map((s) =>
            Draggable ? <Draggable key={s.id} service={s} /> : <ServiceCard key={s.id} service={s} />,
          )}
        </ul>
      )}
    </aside>
  )
}
