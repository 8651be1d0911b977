import { and, eq, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { getDb, type Db, type Tx } from '~/utils/db.server'

// The one way a model reads a tenant's own row by its id: the query always
// carries the tenant, so an id of another tenant finds nothing (callers
// answer 404 for that).

type OwnedTable = SQLiteTable & { id: SQLiteColumn; tenantId: SQLiteColumn }

/** Condition "this row, and it belongs to this tenant". */
export function ownRow(table: OwnedTable, tenantId: string, id: string): SQL {
  return and(eq(table.tenantId, tenantId), eq(table.id, id)) as SQL
}

/** The tenant's row with this id, or null (also for another tenant's id). */
export function findOwn<T extends OwnedTable>(
  table: T,
  tenantId: string,
  id: string,
  db: Db | Tx = getDb(),
): T['$inferSelect'] | null {
  const row = db
    .select()
    .from(table as SQLiteTable)
    .where(ownRow(table, tenantId, id))
    .get()
  return (row as T['$inferSelect'] | undefined) ?? null
}

/** Whether the tenant has a row with this id (false also for another tenant's id). */
export function ownsRow(table: OwnedTable, tenantId: string, id: string, db: Db | Tx = getDb()): boolean {
  return Boolean(
    db
      .select({ id: table.id })
      .from(table as SQLiteTable)
      .where(ownRow(table, tenantId, id))
      .get(),
  )
}
