import { and, eq, sql } from 'drizzle-orm'
import { invoices, numberSequences, offers } from '~/db/schema'
import { formatDocumentNumber, sequenceYear } from '~/domain/billing/numbering'
import type { Tx } from '~/utils/db.server'

/**
 * The next counter of a tenant's sequence (kind 'offer' | 'invoice', per year;
 * year 0 is the one counter of a pattern without a year). Call it inside the
 * IMMEDIATE write transaction that stores the number: the write lock is held
 * from the transaction's start, so two finalisations can never read the same
 * value, and a rollback gives the value back (no gap).
 */
export function nextSequenceValue(tx: Tx, tenantId: string, kind: 'offer' | 'invoice', year: number): number {
  const row = tx
    .insert(numberSequences)
    .values({ tenantId, kind, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.tenantId, numberSequences.kind, numberSequences.year],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue })
    .get()
  return row.value
}

function numberTaken(tx: Tx, tenantId: string, kind: 'offer' | 'invoice', number: string) {
  const table = kind === 'offer' ? offers : invoices
  return (
    tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.number, number)))
      .get() !== undefined
  )
}

/**
 * The next document number of the tenant's pattern: with {YYYY}/{YY} the
 * counter of that year, without a year one counter that never restarts. A
 * number already given (by an earlier pattern or counter) is passed over, never
 * given twice; inside the same transaction as nextSequenceValue.
 */
export function nextDocumentNumber(
  tx: Tx,
  tenantId: string,
  kind: 'offer' | 'invoice',
  pattern: string,
  year: number,
): string {
  const key = sequenceYear(pattern, year)
  for (;;) {
    const number = formatDocumentNumber(pattern, year, nextSequenceValue(tx, tenantId, kind, key))
    if (!numberTaken(tx, tenantId, kind, number)) return number
  }
}
