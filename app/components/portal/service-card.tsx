import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { CartForm } from './cart-form'
import { FoodFacts } from '~/components/kitchen/food-facts'

type Service = {
  id: string
  name: string
  description: string | null
  category: string
  unitLabel: string | null
  price: string
  kind?: string
  allergens?: string[]
  dietTags?: string[]
}

/** A service of a module: badges, gross price text and 'Hinzufügen' / 'Im Warenkorb'. */
export function ServiceCard({
  service,
  eventId,
  inCart,
  locked,
}: {
  service: Service
  eventId: string
  inCart: boolean
  locked: boolean
}) {
  return (
    <li data-testid="service-card" className="grid gap-3 rounded-lg border bg-background p-4">
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{service.category}</Badge>
        {service.unitLabel ? <Badge variant="outline">{service.unitLabel}</Badge> : null}
      </div>
      <h3 className="text-lg font-semibold">{service.name}</h3>
      {service.description ? <p className="text-sm text-muted-foreground">{service.description}</p> : null}
      <FoodFacts kind={service.kind ?? 'other'} allergens={service.allergens ?? []} dietTags={service.dietTags ?? []} />
      <p className="font-semibold">{service.price}</p>
      {inCart ? (
        <Button disabled variant="secondary">
          Im Warenkorb
        </Button>
      ) : (
        <CartForm eventId={eventId} serviceId={service.id}>
          {(busy) => (
            <Button type="submit" name="intent" value="add" className="w-full" disabled={busy || locked}>
              {/* the visible word starts the accessible name (WCAG 2.5.3), the service follows for screen readers */}
              {busy ? 'Wird hinzugefügt...' : 'Hinzufügen'}
              <span className="sr-only">: {service.name}</span>
            </Button>
          )}
        </CartForm>
      )}
    </li>
  )
}
