import { Button } from '~/components/ui/button'
import { CartForm } from './cart-form'

/** − / field / + and 'Übernehmen' for a line priced × quantity (the only lines a quantity changes). */
export function CartQuantity({ serviceId, name, quantity, eventId }: { serviceId: string; name: string; quantity: number; eventId: string }) {
  const quantityForm = `qty-form-${serviceId}`
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CartForm eventId={eventId} serviceId={serviceId}>
        {(busy) => (
          <>
            <input type="hidden" name="quantity" value={quantity - 1} />
            <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" className="w-9 px-0" disabled={busy} aria-label={`Menge von ${name} verringern`}>−</Button>
          </>
        )}
      </CartForm>
      <label className="sr-only" htmlFor={`qty-${serviceId}`}>Menge von {name}</label>
      {/* belongs to the 'Übernehmen' form (form attribute), so Enter submits it too */}
      <input
        id={`qty-${serviceId}`}
        form={quantityForm}
        name="quantity"
        inputMode="numeric"
        defaultValue={quantity}
        key={quantity}
        className="h-9 w-16 rounded-md border border-input bg-background px-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <CartForm eventId={eventId} serviceId={serviceId}>
        {(busy) => (
          <>
            <input type="hidden" name="quantity" value={quantity + 1} />
            <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" className="w-9 px-0" disabled={busy} aria-label={`Menge von ${name} erhöhen`}>+</Button>
          </>
        )}
      </CartForm>
      <CartForm id={quantityForm} eventId={eventId} serviceId={serviceId}>
        {(busy) => <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" disabled={busy}>Übernehmen</Button>}
      </CartForm>
    </div>
  )
}
