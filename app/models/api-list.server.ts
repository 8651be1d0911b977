import { and, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import {
  endCustomers,
  eventTasks,
  events,
  invoices,
  offerRequests,
  offers,
  profiles,
  runOfShowEntries,
  services,
  shifts,
  staffMembers,
  templates,
  users,
} from '~/db/schema'
import { getDb } from '~/utils/db.server'

// The API's lists: newest first by (created_at, id), a cursor of the last row,
// every query scoped by tenant_id first.

export type Cursor = { createdAt: number; id: string } | null

function after(table: { createdAt: SQLiteColumn; id: SQLiteColumn }, cursor: Cursor): SQL | undefined {
  if (!cursor) return undefined
  return or(lt(table.createdAt, cursor.createdAt), and(eq(table.createdAt, cursor.createdAt), lt(table.id, cursor.id)))
}

export type EventFilters = { status?: string; endCustomerId?: string; from?: number; to?: number }

export function listEventsAfter(tenantId: string, filters: EventFilters, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        filters.status ? eq(events.status, filters.status) : undefined,
        filters.endCustomerId ? eq(events.endCustomerId, filters.endCustomerId) : undefined,
        filters.from !== undefined ? gte(events.eventDate, filters.from) : undefined,
        filters.to !== undefined ? lte(events.eventDate, filters.to) : undefined,
        after(events, cursor),
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(limit + 1)
    .all()
}

export function listCustomersAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), after(endCustomers, cursor)))
    .orderBy(desc(endCustomers.createdAt), desc(endCustomers.id))
    .limit(limit + 1)
    .all()
}

export function listServicesAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), after(services, cursor)))
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(limit + 1)
    .all()
}

export function listTemplatesAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), after(templates, cursor)))
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(limit + 1)
    .all()
}

export function listOfferRequestsAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(offerRequests)
    .where(and(eq(offerRequests.tenantId, tenantId), after(offerRequests, cursor)))
    .orderBy(desc(offerRequests.createdAt), desc(offerRequests.id))
    .limit(limit + 1)
    .all()
}

export type BillingFilters = { status?: string; kind?: string; eventId?: string; endCustomerId?: string }

export function listOffersAfter(tenantId: string, filters: BillingFilters, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        filters.status ? eq(offers.status, filters.status) : undefined,
        filters.eventId ? eq(offers.eventId, filters.eventId) : undefined,
        filters.endCustomerId ? eq(offers.endCustomerId, filters.endCustomerId) : undefined,
        after(offers, cursor),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit + 1)
    .all()
}

export function listInvoicesAfter(tenantId: string, filters: BillingFilters, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        filters.status ? eq(invoices.status, filters.status) : undefined,
        filters.kind ? eq(invoices.kind, filters.kind) : undefined,
        filters.eventId ? eq(invoices.eventId, filters.eventId) : undefined,
        filters.endCustomerId ? eq(invoices.endCustomerId, filters.endCustomerId) : undefined,
        after(invoices, cursor),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1)
    .all()
}

/** The tenant's admins and planners (whom an event can be assigned to), newest first; id is the user's id. */
export function listPlannersAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select({
      id: profiles.userId,
      name: profiles.fullName,
      email: users.email,
      role: profiles.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        inArray(profiles.role, ['tenant_admin', 'tenant_planner']),
        cursor
          ? or(
              lt(profiles.createdAt, cursor.createdAt),
              and(eq(profiles.createdAt, cursor.createdAt), lt(profiles.userId, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(limit + 1)
    .all()
}

/** The tenant's staff roster (people without an account), newest first. */
export function listStaffAfter(tenantId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.tenantId, tenantId), after(staffMembers, cursor)))
    .orderBy(desc(staffMembers.createdAt), desc(staffMembers.id))
    .limit(limit + 1)
    .all()
}

/** The shifts of one event of the tenant, newest first. */
export function listEventShiftsAfter(tenantId: string, eventId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.eventId, eventId), after(shifts, cursor)))
    .orderBy(desc(shifts.createdAt), desc(shifts.id))
    .limit(limit + 1)
    .all()
}

/** The run of show of one event of the tenant, newest first (`position` gives the planner's order). */
export function listEventRunOfShowAfter(tenantId: string, eventId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(runOfShowEntries)
    .where(
      and(
        eq(runOfShowEntries.tenantId, tenantId),
        eq(runOfShowEntries.eventId, eventId),
        after(runOfShowEntries, cursor),
      ),
    )
    .orderBy(desc(runOfShowEntries.createdAt), desc(runOfShowEntries.id))
    .limit(limit + 1)
    .all()
}

/** The tasks of one event of the tenant, newest first. */
export function listEventTasksAfter(tenantId: string, eventId: string, cursor: Cursor, limit: number) {
  return getDb()
    .select()
    .from(eventTasks)
    .where(and(eq(eventTasks.tenantId, tenantId), eq(eventTasks.eventId, eventId), after(eventTasks, cursor)))
    .orderBy(desc(eventTasks.createdAt), desc(eventTasks.id))
    .limit(limit + 1)
    .all()
}
