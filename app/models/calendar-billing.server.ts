import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { events, invoices, offers } from '~/db/schema'
import type { CalendarProvider, CalendarQuery } from '~/domain/calendar/entries'
import { berlinYmd } from '~/domain/event-dates'
import { getDb } from '~/utils/db.server'
import { formatCents } from '~/utils/format'

// The calendar's billing providers: the day a sent offer stops being
// valid ('gültig bis') and the due date of an open invoice ('fällig am'). Both
// dates are Berlin calendar days ('YYYY-MM-DD'), compared with the query's range
// as days. 'Nur meine' and the status filter follow the linked event. An offer
// leaves the calendar once it is decided, an invoice once it is paid or cancelled.

/** The query's [from, to) as Berlin days, and the event conditions. */
function dayRange(column: typeof offers.validUntil | typeof invoices.dueDate, q: CalendarQuery): (SQL | undefined)[] {
  return [
    gte(column, berlinYmd(q.from)),
    q.to !== null ? lt(column, berlinYmd(q.to)) : undefined,
    q.plannerId ? eq(events.assignedPlannerId, q.plannerId) : undefined,
    q.status ? eq(events.status, q.status) : undefined,
  ]
}

export const offerValidityEntries: CalendarProvider = (tenantId, query) => {
  const rows = getDb()
    .select({
      id: offers.id,
      number: offers.number,
      eventId: offers.eventId,
      eventName: offers.eventName,
      customerName: offers.customerName,
      validUntil: offers.validUntil,
      grossCents: offers.grossCents,
      sentAt: offers.sentAt,
      createdAt: offers.createdAt,
      version: offers.version,
      plannerId: events.assignedPlannerId,
    })
    .from(offers)
    .leftJoin(events, and(eq(events.tenantId, offers.tenantId), eq(events.id, offers.eventId)))
    .where(
      and(
        eq(offers.tenantId, tenantId),
        eq(offers.status, 'sent'),
        query.eventId ? eq(offers.eventId, query.eventId) : undefined,
        ...dayRange(offers.validUntil, query),
      ),
    )
    .all()
  return rows.map((o) => ({
    uid: `${o.id}-valid@festplan`,
    kind: 'offer-valid-until',
    ymd: o.validUntil!,
    title: `Angebot gültig bis: ${o.number ?? ''} ${o.eventName}`.replace(/\s+/g, ' '),
    href: `/tenant/offers/${o.id}`,
    eventId: o.eventId,
    status: null,
    cancelled: false,
    sequence: o.version - 1,
    lastModified: o.sentAt ?? o.createdAt,
    description: `Angebot ${o.number ?? ''} für ${o.customerName ?? o.eventName} · ${formatCents(o.grossCents)} brutto · noch nicht angenommen`,
    plannerId: o.plannerId,
  }))
}

// drizzle drops table prefixes inside a select's sql``: the subqueries name the tables themselves
const paymentCount = sql<number>`(select count(*) from "payments" p where p."tenant_id" = "invoices"."tenant_id" and p."invoice_id" = "invoices"."id")`
const lastPayment = sql<
  number | null
>`(select max(p."created_at") from "payments" p where p."tenant_id" = "invoices"."tenant_id" and p."invoice_id" = "invoices"."id")`

export const invoiceDueEntries: CalendarProvider = (tenantId, query) => {
  const rows = getDb()
    .select({
      id: invoices.id,
      number: invoices.number,
      eventId: invoices.eventId,
      eventName: invoices.eventName,
      customerName: invoices.customerName,
      dueDate: invoices.dueDate,
      payableCents: invoices.payableCents,
      paidCents: invoices.paidCents,
      finalizedAt: invoices.finalizedAt,
      payments: paymentCount,
      lastPayment,
      plannerId: events.assignedPlannerId,
    })
    .from(invoices)
    .leftJoin(events, and(eq(events.tenantId, invoices.tenantId), eq(events.id, invoices.eventId)))
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.status, 'final'),
        sql`${invoices.kind} <> 'cancellation' and ${invoices.paidCents} < ${invoices.payableCents}`,
        query.eventId ? eq(invoices.eventId, query.eventId) : undefined,
        ...dayRange(invoices.dueDate, query),
      ),
    )
    .all()
  return rows.map((i) => ({
    uid: `${i.id}-due@festplan`,
    kind: 'invoice-due',
    ymd: i.dueDate!,
    title: `Rechnung fällig: ${i.number} ${i.eventName}`,
    href: `/tenant/invoices/${i.id}`,
    eventId: i.eventId,
    status: null,
    cancelled: false,
    sequence: Number(i.payments),
    lastModified: Math.max(i.finalizedAt ?? 0, Number(i.lastPayment ?? 0)),
    description: `Rechnung ${i.number} an ${i.customerName ?? i.eventName} · offen ${formatCents(i.payableCents - i.paidCents)}`,
    plannerId: i.plannerId,
  }))
}
