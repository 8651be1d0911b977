import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { PERSON_GROUPS, type PersonGroupId } from '~/domain/pricing'
import { CartForm } from './cart-form'

const COUNT_FIELDS = { adults: 'count_adults', children: 'count_children', toddlers: 'count_toddlers' } as const

export type GroupCounts = Record<PersonGroupId, number | null>

/** The adults / children / toddlers of a line priced by person group, as fields to change. */
export function CartCountsForm({
  serviceId,
  name,
  quantity,
  counts,
  eventId,
}: {
  serviceId: string
  name: string
  quantity: number
  counts: GroupCounts
  eventId: string
}) {
  return (
    <CartForm eventId={eventId} serviceId={serviceId} className="grid gap-2 rounded-md bg-muted/50 p-2">
      {(busy) => (
        <>
          <input type="hidden" name="quantity" value={quantity} />
          <div className="grid grid-cols-3 gap-2">
            {PERSON_GROUPS.map((g) => (
              <label key={g.id} className="grid gap-1 text-xs">
                <span>{g.label}</span>
                <Input
                  name={COUNT_FIELDS[g.id]}
                  inputMode="numeric"
                  aria-label={`${g.label} für ${name}`}
                  defaultValue={counts[g.id] ?? 0}
                  key={`${g.id}-${counts[g.id]}`}
                  className="h-8"
                />
              </label>
            ))}
          </div>
          <Button type="submit" name="intent" value="set-quantity" size="sm" variant="outline" disabled={busy}>
            Personen übernehmen
          </Button>
        </>
      )}
    </CartForm>
  )
}

/** The same breakdown, read-only (a locked cart keeps showing it). */
export function CartCountsText({ counts }: { counts: GroupCounts }) {
  return (
    <dl data-testid="cart-line-counts" className="grid grid-cols-[1fr_auto] gap-x-2 text-sm text-muted-foreground">
      {PERSON_GROUPS.map((g) => (
        <div key={g.id} className="contents">
          <dt>{g.label}</dt>
          <dd className="text-right">{counts[g.id] ?? 0}</dd>
        </div>
      ))}
    </dl>
  )
}
