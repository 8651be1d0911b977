import { Card } from '~/components/ui/card'
import { formatNumber } from '~/utils/format'

/** docs/product.md §9.4: the four counters over all of the tenant's events. */
export function EventCounters({
  counters,
}: {
  counters: { total: number; confirmed: number; expired: number; averageGuests: number }
}) {
  const items = [
    ['Veranstaltungen gesamt', counters.total],
    ['Bestätigt', counters.confirmed],
    ['Frist abgelaufen', counters.expired],
    ['Ø Gäste', counters.averageGuests],
  ] as const
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Kennzahlen">
      {items.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`counter-${label}`}>
            {formatNumber(value)}
          </dd>
        </Card>
      ))}
    </dl>
  )
}
