import { and, eq, inArray, sql } from 'drizzle-orm'
import { invoices } from '~/db/schema'
import { invoiceJson } from '~/domain/api/serialize'
import { missingBusinessData } from '~/domain/billing/business-data'
import { computeTotals } from '~/domain/billing/totals'
import { buildXRechnungCii } from '~/utils/einvoice/xrechnung-cii.server'
import { xmlBuilder } from '~/utils/libraries.server'
import { writeTransaction, type Tx } from '~/utils/db.server'
import { addDays, berlinDate } from './billing-document.server'
import { findBillingProfile } from './billing-profile.server'
import { recordEventActivity } from './event-activity.server'
import { findOwn } from './find-own.server'
import { depositsExceedOrder } from './invoice-deposits.server'
import { invoiceDocument } from './invoice-document.server'
import type { Db, Invoice } from './invoice.server'
import { nextDocumentNumber } from './number-sequence.server'
import { enqueueWebhook } from './webhook-outbox.server'

// Finalising a draft: drafts have no number; finalising assigns the next
// number inside one IMMEDIATE transaction and freezes the document and its XML.

export type FinalizeResult =
  | { ok: true; invoice: Invoice }
  | { ok: false; reason: 'already' | 'missing'; missing?: string[] }
  | { ok: false; reason: 'deposits-exceed' | 'issue-date' }

/** The latest invoice date of the tenant's finalised invoices ('' when none): numbers follow the dates. */
export function latestInvoiceDate(db: Db, tenantId: string) {
  const row = db
    .select({ d: sql<string | null>`max(${invoices.issueDate})` })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.status, ['final', 'cancelled'])))
    .get()
  return row?.d ?? ''
}

/** Assigns the next number and freezes the invoice, all in one IMMEDIATE transaction. */
export function finalizeInvoice(
  tenantId: string,
  invoiceId: string,
  actor: { type: 'staff'; id: string; name: string } | { type: 'system' },
  now = Date.now(),
  tx0?: Tx,
): FinalizeResult | null {
  // the XML library is loaded on first use (ADR 146u): before the write lock, not while holding it
  xmlBuilder()
  const run = (tx: Tx): FinalizeResult | null => {
    const inv = findOwn(invoices, tenantId, invoiceId, tx)
    if (!inv) return null
    if (inv.status !== 'draft') return { ok: false, reason: 'already' }
    const profile = findBillingProfile(tenantId, tx)
    const missing = missingBusinessData(profile)
    if (missing.length) return { ok: false, reason: 'missing', missing }
    if (inv.kind === 'deposit' && inv.offerId && depositsExceedOrder(tx, tenantId, inv))
      return { ok: false, reason: 'deposits-exceed' }
    if (inv.issueDate && inv.issueDate < latestInvoiceDate(tx, tenantId)) return { ok: false, reason: 'issue-date' }
    // the invoice date chosen on the draft, else today
    const issueDate = inv.issueDate ?? berlinDate(now)
    const year = Number(issueDate.slice(0, 4))
    const dueDate = addDays(issueDate, profile!.paymentDays)
    const number = nextDocumentNumber(tx, tenantId, 'invoice', profile!.invoicePattern, year)
    const doc = invoiceDocument(
      tx,
      tenantId,
      inv,
      number,
      issueDate,
      inv.kind === 'cancellation' ? issueDate : dueDate,
      profile!.paymentDays,
    )
    const totals = computeTotals(doc)
    if (inv.kind === 'final' && totals.grossCents < 0) throw new DepositsExceed()
    const xml = buildXRechnungCii(doc)
    const done = tx
      .update(invoices)
      .set({
        status: 'final',
        number,
        issueDate,
        dueDate: doc.dueDate,
        documentJson: JSON.stringify(doc),
        xml,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
        payableCents: inv.kind === 'cancellation' ? 0 : totals.dueCents,
        finalizedAt: now,
      })
      .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'draft')))
      .returning()
      .get()
    if (inv.eventId) {
      recordEventActivity(
        tenantId,
        {
          eventId: inv.eventId,
          kind: 'invoice-finalized',
          actor,
          details: { number, summary: `Rechnung ${number} erstellt` },
          at: now,
        },
        tx,
      )
    }
    enqueueWebhook(tenantId, 'invoice.finalized', invoiceJson(done), tx, now)
    return { ok: true, invoice: done }
  }
  try {
    return tx0 ? run(tx0) : writeTransaction(run)
  } catch (error) {
    if (error instanceof DepositsExceed) return { ok: false, reason: 'deposits-exceed' }
    throw error
  }
}

class DepositsExceed extends Error {}
