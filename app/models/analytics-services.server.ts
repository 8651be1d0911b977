import { sql } from 'drizzle-orm'
import { storedLineNetCents } from '~/domain/billing/stored-line'
import { getDb } from '~/utils/db.server'
import type { Span } from './analytics-revenue.server'

/**
 * Top 10 services of the orders: the lines of every offer that is the order
 * now (accepted, not superseded by a Nachtrag), accepted in the span, however
 * the offer was made. Revenue is each line's net (the pricing engine's line
 * net); 'chosen' counts the orders with that line.
 */
export function topServices(tenantId: string, span: Span) {
  const lines = getDb().all<{
    offerId: string
    text: string
    quantityMilli: number
    unitPriceCents: number
    unitPriceE4: number | null
    priceBasis: string | null
    vatRate: number
  }>(sql`
    select l.offer_id as offerId, l.text as text, l.quantity_milli as quantityMilli, l.unit_price_cents as unitPriceCents,
      l.unit_price_e4 as unitPriceE4, l.price_basis as priceBasis, l.vat_rate as vatRate
    from offers o join offer_lines l on l.tenant_id = ${tenantId} and l.offer_id = o.id
    where o.tenant_id = ${tenantId} and o.status = 'accepted' and o.decided_at >= ${span.from} and o.decided_at < ${span.to}`)
  const byName = new Map<string, { id: string; name: string; revenueCents: number; orders: Set<string> }>()
  for (const l of lines) {
    const name = l.text.trim()
    const entry = byName.get(name) ?? { id: name, name, revenueCents: 0, orders: new Set<string>() }
    entry.revenueCents += storedLineNetCents(l)
    entry.orders.add(l.offerId)
    byName.set(name, entry)
  }
  const all = [...byName.values()].map((e) => ({
    id: e.id,
    name: e.name,
    revenueCents: e.revenueCents,
    chosen: e.orders.size,
  }))
  return {
    byRevenue: [...all].sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name)).slice(0, 10),
    byChosen: [...all].sort((a, b) => b.chosen - a.chosen || a.name.localeCompare(b.name)).slice(0, 10),
  }
}
