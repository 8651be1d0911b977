import { count } from 'drizzle-orm'
import { tenants } from '~/db/schema'
import { getDb } from '~/utils/db.server'

export function pingDatabase() {
  return getDb().select({ n: count() }).from(tenants).get()?.n ?? 0
}
