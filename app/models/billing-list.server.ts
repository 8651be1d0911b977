import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { invoices, offers } from '~/db/schema'
import { pageWindow } from '~/domain/page-number'
import { getDb, preparedQuery } from '~/utils/db.server'
import { cacheUntilWrite } from '~/utils/until-write.server'
import { containsText } from './text-search.server'
import { receivables } from './receivables.server'

// The working lists of /tenant/billing: offers and invoices, 25 per page (as
// many as the events list shows), filter by state, search by number, customer
// or event; sums of open and overdue.

export const BILLING_PER_PAGE = 25

function invoiceStateFilter(state: string, today: string): SQL | undefined {
  const open = sql`${invoices.status} = 'final' and ${invoices.kind} <> 'cancellation' and ${invoices.paidCents} < ${invoices.payableCents}`
  switch (state) {
    case 'draft':
      return eq(invoices.status, 'draft')
    // a cancelled invoice and its Stornorechnung
    case 'cancelled':
      return sql`(${invoices.status} = 'cancelled' or ${invoices.kind} = 'cancellation')`
    case 'paid':
      return sql`${invoices.status} = 'final' and ${invoices.kind} <> 'cancellation' and ${invoices.paidCents} >= ${invoices.payableCents}`
    case 'overdue':
      return sql`${open} and ${invoices.dueDate} < ${today}`
    case 'open':
      return sql`${open} and ${invoices.dueDate} >= ${today}`
    default:
      return undefined
  }
}

// Counts of a list filter (a scan of all the tenant's invoices or offers) and
// the pages of rows shown, kept until anything is written, as the events
// list's; filters that depend on the day carry it in the key. Callers get the
// kept rows and must not change them.
const countCache = cacheUntilWrite<number>()
const rowsCache = cacheUntilWrite<readonly unknown[]>(200)

const untilWrite =
  <T>(read: () => T) =>
  () => ({ value: read(), validUntil: Infinity })

/**
 * One page of a billing list: the count, the page shown, and its rows, newest
 * first. `keep: false` (the CSV export, which reads every page once) reads the
 * rows without keeping them.
 */
function pagedList<T>(
  listKey: unknown[],
  o: { page: number; perPage?: number; keep?: boolean },
  countRows: () => number,
  readRows: (limit: number, offset: number) => T[],
) {
  const key = JSON.stringify(listKey)
  const total = countCache(key, 0, untilWrite(countRows))
  const perPage = o.perPage ?? BILLING_PER_PAGE
  const { page, pageCount, offset } = pageWindow(total, o.page, perPage)
  const rows =
    o.keep === false
      ? readRows(perPage, offset)
      : (rowsCache(
          `${key}:${perPage}:${offset}`,
          0,
          untilWrite(() => readRows(perPage, offset)),
        ) as readonly T[])
  return { rows, total, page, pageCount }
}

export function listInvoices(
  tenantId: string,
  o: { q: string; state: string; page: number; today: string; perPage?: number; keep?: boolean },
) {
  const where = and(
    eq(invoices.tenantId, tenantId),
    invoiceStateFilter(o.state, o.today),
    containsText(o.q, [invoices.number, invoices.customerName, invoices.eventName]),
  )
  const db = getDb()
  const list = pagedList(
    ['invoices', tenantId, o.state, o.q, o.today],
    o,
    () => db.select({ n: count() }).from(invoices).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          id: invoices.id,
          number: invoices.number,
          kind: invoices.kind,
          status: invoices.status,
          eventName: invoices.eventName,
          customerName: invoices.customerName,
          issueDate: invoices.issueDate,
          dueDate: invoices.dueDate,
          netCents: invoices.netCents,
          vatCents: invoices.vatCents,
          grossCents: invoices.grossCents,
          payableCents: invoices.payableCents,
          paidCents: invoices.paidCents,
        })
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit)
        .offset(offset)
        .all(),
  )
  const sums = receivables(tenantId, o.today)
  return { ...list, openCents: sums.openCents, overdueCents: sums.overdueCents }
}

export function listOffers(
  tenantId: string,
  o: { q: string; state: string; page: number; today: string; perPage?: number; keep?: boolean },
) {
  const stateWhere =
    o.state === 'expired'
      ? sql`${offers.status} = 'sent' and ${offers.validUntil} < ${o.today}`
      : o.state === 'sent'
        ? sql`${offers.status} = 'sent' and (${offers.validUntil} is null or ${offers.validUntil} >= ${o.today})`
        : o.state
          ? eq(offers.status, o.state)
          : undefined
  const where = and(
    eq(offers.tenantId, tenantId),
    stateWhere,
    containsText(o.q, [offers.number, offers.customerName, offers.eventName]),
  )
  const db = getDb()
  return pagedList(
    ['offers', tenantId, o.state, o.q, o.today],
    o,
    () => db.select({ n: count() }).from(offers).where(where).get()?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          id: offers.id,
          number: offers.number,
          status: offers.status,
          version: offers.version,
          eventName: offers.eventName,
          customerName: offers.customerName,
          validUntil: offers.validUntil,
          issueDate: offers.issueDate,
          netCents: offers.netCents,
          vatCents: offers.vatCents,
          grossCents: offers.grossCents,
          sentAt: offers.sentAt,
          decidedAt: offers.decidedAt,
        })
        .from(offers)
        .where(where)
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit)
        .offset(offset)
        .all(),
  )
}

// the event page reads them on every view: compiled once per connection
const eventDocumentsQueries = preparedQuery((db) => ({
  offers: db
    .select({
      id: offers.id,
      number: offers.number,
      status: offers.status,
      validUntil: offers.validUntil,
      grossCents: offers.grossCents,
    })
    .from(offers)
    .where(and(eq(offers.tenantId, sql.placeholder('tenantId')), eq(offers.eventId, sql.placeholder('eventId'))))
    .orderBy(desc(offers.createdAt))
    .prepare(),
  invoices: db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
      payableCents: invoices.payableCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, sql.placeholder('tenantId')), eq(invoices.eventId, sql.placeholder('eventId'))))
    .orderBy(desc(invoices.createdAt))
    .prepare(),
}))

/** The documents of one event, for the event page's EventDocumentsSection. */
export function listEventDocuments(tenantId: string, eventId: string) {
  const queries = eventDocumentsQueries()
  return { offers: queries.offers.all({ tenantId, eventId }), invoices: queries.invoices.all({ tenantId, eventId }) }
}
