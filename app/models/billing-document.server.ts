import { and, asc, eq } from 'drizzle-orm'
import { endCustomers, events, invoiceLines, offerLines, tenants } from '~/db/schema'
import type { Buyer, DocumentLine, Seller, VatRate } from '~/domain/billing/document'
import { berlinYmd } from '~/domain/event-dates'
import { getDb, type Tx } from '~/utils/db.server'
import { findBillingProfile } from './billing-profile.server'
import { findOwn, ownRow } from './find-own.server'

// Builds the parts of a BillingDocument (app/domain/billing/document.ts) from
// the database. The document is frozen into document_json when an offer is
// sent or an invoice finalised; PDFs and XML are generated from that copy.

type Db = Tx | ReturnType<typeof getDb>

export function sellerOf(tenantId: string, db: Db = getDb()): Seller {
  const p = findBillingProfile(tenantId, db as Tx)
  const tenant = db
    .select({ name: tenants.name, primaryColor: tenants.primaryColor })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get()
  return {
    legalName: p?.legalName ?? tenant?.name ?? '',
    address: { street: p?.street ?? '', postcode: p?.postcode ?? '', city: p?.city ?? '', country: p?.country ?? 'DE' },
    vatId: p?.vatId ?? null,
    taxNumber: p?.taxNumber ?? null,
    contactName: p?.contactName ?? '',
    contactPhone: p?.contactPhone ?? '',
    contactEmail: p?.contactEmail ?? '',
    iban: p?.iban ?? null,
    bic: p?.bic ?? null,
    smallBusiness: p?.smallBusiness ?? false,
    primaryColor: tenant?.primaryColor ?? null,
  }
}

export function buyerOf(
  tenantId: string,
  endCustomerId: string | null,
  fallbackName: string | null,
  db: Db = getDb(),
): Buyer {
  const c = endCustomerId ? findOwn(endCustomers, tenantId, endCustomerId, db) : undefined
  return {
    name: c?.name ?? fallbackName ?? '',
    company: c?.company ?? null,
    address: { street: c?.street ?? '', postcode: c?.postcode ?? '', city: c?.city ?? '', country: c?.country ?? 'DE' },
    email: c?.email ?? '',
    vatId: c?.vatId ?? null,
    buyerReference: c?.buyerReference ?? null,
  }
}

/** The event date as the service date (YYYY-MM-DD, Berlin); the issue date when the event has none. */
export function serviceDateOf(tenantId: string, eventId: string | null, issueDate: string, db: Db = getDb()) {
  const e = eventId
    ? db
        .select({ eventDate: events.eventDate })
        .from(events)
        .where(ownRow(events, tenantId, eventId))
        .get()
    : undefined
  const day = e?.eventDate ? berlinDate(e.eventDate) : issueDate
  return { from: day, to: day }
}

/** The Berlin day 'YYYY-MM-DD' (one shared formatter: a new Intl.DateTimeFormat per call cost ~0.5 ms). */
export function berlinDate(ms: number) {
  return berlinYmd(ms)
}

export function addDays(isoDay: string, days: number) {
  const d = new Date(`${isoDay}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

type LineRow = typeof offerLines.$inferSelect | typeof invoiceLines.$inferSelect

export function toDocumentLine(row: LineRow, position: number): DocumentLine {
  return {
    position,
    text: row.text,
    quantityMilli: row.quantityMilli,
    unitCode: row.unitCode,
    unitLabel: row.unitLabel,
    unitPriceNetCents: row.unitPriceCents,
    vatRate: row.vatRate as VatRate,
    group: row.groupKey,
    ...(row.unitPriceE4 == null
      ? {}
      : {
          unitPriceE4: row.unitPriceE4,
          priceBasis: row.priceBasis === 'gross' ? ('gross' as const) : ('net' as const),
        }),
  }
}

export function offerLineRows(tenantId: string, offerId: string, db: Db = getDb()) {
  return db
    .select()
    .from(offerLines)
    .where(and(eq(offerLines.tenantId, tenantId), eq(offerLines.offerId, offerId)))
    .orderBy(asc(offerLines.position))
    .all()
}

export function invoiceLineRows(tenantId: string, invoiceId: string, db: Db = getDb()) {
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position))
    .all()
}
