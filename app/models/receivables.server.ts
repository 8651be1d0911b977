import { sql } from 'drizzle-orm'
import { getDb } from '~/utils/db.server'
import { cacheUntilWrite } from '~/utils/until-write.server'

// Open receivables of a tenant (Forderungen): finalised invoices that stand
// (not cancelled, not a cancellation) with their payments subtracted
// (paid_cents is the sum of the invoice's payments, kept in the same
// transaction as each payment). Overdue = still open after the due date.
// Read by /tenant/analytics and the invoice list of /tenant/billing.

export type Receivables = { openCents: number; openCount: number; overdueCents: number; overdueCount: number }

// One pass over all of the tenant's invoices: kept until anything is written
// (until-write.server.ts); the day is part of the key, so overdue moves at midnight.
const cache = cacheUntilWrite<Receivables>()

/** `today` is the Berlin day 'YYYY-MM-DD'; an invoice due today is not yet overdue. */
export function receivables(tenantId: string, today: string): Receivables {
  return cache(`${tenantId}:${today}`, 0, () => ({ value: readReceivables(tenantId, today), validUntil: Infinity }))
}

function readReceivables(tenantId: string, today: string): Receivables {
  const row = getDb().get<{ open: number; openCount: number; overdue: number; overdueCount: number }>(sql`
    select coalesce(sum(payable_cents - paid_cents), 0) as open, count(*) as openCount,
      coalesce(sum(case when due_date < ${today} then payable_cents - paid_cents else 0 end), 0) as overdue,
      coalesce(sum(due_date < ${today}), 0) as overdueCount
    from invoices
    where tenant_id = ${tenantId} and status = 'final' and kind <> 'cancellation' and paid_cents < payable_cents`)
  return {
    openCents: Number(row?.open ?? 0),
    openCount: Number(row?.openCount ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    overdueCount: Number(row?.overdueCount ?? 0),
  }
}
