import { and, eq, isNotNull } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { SQL } from 'drizzle-orm'
import { endCustomerAuthTokens, endCustomers, events, services, templates } from '~/db/schema'
import type { FirstStepsFacts } from '~/domain/first-steps'
import { getDb } from '~/utils/db.server'

// The facts behind the first-steps checklist (app/domain/first-steps.ts):
// one indexed "is there any row" lookup per step, all scoped to the tenant.

function any(table: SQLiteTable, tenantColumn: SQLiteColumn, tenantId: string, extra?: SQL) {
  const where = extra ? and(eq(tenantColumn, tenantId), extra) : eq(tenantColumn, tenantId)
  return getDb().select({ one: tenantColumn }).from(table).where(where).limit(1).get() !== undefined
}

export function firstStepsFacts(tenantId: string): FirstStepsFacts {
  return {
    services: any(services, services.tenantId, tenantId),
    templates: any(templates, templates.tenantId, tenantId),
    customers: any(endCustomers, endCustomers.tenantId, tenantId),
    events: any(events, events.tenantId, tenantId),
    // a link was issued (tokens are purged a week after expiry), or a customer has signed in
    accessSent:
      any(endCustomerAuthTokens, endCustomerAuthTokens.tenantId, tenantId) ||
      any(endCustomers, endCustomers.tenantId, tenantId, isNotNull(endCustomers.lastLoginAt)),
  }
}
