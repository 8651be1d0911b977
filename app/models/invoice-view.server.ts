import type { BillingDocument } from '~/domain/billing/document'
import { finalInvoiceStatement } from '~/domain/billing/final-statement'
import { computeTotals } from '~/domain/billing/totals'
import { getDb } from '~/utils/db.server'
import { addDays, berlinDate } from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { invoiceDocument } from './invoice-document.server'
import { type Invoice } from './invoice.server'

// What the invoice page shows: the lines, per-rate and gross totals of the
// document, computed on the server by the same function as PDF, XML and DATEV.
// A finalised invoice shows its frozen document (deposit deductions included);
// a draft shows the document it would become if finalised now.

export type InvoiceView = ReturnType<typeof invoiceView>

/** The frozen document of a finalised invoice; for a draft, the document it would become if finalised now (no number). */
export function currentInvoiceDocument(tenantId: string, inv: Invoice, now = Date.now()): BillingDocument {
  if (inv.documentJson) return JSON.parse(inv.documentJson) as BillingDocument
  const paymentDays = findBillingProfile(tenantId)?.paymentDays ?? 14
  // a draft may carry the invoice date the planner chose
  const day = inv.issueDate ?? berlinDate(now)
  return invoiceDocument(getDb(), tenantId, inv, null, day, addDays(day, paymentDays), paymentDays)
}

export function invoiceView(tenantId: string, inv: Invoice, now = Date.now()) {
  const doc = currentInvoiceDocument(tenantId, inv, now)
  const totals = computeTotals(doc)
  return {
    lines: totals.lines.map((l) => ({
      position: l.position,
      text: l.text,
      quantityMilli: l.quantityMilli,
      unitLabel: l.unitLabel,
      unitPriceCents: l.unitPriceNetCents,
      vatRate: l.vatRate,
      netCents: l.netCents,
      deduction: Boolean(l.deducts),
    })),
    byRate: totals.byRate.map((r) => ({ rate: r.rate, netCents: r.netCents, vatCents: r.vatCents })),
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    job: totals.job,
    deducted: totals.deducted,
    statement: finalInvoiceStatement(doc, totals),
    smallBusiness: doc.seller.smallBusiness,
  }
}
