import { and, eq } from 'drizzle-orm'
import { eventGuestDiets } from '~/db/schema'
import { getDb, writeTransaction } from '~/utils/db.server'

// The guests' diets and allergies of an event (entered by the customer); every query by tenant_id.

export type GuestDietInput = { kind: 'diet' | 'allergen'; code: string; guestCount: number; names: string | null }

export function listGuestDiets(tenantId: string, eventId: string) {
  return getDb()
    .select({
      kind: eventGuestDiets.kind,
      code: eventGuestDiets.code,
      guestCount: eventGuestDiets.guestCount,
      names: eventGuestDiets.names,
    })
    .from(eventGuestDiets)
    .where(and(eq(eventGuestDiets.tenantId, tenantId), eq(eventGuestDiets.eventId, eventId)))
    .all()
    .map((r) => ({ ...r, kind: r.kind === 'allergen' ? ('allergen' as const) : ('diet' as const) }))
}

/** Replaces the event's rows in one transaction (rows with count 0 and no names are left out). */
export function saveGuestDiets(tenantId: string, eventId: string, rows: GuestDietInput[], now = Date.now()) {
  writeTransaction((tx) => {
    tx.delete(eventGuestDiets)
      .where(and(eq(eventGuestDiets.tenantId, tenantId), eq(eventGuestDiets.eventId, eventId)))
      .run()
    const kept = rows.filter((r) => r.guestCount > 0 || r.names)
    if (kept.length)
      tx.insert(eventGuestDiets)
        .values(kept.map((r) => ({ tenantId, eventId, ...r, updatedAt: now })))
        .run()
  })
}
