import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { PERSON_GROUPS, PRICING_UNIT_LABELS, PRICE_ON_REQUEST } from '~/domain/pricing'
import type { PricingUnit } from '~/domain/pricing'
import { formatCents } from '~/utils/format'
import { CartForm } from './cart-form'

export type CartLineView = {
  serviceId: string
  name: string
  available: boolean
  quantity: number
  countAdults: number | null
  countChildren: number | null
  countToddlers: number | null
  lineTotalCents: number | null
  pricing: { unit: PricingUnit } | null
}

const COUNT_FIELDS = { adults: 'count_adults', children: 'count_children', toddlers: 'count_toddlers' } as const

/** One cart line: price from pricing.ts, quantity stepper, remove; read-only when locked; a deactivated service can only be removed. */
export function CartLine({ line, eventId, locked, guestCount }: { line: CartLineView; eventId: string; locked: boolean; guestCount: number | null }) {
  const unit = line.pricing?.unit
  const quantityForm = `qty-form-${line.serviceId}`
  const price = line.lineTotalCents === null ? PRICE_ON_REQUEST : formatCents(line.lineTotalCents)
  const counts = { adults: line.countAdults ?? (line.countChildren === null && line.countToddlers === null ? guestCount : 0), children: line.countChildren, toddlers: line.countToddlers }
  return (
    <li data-testid="cart-line" data-service-id={line.serviceId} className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{line.name}</p>
          {unit ? <p className="text-xs text-muted-foreground">{PRICING_UNIT_LABELS[unit]}</p> : null}
          {!line.available ? <Badge variant="destructive" className="mt-1">nicht mehr verfügbar</Badge> : null}
        </div>
        <p data-testid="line-price" className={line.available ? 'font-semibold' : 'text-muted-foreground line-through'}>{price}</p>
      </div>
      {!line.available ? (
        <p className="text-sm text-muted-foreground">
          Ihr Event-Planer bietet diesen Service nicht mehr an. Er wird nicht berechnet und nicht in ein Angebot übernommen.
        </p>
      ) : null}
      {locked || !line.available ? (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">Menge: {line.quantity}</p>
          {!locked ? (
            <CartForm eventId={eventId} serviceId={line.serviceId}>
              {(busy) => (
                <Button type="submit" name="intent" value="remove" size="sm" variant="ghost" className="text-destructive" disabled={busy} aria-label={`${line.name} entfernen`}>Entfernen</Button>
              )}
            </CartForm>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2">
          <div className="flex items-center gap-2">
            <CartForm eventId={eventId} serviceId={line.serviceId}>
              {(busy) => (
                <>
                  <input type="hidden" name="quantity" value={line.quantity - 1} />
                  <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" className="w-9 px-0" disabled={busy} aria-label={`Menge von ${line.name} verringern`}>−</Button>
                </>
              )}
            </CartForm>
            <label className="sr-only" htmlFor={`qty-${line.serviceId}`}>Menge von {line.name}</label>
            {/* belongs to the 'Übernehmen' form below (form attribute), so Enter submits it too */}
            <input
              id={`qty-${line.serviceId}`}
              form={quantityForm}
              name="quantity"
              inputMode="numeric"
              defaultValue={line.quantity}
              key={line.quantity}
              className="h-9 w-16 rounded-md border border-input bg-background px-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <CartForm eventId={eventId} serviceId={line.serviceId}>
              {(busy) => (
                <>
                  <input type="hidden" name="quantity" value={line.quantity + 1} />
                  <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" className="w-9 px-0" disabled={busy} aria-label={`Menge von ${line.name} erhöhen`}>+</Button>
                </>
              )}
            </CartForm>
          </div>
          <div className="flex items-center gap-2">
            <CartForm id={quantityForm} eventId={eventId} serviceId={line.serviceId}>
              {(busy) => <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" disabled={busy}>Übernehmen</Button>}
            </CartForm>
            <CartForm eventId={eventId} serviceId={line.serviceId}>
              {(busy) => (
                <Button type="submit" name="intent" value="remove" size="sm" variant="ghost" className="text-destructive" disabled={busy} aria-label={`${line.name} entfernen`}>Entfernen</Button>
              )}
            </CartForm>
          </div>
        </div>
      )}
      {unit === 'per_person_differentiated' && !locked && line.available ? (
        <CartForm eventId={eventId} serviceId={line.serviceId} className="grid gap-2 rounded-md bg-muted/50 p-2">
          {(busy) => (
            <>
              <input type="hidden" name="quantity" value={line.quantity} />
              <div className="grid grid-cols-3 gap-2">
                {PERSON_GROUPS.map((g) => (
                  <label key={g.id} className="grid gap-1 text-xs">
                    <span>{g.label}</span>
                    <Input name={COUNT_FIELDS[g.id]} inputMode="numeric" defaultValue={counts[g.id] ?? 0} key={`${g.id}-${counts[g.id]}`} className="h-8" />
                  </label>
                ))}
              </div>
              <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" disabled={busy}>Personen übernehmen</Button>
            </>
          )}
        </CartForm>
      ) : null}
    </li>
  )
}
