import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { countsOverGuests, overGuestsMessage } from '~/domain/cart-feedback'
import {
  countsChangePrice,
  guestCountChangesPrice,
  PRICING_UNIT_LABELS,
  PRICE_ON_REQUEST,
  quantityChangesPrice,
} from '~/domain/pricing'
import type { PricingUnit } from '~/domain/pricing'
import { formatCents } from '~/utils/format'
import { CartCountsForm, CartCountsText, type GroupCounts } from './cart-counts'
import { CartForm } from './cart-form'
import { CartQuantity } from './cart-quantity'

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
  parts?: Array<{
    label: string
    quantity: number
    unitPriceCents: number
    totalCents: number
    taxRate?: number
  }> | null
}

/** What prices a line that takes no quantity, so the customer knows why there is no stepper. */
function basisText(unit: PricingUnit | undefined, guestCount: number | null) {
  if (!unit) return 'Den Preis nennt Ihnen Ihr Event-Planer.'
  if (unit === 'flat_rate') return 'Pauschalpreis, unabhängig von der Menge.'
  if (guestCountChangesPrice(unit)) {
    return guestCount
      ? `Berechnet für ${guestCount} Gäste (Gästezahl der Veranstaltung).`
      : 'Berechnet für 1 Gast, solange die Gästezahl noch offen ist.'
  }
  return null
}

/**
 * One cart line: its price, and only the controls that change it:
 * a quantity for units priced × quantity, person groups for prices by age
 * group, else a sentence saying what the price depends on. Read-only when
 * locked (the person groups stay visible); a deactivated service can only be removed.
 */
export function CartLine({
  line,
  eventId,
  locked,
  guestCount,
}: {
  line: CartLineView
  eventId: string
  locked: boolean
  guestCount: number | null
}) {
  const unit = line.pricing?.unit
  const price = line.lineTotalCents === null ? PRICE_ON_REQUEST : formatCents(line.lineTotalCents)
  const byGroups = countsChangePrice(unit)
  const defaulted = line.countAdults === null && line.countChildren === null && line.countToddlers === null
  const counts: GroupCounts = {
    adults: line.countAdults ?? (defaulted ? guestCount : 0),
    children: line.countChildren ?? 0,
    toddlers: line.countToddlers ?? 0,
  }
  const over = byGroups && !defaulted ? countsOverGuests(counts, guestCount) : null
  const editable = !locked && line.available
  const basis = byGroups || quantityChangesPrice(unit) ? null : basisText(unit, guestCount)
  return (
    <li data-testid="cart-line" data-service-id={line.serviceId} className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{line.name}</p>
          {unit ? <p className="text-xs text-muted-foreground">{PRICING_UNIT_LABELS[unit]}</p> : null}
          {!line.available ? (
            <Badge variant="destructive" className="mt-1">
              nicht mehr verfügbar
            </Badge>
          ) : null}
        </div>
        <p data-testid="line-price" className={line.available ? 'font-semibold' : 'text-muted-foreground line-through'}>
          {price}
        </p>
      </div>
      {!line.available ? (
        <p className="text-sm text-muted-foreground">
          Ihr Event-Planer bietet diesen Service nicht mehr an. Er wird nicht berechnet und nicht in ein Angebot
          übernommen.
        </p>
      ) : null}
      {line.available && line.parts && line.parts.length > 1 ? (
        <ul data-testid="cart-line-parts" className="grid gap-0.5 text-xs text-muted-foreground">
          {line.parts.map((p) => (
            <li key={p.label} className="flex justify-between gap-2">
              <span>
                {p.label}
                {new Set(line.parts!.map((x) => x.taxRate)).size > 1 && p.taxRate !== undefined
                  ? ` (${p.taxRate} % USt.)`
                  : ''}
                : {p.quantity} × {formatCents(p.unitPriceCents)}
              </span>
              <span>{formatCents(p.totalCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {basis && line.available ? (
        <p data-testid="cart-line-basis" className="text-sm text-muted-foreground">
          {basis}
        </p>
      ) : null}
      {quantityChangesPrice(unit) ? (
        editable ? (
          <CartQuantity serviceId={line.serviceId} name={line.name} quantity={line.quantity} eventId={eventId} />
        ) : (
          <p className="text-sm text-muted-foreground">Menge: {line.quantity}</p>
        )
      ) : null}
      {byGroups && line.available ? (
        editable ? (
          <CartCountsForm
            serviceId={line.serviceId}
            name={line.name}
            quantity={line.quantity}
            counts={counts}
            eventId={eventId}
          />
        ) : (
          <CartCountsText counts={counts} />
        )
      ) : null}
      {over !== null && guestCount ? (
        <p
          data-testid="cart-line-over-guests"
          className="rounded-md border border-amber-500/40 bg-amber-50 p-2 text-sm text-amber-900"
        >
          {overGuestsMessage(over, guestCount)}
        </p>
      ) : null}
      {!locked ? (
        <CartForm eventId={eventId} serviceId={line.serviceId} className="justify-self-end">
          {(busy) => (
            <Button
              type="submit"
              name="intent"
              value="remove"
              size="sm"
              variant="ghost"
              className="text-destructive"
              disabled={busy}
              aria-label={`${line.name} entfernen`}
            >
              Entfernen
            </Button>
          )}
        </CartForm>
      ) : null}
    </li>
  )
}
