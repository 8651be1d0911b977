import type { BillingDocument } from '~/domain/billing/document'
import { computeTotals } from '~/domain/billing/totals'

// The totals a staff or customer page shows for a document, drafts included:
// computed on the server from the same engine as the frozen document (ADR 128).

export type TotalsView = {
  rates: Array<{ rate: number; netCents: number; vatCents: number }>
  netCents: number
  vatCents: number
  grossCents: number
}

export function totalsView(doc: BillingDocument): TotalsView {
  const t = computeTotals(doc)
  return {
    rates: t.byRate.map((r) => ({ rate: r.rate, netCents: r.netCents, vatCents: r.vatCents })),
    netCents: t.netCents,
    vatCents: t.vatCents,
    grossCents: t.grossCents,
  }
}
