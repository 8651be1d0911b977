import { and, eq } from 'drizzle-orm'
import { endCustomers } from '~/db/schema'
import { getDb } from '~/utils/db.server'

export function findCustomerForSession(tenantId: string, endCustomerId: string) {
  return getDb()
    .select()
    .from(endCustomers)
    .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.id, endCustomerId)))
    .get()
}
