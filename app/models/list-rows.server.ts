import { and, asc, eq, max, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import { isSameSet, moveInOrder } from '~/domain/event-day/run-of-show'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'

// The rows of a planner's lists (an event's Ablaufplan and tasks, a
// template's default Ablaufplan and tasks), each inside a scope: the tenant
// and the event or template. Ordered lists carry an integer `position`;
// moving a step, a whole new order, the next position and deleting one row
// live here once. The scope always carries the tenant, so a row of another
// tenant is never read, moved or deleted.

type OrderedTable = SQLiteTable & { id: SQLiteColumn; position: SQLiteColumn; createdAt: SQLiteColumn }
type Scoped = SQLiteTable & { id: SQLiteColumn }

/** The scope's ids in order (ties by creation). */
function orderedIds(tx: Tx, table: OrderedTable, scope: SQL | undefined) {
  return tx
    .select({ id: table.id })
    .from(table)
    .where(scope)
    .orderBy(asc(table.position), asc(table.createdAt))
    .all()
    .map((r) => String(r.id))
}

function writeOrder<T extends OrderedTable>(tx: Tx, table: T, scope: SQL | undefined, ids: string[]) {
  ids.forEach((id, position) => {
    tx.update(table)
      .set({ position } as SQLiteUpdateSetSource<T>)
      .where(and(scope, eq(table.id, id)))
      .run()
  })
}

/** The position after the scope's last row (0 for an empty list). */
export function nextPosition(tx: Tx, table: OrderedTable, scope: SQL | undefined) {
  const top = tx
    .select({ top: max(table.position) })
    .from(table)
    .where(scope)
    .get()?.top
  return top === null || top === undefined ? 0 : Number(top) + 1
}

/** One step up or down (the buttons without JavaScript); false when the row is not in the scope. */
export function moveOrderedRow(table: OrderedTable, scope: SQL | undefined, rowId: string, direction: 'up' | 'down') {
  return writeTransaction((tx) => {
    const ids = orderedIds(tx, table, scope)
    if (!ids.includes(rowId)) return false
    writeOrder(tx, table, scope, moveInOrder(ids, rowId, direction))
    return true
  })
}

/** A whole new order (drag and drop); refused (false) unless it names exactly the scope's rows. */
export function reorderRows(table: OrderedTable, scope: SQL | undefined, ids: string[]) {
  return writeTransaction((tx) => {
    if (!isSameSet(orderedIds(tx, table, scope), ids)) return false
    writeOrder(tx, table, scope, ids)
    return true
  })
}

/** Deletes one row of the scope; false when there is none with that id. */
export function deleteScopedRow(table: Scoped, scope: SQL | undefined, rowId: string) {
  return (
    getDb()
      .delete(table)
      .where(and(scope, eq(table.id, rowId)))
      .run().changes > 0
  )
}
