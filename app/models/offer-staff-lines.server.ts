import { and, desc, eq, max } from 'drizzle-orm'
import { offerLines, offers } from '~/db/schema'
import { LINE_UNITS } from '~/domain/billing/line-units'
import type { StaffOfferLine } from '~/domain/staffing/shifts'
import { getDb, writeTransaction } from '~/utils/db.server'
import { priceColumns } from './offer-lines.server'

// Shifts become lines of a draft offer of the same event ('Servicepersonal,
// 4 × 6 Std.'), priced per hour through the pricing engine (priceColumns).

/** The event's draft offers, newest first. */
export function eventDraftOffers(tenantId: string, eventId: string) {
  return getDb()
    .select({ id: offers.id, version: offers.version, eventName: offers.eventName, createdAt: offers.createdAt })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.eventId, eventId), eq(offers.status, 'draft')))
    .orderBy(desc(offers.createdAt))
    .all()
}

/**
 * Appends the lines at one net hourly price per role to a draft offer of the
 * event; false when the offer is not a draft of this event (then nothing is written).
 */
export function appendStaffLines(
  tenantId: string,
  eventId: string,
  offerId: string,
  lines: StaffOfferLine[],
  hourlyNetCents: Partial<Record<string, number>>,
  vatRate: number,
) {
  return writeTransaction((tx) => {
    const offer = tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.tenantId, tenantId),
          eq(offers.id, offerId),
          eq(offers.eventId, eventId),
          eq(offers.status, 'draft'),
        ),
      )
      .get()
    if (!offer) return false
    const last =
      tx
        .select({ n: max(offerLines.position) })
        .from(offerLines)
        .where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offerId)))
        .get()?.n ?? 0
    const rows = lines.map((l, i) => {
      const price = priceColumns({ basis: 'net', e4: (hourlyNetCents[l.role] ?? 0) * 100 }, vatRate)
      return {
        tenantId,
        offerId,
        position: last + i + 1,
        text: l.text,
        quantityMilli: l.quantityMilli,
        unitCode: LINE_UNITS.hour.code,
        unitLabel: LINE_UNITS.hour.label,
        unitPriceCents: price.unitPriceCents,
        vatRate,
        groupKey: null,
        unitPriceE4: price.unitPriceE4,
        priceBasis: price.priceBasis,
      }
    })
    if (rows.length) tx.insert(offerLines).values(rows).run()
    return true
  })
}
