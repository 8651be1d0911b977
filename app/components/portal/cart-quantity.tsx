import { useCallback, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { CartForm } from './cart-form'

/** − / field / + and 'Übernehmen' for a line priced × quantity (the only lines a quantity changes). */
export function CartQuantity({
  serviceId,
  name,
  quantity,
  eventId,
}: {
  serviceId: string
  name: string
  quantity: number
  eventId: string
}) {
  const quantityForm = `qty-form-${serviceId}`
  const input = useRef<HTMLInputElement>(null)
  const saved = useRef(quantity)
  saved.current = quantity
  // 'abc' becomes 1: when the stored quantity did not change, the field still shows what was typed
  const showSaved = useCallback(() => {
    if (input.current) input.current.value = String(saved.current)
  }, [])
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CartForm eventId={eventId} serviceId={serviceId}>
        {(busy) => (
          <>
            <input type="hidden" name="quantity" value={quantity - 1} />
            <Button
              type="submit"
              name="intent"
              value="set-quantity"
              size="sm"
              variant="outline"
              className="w-9 px-0"
              disabled={busy}
              aria-label={`Menge von ${name} verringern`}
            >
              −
            </Button>
          </>
        )}
      </CartForm>
      <label className="sr-only" htmlFor={`qty-${serviceId}`}>
        Menge von {name}
      </label>
      {/* belongs to the 'Übernehmen' form (form attribute), so Enter submits it too */}
      <input
        ref={input}
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
            <Button
              type="submit"
              name="intent"
              value="set-quantity"
              size="sm"
              variant="outline"
              className="w-9 px-0"
              disabled={busy}
              aria-label={`Menge von ${name} erhöhen`}
            >
              +
            </Button>
          </>
        )}
      </CartForm>
      <CartForm id={quantityForm} eventId={eventId} serviceId={serviceId} onSettled={showSaved}>
        {(busy) => (
          <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" disabled={busy}>
            Übernehmen
          </Button>
        )}
      </CartForm>
    </div>
  )
}
