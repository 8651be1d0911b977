import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { endCustomers, events, messages } from '~/db/schema'
import { getDb, preparedQuery, writeTransaction } from '~/utils/db.server'
import { recordEventActivity, type ActivityActor } from './event-activity.server'
import { containsText } from './text-search.server'
import { enqueueWebhook } from './webhook-outbox.server'

// Messages of an event's thread (one thread per event, staff ↔ the event's
// customer). Every function takes tenantId first and filters by it.

export type MessageSide = 'staff' | 'customer'
/** Newest messages a thread shows at first (the portal's messages page). */
export const MESSAGES_SHOWN = 50
/**
 * The event page shows fewer: there the thread is one card beside the cart,
 * requests, documents, files and timeline, and the whole thread is one link away.
 */
export const EVENT_PAGE_MESSAGES = 20
const OLDER_STEP = 50
const SHOWN_MAX = 1000

/**
 * How many of the newest messages to show for `?messages=N` (at least `first`,
 * at most 1,000), and the N of the 'Ältere Nachrichten anzeigen' link: null
 * when every message is shown or the maximum is reached.
 */
function threadWindow(param: string | null, total: number, first = MESSAGES_SHOWN) {
  const asked = Math.floor(Number(param))
  const shown = Math.min(Math.max(first, Number.isFinite(asked) ? asked : first), SHOWN_MAX)
  return { shown, older: total > shown && shown < SHOWN_MAX ? Math.min(shown + OLDER_STEP, SHOWN_MAX) : null }
}

const other = (side: MessageSide): MessageSide => (side === 'staff' ? 'customer' : 'staff')

/** Stores the message and its timeline entry in one transaction. */
export function createMessage(
  tenantId: string,
  input: { eventId: string; author: Exclude<ActivityActor, { type: 'system' }>; body: string },
  now = Date.now(),
) {
  return writeTransaction((tx) => {
    const row = tx
      .insert(messages)
      .values({
        tenantId,
        eventId: input.eventId,
        authorType: input.author.type,
        authorId: input.author.id,
        authorName: input.author.name,
        body: input.body,
        createdAt: now,
      })
      .returning()
      .get()
    // writing in a thread means having read it
    tx.update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.tenantId, tenantId),
          eq(messages.eventId, input.eventId),
          eq(messages.authorType, other(input.author.type)),
          isNull(messages.readAt),
        ),
      )
      .run()
    recordEventActivity(
      tenantId,
      { eventId: input.eventId, kind: 'message', actor: input.author, details: { by: input.author.type }, at: now },
      tx,
    )
    const data = {
      id: row.id,
      event_id: input.eventId,
      author_type: input.author.type,
      author_name: input.author.name,
      body: input.body,
      created_at: new Date(now).toISOString(),
    }
    enqueueWebhook(tenantId, 'message.created', data, tx, now)
    return row
  })
}

const threadWhere = and(
  eq(messages.tenantId, sql.placeholder('tenantId')),
  eq(messages.eventId, sql.placeholder('eventId')),
)
// Compiled once per connection; the page is read as arrays (drizzle's keyed
// row mapping cost more than SQLite's work for a page of 50). The index
// (tenant_id, event_id, created_at, id) gives the order, so 50 of 1,000
// messages read 50 rows.
const threadCount = preparedQuery((db) => db.select({ n: count() }).from(messages).where(threadWhere).prepare())
const threadPage = preparedQuery((db) =>
  db
    .select({
      id: messages.id,
      authorType: messages.authorType,
      authorName: messages.authorName,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(threadWhere)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
)
type ThreadRow = [
  id: string,
  authorType: string,
  authorName: string | null,
  body: string,
  createdAt: number,
  readAt: number | null,
]

/** The newest messages (see threadWindow), returned oldest first (for reading top to bottom), with the total. */
export function listMessages(
  tenantId: string,
  eventId: string,
  { param = null as string | null, first = MESSAGES_SHOWN } = {},
) {
  const total = threadCount().get({ tenantId, eventId })?.n ?? 0
  const { shown, older } = threadWindow(param, total, first)
  const values = (total === 0 ? [] : threadPage().values({ tenantId, eventId, limit: shown })) as ThreadRow[]
  const rows = values.reverse().map(([id, authorType, authorName, body, createdAt, readAt]) => ({
    id,
    authorType,
    authorName,
    body,
    createdAt,
    readAt,
  }))
  return { total, older, rows }
}

// the event page and the portal read it on every view: compiled once per connection
const unreadInThreadQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, sql.placeholder('tenantId')),
        eq(messages.eventId, sql.placeholder('eventId')),
        eq(messages.authorType, sql.placeholder('authorType')),
        isNull(messages.readAt),
      ),
    )
    .prepare(),
)

/** Messages of the other side this reader has not read yet, in one thread. */
export function unreadInThread(tenantId: string, eventId: string, reader: MessageSide) {
  return unreadInThreadQuery().get({ tenantId, eventId, authorType: other(reader) })?.n ?? 0
}

const unreadForStaffQuery = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, sql.placeholder('tenantId')),
        eq(messages.authorType, 'customer'),
        isNull(messages.readAt),
      ),
    )
    .prepare(),
)

/**
 * Staff: customer messages not yet read, over all the tenant's events (the
 * sidebar badge, on every page of the tenant area: compiled once per connection).
 */
export function unreadForStaff(tenantId: string) {
  return unreadForStaffQuery().get({ tenantId })?.n ?? 0
}

/** The customer: staff messages not yet read over the customer's events. */
export function unreadForCustomer(tenantId: string, endCustomerId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(messages)
      .innerJoin(events, and(eq(events.id, messages.eventId), eq(events.tenantId, messages.tenantId)))
      .where(
        and(
          eq(messages.tenantId, tenantId),
          eq(events.endCustomerId, endCustomerId),
          eq(messages.authorType, 'staff'),
          isNull(messages.readAt),
        ),
      )
      .get()?.n ?? 0
  )
}

/** Marks the other side's messages in this thread as read by `reader`. */
export function markThreadRead(tenantId: string, eventId: string, reader: MessageSide, now = Date.now()) {
  return getDb()
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.eventId, eventId),
        eq(messages.authorType, other(reader)),
        isNull(messages.readAt),
      ),
    )
    .run().changes
}

export const THREADS_PER_PAGE = 50

/**
 * The tenant's threads (events with at least one message): unread first, then
 * by the newest message; search on customer or event name.
 */
export function listThreads(tenantId: string, { query = '', page = 1, perPage = THREADS_PER_PAGE } = {}) {
  const search = containsText(query, [events.name, endCustomers.name, endCustomers.email])
  const stats = getDb()
    .select({
      eventId: messages.eventId,
      lastAt: sql<number>`max(${messages.createdAt})`.as('last_at'),
      unread: sql<number>`sum(${messages.authorType} = 'customer' and ${messages.readAt} is null)`.as('unread'),
      total: count().as('total'),
    })
    .from(messages)
    .where(eq(messages.tenantId, tenantId))
    .groupBy(messages.eventId)
    .as('stats')
  const base = () =>
    getDb()
      .select({
        eventId: events.id,
        eventName: events.name,
        customerName: endCustomers.name,
        customerEmail: endCustomers.email,
        lastAt: stats.lastAt,
        unread: stats.unread,
        total: stats.total,
      })
      .from(stats)
      .innerJoin(events, and(eq(events.id, stats.eventId), eq(events.tenantId, tenantId)))
      .leftJoin(endCustomers, and(eq(endCustomers.id, events.endCustomerId), eq(endCustomers.tenantId, tenantId)))
      .where(search ? sql`(${search})` : undefined)
  const all = base().all()
  const total = all.length
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = all
    .map((r) => ({ ...r, unread: Number(r.unread ?? 0), lastAt: Number(r.lastAt), total: Number(r.total) }))
    .sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || b.lastAt - a.lastAt)
    .slice((current - 1) * perPage, current * perPage)
  return { rows, total, page: current, pageCount }
}
