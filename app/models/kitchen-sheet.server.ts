import { and, desc, eq } from 'drizzle-orm'
import type { Event } from '~/db/schema'
import { offers, services } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { endClock, runOfShowClock } from '~/domain/event-day/run-of-show'
import { timeRows, venueLines } from '~/domain/event-day/venue'
import { isServiceKind, parseAllergens, parseDietTags } from '~/domain/kitchen/allergens'
import { kitchenSheet } from '~/domain/kitchen/kitchen-sheet'
import { getDb } from '~/utils/db.server'
import { offerLineRows } from './billing-document.server'
import { responsibleOf } from './event-day.server'
import { listGuestDiets } from './guest-diet.server'
import { listRunOfShow } from './run-of-show.server'

// Gathers the Küchenzettel's rows: the current order is the event's newest
// accepted offer version (a Nachtrag, once accepted, replaces it), the food
// and drink services of the tenant, the guests' diets, the venue and times,
// and the whole run of show (the team's copy, not only the customer's entries).

export function currentOrder(tenantId: string, eventId: string) {
  return (
    getDb()
      .select({ id: offers.id, number: offers.number, version: offers.version, decidedAt: offers.decidedAt })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.eventId, eventId), eq(offers.status, 'accepted')))
      .orderBy(desc(offers.version), desc(offers.decidedAt), desc(offers.createdAt))
      .get() ?? null
  )
}

export function kitchenServices(tenantId: string) {
  return getDb()
    .select({
      name: services.name,
      kind: services.kind,
      allergensJson: services.allergensJson,
      dietTagsJson: services.dietTagsJson,
    })
    .from(services)
    .where(eq(services.tenantId, tenantId))
    .all()
    .map((s) => ({
      name: s.name,
      kind: isServiceKind(s.kind) ? s.kind : ('other' as const),
      allergens: parseAllergens(s.allergensJson),
      dietTags: parseDietTags(s.dietTagsJson),
    }))
}

export function eventKitchenSheet(tenantId: string, eventId: string, guestCount: number | null) {
  const order = currentOrder(tenantId, eventId)
  const lines = order
    ? offerLineRows(tenantId, order.id).map((l) => ({
        text: l.text,
        quantityMilli: l.quantityMilli,
        unitLabel: l.unitLabel,
      }))
    : []
  const sheet = kitchenSheet({
    guestCount,
    guestDiets: listGuestDiets(tenantId, eventId),
    lines,
    services: kitchenServices(tenantId),
  })
  return { order, sheet }
}

/** Venue, times (set-up and tear-down included) and the run of show, as the page and the PDF show them. */
export function kitchenEventDay(tenantId: string, event: Event) {
  const eventYmd = event.eventDate === null ? null : berlinYmd(event.eventDate)
  return {
    venue: venueLines(event, { internal: true }),
    times: timeRows(event, eventYmd, { internal: true }).map((r) => `${r.label}: ${r.value}`),
    runOfShow: listRunOfShow(tenantId, event.id).map((r) => ({
      id: r.id,
      time: r.time,
      durationMinutes: r.durationMinutes,
      clock: runOfShowClock(r),
      end: endClock(r.time, r.durationMinutes),
      title: r.title,
      location: r.location,
      responsible: responsibleOf(r),
      notes: r.notes,
    })),
  }
}
export type KitchenEventDay = ReturnType<typeof kitchenEventDay>
