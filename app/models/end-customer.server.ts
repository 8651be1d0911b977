import { and, count, desc, eq, like, or, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { endCustomers, events } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Every query of end_customers; each takes tenantId first and filters by it.

export function findCustomerForSession(tenantId: string, endCustomerId: string) {
  return getDb()
    .select()
    .from(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.id, endCustomerId)))
    .get()
}

export function findCustomer(tenantId: string, endCustomerId: string) {
  return findCustomerForSession(tenantId, endCustomerId) ?? null
}

/** E-mails are stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
export function normalizeCustomerEmail(email: string) {
  return email.trim().toLowerCase()
}

export function findCustomerByEmail(tenantId: string, email: string) {
  return (
    getDb()
      .select()
      .from(endCustomers)
      .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.email, normalizeCustomerEmail(email))))
      .get() ?? null
  )
}

export type CustomerInput = { name: string; email: string; phone: string | null; company: string | null }

export function insertCustomer(tenantId: string, input: CustomerInput, now = Date.now()) {
  return getDb()
    .insert(endCustomers)
    .values({ tenantId, ...input, email: normalizeCustomerEmail(input.email), createdAt: now })
    .returning()
    .get()
}

export function updateCustomer(tenantId: string, endCustomerId: string, input: CustomerInput & { isActive: boolean }) {
  return getDb()
    .update(endCustomers)
    .set({ ...input, email: normalizeCustomerEmail(input.email) })
    .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.id, endCustomerId)))
    .returning()
    .get()
}

/** Events keep their rows: the foreign key sets their end_customer_id to null. */
export function deleteCustomer(tenantId: string, endCustomerId: string) {
  return getDb()
    .delete(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.id, endCustomerId)))
    .run().changes
}

/** Active customers for pickers (event form), by name. */
export function listActiveCustomers(tenantId: string) {
  return getDb()
    .select({ id: endCustomers.id, name: endCustomers.name, email: endCustomers.email })
    .from(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.isActive, true)))
    .orderBy(endCustomers.name)
    .all()
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function searchFilter(tenantId: string, q: string) {
  const term = q.trim().toLowerCase()
  const scope = eq(endCustomers.tenantId, tenantId)
  if (!term) return scope
  const pattern = `%${escapeLike(term)}%`
  const match = (column: AnySQLiteColumn) => like(sql`lower(coalesce(${column}, ''))`, sql`${pattern} escape '\\'`)
  return and(scope, or(match(endCustomers.name), match(endCustomers.email), match(endCustomers.company)))
}

export type CustomerEventRef = { id: string; name: string; status: string }

/**
 * One page of customer cards, newest first, with their events gathered by a
 * single join and aggregate (no query per card). Search on name, e-mail, company.
 */
export function listCustomers(tenantId: string, options: { q: string; page: number; pageSize: number }) {
  const where = searchFilter(tenantId, options.q)
  const total = getDb().select({ n: count() }).from(endCustomers).where(where).get()?.n ?? 0
  const rows = getDb()
    .select({
      id: endCustomers.id,
      name: endCustomers.name,
      email: endCustomers.email,
      phone: endCustomers.phone,
      company: endCustomers.company,
      isActive: endCustomers.isActive,
      createdAt: endCustomers.createdAt,
      lastLoginAt: endCustomers.lastLoginAt,
      eventCount: sql<number>`count(${events.id})`,
      eventsJson: sql<string>`json_group_array(json_object('id', ${events.id}, 'name', ${events.name}, 'status', ${events.status})) filter (where ${events.id} is not null)`,
    })
    .from(endCustomers)
    .leftJoin(events, and(eq(events.endCustomerId, endCustomers.id), eq(events.tenantId, tenantId)))
    .where(where)
    .groupBy(endCustomers.id)
    .orderBy(desc(endCustomers.createdAt), desc(endCustomers.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .all()
  const customers = rows.map(({ eventsJson, ...row }) => ({
    ...row,
    events: (eventsJson ? (JSON.parse(eventsJson) as CustomerEventRef[]) : []),
  }))
  return { customers, total }
}

export type CustomerListItem = ReturnType<typeof listCustomers>['customers'][number]
