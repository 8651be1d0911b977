import { sql } from 'drizzle-orm'
import { numberSequences } from '~/db/schema'
import type { Tx } from '~/utils/db.server'

/**
 * The next counter of a tenant's sequence (kind 'offer' | 'invoice', per year).
 * Call it inside the IMMEDIATE write transaction that stores the number: the
 * write lock is held from the transaction's start, so two finalisations can
 * never read the same value, and a rollback gives the value back (no gap).
 */
export function nextSequenceValue(tx: Tx, tenantId: string, kind: 'offer' | 'invoice', year: number): number {
  const row = tx
    .insert(numberSequences)
    .values({ tenantId, kind, year, lastValue: 1 })
    .onConflictDoUpdate({ target: [numberSequences.tenantId, numberSequences.kind, numberSequences.year], set: { lastValue: sql`${numberSequences.lastValue} + 1` } })
    .returning({ value: numberSequences.lastValue })
    .get()
  return row.value
}
